/**
 * constant_pad_nd (ConstantPadNdBackward0), what F.pad runs in its constant mode: the input, narrowed by the negative
 * pads, copied into a tensor of the padded size filled with value, as PadNd.cpp builds it. pad holds a (before,
 * after) pair per dimension, the last dimension first.
 */
import { runtimeError } from '../errors.ts';
import { stridesLike, suggestMemoryFormat } from '../memory-format.ts';
import { Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import { PyScalar, wrapScalar } from './schema.ts';
import { asShape, asTensor } from './util.ts';

/** t narrowed along each padded dimension by the pads of one sign: -1 cuts negative pads, 1 skips positive ones. */
function trimmed(t: Tensor, pad: readonly number[], sign: 1 | -1): Tensor {
  let out = t;
  for (let i = t.ndim - pad.length / 2; i < t.ndim; i++) {
    const p = 2 * (t.ndim - i - 1);
    const before = sign * pad[p]!, after = sign * pad[p + 1]!;
    if (before > 0) out = run('narrow', { self: out, dim: i, start: before, length: out.shape[i]! - before }) as Tensor;
    if (after > 0) out = run('narrow', { self: out, dim: i, start: 0, length: out.shape[i]! - after }) as Tensor;
  }
  return out;
}

defineOp({
  schema: 'constant_pad_nd(Tensor self, int[] pad, Scalar value=0) -> Tensor', variants: ['function'],
  impl: (args, backend) => {
    const self = asTensor(args['self']), pad = asShape(args['pad']);
    if (pad.length % 2 !== 0) throw runtimeError(`Length of pad must be even but instead it equals ${pad.length}`);
    const lInp = self.ndim, lPad = pad.length / 2, lDiff = lInp - lPad;
    if (lInp < lPad) {
      throw runtimeError('Length of pad should be no more than twice the number of dimensions of the input. Pad ' +
        `length is ${pad.length}while the input has ${lInp}dimensions.`);
    }
    const input = trimmed(self, pad, -1);
    if (pad.every((p) => p <= 0)) return run('clone', { self: input }) as Tensor;
    const shape = self.shape.slice(0, lDiff);
    for (let i = 0; i < lPad; i++) {
      const p = pad.length - (i + 1) * 2;
      const size = self.shape[lDiff + i]!, n = size + pad[p]! + pad[p + 1]!;
      if (n <= 0) {
        throw runtimeError(`The input size ${size}, plus negative padding ${pad[p]} and ${pad[p + 1]} resulted in a ` +
          `negative output size, which is invalid. Check dimension ${lDiff + i} of your input.`);
      }
      shape.push(n);
    }
    const out = Tensor.output(self.dtype, shape, stridesLike({ shape, strides: [] }, suggestMemoryFormat(self)));
    run('fill_', { self: out, value: wrapScalar(args['value'] as PyScalar) });
    backend.copy(input, trimmed(out, pad, 1));
    return out;
  },
}).derivative = {
  // constant_pad_nd_backward: the gradient cut back to the input's size by the negated pads
  name: 'ConstantPadNdBackward0',
  grads: ({ grad, args }) => ({
    self: run('constant_pad_nd', { self: grad, pad: asShape(args['pad']).map((p) => -p), value: new PyScalar(0, 'int') }) as Tensor,
  }),
};
