/**
 * The C library's float functions as PyTorch's CPU build gets them (glibc 2.36's sysdeps/ieee754/flt-32, the Sun
 * derived forms): std::erf(float), std::tanh(float) and the rest in ATen's scalar code and its kernels' scalar tails.
 * They are not correctly rounded, so each is written step for step, every operation rounded to float32 as glibc's
 * build (no fused multiply-add: x86-64's baseline has none) computes it. expf and logf are correctly rounded there,
 * so the correctly rounded float64 forms, rounded once, give their bits.
 * Each takes a float32 value (a float64 number holding one) and returns one.
 */
import { fma64 } from './fma.ts';

const f = Math.fround;
const word = new Float32Array(1);
const bits = new Int32Array(word.buffer);

/** The float32's bit pattern as a signed 32-bit integer (GET_FLOAT_WORD). */
function getWord(x: number): number {
  word[0] = x;
  return bits[0]!;
}
/** The float32 with bit pattern w (SET_FLOAT_WORD). */
function setWord(w: number): number {
  bits[0] = w;
  return word[0]!;
}

/** A C99 hexadecimal float literal's value ('1.8p+52' for 0x1.8p+52), exactly (at most 53 significant bits). */
function hex(literal: string): number {
  const [digits, exponent] = literal.split('p') as [string, string];
  const [whole, fraction] = digits.split('.') as [string, string];
  return parseInt(whole + fraction, 16) * 2 ** (Number(exponent) - 4 * fraction.length);
}
const doubles = new Float64Array(1);
const doubleBits = new BigUint64Array(doubles.buffer);
const asDouble = (b: bigint) => {
  doubleBits[0] = b;
  return doubles[0]!;
};

// expf: 2^(k/32) * 2^(r/32) with a cubic in r, in double; 2^(i/32) from its table
const EXP2_TABLE = [
  0x3ff0000000000000n, 0x3fefd9b0d3158574n, 0x3fefb5586cf9890fn, 0x3fef9301d0125b51n, 0x3fef72b83c7d517bn,
  0x3fef54873168b9aan, 0x3fef387a6e756238n, 0x3fef1e9df51fdee1n, 0x3fef06fe0a31b715n, 0x3feef1a7373aa9cbn,
  0x3feedea64c123422n, 0x3feece086061892dn, 0x3feebfdad5362a27n, 0x3feeb42b569d4f82n, 0x3feeab07dd485429n,
  0x3feea47eb03a5585n, 0x3feea09e667f3bcdn, 0x3fee9f75e8ec5f74n, 0x3feea11473eb0187n, 0x3feea589994cce13n,
  0x3feeace5422aa0dbn, 0x3feeb737b0cdc5e5n, 0x3feec49182a3f090n, 0x3feed503b23e255dn, 0x3feee89f995ad3adn,
  0x3feeff76f2fb5e47n, 0x3fef199bdd85529cn, 0x3fef3720dcef9069n, 0x3fef5818dcfba487n, 0x3fef7c97337b9b5fn,
  0x3fefa4afa2a490dan, 0x3fefd0765b6e4540n,
].map((t, i) => asDouble(t + (BigInt(i) << 47n)));
const EXP_POLY = [hex('1.c6af84b912394p-5') / 32 ** 3, hex('1.ebfce50fac4f3p-3') / 32 ** 2, hex('1.62e42ff0c52d6p-1') / 32];
const INVLN2_32 = hex('1.71547652b82fep+0') * 32, SHIFT = hex('1.8p+52');

/** glibc's expf (its FMA build, which x86-64 CPUs with FMA run): 0.502 ulp, not always correctly rounded. */
export function expf(x: number): number {
  const ax = Math.abs(x);
  if (ax >= 88 || Number.isNaN(x)) {
    if (x === -Infinity) return 0;
    if (!Number.isFinite(x)) return x + x;
    if (x > hex('1.62e42ep6')) return Infinity;
    if (x < -hex('1.9fe368p6')) return 0;
  }
  const kd = fma64(INVLN2_32, x, SHIFT) - SHIFT;
  const r = fma64(INVLN2_32, x, -kd);
  const i = kd & 31, s = EXP2_TABLE[i]! * 2 ** ((kd - i) / 32);
  const z = fma64(EXP_POLY[0]!, r, EXP_POLY[1]!), y = fma64(EXP_POLY[2]!, r, 1);
  return f(fma64(z, r * r, y) * s);
}

