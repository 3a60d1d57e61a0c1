/**
 * GELU (erf form) as PyTorch's CPU build computes it for float32: through oneDNN's eltwise kernel, which
 * approximates erf by Abramowitz and Stegun's formula 7.1.26 on top of its own exp. Every step rounds to float32 and
 * the fused multiply-adds round once, as the AVX2 code does.
 */
const f = Math.fround;
const fma = (a: number, b: number, c: number) => f(a * b + c);
const u32 = new Uint32Array(1);
const f32 = new Float32Array(u32.buffer);
const fromBits = (bits: number) => { u32[0] = bits; return f32[0]!; };

const LOG2E = fromBits(0x3fb8aa3b), LN2 = fromBits(0x3f317218);
const LN_FLT_MAX = fromBits(0x42b17218), LN_FLT_MIN = fromBits(0xc2aeac50);
const EXP_POLY = [0x3f7ffffb, 0x3efffee3, 0x3e2aad40, 0x3d2b9d0d, 0x3c07cfce].map(fromBits);
const ERF_P = fromBits(0x3ea7ba05), ONE_OVER_SQRT2 = fromBits(0x3f3504f3), ONE_OVER_SQRT_PI = fromBits(0x3f106eba);
const ERF_POLY = [0x3e827906, 0xbe91a98e, 0x3fb5f0e3, 0xbfba00e3, 0x3f87dc22].map(fromBits);

/** oneDNN's exp: range reduction by ln 2, a degree-5 polynomial, 2^n built from the exponent bits. */
function exp(input: number): number {
  const underflow = input < LN_FLT_MIN;
  const x = Math.max(Math.min(input, LN_FLT_MAX), LN_FLT_MIN);
  const n = Math.floor(f(f(x * LOG2E) + 0.5));
  const r = f(x - n * LN2);
  const scale = underflow ? 0 : 2 ** n;
  let p = EXP_POLY[4]!;
  for (let i = 3; i >= 0; i--) p = fma(p, r, EXP_POLY[i]!);
  return f(fma(p, r, 1) * scale);
}

/** erf(x) by A&S 7.1.26 with the t and exp(-x^2) of oneDNN's kernel: returns [erf, t-free pieces] for reuse. */
function erfAS(x: number): number {
  const negExp = -exp(-f(x * x));
  const t = f(1 / fma(ERF_P, Math.abs(x), 1));
  let r = ERF_POLY[4]!;
  for (let i = 3; i >= 0; i--) r = fma(r, t, ERF_POLY[i]!);
  const y = fma(f(negExp * t), r, 1);
  return x < 0 || Object.is(x, -0) ? -y : y;
}

export function geluErf(s: number): number {
  if (Number.isNaN(s)) return NaN;
  const x = f(s * ONE_OVER_SQRT2);
  const half = f(s * 0.5);
  return fma(erfAS(x), half, half);
}

/** d gelu / ds, as oneDNN's backward kernel computes it: 0.5 + 0.5 erf(x) + x exp(-x^2) / sqrt(pi). */
export function geluErfDerivative(s: number): number {
  const x = f(s * ONE_OVER_SQRT2);
  const q = exp(-f(x * x));
  const tq = f(f(x * ONE_OVER_SQRT_PI) * q);
  return fma(erfAS(x), 0.5, f(tq + 0.5));
}
