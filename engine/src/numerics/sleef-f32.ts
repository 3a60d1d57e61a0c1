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

// Double-float arithmetic (a value as a float32 pair hi + lo), with the FMA forms SLEEF uses on AVX2.
type DF = [number, number];
const fmapn = (a: number, b: number, c: number) => f(a * b - c);
const fmanp = (a: number, b: number, c: number) => f(c - a * b);
const dfAdd2FF = (x: number, y: number): DF => {
  const s = f(x + y), v = f(s - x);
  return [s, f(f(x - f(s - v)) + f(y - v))];
};
const dfAdd2FD = (x: number, y: DF): DF => {
  const s = f(x + y[0]), v = f(s - x);
  return [s, f(f(f(x - f(s - v)) + f(y[0] - v)) + y[1])];
};
const dfAdd2DF = (x: DF, y: number): DF => {
  const s = f(x[0] + y), v = f(s - x[0]);
  return [s, f(f(f(x[0] - f(s - v)) + f(y - v)) + x[1])];
};
const dfAdd2DD = (x: DF, y: DF): DF => {
  const s = f(x[0] + y[0]), v = f(s - x[0]);
  const t = f(f(x[0] - f(s - v)) + f(y[0] - v));
  return [s, f(t + f(x[1] + y[1]))];
};
const dfAddFF = (x: number, y: number): DF => {
  const s = f(x + y);
  return [s, f(f(x - s) + y)];
};
const dfNormalize = (x: DF): DF => {
  const s = f(x[0] + x[1]);
  return [s, f(f(x[0] - s) + x[1])];
};
const dfAddDD = (x: DF, y: DF): DF => {
  const s = f(x[0] + y[0]);
  return [s, f(f(f(f(x[0] - s) + y[0]) + x[1]) + y[1])];
};
const dfAddDF = (x: DF, y: number): DF => {
  const s = f(x[0] + y);
  return [s, f(f(f(x[0] - s) + y) + x[1])];
};
const dfAddFD = (x: number, y: DF): DF => {
  const s = f(x + y[0]);
  return [s, f(f(f(x - s) + y[0]) + y[1])];
};
const dfMulDF = (x: DF, y: number): DF => {
  const s = f(x[0] * y);
  return [s, fma(x[1], y, fmapn(x[0], y, s))];
};
const dfMulDD = (x: DF, y: DF): DF => {
  const s = f(x[0] * y[0]);
  return [s, fma(x[0], y[1], fma(x[1], y[0], fmapn(x[0], y[0], s)))];
};
const dfSqu = (x: DF): DF => {
  const s = f(x[0] * x[0]);
  return [s, fma(f(x[0] + x[0]), x[1], fmapn(x[0], x[0], s))];
};
const dfDiv = (n: DF, d: DF): DF => {
  const t = f(1 / d[0]);
  const s = f(n[0] * t);
  const u = fmapn(t, n[0], s);
  const v = fmanp(d[1], t, fmanp(d[0], t, 1));
  return [s, fma(s, v, fma(n[1], t, u))];
};
const dfRec = (d: DF): DF => {
  const s = f(1 / d[0]);
  return [s, f(s * fmanp(d[1], s, fmanp(d[0], s, 1)))];
};
/** sqrt(d) of a double-float d, as dfSqrt's Newton step on the rounded root of its sum. */
const dfSqrtDD = (d: DF): DF => {
  const t = f(Math.sqrt(f(d[0] + d[1]))), r = f(1 / t);
  const q = dfMulDD(dfAdd2DD(d, [f(t * t), fmapn(t, t, f(t * t))]), [r, f(r * fmanp(t, r, 1))]);
  return [f(q[0] * 0.5), f(q[1] * 0.5)];
};

const f32b = new Float32Array(1);
const u32b = new Uint32Array(f32b.buffer);
/** The float32 exponent field minus the bias. */
function ilogb(x: number): number {
  f32b[0] = x;
  return ((u32b[0]! >>> 23) & 0xff) - 0x7f;
}
/** x * 2^q by adding q to the exponent field. */
function ldexp3(x: number, q: number): number {
  f32b[0] = x;
  u32b[0] = (u32b[0]! + (q << 23)) >>> 0;
  return f32b[0]!;
}