// logf: log(x) = log1p(z/c - 1) + log(c) + k ln2, c from a 16-entry table by z's leading bits
const LOG_TABLE: readonly (readonly [number, number])[] = [
  [hex('1.661ec79f8f3bep+0'), -hex('1.57bf7808caadep-2')], [hex('1.571ed4aaf883dp+0'), -hex('1.2bef0a7c06ddbp-2')],
  [hex('1.49539f0f010bp+0'), -hex('1.01eae7f513a67p-2')], [hex('1.3c995b0b80385p+0'), -hex('1.b31d8a68224e9p-3')],
  [hex('1.30d190c8864a5p+0'), -hex('1.6574f0ac07758p-3')], [hex('1.25e227b0b8eap+0'), -hex('1.1aa2bc79c81p-3')],
  [hex('1.1bb4a4a1a343fp+0'), -hex('1.a4e76ce8c0e5ep-4')], [hex('1.12358f08ae5bap+0'), -hex('1.1973c5a611cccp-4')],
  [hex('1.0953f419900a7p+0'), -hex('1.252f438e10c1ep-5')], [1, 0],
  [hex('1.e608cfd9a47acp-1'), hex('1.aa5aa5df25984p-5')], [hex('1.ca4b31f026aap-1'), hex('1.c5e53aa362eb4p-4')],
  [hex('1.b2036576afce6p-1'), hex('1.526e57720db08p-3')], [hex('1.9c2d163a1aa2dp-1'), hex('1.bc2860d22477p-3')],
  [hex('1.886e6037841edp-1'), hex('1.1058bc8a07ee1p-2')], [hex('1.767dcf5534862p-1'), hex('1.4043057b6ee09p-2')],
];
const LOG_POLY = [-hex('1.00ea348b88334p-2'), hex('1.5575b0be00b6ap-2'), -hex('1.ffffef20a4123p-2')];
const LN2_DOUBLE = hex('1.62e42fefa39efp-1');

/** glibc's logf (its FMA build): 0.818 ulp. */
export function logf(x: number): number {
  let ix = getWord(x) >>> 0;
  if (ix === 0x3f800000) return 0;
  if (((ix - 0x00800000) >>> 0) >= 0x7f800000 - 0x00800000) {
    if (x === 0) return -Infinity;
    if (x === Infinity) return x;
    if (x < 0 || Number.isNaN(x)) return NaN;
    ix = ((getWord(f(x * 2 ** 23)) >>> 0) - (23 << 23)) >>> 0;
  }
  const tmp = (ix - 0x3f330000) | 0;
  const [invc, logc] = LOG_TABLE[(tmp >>> 19) % 16]!;
  const k = tmp >> 23, z = setWord((ix - (tmp & (0x1ff << 23))) | 0);
  const r = fma64(z, invc, -1), y0 = fma64(k, LN2_DOUBLE, logc), r2 = r * r;
  const y = fma64(LOG_POLY[0]!, r2, fma64(LOG_POLY[1]!, r, LOG_POLY[2]!));
  return f(fma64(y, r2, y0 + r));
}
const sqrtf = (x: number) => f(Math.sqrt(x));
/** c0 + x*(c1 + x*(c2 + ...)), each step rounded to float32. */
const horner = (x: number, cs: readonly number[]) => cs.slice(0, -1).reduceRight((acc, c) => f(c + f(x * acc)), cs.at(-1)!);
const constants = (...cs: number[]) => cs.map(f);

// erf's rational approximations: on |x| < 0.84375 (pp/qq), on [0.84375, 1.25) (pa/qa), erfc on [1.25, 1/0.35) (ra/sa)
// and on [1/0.35, 28) (rb/sb)
const EFX = f(1.2837916613e-01), ERX = f(8.4506291151e-01);
const PP = constants(1.2837916613e-01, -3.2504209876e-01, -2.8481749818e-02, -5.7702702470e-03, -2.3763017452e-05);
const QQ = constants(1, 3.9791721106e-01, 6.5022252500e-02, 5.0813062117e-03, 1.3249473704e-04, -3.9602282413e-06);
const PA = constants(-2.3621185683e-03, 4.1485610604e-01, -3.7220788002e-01, 3.1834661961e-01, -1.1089469492e-01,
  3.5478305072e-02, -2.1663755178e-03);
