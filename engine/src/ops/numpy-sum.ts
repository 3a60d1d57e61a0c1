/**
 * numpy's float sums, whose order is not PyTorch's cascade: add.reduce over the dims its inner loop runs along in
 * numpy's pairwise order (ir/expr.ts `pairwise`), and over the dims its outer loop runs along one element after
 * another, as it adds each row into the result. A private op of our numpy package, without gradients, for float32
 * and float64 inputs; which order applies is for the caller to say.
 */
import { add, foldAcc, foldNext, input } from '../ir/build.ts';
import type { ReductionKernel, ReductionOrder } from '../ir/expr.ts';
import { runtimeError } from '../errors.ts';
import { wrapDim } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { defineOp } from './registry.ts';
import { asTensor } from './util.ts';

function sumKernel(acc: 'f32' | 'f64', order: ReductionOrder): ReductionKernel {
  return { acc, init: 0, map: input(0, acc), combine: add(foldAcc(acc), foldNext(acc)), result: 'value', order,
    args: [] };
}

const kernels = {
  pairwise: { float32: sumKernel('f32', 'pairwise'), float64: sumKernel('f64', 'pairwise') },
  sequential: { float32: sumKernel('f32', 'sequential'), float64: sumKernel('f64', 'sequential') },
};

defineOp({
  // each output sums the elements of self's `dims`, pairwise or one after another
  schema: '_numpy_sum(Tensor self, int[] dims, bool pairwise) -> Tensor', variants: [],
  impl: (args, backend) => {
    const self = asTensor(args['self']), dims = (args['dims'] as number[]).map((d) => wrapDim(d, self.ndim));
    const name = self.dtype.name;
    if (name !== 'float32' && name !== 'float64') throw runtimeError('_numpy_sum: a float32 or float64 tensor expected');
    const out = Tensor.output(self.dtype, self.shape.map((d, i) => (dims.includes(i) ? 1 : d)));
    backend.reduce(kernels[args['pairwise'] ? 'pairwise' : 'sequential'][name], [self], out);
    const kept = (_: number, i: number) => !dims.includes(i);
    return out.view(out.shape.filter(kept), out.strides.filter(kept));
  },
});
