/**
 * renorm (RenormBackward0): each slice along `dim` scaled so its p-norm over the other dims is at most maxnorm, by
 * maxnorm / (norm + 1e-7) in the input's dtype, as ATen's renorm_out and its scale-factor kernel compute it.
 */
import { normBackward } from '../autograd/derivatives.ts';
import { mul, num, op, sub, when } from '../autograd/formula-ops.ts';
import { wrapDim } from '../shape.ts';
import type { Tensor } from '../tensor.ts';
import { defineOp } from './registry.ts';
import type { BoundArgs, PyScalar } from './schema.ts';

const otherDims = (self: Tensor, dim: number) => {
  const d = wrapDim(dim, self.ndim);
  return self.shape.map((_, i) => i).filter((i) => i !== d);
};
const scalar = (args: BoundArgs, name: string) => (args[name] as PyScalar).value;

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
  // less its projection on the norm's own gradient
  name: 'RenormBackward0', saves: ['self', 'p', 'dim', 'maxnorm'],
  grads: ({ grad, args }) => {
    const self = args['self'] as Tensor, p = scalar(args, 'p'), maxnorm = num(scalar(args, 'maxnorm'));
    const dims = otherDims(self, args['dim'] as number);
    const norm = op('linalg_vector_norm', { self, ord: args['p']!, dim: dims, keepdim: true });
    const gradOutput = op('sum', { self: mul(self, grad), dim: dims, keepdim: true });
    const nb = normBackward(gradOutput, self, p, norm, dims, true)!;
    const invnorm = op('reciprocal', { self: op('add', { self: norm, other: num(1e-7) }) });
    const gradNorm = mul(mul(maxnorm, invnorm), sub(grad, mul(invnorm, nb)));
    return { self: when(op('gt', { self: norm, other: maxnorm }), gradNorm, grad) };
  },
};