const QA = constants(1, 1.0642088205e-01, 5.4039794207e-01, 7.1828655899e-02, 1.2617121637e-01, 1.3637083583e-02,
  1.1984500103e-02);
const RA = constants(-9.8649440333e-03, -6.9385856390e-01, -1.0558626175e+01, -6.2375331879e+01, -1.6239666748e+02,
  -1.8460508728e+02, -8.1287437439e+01, -9.8143291473e+00);
const SA = constants(1, 1.9651271820e+01, 1.3765776062e+02, 4.3456588745e+02, 6.4538726807e+02, 4.2900814819e+02,
  1.0863500214e+02, 6.5702495575e+00, -6.0424413532e-02);
const RB = constants(-9.8649431020e-03, -7.9928326607e-01, -1.7757955551e+01, -1.6063638306e+02, -6.3756646729e+02,
  -1.0250950928e+03, -4.8351919556e+02);
const SB = constants(1, 3.0338060379e+01, 3.2579251099e+02, 1.5367296143e+03, 3.1998581543e+03, 2.5530502930e+03,
  4.7452853394e+02, -2.2440952301e+01);

/** erf's y on |x| < 0.84375: erf(x) = x + x*y. */
const erfSmall = (z: number) => f(horner(z, PP) / horner(z, QQ));
/** erf(|x|) - erx on [0.84375, 1.25): P/Q in s = |x| - 1. */
const erfMiddle = (s: number) => f(horner(s, PA) / horner(s, QA));
/**
 * exp(-x^2 - 0.5625 + R/S) for |x| >= 1.25, x positive, with x^2 split at a float whose low bits are cleared (mask) so
 * its square is exact.
 */
function erfcTail(x: number, mask: number, rbBoundary: number): number {
  const s = f(1 / f(x * x));
  const [R, S] = getWord(x) < rbBoundary ? [horner(s, RA), horner(s, SA)] : [horner(s, RB), horner(s, SB)];
  const z = setWord(getWord(x) & mask);
  return f(expf(f(f(-f(z * z)) - 0.5625)) * expf(f(f(f(z - x) * f(z + x)) + f(R / S))));
}

export function erff(x: number): number {
  const hx = getWord(x), ix = hx & 0x7fffffff;
  if (ix >= 0x7f800000) return Number.isNaN(x) ? x : Math.sign(x);
  if (ix < 0x3f580000) {
    if (ix < 0x31800000) {
      if (ix < 0x04000000) return f(0.0625 * f(f(16 * x) + f(f(16 * EFX) * x)));
      return f(x + f(EFX * x));
    }
    return f(x + f(x * erfSmall(f(x * x))));
  }
  if (ix < 0x3fa00000) {
    const r = erfMiddle(f(Math.abs(x) - 1));
    return hx >= 0 ? f(ERX + r) : f(-ERX - r);
  }
  if (ix >= 0x40c00000) return hx >= 0 ? f(1 - 1e-30) : f(1e-30 - 1);
  const a = Math.abs(x), r = erfcTail(a, 0xfffff000 | 0, 0x4036db6e);
  return hx >= 0 ? f(1 - f(r / a)) : f(f(r / a) - 1);
}

export function erfcf(x: number): number {
  const hx = getWord(x), ix = hx & 0x7fffffff;
  if (ix >= 0x7f800000) return Number.isNaN(x) ? x : x > 0 ? 0 : 2;
  if (ix < 0x3f580000) {
    if (ix < 0x32800000) return f(1 - x);
    const y = erfSmall(f(x * x));
    if (hx < 0x3e800000) return f(1 - f(x + f(x * y)));
    return f(0.5 - f(f(x * y) + f(x - 0.5)));
  }
  if (ix < 0x3fa00000) {
    const r = erfMiddle(f(Math.abs(x) - 1));
    return hx >= 0 ? f(f(1 - ERX) - r) : f(1 + f(ERX + r));
  }
  if (ix < 0x41e00000) {
    if (hx < 0 && ix >= 0x40c00000) return 2;
    const a = Math.abs(x), r = erfcTail(a, 0xffffe000 | 0, 0x4036db6d);
    return hx > 0 ? f(r / a) : f(2 - f(r / a));
  }
  return hx > 0 ? 0 : 2;
}