/** e and m with input = m * 2^e, m in [0.75, 1.5); subnormal inputs are scaled up first, as SLEEF does. */
function splitExponent(d: number): { e: number; m: number } {
  const tiny = d < 1.1754943508222875e-38;
  if (tiny) d = f(d * 2 ** 64);
  const e = ilogb(f(d * f(1 / 0.75)));
  return { e: tiny ? e - 64 : e, m: ldexp3(d, -e) };
}

/** The special values every logarithm shares; undefined for ordinary positive inputs. */
function logSpecial(input: number): number | undefined {
  if (Number.isNaN(input) || input < 0) return NaN;
  if (input === 0) return -Infinity;
  if (input === Infinity) return Infinity;
  return undefined;
}

/** (m - 1) / (m + 1) as a double-float: ln m is twice its inverse hyperbolic tangent. */
const towardOne = (m: number): DF => dfDiv(dfAdd2FF(-1, m), dfAdd2FF(1, m));

const LN2: DF = [f(0.69314718246459960938), f(-1.904654323148236017e-09)];

/** s + ln((1 + x) / (1 - x)), the odd series logf and log1pf finish with (s holds e * ln 2). */
function lnSeries(s: DF, x: DF): number {
  const x2 = f(x[0] * x[0]);
  let t = f(0.3027294874);
  t = fma(t, x2, f(0.3996108174));
  t = fma(t, x2, f(0.6666694880));
  s = dfAddDD(s, [f(x[0] * 2), f(x[1] * 2)]);
  s = dfAddDF(s, f(f(x2 * x[0]) * t));
  return f(s[0] + s[1]);
}

/** SLEEF's logf_u1 (Sleef_logf8_u10), which PyTorch's float32 log runs. */
export function logf(input: number): number {
  const special = logSpecial(input);
  if (special !== undefined) return special;
  const { e, m } = splitExponent(input);
  const s = dfMulDF(LN2, e);
  const x = towardOne(m);
  return lnSeries(s, x);
}

/** SLEEF's log2f_u1 (Sleef_log2f8_u10), which PyTorch's float32 log2 runs. */
export function log2f(input: number): number {
  const special = logSpecial(input);
  if (special !== undefined) return special;
  const { e, m } = splitExponent(input);
  const x = towardOne(m);
  const x2 = f(x[0] * x[0]);
  let t = f(0.4374550283);
  t = fma(t, x2, f(0.5764790177));
  t = fma(t, x2, f(0.9618012905120));
  let s = dfAdd2FD(e, dfMulDD(x, [f(2.8853900432586669922), f(3.2734474483568488616e-08)]));
  s = dfAdd2DF(s, f(f(x2 * x[0]) * t));
  return f(s[0] + s[1]);
}

/** SLEEF's log10f_u1 (Sleef_log10f8_u10), which PyTorch's float32 log10 runs. */
export function log10f(input: number): number {
  const special = logSpecial(input);
  if (special !== undefined) return special;
  const { e, m } = splitExponent(input);
  const x = towardOne(m);
  const x2 = f(x[0] * x[0]);
  let t = f(0.1314289868);
  t = fma(t, x2, f(0.1735493541));
  t = fma(t, x2, f(0.2895309627));
  let s = dfMulDF([f(0.30103001), f(-1.432098889e-08)], e);
  s = dfAddDD(s, dfMulDD(x, [f(0.868588984), f(-2.170757285e-08)]));
  s = dfAddDF(s, f(f(x2 * x[0]) * t));
  return f(s[0] + s[1]);
}

