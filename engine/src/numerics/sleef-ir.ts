/**
 * PyTorch's float32 SLEEF kernels written in the kernel IR, step for step as sleef-f32.ts writes them in JS, so every
 * backend compiles them (the WebAssembly backend into f64x2 lanes) and gets PyTorch's bits. A test holds each to its
 * JS twin on many samples.
 */
import type { Expr } from '../ir/expr.ts';
import { add, constant, div, floor, gt, isNaN, lt, mul, neg, pow2i, rint, round32, select, sub, type Operand } from '../ir/build.ts';

const f = round32;
const f32 = Math.fround;
/** AVX2's fused multiply-add on float32 values: the product is exact in f64, so one rounding of the sum. */
const fma = (a: Operand, b: Operand, c: Operand) => f(add(mul(a, b), c));

const R_LN2F = f32(1.442695040888963407359924681001892137426645954152985934135449406931);
const L2UF = 0.693145751953125;
const L2LF = f32(1.428606765330187045e-06);

/**
 * u * 2^q in two steps, so intermediate powers of two stay in float range (a renderer computing f64 nodes in float32
 * relies on it). The first product is exact (u * 2^h with |h| <= 75 stays a normal float), so only the second rounds.
 */
function ldexp2(u: Expr, q: Expr): Expr {
  const h = floor(mul(q, 0.5));
  return f(mul(mul(u, pow2i(h)), pow2i(sub(q, h))));
}

/** SLEEF's expf_u10, which PyTorch's float32 exp runs. */
export function expf(d: Expr): Expr {
  const q = rint(f(mul(d, R_LN2F)));
  let s = fma(q, -L2UF, d);
  s = fma(q, -L2LF, s);
  let u: Expr = constant(f32(0.000198527617612853646278381));
  for (const c of [0.00139304355252534151077271, 0.00833336077630519866943359, 0.0416664853692054748535156,
    0.166666671633720397949219, 0.5]) u = fma(u, s, f32(c));
  u = f(add(1, fma(f(mul(s, s)), u, s)));
  u = ldexp2(u, q);
  return select(isNaN(d), NaN, select(lt(d, -104), 0, select(gt(d, 100), Infinity, u)));
}

/** PyTorch's vectorised sigmoid: 1 / (1 + exp(-x)), each step in float32. */
export function sigmoidf(x: Expr): Expr {
  return f(div(1, f(add(1, expf(neg(x))))));
}