const LN2_HI = f(6.9313812256e-01), LN2_LO = f(9.0580006145e-06), INVLN2 = f(1.4426950216e+00);
const Q = constants(1, -3.3333335072e-02, 1.5873016091e-03, -7.9365076090e-05, 4.0082177293e-06, -2.0109921195e-07);

export function expm1f(input: number): number {
  let x = input;
  const hxAll = getWord(x), negative = hxAll < 0, hx = hxAll & 0x7fffffff;
  if (hx >= 0x4195b844) {
    if (hx >= 0x42b17218) {
      if (hx > 0x7f800000) return x;
      if (hx === 0x7f800000) return negative ? -1 : x;
      if (x > f(8.8721679688e+01)) return Infinity;
    }
    if (negative) return -1;
  }
  let k = 0, c = 0;
  if (hx > 0x3eb17218) {
    let hi: number, lo: number;
    if (hx < 0x3f851592) {
      [hi, lo, k] = negative ? [f(x + LN2_HI), -LN2_LO, -1] : [f(x - LN2_HI), LN2_LO, 1];
    } else {
      k = Math.trunc(f(f(INVLN2 * x) + (negative ? -0.5 : 0.5)));
      hi = f(x - f(k * LN2_HI));
      lo = f(k * LN2_LO);
    }
    x = f(hi - lo);
    c = f(f(hi - x) - lo);
  } else if (hx < 0x33000000) {
    return x;
  }
  const hfx = f(0.5 * x), hxs = f(x * hfx);
  const r1 = horner(hxs, Q);
  const t = f(3 - f(r1 * hfx));
  let e = f(hxs * f(f(r1 - t) / f(6 - f(x * t))));
  if (k === 0) return f(x - f(f(x * e) - hxs));
  e = f(f(x * f(e - c)) - c);
  e = f(e - hxs);
  if (k === -1) return f(f(0.5 * f(x - e)) - 0.5);
  if (k === 1) return x < -0.25 ? f(-2 * f(e - f(x + 0.5))) : f(1 + f(2 * f(x - e)));
  // scaling by 2^k adds k to the exponent field, exactly (the result stays normal where glibc takes these paths)
  const scale = (y: number) => setWord(getWord(y) + (k << 23));
  if (k <= -2 || k > 56) return f(scale(f(1 - f(e - x))) - 1);
  if (k < 23) return scale(f(setWord(0x3f800000 - (0x1000000 >> k)) - f(e - x)));
  return scale(f(f(x - f(e + setWord((0x7f - k) << 23))) + 1));
}

const LP = constants(6.6666668653e-01, 4.0000000596e-01, 2.8571429849e-01, 2.2222198546e-01, 1.8183572590e-01,
  1.5313838422e-01, 1.4798198640e-01);

export function log1pf(x: number): number {
  const hx = getWord(x), ax = hx & 0x7fffffff;
  let k = 1, f1 = 0, hu = 0, c = 0;
  if (hx < 0x3ed413d7) {
    if (ax >= 0x3f800000) return x === -1 ? -Infinity : NaN;
    if (ax < 0x31000000) return ax < 0x24800000 ? x : f(x - f(f(x * x) * 0.5));
    if (hx > 0 || hx <= (0xbe95f61f | 0)) {
      k = 0;
      f1 = x;
      hu = 1;
    }
  }
  if (hx >= 0x7f800000) return x + x;
  if (k !== 0) {
    let u: number;
    if (hx < 0x5a000000) {
      u = f(1 + x);
      hu = getWord(u);
      k = (hu >> 23) - 127;
      c = k > 0 ? f(1 - f(u - x)) : f(x - f(u - 1));
      c = f(c / u);
    } else {
      u = x;
      hu = getWord(u);
      k = (hu >> 23) - 127;
      c = 0;
    }
    hu &= 0x007fffff;
    if (hu < 0x3504f7) {
      u = setWord(hu | 0x3f800000);
    } else {
      k += 1;
      u = setWord(hu | 0x3f000000);
      hu = (0x00800000 - hu) >> 2;
    }
    f1 = f(u - 1);
  }
  const hfsq = f(f(0.5 * f1) * f1);
  if (hu === 0) {
    if (f1 === 0) return k === 0 ? 0 : f(f(k * LN2_HI) + f(c + f(k * LN2_LO)));
    const R = f(hfsq * f(1 - f(f(0.66666666666666666) * f1)));
    return k === 0 ? f(f1 - R) : f(f(k * LN2_HI) - f(f(R - f(f(k * LN2_LO) + c)) - f1));
  }
  const s = f(f1 / f(2 + f1)), z = f(s * s);
  const R = f(z * horner(z, LP));
  if (k === 0) return f(f1 - f(hfsq - f(s * f(hfsq + R))));
  return f(f(k * LN2_HI) - f(f(hfsq - f(f(s * f(hfsq + R)) + f(f(k * LN2_LO) + c))) - f1));
}

