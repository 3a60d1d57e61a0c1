/**
 * The float32 log and sin/cos PyTorch's AVX2 normal-distribution kernel uses (Cephes polynomials in the AVX port of
 * "sse_mathfun"), so randn produces PyTorch's exact samples. GCC fuses most multiply-add pairs of that code into
 * FMAs on AVX2; which ones was settled against PyTorch's own samples (every one of 4096 reproduced). The published
 * algorithm, re-expressed step by step.
 */
const f = Math.fround;
const fma = (a: number, b: number, c: number) => f(a * b + c);
const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

const LOG_P = [7.0376836292e-2, -1.1514610310e-1, 1.1676998740e-1, -1.2420140846e-1, 1.4249322787e-1,
  -1.6668057665e-1, 2.0000714765e-1, -2.4999993993e-1, 3.3333331174e-1].map(f);
const LOG_Q1 = f(-2.12194440e-4), LOG_Q2 = f(0.693359375), SQRTHF = f(0.707106781186547524);

/** log of a positive float32 (the cut to normal numbers and the NaN mask of non-positive input included). */
export function logAvx(input: number): number {
  if (!(input > 0)) return NaN;
  f32[0] = Math.max(input, 1.1754943508222875e-38);
  const bits = u32[0]!;
  let e = f(((bits >>> 23) - 0x7f) + 1);
  u32[0] = (bits & ~0x7f800000) | 0x3f000000; // mantissa with the exponent of 0.5
  let x = f32[0]!;
  const small = x < SQRTHF;
  const tmp = small ? x : 0;
  x = f(x - 1);
  if (small) e = f(e - 1);
  x = f(x + tmp);
  const z = f(x * x);
  let y = LOG_P[0]!;
  for (let i = 1; i < LOG_P.length; i++) y = fma(y, x, LOG_P[i]!);
  y = fma(f(y * x), z, f(e * LOG_Q1));
  y = f(y - f(z * 0.5));
  return fma(e, LOG_Q2, f(x + y));
}

const DP1 = -0.78515625, DP2 = f(-2.4187564849853515625e-4), DP3 = f(-3.77489497744594108e-8);
const SINCOF = [-1.9515295891e-4, 8.3321608736e-3, -1.6666654611e-1].map(f);
const COSCOF = [2.443315711809948e-5, -1.388731625493765e-3, 4.166664568298827e-2].map(f);
const FOPI = f(1.27323954473516);

/** [sin(x), cos(x)] for float32 x. */
export function sincosAvx(input: number): [number, number] {
  const negative = input < 0 || Object.is(input, -0);
  let x = Math.abs(input);
  let j = Math.trunc(f(x * FOPI));
  j = (j + 1) & ~1;
  const y = j;
  const swapSin = (j & 4) !== 0;
  const sinPoly = (j & 2) === 0; // which polynomial gives sin (the other gives cos)
  const swapCos = ((~(j - 2)) & 4) !== 0;
  x = fma(y, DP1, x);
  x = fma(y, DP2, x);
  x = fma(y, DP3, x);
  const z = f(x * x);
  let c = COSCOF[0]!;
  c = fma(c, z, COSCOF[1]!);
  c = fma(c, z, COSCOF[2]!);
  c = fma(f(c * z), z, -f(z * 0.5));
  c = f(c + 1);
  let s = SINCOF[0]!;
  s = fma(s, z, SINCOF[1]!);
  s = fma(s, z, SINCOF[2]!);
  s = f(s * z);
  s = fma(s, x, x);
  const sin = sinPoly ? s : c, cos = sinPoly ? c : s;
  return [(negative !== swapSin ? -sin : sin), swapCos ? -cos : cos];
}