/** SLEEF's log1pf_u1 (Sleef_log1pf8_u10), which PyTorch's float32 log1p runs. */
export function log1pf(d: number): number {
  if (Number.isNaN(d) || d < -1) return NaN;
  if (d === -1) return -Infinity;
  if (d > 1e38) return Infinity;
  if (Object.is(d, -0)) return -0;
  let dp1 = f(d + 1);
  const tiny = dp1 < 1.1754943508222875e-38;
  if (tiny) dp1 = f(dp1 * 2 ** 64);
  const e = ilogb(f(dp1 * f(1 / 0.75)));
  // m = (1 + d) * 2^-e - 1, formed without the rounding error of 1 + d.
  const scale = ldexp3(1, -e);
  const m = fma(d, scale, f(scale - 1));
  const s = dfMulDF(LN2, tiny ? e - 64 : e);
  const x = dfDiv([m, 0], dfAddFF(2, m));
  return lnSeries(s, x);
}

/** SLEEF's expk2f: e^d as a double-float. */
function expk2(d: DF): DF {
  const q = rint(f(f(d[0] + d[1]) * R_LN2F));
  let s = dfAdd2DF(d, f(q * -L2UF));
  s = dfAdd2DF(s, f(q * -L2LF));
  let u = f(0.1980960224e-3);
  u = fma(u, s[0], f(0.1394256484e-2));
  u = fma(u, s[0], f(0.8333456703e-2));
  u = fma(u, s[0], f(0.4166637361e-1));
  let t = dfAdd2DF(dfMulDF(s, u), f(0.166666659414234244790680580464));
  t = dfAdd2DF(dfMulDD(s, t), 0.5);
  t = dfAdd2DD(s, dfMulDD(dfSqu(s), t));
  t = dfAddFD(1, t);
  if (d[0] < -104) return [0, 0];
  return [ldexp2(t[0], q), ldexp2(t[1], q)];
}

/** SLEEF's expm1f_u1 (Sleef_expm1f8_u10), which PyTorch's float32 expm1 runs. */
export function expm1f(a: number): number {
  if (Number.isNaN(a)) return NaN;
  if (a > 88.72283172607421875) return Infinity;
  if (a < -16.635532333438687426013570) return -1;
  if (Object.is(a, -0)) return -0;
  const d = dfAdd2DF(expk2([a, 0]), -1);
  return f(d[0] + d[1]);
}

/** SLEEF's tanhf (Sleef_tanhf8_u10), which PyTorch's float32 tanh runs. */
export function tanhf(x: number): number {
  if (Number.isNaN(x)) return NaN;
  const a = Math.abs(x);
  if (a > f(8.664339742)) return Math.sign(x) || x;
  const d = expk2([a, 0]);
  const e = dfRec(d);
  const q = dfDiv(dfAddDD(d, [-e[0], -e[1]]), dfAddDD(d, e));
  const y = f(q[0] + q[1]);
  if (Number.isNaN(y)) return Math.sign(x) || x;
  return x < 0 || Object.is(x, -0) ? -y : y;
}

const M_1_PI_F = f(0.318309886183790671538);
const PI_A2F = 3.1414794921875, PI_B2F = f(0.00011315941810607910156), PI_C2F = f(1.9841872589410058936e-09);
/** Below this SLEEF reduces arguments with a three-part pi; beyond it, with Payne-Hanek (not reproduced). */
const TRIG_RANGE = 125;

const dfMulToF = (x: DF, y: DF) => fma(x[0], y[0], fma(x[1], y[0], f(x[0] * y[1])));

/** The shared polynomial of SLEEF's sinf_u1/cosf_u1 on a reduced argument t (a double-float). */
function sinPoly(t: DF): number {
  const s = dfSqu(t);
  let u = f(2.6083159809786593541503e-06);
  u = fma(u, s[0], f(-0.0001981069071916863322258));
  u = fma(u, s[0], f(0.00833307858556509017944336));
  const x = dfAddFD(1, dfMulDD(dfAddFF(f(-0.166666597127914428710938), f(u * s[0])), s));
  return dfMulToF(t, x);
}