export function tanhf(x: number): number {
  const jx = getWord(x), ix = jx & 0x7fffffff;
  if (ix >= 0x7f800000) return Number.isNaN(x) ? x : Math.sign(x);
  let z: number;
  if (ix < 0x41b00000) {
    if (ix === 0) return x;
    if (ix < 0x24000000) return f(x * f(1 + x));
    if (ix >= 0x3f800000) {
      const t = expm1f(f(2 * Math.abs(x)));
      z = f(1 - f(2 / f(t + 2)));
    } else {
      const t = expm1f(f(-2 * Math.abs(x)));
      z = f(-t / f(t + 2));
    }
  } else {
    z = f(1 - 1e-30);
  }
  return jx >= 0 ? z : -z;
}

export function sinhf(x: number): number {
  const jx = getWord(x), ix = jx & 0x7fffffff;
  if (ix >= 0x7f800000) return x + x;
  const h = jx < 0 ? -0.5 : 0.5, a = Math.abs(x);
  if (ix < 0x41b00000) {
    if (ix < 0x31800000) return x;
    const t = expm1f(a);
    if (ix < 0x3f800000) return f(h * f(f(2 * t) - f(f(t * t) / f(t + 1))));
    return f(h * f(t + f(t / f(t + 1))));
  }
  if (ix < 0x42b17180) return f(h * expf(a));
  if (ix <= 0x42b2d4fc) {
    const w = expf(f(0.5 * a));
    return f(f(h * w) * w);
  }
  return x * Infinity;
}

export function coshf(x: number): number {
  const ix = getWord(x) & 0x7fffffff, a = Math.abs(x);
  if (ix < 0x41b00000) {
    if (ix < 0x3eb17218) {
      if (ix < 0x24000000) return 1;
      const t = expm1f(a), w = f(1 + t);
      return f(1 + f(f(t * t) / f(w + w)));
    }
    const t = expf(a);
    return f(f(0.5 * t) + f(0.5 / t));
  }
  if (ix < 0x42b17180) return f(0.5 * expf(a));
  if (ix <= 0x42b2d4fc) {
    const w = expf(f(0.5 * a));
    return f(f(0.5 * w) * w);
  }
  return ix >= 0x7f800000 ? x * x : Infinity;
}

const LN2 = f(6.9314718246e-01);

export function asinhf(x: number): number {
  const ix = getWord(x) & 0x7fffffff;
  if (ix < 0x38000000) return x;
  let w: number;
  const a = Math.abs(x);
  if (ix > 0x47000000) {
    if (ix >= 0x7f800000) return x + x;
    w = f(logf(a) + LN2);
  } else if (ix > 0x40000000) {
    w = logf(f(f(2 * a) + f(1 / f(sqrtf(f(f(a * a) + 1)) + a))));
  } else {
    const t = f(a * a);
    w = log1pf(f(a + f(t / f(1 + sqrtf(f(1 + t))))));
  }
  return x < 0 ? -w : w;
}

export function acoshf(x: number): number {
  const hx = getWord(x);
  if (hx < 0x3f800000) return NaN;
  if (hx >= 0x4d800000) return hx >= 0x7f800000 ? x + x : f(logf(x) + LN2);
  if (hx === 0x3f800000) return 0;
  if (hx > 0x40000000) return logf(f(f(2 * x) - f(1 / f(x + sqrtf(f(f(x * x) - 1))))));
  const t = f(x - 1);
  return log1pf(f(t + sqrtf(f(f(2 * t) + f(t * t)))));
}

export function atanhf(x: number): number {
  const a = Math.abs(x);
  let t: number;
  if (a < 0.5) {
    if (a < 2 ** -28) return x;
    t = f(a + a);
    t = f(0.5 * log1pf(f(t + f(f(t * a) / f(1 - a)))));
  } else if (a < 1) {
    t = f(0.5 * log1pf(f(f(a + a) / f(1 - a))));
  } else {
    if (a > 1) return NaN;
    return x / 0;
  }
  return x < 0 ? -t : t;
}

