/**
 * The in-place forms of structured ops whose kernels here make a new tensor (tril_, cumsum_, addmm_, renorm_): the
 * op's result, written over self. ATen runs such an op's kernel with self as its output, so the result must have
 * self's dtype and sizes exactly (its check_inplace), not merely cast and broadcast to them as TensorIterator's
 * in-place ops allow. Autograd records the in-place op under the out-of-place op's derivative, as derivatives.yaml
 * gives an in-place variant its op's formula.
 */
import type { Backend } from '../backend.ts';
import { cppTypeName, type DType } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { Tensor } from '../tensor.ts';
import type { OpDef } from './registry.ts';
import type { BoundArgs } from './schema.ts';

export function writtenOver(op: Pick<OpDef, 'impl' | 'hasDtype'>): (args: BoundArgs, backend: Backend) => Tensor {
  return (args, backend) => {
    const self = args['self'] as Tensor;
    // the output's dtype is self's unless dtype= names another (cumsum_), as the op's meta function picks it
    const given = op.hasDtype ? { ...args, dtype: (args['dtype'] as DType | null) ?? self.dtype } : args;
    const result = op.impl(given, backend) as Tensor;
    if (result.dtype !== self.dtype) {
      throw runtimeError(`Bad in-place call: input tensor dtype ${cppTypeName(self.dtype)} and output tensor dtype ` +
        `${cppTypeName(result.dtype)} should match`);
    }
    if (result.ndim !== self.ndim || result.shape.some((d, i) => d !== self.shape[i])) {
      throw runtimeError(`Bad in-place call: input tensor size [${self.shape.join(', ')}] and output tensor size ` +
        `[${result.shape.join(', ')}] should match`);
    }
    backend.copy(result, self);
    return self;
  };
}
