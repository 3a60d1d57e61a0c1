/**
 * renorm (RenormBackward0): each slice along `dim` scaled so its p-norm over the other dims is at most maxnorm, by
 * maxnorm / (norm + 1e-7) in the input's dtype, as ATen's renorm_out and its scale-factor kernel compute it.
 */
import { normBackward } from '../autograd/derivatives.ts';
import { mul, num, op, sub, when } from '../autograd/formula-ops.ts';
import { DTYPES, type DType } from '../dtype.ts';
import { wrapDim } from '../shape.ts';
import type { Tensor } from '../tensor.ts';
import { defineOp } from './registry.ts';
import type { BoundArgs, PyScalar } from './schema.ts';

const otherDims = (self: Tensor, dim: number) => {
  const d = wrapDim(dim, self.ndim);
  return self.shape.map((_, i) => i).filter((i) => i !== d);
};
const scalar = (args: BoundArgs, name: string) => (args[name] as PyScalar).value;

/** at::toAccumulateType on the tensor's device: double for float32 on the CPU, float for it on the GPU and for halves. */
function accumulateType(self: Tensor): DType {
  if (self.dtype === DTYPES.float64) return DTYPES.float64;
  return self.dtype === DTYPES.float32 && self.storage.device !== 'webgpu' ? DTYPES.float64 : DTYPES.float32;
}

defineOp({
  schema: 'renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -> Tensor', variants: [], inPlace: true,
  impl(args) {
    const self = args['self'] as Tensor, maxnorm = scalar(args, 'maxnorm');
    const norm = op('linalg_vector_norm', { self, ord: args['p']!, dim: otherDims(self, args['dim'] as number), keepdim: true });
    const factor = when(op('gt', { self: norm, other: num(maxnorm) }),
      op('div', { self: num(maxnorm), other: op('add', { self: norm, other: num(1e-7) }) }), num(1));
    return mul(self, factor);
  },
}).derivative = {
  // FunctionsManual's renorm_backward: where the norm exceeds maxnorm, maxnorm / (norm + eps) times the gradient
  // less its projection on the norm's own gradient, worked in the accumulate type and cast back to the gradient's
  name: 'RenormBackward0', saves: ['self', 'p', 'dim', 'maxnorm'],
  grads: ({ grad, args }) => {
    const self = args['self'] as Tensor, p = scalar(args, 'p'), maxnorm = num(scalar(args, 'maxnorm'));
    const dims = otherDims(self, args['dim'] as number), dtype = accumulateType(self);
    const norm = op('linalg_vector_norm', { self, ord: args['p']!, dim: dims, keepdim: true, dtype });
    const gradOutput = op('sum', { self: mul(self, grad), dim: dims, keepdim: true, dtype });
    const nb = normBackward(gradOutput, self, p, norm, dims, true)!;
    const invnorm = op('reciprocal', { self: op('add', { self: norm, other: num(1e-7) }) });
    const gradNorm = mul(mul(maxnorm, invnorm), sub(grad, mul(invnorm, nb)));
    // Tensor::to: a copy only where the dtype changes
    const cast = gradNorm.dtype === grad.dtype ? gradNorm : op('_to_copy', { self: gradNorm, dtype: grad.dtype });
    return { self: when(op('gt', { self: norm, other: maxnorm }), cast, grad) };
  },
};