/** SLEEF's sinf_u1 (Sleef_sinf8_u10), which PyTorch's float32 sin runs. */
export function sinf(d: number): number {
  if (!Number.isFinite(d)) return NaN;
  if (Math.abs(d) >= TRIG_RANGE) return f(Math.sin(d));
  const u = rint(f(d * M_1_PI_F));
  const v = fma(u, -PI_A2F, d);
  let s = dfAdd2FF(v, f(u * -PI_B2F));
  s = dfAddDF(s, f(u * -PI_C2F));
  const r = sinPoly(s);
  if (Object.is(d, -0)) return -0;
  return u % 2 !== 0 ? -r : r;
}

/** SLEEF's cosf_u1 (Sleef_cosf8_u10), which PyTorch's float32 cos runs. */
export function cosf(d: number): number {
  if (!Number.isFinite(d)) return NaN;
  if (Math.abs(d) >= TRIG_RANGE) return f(Math.cos(d));
  const dq = fma(rint(fma(d, M_1_PI_F, -0.5)), 2, 1);
  let s = dfAdd2FF(d, f(dq * f(-PI_A2F * 0.5)));
  s = dfAdd2DF(s, f(dq * f(-PI_B2F * 0.5)));
  s = dfAdd2DF(s, f(dq * f(-PI_C2F * 0.5)));
  const r = sinPoly(s);
  return (dq & 2) === 0 ? -r : r;
}

const M_2_PI_F = f(0.636619772367581343076);

/** SLEEF's tanf_u1 (Sleef_tanf8_u10), which PyTorch's float32 tan runs. */
export function tanf(d: number): number {
  if (!Number.isFinite(d)) return NaN;
  if (Math.abs(d) >= TRIG_RANGE) return f(Math.tan(d));
  if (Object.is(d, -0)) return -0;
  const q = rint(f(d * M_2_PI_F));
  const v = fma(q, f(-PI_A2F * 0.5), d);
  let s = dfAdd2FF(v, f(q * f(-PI_B2F * 0.5)));
  s = dfAddDF(s, f(q * f(-PI_C2F * 0.5)));
  // Odd quadrants compute -1 / tan of the reduced argument.
  const odd = q % 2 !== 0;
  if (odd) s = [-s[0], -s[1]];
  const t = s;
  s = dfNormalize(dfSqu(s));
  let u = f(0.00446636462584137916564941);
  u = fma(u, s[0], f(-8.3920182078145444393158e-05));
  u = fma(u, s[0], f(0.0109639242291450500488281));
  u = fma(u, s[0], f(0.0212360303848981857299805));
  u = fma(u, s[0], f(0.0540687143802642822265625));
  let x = dfAddFF(f(0.133325666189193725585938), f(u * s[0]));
  x = dfAddFD(1, dfMulDD(dfAddFD(f(0.33333361148834228515625), dfMulDD(s, x)), s));
  x = dfMulDD(t, x);
  if (odd) x = dfRec(x);
  return f(x[0] + x[1]);
}

/** SLEEF's logkf: ln |d| as a double-float, a longer series than logf's, for powf. */
function logk(d: number): DF {
  const { e, m } = splitExponent(d);
  const x = towardOne(m);
  const x2 = dfSqu(x);
  let t = f(0.240320354700088500976562);
  t = fma(t, x2[0], f(0.285112679004669189453125));
  t = fma(t, x2[0], f(0.400007992982864379882812));
  const c: DF = [f(0.66666662693023681640625), f(3.69183861259614332084311e-09)];
  let s = dfMulDF(LN2, e);
  s = dfAddDD(s, [f(x[0] * 2), f(x[1] * 2)]);
  return dfAddDD(s, dfMulDD(dfMulDD(x2, x), dfAdd2DD(dfMulDF(x2, t), c)));
}

