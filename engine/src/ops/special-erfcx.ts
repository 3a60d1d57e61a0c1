/**
 * erfcx (the scaled complementary error function exp(x^2) erfc(x)) and log_ndtr (the log of the standard normal
 * CDF) as PyTorch's Math.h computes them: erfcx by the Faddeeva package's piecewise polynomials in y100 = 400 / (4 +
 * |x|) and a continued fraction beyond 50, log_ndtr through erfcx in the lower tail. The polynomials' coefficients
 * are double literals, so they evaluate in double even for float32, which rounds only their result.
 */
import type { Expr } from '../ir/expr.ts';
import { add, call, div, gt, isNaN, lt, mul, neg, select, sub } from '../ir/build.ts';
import { cLibrary } from './c-library.ts';
import { pointwise, type KernelContext } from './pointwise.ts';

const INV_SQRT_PI = 0.56418958354775628694807945156;

/** calc_erfcx at x: NaN passes through; the dtype's own arithmetic except where a double literal widens a step. */
function erfcx(k: KernelContext, x: Expr): Expr {
  const { r } = k;
  const xx = r(mul(x, x));
  const y100 = (v: Expr) => r(call('erfcxY100', r(div(400, v))));
  const ispi = k.compute.name === 'float64' ? INV_SQRT_PI : Math.fround(INV_SQRT_PI);
  // the 5-term continued fraction ispi / (x + 0.5 / (x + 1 / (x + 1.5 / (x + 2 / x)))), simplified
  const fraction = r(div(mul(ispi, add(mul(xx, add(xx, 4.5)), 2)), mul(x, add(mul(xx, add(xx, 5)), 3.75))));
  const positive = select(gt(x, 50), select(gt(x, 5e7), r(div(ispi, x)), fraction), y100(r(add(4, x))));
  // C's exp of double: 2 exp(x^2) and the difference evaluate in double, rounded once to the dtype
  const twiceExp = mul(2, call('exp', xx));
  const negative = select(lt(x, -26.7), Infinity, select(lt(x, -6.1), r(twiceExp), r(sub(twiceExp, y100(r(sub(4, x)))))));
  return select(isNaN(x), x, select(lt(x, 0), negative, positive));
}

pointwise({
  schema: 'special_erfcx(Tensor self) -> Tensor', dtype: 'float', inplace: false, nn: true,
  kernel: (k) => erfcx(k, k.x[0]!),
});
pointwise({
  // log(erfcx(-t) / 2) - t^2 below -1, where erfc would underflow; log1p(-erfc(t) / 2) above
  schema: 'special_log_ndtr(Tensor self) -> Tensor', dtype: 'float', inplace: false, nn: true,
  kernel: (k) => {
    const { r } = k;
    const x = k.x[0]!;
    const t = r(mul(x, Math.SQRT1_2));
    const lower = r(sub(r(cLibrary(k.compute, 'log', r(div(erfcx(k, r(sub(0, t))), 2)))), r(mul(t, t))));
    const upper = r(cLibrary(k.compute, 'log1p', r(div(neg(r(cLibrary(k.compute, 'erfc', t))), 2))));
    return select(lt(x, -1), lower, upper);
  },
});
