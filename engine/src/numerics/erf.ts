/**
 * The error function in double precision (W. J. Cody's rational approximations, relative error below 1e-15), for
 * erf, erfc and GELU.
 */
export const A = [3.16112374387056560e00, 1.13864154151050156e02, 3.77485237685302021e02, 3.20937758913846947e03,
  1.85777706184603153e-1];
export const B = [2.36012909523441209e01, 2.44024637934444173e02, 1.28261652607737228e03, 2.84423683343917062e03];
export const C = [5.64188496988670089e-1, 8.88314979438837594e00, 6.61191906371416295e01, 2.98635138197400131e02,
  8.81952221241769090e02, 1.71204761263407058e03, 2.05107837782607147e03, 1.23033935479799725e03,
  2.15311535474403846e-8];
export const D = [1.57449261107098347e01, 1.17693950891312499e02, 5.37181101862009858e02, 1.62138957456669019e03,
  3.29079923573345963e03, 4.36261909014324716e03, 3.43936767414372164e03, 1.23033935480374942e03];
export const P = [3.05326634961232344e-1, 3.60344899949804439e-1, 1.25781726111229246e-1, 1.60837851487422766e-2,
  6.58749161529837803e-4, 1.63153871373020978e-2];
export const Q = [2.56852019228982242e00, 1.87295284992346725e00, 5.27905102951428412e-1, 6.05183413124413191e-2,
  2.33520497626869185e-3];
const SQRPI = 5.6418958354775628695e-1;

/** erfc(y) for y > 0.46875, where 1 - erf(y) would cancel. */
function erfcTail(y: number): number {
  let erfc: number;
  if (y <= 4) {
    let num = C[8]! * y, den = y;
    for (let i = 0; i < 7; i++) { num = (num + C[i]!) * y; den = (den + D[i]!) * y; }
    erfc = (num + C[7]!) / (den + D[7]!);
  } else {
    if (y >= 27) return 0;
    const z = 1 / (y * y);
    let num = P[5]! * z, den = z;
    for (let i = 0; i < 4; i++) { num = (num + P[i]!) * z; den = (den + Q[i]!) * z; }
    erfc = (z * (num + P[4]!)) / (den + Q[4]!);
    erfc = (SQRPI - erfc) / y;
  }
  // exp(-y^2) split in two, so the square's rounding error does not reach the result
  const ysq = Math.trunc(y * 16) / 16;
  const del = (y - ysq) * (y + ysq);
  return erfc * Math.exp(-ysq * ysq) * Math.exp(-del);
}

export function erf(x: number): number {
  if (Number.isNaN(x)) return NaN;
  const y = Math.abs(x);
  if (y <= 0.46875) {
    const z = y > 1.11e-16 ? y * y : 0;
    let num = A[4]! * z, den = z;
    for (let i = 0; i < 3; i++) { num = (num + A[i]!) * z; den = (den + B[i]!) * z; }
    return (x * (num + A[3]!)) / (den + B[3]!);
  }
  if (y >= 6) return Math.sign(x);
  const erfc = erfcTail(y);
  return x < 0 ? erfc - 1 : 1 - erfc;
}

/** The complementary error function 1 - erf(x), accurate where erf(x) is close to 1. */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return NaN;
  const y = Math.abs(x);
  if (y <= 0.46875) return 1 - erf(x);
  const tail = erfcTail(y);
  return x < 0 ? 2 - tail : tail;
}
