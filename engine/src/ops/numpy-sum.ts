/**
 * numpy's float sums: add.reduce over trailing dims in numpy's pairwise order (ir/expr.ts `pairwise`), which is not
 * PyTorch's cascade. A private op of our numpy package, without gradients, for float32 and float64 inputs whose
 * reduced elements each output folds are the inner run numpy's loop hands to pairwise_sum.
 */
import { add, foldAcc, foldNext, input } from '../ir/build.ts';
import type { ReductionKernel } from '../ir/expr.ts';
import { runtimeError } from '../errors.ts';
import { Tensor } from '../tensor.ts';
import { defineOp } from './registry.ts';
import { asTensor } from './util.ts';

const kernels = {
  float32: pairwiseSum('f32'),
  float64: pairwiseSum('f64'),
};

function pairwiseSum(acc: 'f32' | 'f64'): ReductionKernel {
  return { acc, init: 0, map: input(0, acc), combine: add(foldAcc(acc), foldNext(acc)), result: 'value',
    order: 'pairwise', args: [] };
}

defineOp({
  // each output sums the elements of self's last `dims` dims
  schema: '_numpy_sum(Tensor self, int dims) -> Tensor', variants: [],
  impl: (args, backend) => {
    const self = asTensor(args['self']), dims = args['dims'] as number;
    const name = self.dtype.name;
    if ((name !== 'float32' && name !== 'float64') || dims < 0 || dims > self.ndim) {
      throw runtimeError(`_numpy_sum: a float32 or float64 tensor and at most ${self.ndim} dims expected`);
    }
    const kept = self.ndim - dims;
    const out = Tensor.output(self.dtype, self.shape.map((d, i) => (i < kept ? d : 1)));
    backend.reduce(kernels[name], [self], out);
    return out.view(self.shape.slice(0, kept), out.strides.slice(0, kept));
  },
});