// sinf: the polynomials of __sincosf_table (the second negates the cosine, for quadrants 2 and 3), in double
interface SinCos { c: readonly number[]; s: readonly number[] }
const COS_POLY = [1, -hex('1.ffffffd0c621cp-2'), hex('1.55553e1068f19p-5'), -hex('1.6c087e89a359dp-10'),
  hex('1.99343027bf8c3p-16')];
const SIN_POLY = [-hex('1.555545995a603p-3'), hex('1.1107605230bc4p-7'), -hex('1.994eb3774cf24p-13')];
const SINCOS: readonly SinCos[] = [{ c: COS_POLY, s: SIN_POLY }, { c: COS_POLY.map((v) => -v), s: SIN_POLY }];
const QUADRANT_SIGN = [1, -1, -1, 1];
const HPI_INV = hex('1.45F306DC9C883p+23'), HPI = hex('1.921FB54442D18p0'), PI63 = hex('1.921FB54442D18p-62');
/** 4/pi to 192 bits, each entry 8 bits on from the one before (__inv_pio4). */
const INV_PIO4 = [0xa2, 0xa2f9, 0xa2f983, 0xa2f9836e, 0xf9836e4e, 0x836e4e44, 0x6e4e4415, 0x4e441529, 0x441529fc,
  0x1529fc27, 0x29fc2757, 0xfc2757d1, 0x2757d1f5, 0x57d1f534, 0xd1f534dd, 0xf534ddc0, 0x34ddc0db, 0xddc0db62,
  0xc0db6295, 0xdb629599, 0x6295993c, 0x95993c43, 0x993c4390, 0x3c439041].map(BigInt);

/** sinf_poly: the sine series of x (x2 its square) in even quadrants, the cosine series in odd ones. */
function sinfPoly(x: number, x2: number, p: SinCos, n: number): number {
  if ((n & 1) === 0) {
    const x3 = x * x2, s1 = fma64(x2, p.s[2]!, p.s[1]!);
    return f(fma64(x3 * x2, s1, fma64(x3, p.s[0]!, x)));
  }
  const x4 = x2 * x2, c2 = fma64(x2, p.c[4]!, p.c[3]!), c1 = fma64(x2, p.c[1]!, p.c[0]!);
  return f(fma64(x4 * x2, c2, fma64(x4, p.c[2]!, c1)));
}

/** reduce_large: |x| (float bits xi) modulo pi/2 by a 32x96-bit product with 4/pi, and the quadrant. */
function reduceLarge(xi: number): { x: number; n: number } {
  const at = (xi >>> 26) & 15, shift = BigInt((xi >>> 23) & 7);
  const m = BigInt((xi & 0xffffff) | 0x800000) << shift & 0xffffffffn;
  const mask = (1n << 64n) - 1n;
  let res0 = (m * INV_PIO4[at]!) & 0xffffffffn;
  const res1 = m * INV_PIO4[at + 4]!, res2 = m * INV_PIO4[at + 8]!;
  res0 = ((res2 >> 32n) | (res0 << 32n)) & mask;
  res0 = (res0 + res1) & mask;
  const n = (res0 + (1n << 61n)) >> 62n;
  res0 = (res0 - (n << 62n)) & mask;
  return { x: Number(BigInt.asIntN(64, res0)) * PI63, n: Number(n) };
}

/** glibc's sinf (its FMA build, __sinf_fma): 0.56 ulp, not always correctly rounded. */
export function sinf(y: number): number {
  const top = (getWord(y) >>> 20) & 0x7ff;
  // the top 12 bits of |y| against those of pi/4, 2^-12, 120 and infinity
  if (top < 0x3f4) {
    if (top < 0x398) return y;
    return sinfPoly(y, y * y, SINCOS[0]!, 0);
  }
  if (top < 0x42f) {
    // reduce_fast: the quadrant from x 2/pi scaled by 2^24, then x less that many pi/2 in one fused step
    const n = ((Math.trunc(y * HPI_INV) | 0) + 0x800000) >> 24;
    const x = fma64(-n, HPI, y);
    return sinfPoly(x * QUADRANT_SIGN[n & 3]!, x * x, SINCOS[n & 2 ? 1 : 0]!, n);
  }
  if (top >= 0x7f8) return NaN;
  const xi = getWord(y);
  const { x, n } = reduceLarge(xi);
  const q = n + (xi >>> 31);
  return sinfPoly(x * QUADRANT_SIGN[q & 3]!, x * x, SINCOS[q & 2 ? 1 : 0]!, n);
}

