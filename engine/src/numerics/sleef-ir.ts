/**
 * PyTorch's float32 SLEEF kernels written in the kernel IR, step for step as sleef-f32.ts writes them in JS, so every
 * backend compiles them and gets PyTorch's bits. Steps that are float32 operations are `f32` nodes (a SIMD backend
 * runs them four wide); the fused multiply-adds AVX2 provides are products in f64, where they are exact, and one
 * rounding of the sum. A test holds each to its JS twin on many samples (and both agreed with the earlier all-f64 form
 * on every float32 input when the f32 steps were introduced).
 */
import type { Expr } from '../ir/expr.ts';
import { abs, add, cast, constant, div, eq, floor, gt, isNaN, lt, mul, neg, pow2i, rint, round32, select, sub } from '../ir/build.ts';

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

// Double-float arithmetic (a value as an f32 pair hi + lo) as sleef-f32.ts does it, with AVX2's fused forms.
type DF = readonly [Expr, Expr];
const fmaf = (a: Expr, b: Expr, c: Expr) => cast(add(mul(wide(a), wide(b)), wide(c)), 'f32');
const fmapn = (a: Expr, b: Expr, c: Expr) => cast(sub(mul(wide(a), wide(b)), wide(c)), 'f32');
const fmanp = (a: Expr, b: Expr, c: Expr) => cast(sub(wide(c), mul(wide(a), wide(b))), 'f32');
const dfAdd2DF = (x: DF, y: Expr): DF => {
  const s = add(x[0], y), v = sub(s, x[0]);
  return [s, add(add(sub(x[0], sub(s, v)), sub(y, v)), x[1])];
};
const dfAdd2DD = (x: DF, y: DF): DF => {
  const s = add(x[0], y[0]), v = sub(s, x[0]);
  return [s, add(add(sub(x[0], sub(s, v)), sub(y[0], v)), add(x[1], y[1]))];
};
const dfAddFD = (x: Expr, y: DF): DF => {
  const s = add(x, y[0]);
  return [s, add(add(sub(x, s), y[0]), y[1])];
};
const dfAddDD = (x: DF, y: DF): DF => {
  const s = add(x[0], y[0]);
  return [s, add(add(add(sub(x[0], s), y[0]), x[1]), y[1])];
};
const dfMulDF = (x: DF, y: Expr): DF => {
  const s = mul(x[0], y);
  return [s, fmaf(x[1], y, fmapn(x[0], y, s))];
};
const dfMulDD = (x: DF, y: DF): DF => {
  const s = mul(x[0], y[0]);
  return [s, fmaf(x[0], y[1], fmaf(x[1], y[0], fmapn(x[0], y[0], s)))];
};
const dfSqu = (x: DF): DF => {
  const s = mul(x[0], x[0]);
  return [s, fmaf(add(x[0], x[0]), x[1], fmapn(x[0], x[0], s))];
};
const dfDiv = (n: DF, d: DF): DF => {
  const t = div(f32(1), d[0]);
  const s = mul(n[0], t);
  const u = fmapn(t, n[0], s);
  const v = fmanp(d[1], t, fmanp(d[0], t, f32(1)));
  return [s, fmaf(s, v, fmaf(n[1], t, u))];
};
const dfRec = (d: DF): DF => {
  const s = div(f32(1), d[0]);
  return [s, mul(s, fmanp(d[1], s, fmanp(d[0], s, f32(1))))];
};

/** SLEEF's expk2f: e^d as a double-float, for d[0] >= -104 (tanhf's range; below it SLEEF returns 0). */
function expk2(d: DF): DF {
  const q = rint(mul(add(d[0], d[1]), R_LN2F));
  let s = dfAdd2DF(d, mul(q, neg(L2UF)));
  s = dfAdd2DF(s, mul(q, f32(-L2LF)));
  let u = f32(0.1980960224e-3);
  for (const c of [0.1394256484e-2, 0.8333456703e-2, 0.4166637361e-1]) u = fmaf(u, s[0], f32(c));
  let t = dfAdd2DF(dfMulDF(s, u), f32(0.166666659414234244790680580464));
  t = dfAdd2DF(dfMulDD(s, t), f32(0.5));
  t = dfAdd2DD(s, dfMulDD(dfSqu(s), t));
  t = dfAddFD(f32(1), t);
  return [ldexp2(t[0], q), ldexp2(t[1], q)];
}

/** SLEEF's tanhf_u10, which PyTorch's float32 tanh runs, of a float32 value (an f64 node holding one). */
export function tanhf(input: Expr): Expr {
  const x = cast(input, 'f32'), a = abs(x);
  const sign = select(lt(x, f32(0)), f32(-1), f32(1));
  const d = expk2([a, f32(0)]);
  const e = dfRec(d);
  const q = dfDiv(dfAddDD(d, [neg(e[0]), neg(e[1])]), dfAddDD(d, e));
  const y = add(q[0], q[1]);
  // odd: -y below zero, and a signed zero keeps its sign (y is +0 there)
  const odd = select(lt(x, f32(0)), neg(y), select(eq(x, f32(0)), x, y));
  return wide(select(isNaN(x), f32(NaN), select(gt(a, f32(8.664339742)), sign, select(isNaN(y), sign, odd))));
}
