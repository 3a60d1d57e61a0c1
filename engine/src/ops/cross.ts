/**
 * linalg_cross (LinalgCrossBackward0): the cross product of the 3-vectors along `dim`, the operands broadcast against
 * each other, each component a1 * b2 - a2 * b1 as Cross.cpp's kernel computes it: GCC fuses the first product into
 * the subtraction of the second (rounded) one, which addcmul's fused multiply-add gives.
 */
import { sumTo } from '../autograd/derivatives.ts';
import { mul, neg, op } from '../autograd/formula-ops.ts';
import { PyScalar } from './schema.ts';
import type { Tensor } from '../tensor.ts';
import { defineOp } from './registry.ts';

function cross(a: Tensor, b: Tensor, dim: number): Tensor {
  const at = (t: Tensor, index: number) => op('select', { self: t, dim, index });
  const component = (i: number, j: number) => op('addcmul', {
    self: neg(mul(at(a, j), at(b, i))), tensor1: at(a, i), tensor2: at(b, j), value: new PyScalar(1, 'int'),
  });
  return op('stack', { tensors: [component(1, 2), component(2, 0), component(0, 1)], dim });
}

defineOp({
  schema: 'linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor', variants: [],
  impl: (args) => cross(args['self'] as Tensor, args['other'] as Tensor, args['dim'] as number),
}).derivative = {
  // derivatives.yaml: self gets cross(other, grad), other cross(grad, self), each summed back to its own shape
  name: 'LinalgCrossBackward0', saves: ['self', 'other', 'dim'],
  savedFor: { self: ['other'], other: ['self'] },
  grads: ({ grad, args }) => {
    const a = args['self'] as Tensor, b = args['other'] as Tensor, dim = args['dim'] as number;
    return { self: () => sumTo(cross(b, grad, dim), a.shape), other: () => sumTo(cross(grad, a, dim), b.shape) };
  },
};
