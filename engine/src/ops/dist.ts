/** dist (DistBackward0): the p-norm of self - other over all their elements, broadcast against each other. */
import { normBackward, sumTo } from '../autograd/derivatives.ts';
import { neg, once, op, sub } from '../autograd/formula-ops.ts';
import type { PyScalar } from './schema.ts';
import type { Tensor } from '../tensor.ts';
import { defineOp } from './registry.ts';

defineOp({
  schema: 'dist(Tensor self, Tensor other, Scalar p=2) -> Tensor',
  impl: (args) => op('norm', { self: sub(args['self'] as Tensor, args['other'] as Tensor), p: args['p']! }),
}).derivative = {
  // derivatives.yaml: norm_backward of self - other for self, its negation for other
  name: 'DistBackward0', saves: ['self', 'other', 'p', 'result'],
  grads: ({ grad, args, result }) => {
    const a = args['self'] as Tensor, b = args['other'] as Tensor;
    // p = 0 has no gradient (null) for either
    const g = once(() => normBackward(grad, sub(a, b), (args['p'] as PyScalar).value, result, null, false));
    const back = (sign: (t: Tensor) => Tensor, shape: readonly number[]) => () => {
      const d = g();
      return d && sumTo(sign(d), shape);
    };
    return { self: back((d) => d, a.shape), other: back(neg, b.shape) };
  },
};
