/** Reductions over dims, with keepdim and an optional accumulation dtype. */
import type { Backend, ReductionKernel } from '../backend.ts';
import { DTYPES, type DType } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { wrapDim } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import { PyScalar, wrapScalar, type BoundArgs } from './schema.ts';
import { cast } from './util.ts';

/** The dims a reduction covers: all of them for dim=None or dim=[], each wrapped and checked for repeats. */
function reducedDims(self: Tensor, dim: readonly number[] | null): number[] {
  if (dim === null || dim.length === 0) return self.shape.map((_, i) => i);
  const dims = dim.map((d) => wrapDim(d, self.ndim));
  dims.forEach((d, i) => {
    if (dims.indexOf(d) !== i) throw runtimeError(`dim ${d} appears multiple times in the list of dims`);
  });
  return dims;
}

function reduce(kernel: ReductionKernel, self: Tensor, args: BoundArgs, outDtype: DType, backend: Backend): Tensor {
  const dims = reducedDims(self, args['dim'] as readonly number[] | null);
  const keptShape = self.shape.map((d, i) => (dims.includes(i) ? 1 : d));
  const out = Tensor.empty(outDtype, keptShape);
  backend.reduce(kernel, cast(self, outDtype, backend), out);
  if (args['keepdim']) return out;
  return out.view(keptShape.filter((_, i) => !dims.includes(i) && i < self.ndim),
    out.strides.filter((_, i) => !dims.includes(i) && i < self.ndim));
}

const sumKernel: ReductionKernel = { name: 'sum', init: 0, combine: (acc, v) => acc + v, combineInt: (acc, v) => acc + v };
const prodKernel: ReductionKernel = { name: 'prod', init: 1, combine: (acc, v) => acc * v, combineInt: (acc, v) => acc * v };

defineOp({
  schema: 'sum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
  impl(args, backend) {
    const self = args['self'] as Tensor;
    // integral and bool inputs accumulate in int64, as PyTorch's sum does
    const fallback = self.dtype.category === 'float' ? self.dtype : DTYPES.int64;
    return reduce(sumKernel, self, args, (args['dtype'] as DType | null) ?? fallback, backend);
  },
});

defineOp({
  schema: 'mean(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
  impl(args, backend) {
    const self = args['self'] as Tensor;
    const dtype = (args['dtype'] as DType | null) ?? self.dtype;
    if (dtype.category !== 'float') {
      throw runtimeError('mean(): could not infer output dtype. Input dtype must be either a floating point or ' +
        `complex dtype. Got: ${dtype.scalarName}`);
    }
    // PyTorch divides the rounded sum by the count, so float32 means round twice, as here.
    const sum = reduce(sumKernel, self, args, dtype, backend);
    const count = self.numel / Math.max(sum.numel, 1);
    return run('div', { self: sum, other: wrapScalar(new PyScalar(count, 'int')) });
  },
});

defineOp({
  schema: 'prod(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
  impl(args, backend) {
    const self = args['self'] as Tensor;
    const fallback = self.dtype.category === 'float' ? self.dtype : DTYPES.int64;
    return reduce(prodKernel, self, args, (args['dtype'] as DType | null) ?? fallback, backend);
  },
});
