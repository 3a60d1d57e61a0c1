/**
 * Float32 transcendental functions as PyTorch's x86 build computes them. Its vectorised kernels call the SLEEF
 * library (1-ulp accuracy, not correctly rounded), so a correctly rounded result can print differently (exp(4) is
 * 54.5982 in PyTorch, 54.5981 correctly rounded). These follow SLEEF's published float algorithms step by step:
 * every intermediate rounds to float32, and the fused multiply-adds AVX2 provides round once.
 */
const f = Math.fround;

/** fma on float32 values: the product is exact in float64, so one rounding of the sum emulates the fused op. */
const fma = (a: number, b: number, c: number) => f(a * b + c);

const R_LN2F = f(1.442695040888963407359924681001892137426645954152985934135449406931);
const L2UF = 0.693145751953125;
const L2LF = f(1.428606765330187045e-06);

/** Round half to even, as the vector float-to-int conversion does. */
function rint(x: number): number {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 ? 2 * Math.round(x / 2) : r;
}

/** u * 2^q in two steps, so intermediate powers of two stay in float range. */
function ldexp2(u: number, q: number): number {
  const h = q >> 1;
  return f(f(u * 2 ** h) * 2 ** (q - h));
}

export function expf(d: number): number {
  if (Number.isNaN(d)) return NaN;
  const q = rint(f(d * R_LN2F));
  let s = fma(q, -L2UF, d);
  s = fma(q, -L2LF, s);
  let u = f(0.000198527617612853646278381);
  u = fma(u, s, f(0.00139304355252534151077271));
  u = fma(u, s, f(0.00833336077630519866943359));
  u = fma(u, s, f(0.0416664853692054748535156));
  u = fma(u, s, f(0.166666671633720397949219));
  u = fma(u, s, 0.5);
  u = f(1 + fma(f(s * s), u, s));
  u = ldexp2(u, q);
  if (d < -104) return 0;
  if (d > 100) return Infinity;
  return u;
}

/** PyTorch's vectorised sigmoid: 1 / (1 + exp(-x)), each step in float32. */
export function sigmoidf(x: number): number {
  return f(1 / f(1 + expf(-x)));
}

/** PyTorch's vectorised rsqrt: the reciprocal of the rounded square root. */
export function rsqrtf(x: number): number {
  return f(1 / f(Math.sqrt(x)));
}