/** SLEEF's expkf: e^d for a double-float d, rounded to float32. */
function expk(d: DF): number {
  const q = rint(f(f(d[0] + d[1]) * R_LN2F));
  let s = dfAdd2DF(d, f(q * -L2UF));
  s = dfNormalize(dfAdd2DF(s, f(q * -L2LF)));
  let u = f(0.00136324646882712841033936);
  u = fma(u, s[0], f(0.00836596917361021041870117));
  u = fma(u, s[0], f(0.0416710823774337768554688));
  u = fma(u, s[0], f(0.166665524244308471679688));
  u = fma(u, s[0], f(0.499999850988388061523438));
  const t = dfAddFD(1, dfAddDD(s, dfMulDF(dfSqu(s), u)));
  if (d[0] < -104) return 0;
  return ldexp2(f(t[0] + t[1]), q);
}

/** SLEEF's powf_u1 (Sleef_powf8_u10), which PyTorch's vectorised float32 pow runs. */
export function powf(x: number, y: number): number {
  if (y === 0 || x === 1) return 1;
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  const yIsInt = Math.trunc(y) === y || Math.abs(y) > 2 ** 24;
  const yIsOdd = yIsInt && Math.abs(y) < 2 ** 24 && Math.abs(Math.trunc(y) % 2) === 1;
  if (x === Infinity || x === -Infinity || x === 0) {
    const sign = yIsOdd ? (Object.is(x, -0) || x < 0 ? -1 : 1) : 1;
    return sign * ((x === 0 ? -y : y) < 0 ? 0 : Infinity);
  }
  if (y === Infinity || y === -Infinity) {
    const efx = (Math.abs(x) - 1) * Math.sign(y);
    return efx < 0 ? 0 : efx === 0 ? 1 : Infinity;
  }
  let result = expk(dfMulDF(logk(Math.abs(x)), y));
  if (Number.isNaN(result)) result = Infinity;
  return x > 0 ? result : yIsInt ? (yIsOdd ? -result : result) : NaN;
}

const isNegative = (x: number) => x < 0 || Object.is(x, -0);
/** x with its sign flipped where y is negative (SLEEF's mulsign: an xor of sign bits). */
const mulsign = (x: number, y: number) => (isNegative(y) ? -x : x);
const dfSubDD = (x: DF, y: DF): DF => {
  const s = f(x[0] - y[0]);
  return [s, f(f(f(f(x[0] - s) - y[0]) + x[1]) - y[1])];
};
const dfSubDF = (x: DF, y: number): DF => {
  const s = f(x[0] - y);
  return [s, f(f(f(x[0] - s) - y) + x[1])];
};
/** sqrt(d) as a double-float: one Newton step, (d + t^2) / 2t, on the rounded root t. */
function dfSqrt(d: number): DF {
  const t = f(Math.sqrt(d));
  const tt = f(t * t);
  const rec = f(1 / t);
  const q = dfMulDD(dfAdd2FD(d, [tt, fmapn(t, t, tt)]), [rec, f(rec * fmanp(t, rec, 1))]);
  return [f(q[0] * 0.5), f(q[1] * 0.5)];
}

/** The arcsine series shared by asinf_u1 and acosf_u1: x (a double-float) and u with asin(x) ~ x + u. */
function asinCore(d: number): { small: boolean; x: DF; u: number } {
  const a = Math.abs(d);
  const small = a < 0.5;
  const x2 = small ? f(d * d) : f(f(1 - a) * 0.5);
  const x: DF = a === 1 ? [0, 0] : small ? [a, 0] : dfSqrt(x2);
  let u = f(0.4197454825e-1);
  u = fma(u, x2, f(0.2424046025e-1));
  u = fma(u, x2, f(0.4547423869e-1));
  u = fma(u, x2, f(0.7495029271e-1));
  u = fma(u, x2, f(0.1666677296));
  return { small, x, u: f(u * f(x2 * x[0])) };
}
const PI_DF: DF = [f(3.1415927410125732422), f(-8.7422776573475857731e-08)];

