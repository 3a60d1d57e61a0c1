/** digamma, lgamma's derivative, as PyTorch computes it, and the constants of its series. */
import { logCorrect, tanCorrect } from './correctly-rounded.ts';
import { logf } from './glibc-f32.ts';

export const PSI_10 = 2.25175258906672110764;
export const PSI_SERIES = [8.33333333333333333333e-2, -2.10927960927960927961e-2, 7.57575757575757575758e-3,
  -4.16666666666666666667e-3, 3.96825396825396825397e-3, -8.33333333333333333333e-3, 8.33333333333333333333e-2];

/**
 * digamma as PyTorch's calc_digamma computes it, in float32 arithmetic where `single`: recurrence up to 10, then
 * the asymptotic series with the C library's log (logf for float32); negative arguments reflect through
 * pi / tan(pi x), taken in double with the C library's tan (glibc's, here correctly rounded as it all but always is).
 */
export function digamma(input: number, single = false): number {
  const r = single ? Math.fround : (v: number) => v;
  let x = input;
  if (Number.isNaN(x) || x === -Infinity) return NaN;
  if (x === Infinity) return Infinity;
  if (x === 0) return Object.is(x, -0) ? Infinity : -Infinity;
  if (x < 0) {
    if (Number.isInteger(x)) return NaN;
    const frac = x - Math.trunc(x);
    return r(digamma(r(1 - x), single) - r(Math.PI / tanCorrect(Math.PI * frac)));
  }
  let result = 0;
  while (x < 10) {
    result = r(result - r(1 / x));
    x = r(x + 1);
  }
  if (x === 10) return r(result + r(PSI_10));
  let y = 0;
  if (x < 1e17) {
    const z = r(1 / r(x * x));
    let poly = r(PSI_SERIES[0]!);
    for (let i = 1; i < PSI_SERIES.length; i++) poly = r(r(poly * z) + r(PSI_SERIES[i]!));
    y = r(z * poly);
  }
  return r(r(r(result + (single ? logf(x) : logCorrect(x))) - r(r(0.5) / x)) - y);
}