// atanf: atan at 0.5, 1, 1.5 and infinity in two parts, and the series' coefficients (fdlibm's s_atanf.c)
const ATAN_HI = [4.6364760399e-01, 7.8539812565e-01, 9.8279368877e-01, 1.5707962513e+00].map(f);
const ATAN_LO = [5.0121582440e-09, 3.7748947079e-08, 3.4473217170e-08, 7.5497894159e-08].map(f);
const AT = [3.3333334327e-01, -2.0000000298e-01, 1.4285714924e-01, -1.1111110449e-01, 9.0908870101e-02,
  -7.6918758452e-02, 6.6610731184e-02, -5.8335702866e-02, 4.9768779427e-02, -3.6531571299e-02,
  1.6285819933e-02].map(f);

/** glibc's atanf (fdlibm's): atan about 0, 0.5, 1, 1.5 or infinity by |x|, then an odd series, in float32. */
function atanf(input: number): number {
  const hx = getWord(input), ix = hx & 0x7fffffff;
  if (ix >= 0x50800000) {
    if (ix > 0x7f800000) return input;
    return hx > 0 ? f(ATAN_HI[3]! + ATAN_LO[3]!) : f(-ATAN_HI[3]! - ATAN_LO[3]!);
  }
  let x = input, id = -1;
  if (ix < 0x3ee00000) {
    if (ix < 0x31000000) return x;
  } else {
    x = Math.abs(x);
    if (ix < 0x3f980000) {
      if (ix < 0x3f300000) { id = 0; x = f(f(f(2 * x) - 1) / f(2 + x)); } else { id = 1; x = f(f(x - 1) / f(x + 1)); }
    } else if (ix < 0x401c0000) {
      id = 2; x = f(f(x - 1.5) / f(1 + f(1.5 * x)));
    } else {
      id = 3; x = f(-1 / x);
    }
  }
  const z = f(x * x), w = f(z * z);
  // the series split into its odd and even terms, each a Horner sum in z^2
  const inW = (top: number) => {
    let p = AT[top]!;
    for (let i = top - 2; i >= 0; i -= 2) p = f(AT[i]! + f(w * p));
    return p;
  };
  const s1 = f(z * inW(10)), s2 = f(w * inW(9));
  if (id < 0) return f(x - f(x * f(s1 + s2)));
  const r = f(ATAN_HI[id]! - f(f(f(x * f(s1 + s2)) - ATAN_LO[id]!) - x));
  return hx < 0 ? -r : r;
}

const PI_O_4 = f(7.8539818525e-01), PI_O_2 = f(1.5707963705e+00), PI = f(3.1415927410e+00);
const PI_LO = f(-8.7422776573e-08);

/** glibc's atan2f (fdlibm's e_atan2f.c): atanf of |y / x| placed in its quadrant, pi's low part folded in. */
export function atan2f(y: number, x: number): number {
  const hx = getWord(x), ix = hx & 0x7fffffff, hy = getWord(y), iy = hy & 0x7fffffff;
  if (ix > 0x7f800000 || iy > 0x7f800000) return x + y;
  if (hx === 0x3f800000) return atanf(y);
  const m = ((hy >>> 31) & 1) | ((hx >>> 30) & 2);
  if (iy === 0) return m < 2 ? y : m === 2 ? PI : -PI;
  if (ix === 0) return hy < 0 ? -PI_O_2 : PI_O_2;
  if (ix === 0x7f800000) {
    if (iy === 0x7f800000) return [PI_O_4, -PI_O_4, f(3 * PI_O_4), f(-3 * PI_O_4)][m]!;
    return [0, -0, PI, -PI][m]!;
  }
  if (iy === 0x7f800000) return hy < 0 ? -PI_O_2 : PI_O_2;
  const k = (iy - ix) >> 23;
  const z = k > 60 ? f(PI_O_2 + f(0.5 * PI_LO)) : hx < 0 && k < -60 ? 0 : atanf(Math.abs(f(y / x)));
  switch (m) {
    case 0: return z;
    case 1: return -z;
    case 2: return f(PI - f(z - PI_LO));
    default: return f(f(z - PI_LO) - PI);
  }
}