/** SLEEF's asinf_u1 (Sleef_asinf8_u10), which PyTorch's float32 asin runs. */
export function asinf(d: number): number {
  if (Number.isNaN(d) || Math.abs(d) > 1) return NaN;
  const { small, x, u } = asinCore(d);
  const y = dfSubDF(dfSubDD([f(PI_DF[0] / 4), f(PI_DF[1] / 4)], x), u);
  return mulsign(small ? f(u + x[0]) : f(f(y[0] + y[1]) * 2), d);
}

/** SLEEF's acosf_u1 (Sleef_acosf8_u10), which PyTorch's float32 acos runs. */
export function acosf(d: number): number {
  if (Number.isNaN(d) || Math.abs(d) > 1) return NaN;
  const { small, x, u } = asinCore(d);
  let y = dfSubDD([f(PI_DF[0] / 2), f(PI_DF[1] / 2)], dfAddFF(mulsign(x[0], d), mulsign(u, d)));
  if (!small) {
    const whole = dfAddDF(x, u);
    y = [f(whole[0] * 2), f(whole[1] * 2)];
    if (d < 0) y = dfSubDD(PI_DF, y);
  }
  return f(y[0] + y[1]);
}

/** SLEEF's atan2kf_u1: atan2(y, x) as a double-float for y >= 0. */
function atan2k(y: DF, x: DF): DF {
  let q = x[0] < 0 ? -2 : 0;
  if (x[0] < 0) x = [-x[0], -x[1]];
  const swap = x[0] < y[0];
  if (swap) q += 1;
  let s = dfDiv(swap ? [-x[0], -x[1]] : y, swap ? y : x);
  let t = dfNormalize(dfSqu(s));
  let u = f(-0.00176397908944636583328247);
  for (const c of [0.0107900900766253471374512, -0.0309564601629972457885742, 0.0577365085482597351074219,
    -0.0838950723409652709960938, 0.109463557600975036621094, -0.142626821994781494140625,
    0.199983194470405578613281]) u = fma(u, t[0], f(c));
  t = dfMulDD(t, dfAddFF(f(-0.333332866430282592773438), f(u * t[0])));
  t = dfMulDD(s, dfAddFD(1, t));
  s = dfAddDD(dfMulDF([f(1.5707963705062866211), f(-4.3711388286737928865e-08)], q), t);
  return s;
}

/** SLEEF's atanf_u1 (Sleef_atanf8_u10), which PyTorch's float32 atan runs. */
export function atanf(d: number): number {
  if (Number.isNaN(d)) return NaN;
  const r = Math.abs(d) === Infinity ? f(1.570796326794896557998982) : ((t) => f(t[0] + t[1]))(atan2k([Math.abs(d), 0], [1, 0]));
  return mulsign(r, d);
}

/** SLEEF's atan2f_u1 (Sleef_atan2f8_u10), which PyTorch's float32 atan2 runs. */
export function atan2f(y: number, x: number): number {
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  if (Math.abs(x) < 2.9387372783541830947e-39) { x = f(x * 2 ** 24); y = f(y * 2 ** 24); }
  const halfPi = f(Math.PI / 2);
  let r: number;
  if (y === 0) r = isNegative(x) ? f(Math.PI) : 0;
  else if (Math.abs(y) === Infinity) r = f(halfPi - (Math.abs(x) === Infinity ? mulsign(f(Math.PI / 4), x) : 0));
  else if (Math.abs(x) === Infinity || x === 0) r = f(halfPi - (Math.abs(x) === Infinity ? mulsign(halfPi, x) : 0));
  else {
    const t = atan2k([Math.abs(y), 0], [x, 0]);
    r = mulsign(f(t[0] + t[1]), x);
  }
  return mulsign(r, y);
}

/** SLEEF's hypotf (Sleef_hypotf8_u05), what Vectorized<float>::hypot and complex64 abs run. */
export function hypotf(x: number, y: number): number {
  x = Math.abs(x); y = Math.abs(y);
  if (x === Infinity || y === Infinity) return Infinity;
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  const min = Math.min(x, y), max = Math.max(x, y);
  if (min === 0) return max;
  const scale = max < 2 ** -126 ? 2 ** 24 : 1;
  const t = dfDiv([f(min * scale), 0], [f(max * scale), 0]);
  const r = dfMulDF(dfSqrtDD(dfAdd2DF(dfSqu(t), 1)), max);
  const ret = f(r[0] + r[1]);
  return Number.isNaN(ret) ? Infinity : ret;
}

