/**
 * PyTorch's float32 SLEEF kernels written in the kernel IR, step for step as sleef-f32.ts writes them in JS, so every
 * backend compiles them and gets PyTorch's bits. Steps that are float32 operations are `f32` nodes (a SIMD backend
 * runs them four wide); the fused multiply-adds AVX2 provides are products in f64, where they are exact, and one
 * rounding of the sum. A test holds each to its JS twin on many samples (and both agreed with the earlier all-f64 form
 * on every float32 input when the f32 steps were introduced).
 */
import type { Expr } from '../ir/expr.ts';
import { add, cast, constant, div, floor, gt, isNaN, lt, mul, neg, pow2i, rint, round32, select, sub } from '../ir/build.ts';

const f32 = (v: number) => constant(Math.fround(v), 'f32');
const wide = (x: Expr) => cast(x, 'f64');
/** AVX2's fused multiply-add on float32 values, kept in f64 (rounded to float32) for the next one to read. */
const fma = (a: Expr, b: Expr | number, c: Expr | number) => round32(add(mul(a, b), c));

const R_LN2F = f32(1.442695040888963407359924681001892137426645954152985934135449406931);
const L2UF = f32(0.693145751953125);
const L2LF = Math.fround(1.428606765330187045e-06);

/**
 * u * 2^q in two steps, so intermediate powers of two stay in float range. With |q| <= 150 (expf's range) both
 * powers and the first product are normal floats, so the first product is exact and only the second rounds.
 */
function ldexp2(u: Expr, q: Expr): Expr {
  const h = floor(mul(q, f32(0.5)));
  return mul(mul(u, pow2i(h)), pow2i(sub(q, h)));
}

/** SLEEF's expf_u10, which PyTorch's float32 exp runs, of a float32 value, as an f32 node. */
function expf32(d: Expr): Expr {
  const q = rint(mul(d, R_LN2F));
  // q * L2UF is exact (L2UF has 16 significant bits, |q| <= 150) and d is within a factor of 2 of it, so the fused
  // multiply-add rounds nothing and float32 steps give its value
  const s1 = add(mul(q, neg(L2UF)), d);
  const s = fma(wide(q), -L2LF, wide(s1));
  let u: Expr = constant(Math.fround(0.000198527617612853646278381));
  for (const c of [0.00139304355252534151077271, 0.00833336077630519866943359, 0.0416664853692054748535156,
    0.166666671633720397949219, 0.5]) u = fma(u, s, Math.fround(c));
  const poly = cast(fma(round32(mul(s, s)), u, s), 'f32');
  const e = ldexp2(add(f32(1), poly), q);
  return select(isNaN(d), f32(NaN), select(lt(d, f32(-104)), f32(0), select(gt(d, f32(100)), f32(Infinity), e)));
}

/** SLEEF's expf_u10 of a float32 value (an f64 node holding one). */
export function expf(x: Expr): Expr {
  return wide(expf32(cast(x, 'f32')));
}

/** PyTorch's vectorised sigmoid: 1 / (1 + exp(-x)), each step in float32. */
export function sigmoidf(x: Expr): Expr {
  const one = f32(1);
  return wide(div(one, add(one, expf32(neg(cast(x, 'f32'))))));
}
