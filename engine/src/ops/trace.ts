/**
 * trace (TraceBackward0): the sum of a matrix's main diagonal as trace_cpu computes it, in the accumulate type (double
 * for floating point, int64 for integers, the result an int64 then), over the types it dispatches on (no Bool, Half
 * or BFloat16).
 */
import { DTYPES } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { PyScalar } from './schema.ts';
import { Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import { asTensor } from './util.ts';

defineOp({
  schema: 'trace(Tensor self) -> Tensor',
  impl: (args) => {
    const self = asTensor(args['self']);
    const name = self.dtype.name;
    if (name === 'bool' || name === 'float16' || name === 'bfloat16') {
      throw runtimeError(`"trace" not implemented for '${self.dtype.scalarName}'`);
    }
    if (self.ndim !== 2) throw runtimeError(`trace: expected a matrix, but got tensor with dim ${self.ndim}`);
    const diagonal = run('diagonal', { self, offset: 0, dim1: 0, dim2: 1 }) as Tensor;
    const integral = self.dtype.category !== 'float';
    const sum = run('sum', { self: diagonal, dtype: integral ? DTYPES.int64 : DTYPES.float64 }) as Tensor;
    return integral ? sum : run('_to_copy', { self: sum, dtype: self.dtype }) as Tensor;
  },
}).derivative = {
  // trace_backward: the gradient along the main diagonal of a zero matrix of self's size
  name: 'TraceBackward0',
  grads: ({ grad, args }) => {
    const [rows, cols] = asTensor(args['self']).shape as [number, number];
    const n = Math.min(rows, cols);
    const square = run('diag_embed', { self: run('expand', { self: grad, size: [n] }) as Tensor }) as Tensor;
    const pad = [0, cols - n, 0, rows - n];
    return { self: run('constant_pad_nd', { self: square, pad, value: new PyScalar(0, 'int') }) as Tensor };
  },
};