/** A double constant as a double-float (SLEEF's vcast_vf2_d). */
const dfOf = (d: number): DF => [f(d), f(d - f(d))];
const dfNeg = (x: DF): DF => [-x[0], -x[1]];
const dfMulFF = (x: number, y: number): DF => {
  const s = f(x * y);
  return [s, fmapn(x, y, s)];
};
/** The vector unit's truncation to int32: out of range (or NaN) gives INT32_MIN, as cvttps2dq does. */
function truncate32(v: number): number {
  const t = Math.trunc(v);
  return t >= -(2 ** 31) && t < 2 ** 31 ? t : -(2 ** 31);
}

/** SLEEF's logk2f: ln of a positive double-float, as a double-float. */
function logk2(d: DF): DF {
  const scaled = f(d[0] * f(1 / 0.75));
  const e = scaled < 5.421010862427522e-20 ? ilogb(f(scaled * 2 ** 64)) - 64 : ilogb(scaled);
  const m: DF = [f(d[0] * 2 ** -e), f(d[1] * 2 ** -e)];
  const x = dfDiv(dfAdd2DF(m, -1), dfAdd2DF(m, 1));
  const x2 = dfSqu(x);
  let t = f(0.2392828464508056640625);
  t = fma(t, x2[0], f(0.28518211841583251953125));
  t = fma(t, x2[0], f(0.400005877017974853515625));
  t = fma(t, x2[0], f(0.666666686534881591796875));
  const s = dfAddDD(dfMulDF(LN2, e), [f(x[0] * 2), f(x[1] * 2)]);
  return dfAddDD(s, dfMulDF(dfMulDD(x2, x), t));
}

/** SLEEF's sinpifk: sin(pi d) as a double-float, from d's nearest quarter turn and a series on either side. */
function sinpik(d: number): DF {
  const u = f(d * 4);
  let q = truncate32(u);
  q = (q + ((q >>> 31) ^ 1)) & ~1;
  const cosine = (q & 2) === 2;
  const t = f(u - q), s = f(t * t), s2 = dfMulFF(t, t);
  let p = f(cosine ? -0.2430611801e-7 : 0.3093842054e-6);
  p = fma(p, s, f(cosine ? 0.3590577080e-5 : -0.3657307388e-4));
  p = fma(p, s, f(cosine ? -0.3259917721e-3 : 0.2490393585e-2));
  let x = dfAdd2FD(f(p * s), cosine ? [f(0.015854343771934509277), f(4.4940051354032242811e-10)]
    : [f(-0.080745510756969451904), f(-1.3373665339076936258e-09)]);
  x = dfAdd2DD(dfMulDD(s2, x), cosine ? [f(-0.30842512845993041992), f(-9.0728339030733922277e-09)]
    : [f(0.78539818525314331055), f(-2.1857338617566484855e-08)]);
  x = dfMulDD(x, cosine ? s2 : [t, 0]);
  if (cosine) x = dfAdd2DF(x, 1);
  return (q & 4) === 4 ? dfNeg(x) : x;
}

// gammafk's series coefficients, highest first: for x >= 2.3 (Stirling's correction in 1/x), for x in [0.5, 1.2]
// (in x - 1) and otherwise (in x - 2)
const GAMMA_LARGE = [0.000839498720672087279971000786, -5.17179090826059219329394422e-05,
  -0.000592166437353693882857342347, 6.97281375836585777403743539e-05, 0.000784039221720066627493314301,
  -0.000229472093621399176949318732, -0.002681327160493827160473958490, 0.003472222222222222222175164840,
  0.083333333333333333335592087900].map(f);
