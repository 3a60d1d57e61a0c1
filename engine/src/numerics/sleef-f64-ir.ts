/**
 * PyTorch's float64 SLEEF kernels in the kernel IR: what Vectorized<double> runs (Sleef_*d4_u10 of the AVX2 build,
 * whose multiply-adds are fused). The fused steps are ir/fused.ts's, exact but for double-rounding ties.
 */
import type { Expr } from '../ir/expr.ts';
import { floor, gt, isNaN, lt, mul, pow2i, rint, select, sub, type Operand } from '../ir/build.ts';
import { fusedMulAdd } from '../ir/fused.ts';

const L2U = 0.69314718055966295651160180568695068359375;
const L2L = 0.28235290563031577122588448175013436025525412068e-12;
const R_LN2 = 1.442695040888963407359924681001892137426645954152985934135449406931;

const fma = (a: Expr, b: Operand, c: Operand): Expr => fusedMulAdd(a, b, c, false);

/** Estrin's scheme over coefficients c9 ... c0 as SLEEF's POLY10 nests it, with s^2, s^4, s^8 given. */
function poly10(s: Expr, s2: Expr, s4: Expr, s8: Expr, c: readonly number[]): Expr {
  const p2 = (c1: number, c0: number) => fma(s, c1, c0);
  const p4 = (i: number) => fma(s2, p2(c[i]!, c[i + 1]!), p2(c[i + 2]!, c[i + 3]!));
  return fma(s8, p2(c[0]!, c[1]!), fma(s4, p4(2), p4(6)));
}

/** u * 2^q in two steps (q >> 1, then the rest), so each power of two stays in range. */
function ldexp2(u: Expr, q: Expr): Expr {
  const h = floor(mul(q, 0.5));
  return mul(mul(u, pow2i(h)), pow2i(sub(q, h)));
}

/** SLEEF's exp (u10) of a float64 value. */
export function expd(d: Expr): Expr {
  const q = rint(mul(d, R_LN2));
  const s = fma(q, -L2L, fma(q, -L2U, d));
  const s2 = mul(s, s), s4 = mul(s2, s2), s8 = mul(s4, s4);
  let u = poly10(s, s2, s4, s8, [0.2081276378237164457e-8, 0.2511210703042288022e-7, 0.2755762628169491192e-6,
    0.2755723402025388239e-5, 0.2480158687479686264e-4, 0.1984126989855865850e-3, 0.1388888888914497797e-2,
    0.8333333333314938210e-2, 0.4166666666666602598e-1, 0.1666666666666669072e+0]);
  for (const c of [0.5, 1, 1]) u = fma(u, s, c);
  const e = ldexp2(u, q);
  return select(isNaN(d), NaN, select(gt(d, 709.78271114955742909217217426), Infinity, select(lt(d, -1000), 0, e)));
}
