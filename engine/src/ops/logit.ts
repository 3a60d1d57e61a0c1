/**
 * logit and its backward as PyTorch's CPU kernels compute them: with eps given (and not negative) the input is
 * clamped to [eps, 1 - eps] first, 1 - eps taken in the dtype; log(x / (1 - x)) is infinite at 1. The backward
 * kernel (the one backward runs outside grad mode) gives NaN outside [0, 1] without eps and 0 outside the clamp.
 */
import type { Expr } from '../ir/expr.ts';
import { call, div, eq, gt, lt, mul, or, select, sub } from '../ir/build.ts';
import { cLibrary } from './c-library.ts';
import { pointwise, scalarIn, type KernelContext } from './pointwise.ts';

/** eps as the kernel holds it (in the dtype), -1 where None: PyTorch's default, meaning no clamp. */
function bounds(k: KernelContext): { lo: number; hi: number } {
  const eps = k.args['eps'] as number | null;
  const lo = eps === null ? -1 : scalarIn(eps, k.compute);
  return { lo, hi: scalarIn(1 - lo, k.compute) };
}

/** log(z / (1 - z)) of the clamped input, `log` the kernel's logarithm. */
function logitForm(k: KernelContext, log: (x: Expr) => Expr): Expr {
  const { r } = k;
  const x = k.x[0]!;
  const { lo, hi } = bounds(k);
  // lo < 0 is no clamp; a NaN eps clamps nothing either, its comparisons all false
  const z = lo < 0 ? x : select(lt(x, lo), lo, select(gt(x, hi), hi, x));
  return select(eq(z, 1), Infinity, r(log(r(div(z, r(sub(1, z)))))));
}
pointwise({
  // the vectorised body runs SLEEF's logf, the scalar tail the C library's
  schema: 'logit(Tensor self, float? eps=None) -> Tensor', dtype: 'float',
  kernel: (k) => logitForm(k, (v) => cLibrary(k.compute, 'log', v)),
  vec: (k) => (k.compute.name === 'float64' ? undefined : logitForm(k, (v) => call('logf', v))),
});

pointwise({
  schema: 'logit_backward(Tensor grad_output, Tensor self, float? eps=None) -> Tensor', dtype: 'promote',
  inplace: false, nn: true,
  kernel: (k) => {
    const { r } = k;
    const [dy, x] = k.x as Expr[];
    const { lo, hi } = bounds(k);
    const outside = lo < 0 ? or(lt(x!, 0), gt(x!, 1)) : or(lt(x!, lo), gt(x!, hi));
    const edge = or(eq(x!, 0), eq(x!, 1));
    const inside = select(edge, r(mul(dy!, Infinity)), r(div(dy!, r(mul(x!, r(sub(1, x!)))))));
    return select(outside, lo < 0 ? NaN : 0, inside);
  },
});
