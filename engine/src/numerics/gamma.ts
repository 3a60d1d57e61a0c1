/**
 * lgamma and its derivative digamma: log|Γ(x)| in double precision by Lanczos' approximation (g = 7, nine
 * terms, relative error near 1e-15) with the reflection formula below 1/2, and digamma as PyTorch computes it.
 */
const G = 7;
const LANCZOS = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
  -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
const LOG_SQRT_2PI = 0.91893853320467274178;

export function lgamma(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (!Number.isFinite(x)) return Infinity;
  if (x <= 0 && Number.isInteger(x)) return Infinity;
  // lgamma is exactly 0 at 1 and 2; the series would leave rounding noise there
  if (x === 1 || x === 2) return 0;
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - lgamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (z + i);
  const t = z + G + 0.5;
  return LOG_SQRT_2PI + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

export const PSI_10 = 2.25175258906672110764;
export const PSI_SERIES = [8.33333333333333333333e-2, -2.10927960927960927961e-2, 7.57575757575757575758e-3,
  -4.16666666666666666667e-3, 3.96825396825396825397e-3, -8.33333333333333333333e-3, 8.33333333333333333333e-2];

/**
 * digamma as PyTorch's calc_digamma computes it, each step rounded by `r` (Math.fround for float32): recurrence up
 * to 10, then the asymptotic series; negative arguments reflect through pi / tan(pi x).
 */
export function digamma(input: number, r: (x: number) => number = (x) => x): number {
  let x = input;
  if (Number.isNaN(x) || x === -Infinity) return NaN;
  if (x === Infinity) return Infinity;
  if (x === 0) return Object.is(x, -0) ? Infinity : -Infinity;
  if (x < 0) {
    if (Number.isInteger(x)) return NaN;
    const frac = x - Math.trunc(x);
    return r(digamma(r(1 - x), r) - r(Math.PI / Math.tan(Math.PI * frac)));
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
  return r(r(r(result + r(Math.log(x))) - r(r(0.5) / x)) - y);
}