const GAMMA_NEAR_1 = [0.9435157776e+0, 0.8670063615e+0, 0.4826702476e+0, -0.8855129778e-1, 0.1013825238e+0,
  -0.1493408978e+0, 0.1697509140e+0, -0.2072454542e+0, 0.2705872357e+0].map(f);
const GAMMA_NEAR_2 = [0.1102489550e-3, 0.8160019934e-4, 0.1528468856e-3, -0.2355068718e-3, 0.4962242092e-3,
  -0.1193488017e-2, 0.2891599433e-2, -0.7385451812e-2, 0.2058077045e-1].map(f);

/**
 * SLEEF's gammafk: ln|Gamma(a)| split as c + ln(q) (double-floats), from Stirling's series above 2.3 (after
 * shifting up by 3 from below 7), a series about 1 or 2 below it, and reflection for a < 0.5.
 */
function gammak(a: number): { c: DF; q: DF } {
  const tiny = Math.abs(a) < f(1e-30), reflect = a < 0.5;
  let x: DF = tiny ? [0, 0] : reflect ? dfAdd2FF(1, -a) : [a, 0];
  const near1 = 0.5 <= x[0] && x[0] <= f(1.2), large = 2.3 <= x[0];
  let y = dfNormalize(dfMulDD(dfAdd2DF(x, 1), x));
  y = dfNormalize(dfMulDD(dfAdd2DF(x, 2), y));
  const shifted = large && x[0] <= 7;
  const ln: DF = shifted ? y : [1, 0];
  if (shifted) x = dfAdd2DF(x, 3);
  const t = large ? f(1 / x[0]) : dfNormalize(dfAdd2DF(x, near1 ? -1 : -2))[0];
  const coefficients = large ? GAMMA_LARGE : near1 ? GAMMA_NEAR_1 : GAMMA_NEAR_2;
  let u = coefficients[0]!;
  for (let i = 1; i < coefficients.length; i++) u = fma(u, t, coefficients[i]!);
  let c: DF, ld: DF = [1, 0];
  if (large) {
    const stirling = dfMulDD(dfAdd2DF(x, -0.5), logk2(x));
    c = dfAdd2DD(dfAdd2DD(stirling, dfNeg(x)), dfOf(0.91893853320467278056));
    ld = dfAdd2DF(dfMulFF(u, t), 1);
  } else {
    let z = dfAdd2DF(dfMulFF(u, t), f(near1 ? -0.400686534596170958447352690395e+0 : -0.673523028297382446749257758235e-1));
    z = dfAdd2DF(dfMulDF(z, t), f(near1 ? 0.822466960142643054450325495997e+0 : 0.322467033928981157743538726901e+0));
    z = dfAdd2DF(dfMulDF(z, t), f(near1 ? -0.577215665946766039837398973297e+0 : 0.422784335087484338986941629852e+0));
    c = dfMulDF(z, t);
  }
  if (tiny) return { c: dfOf(41.58883083359671856503), q: dfDiv([1, 0], [f(a * 2 ** 60), 0]) };
  if (!reflect) return { c, q: dfDiv(ld, ln) };
  // the reflection Gamma(a) Gamma(1 - a) = pi / sin(pi a), sin taken of a reduced modulo 2^12
  const r = f(a - f(2 ** 12 * truncate32(f(a * 2 ** -12))));
  return { c: dfAdd2DD(dfOf(1.1447298858494001639), dfNeg(c)), q: dfDiv(ln, dfMulDD(ld, sinpik(r))) };
}

/** SLEEF's lgammaf_u1 (Sleef_lgammaf8_u10), what Vectorized<float>::lgamma runs. */
export function lgammaf(a: number): number {
  const { c, q } = gammak(a);
  const y = dfAdd2DD(c, logk2(q[0] < 0 || Object.is(q[0], -0) ? dfNeg(q) : q));
  const r = f(y[0] + y[1]);
  if (a === Infinity || a === -Infinity) return Infinity;
  if (a <= 0 && Number.isInteger(a)) return Infinity;
  return Number.isFinite(a) && Number.isNaN(r) ? Infinity : r;
}
