/**
 * WGSL helper functions kernels call: int64 arithmetic on vec2<u32> (lo, hi) words, exact conversions between f32
 * and the storage formats WGSL lacks (float64 bits, float16, bfloat16, C's float-to-int), and the math routines
 * WGSL has no builtin for. A shader includes only the helpers it names, after their dependencies.
 *
 * Accuracy: WGSL has no f64, so f64 IR computes in f32; WGSL builtins (exp, log, sin, ...) are accurate to a few
 * ulp, not correctly rounded; results match PyTorch's CPU build to float32 tolerances, as PyTorch CUDA's do.
 */
import { A, B, C, D, P, Q } from '../../../numerics/erf.ts';
import { ERFCX_Y100 } from '../../../numerics/erfcx.ts';
import { PSI_10, PSI_SERIES } from '../../../numerics/gamma.ts';

const f32 = (v: number) => {
  const r = Math.fround(v);
  return Number.isInteger(r) && Math.abs(r) < 2 ** 24 ? `${r}.0` : `${r}`;
};
/** Horner's rule over `cs` (highest degree first) in `z`. */
const horner = (cs: readonly number[], z: string) => cs.slice(1).reduce((acc, c) => `(${acc}) * ${z} + ${f32(c)}`, f32(cs[0]!));

interface Helper { readonly deps?: readonly string[]; readonly src: string }

const HELPERS: Record<string, Helper> = {
  is_nan: { src: 'fn is_nan(x: f32) -> bool { return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u; }' },
  nan_f32: { src: 'fn nan_f32() -> f32 { return bitcast<f32>(NAN_BITS); }' },
  fmin: { deps: ['is_nan'], src: 'fn fmin(a: f32, b: f32) -> f32 { if (is_nan(a) || is_nan(b)) { return a + b; } return min(a, b); }' },
  fmax: { deps: ['is_nan'], src: 'fn fmax(a: f32, b: f32) -> f32 { if (is_nan(a) || is_nan(b)) { return a + b; } return max(a, b); }' },
  // int64 as (lo, hi)
  i64_neg: { src: 'fn i64_neg(a: vec2<u32>) -> vec2<u32> { let lo = ~a.x + 1u; return vec2<u32>(lo, ~a.y + select(0u, 1u, lo == 0u)); }' },
  i64_add: { src: 'fn i64_add(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> { let lo = a.x + b.x; return vec2<u32>(lo, a.y + b.y + select(0u, 1u, lo < a.x)); }' },
  i64_sub: { deps: ['i64_add', 'i64_neg'], src: 'fn i64_sub(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> { return i64_add(a, i64_neg(b)); }' },
  mul32_wide: {
    src: `fn mul32_wide(a: u32, b: u32) -> vec2<u32> {
  let a0 = a & 0xffffu; let a1 = a >> 16u; let b0 = b & 0xffffu; let b1 = b >> 16u;
  let p00 = a0 * b0; let p01 = a0 * b1; let p10 = a1 * b0; let p11 = a1 * b1;
  let mid = (p00 >> 16u) + (p01 & 0xffffu) + (p10 & 0xffffu);
  return vec2<u32>((p00 & 0xffffu) | (mid << 16u), p11 + (p01 >> 16u) + (p10 >> 16u) + (mid >> 16u));
}`,
  },
  i64_mul: {
    deps: ['mul32_wide'],
    src: 'fn i64_mul(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> { let w = mul32_wide(a.x, b.x); return vec2<u32>(w.x, w.y + a.x * b.y + a.y * b.x); }',
  },
  i64_lt: { src: 'fn i64_lt(a: vec2<u32>, b: vec2<u32>) -> bool { if (a.y != b.y) { return bitcast<i32>(a.y) < bitcast<i32>(b.y); } return a.x < b.x; }' },
  i64_shl: {
    src: `fn i64_shl(a: vec2<u32>, n: vec2<u32>) -> vec2<u32> {
  if (n.y != 0u || n.x >= 64u) { return vec2<u32>(0u); }
  if (n.x >= 32u) { return vec2<u32>(0u, a.x << (n.x - 32u)); }
  if (n.x == 0u) { return a; }
  return vec2<u32>(a.x << n.x, (a.y << n.x) | (a.x >> (32u - n.x)));
}`,
  },
  i64_shr: {
    src: `fn i64_shr(a: vec2<u32>, n: vec2<u32>) -> vec2<u32> {
  let sign = u32(bitcast<i32>(a.y) >> 31u);
  if (n.y != 0u || n.x >= 64u) { return vec2<u32>(sign); }
  if (n.x >= 32u) { return vec2<u32>(bitcast<u32>(bitcast<i32>(a.y) >> (n.x - 32u)), sign); }
  if (n.x == 0u) { return a; }
  return vec2<u32>((a.x >> n.x) | (a.y << (32u - n.x)), bitcast<u32>(bitcast<i32>(a.y) >> n.x));
}`,
  },
  /** unsigned 64-bit division by shift and subtract: (quotient, remainder) */
  u64_divmod: {
    deps: ['i64_sub'],
    src: `fn u64_divmod(n: vec2<u32>, d: vec2<u32>) -> array<vec2<u32>, 2> {
  var q = vec2<u32>(0u);
  var r = vec2<u32>(0u);
  for (var i = 63u; i < 64u; i--) {
    var bit = 0u;
    if (i >= 32u) { bit = (n.y >> (i - 32u)) & 1u; } else { bit = (n.x >> i) & 1u; }
    r = vec2<u32>((r.x << 1u) | bit, (r.y << 1u) | (r.x >> 31u));
    if (r.y > d.y || (r.y == d.y && r.x >= d.x)) {
      r = i64_sub(r, d);
      if (i >= 32u) { q.y |= 1u << (i - 32u); } else { q.x |= 1u << i; }
    }
  }
  return array<vec2<u32>, 2>(q, r);
}`,
  },
  /** C's truncating division of int64s, as BigInt's / and % do: (quotient, remainder) */
  i64_divmod: {
    deps: ['u64_divmod', 'i64_neg'],
    src: `fn i64_divmod(a: vec2<u32>, b: vec2<u32>) -> array<vec2<u32>, 2> {
  let na = bitcast<i32>(a.y) < 0;
  let nb = bitcast<i32>(b.y) < 0;
  let qr = u64_divmod(select(a, i64_neg(a), na), select(b, i64_neg(b), nb));
  return array<vec2<u32>, 2>(select(qr[0], i64_neg(qr[0]), na != nb), select(qr[1], i64_neg(qr[1]), na));
}`,
  },
  i64_rem: { deps: ['i64_divmod'], src: 'fn i64_rem(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> { return i64_divmod(a, b)[1]; }' },
  /** Python's floor division and modulo (numerics/int64.ts) */
  i64_floordiv: {
    deps: ['i64_divmod', 'i64_sub'],
    src: `fn i64_floordiv(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
  let qr = i64_divmod(a, b);
  let differ = (bitcast<i32>(a.y) < 0) != (bitcast<i32>(b.y) < 0);
  return select(qr[0], i64_sub(qr[0], vec2<u32>(1u, 0u)), any(qr[1] != vec2<u32>(0u)) && differ);
}`,
  },
  i64_mod: {
    deps: ['i64_divmod', 'i64_add'],
    src: `fn i64_mod(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
  let m = i64_divmod(a, b)[1];
  let differ = (bitcast<i32>(m.y) < 0) != (bitcast<i32>(b.y) < 0);
  return select(m, i64_add(m, b), any(m != vec2<u32>(0u)) && differ);
}`,
  },
  /** a ** b modulo 2^64 by squaring, for b >= 0 */
  i64_ipow: {
    deps: ['i64_mul'],
    src: `fn i64_ipow(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
  var result = vec2<u32>(1u, 0u);
  var base = a;
  var e = b;
  while (any(e != vec2<u32>(0u))) {
    if ((e.x & 1u) == 1u) { result = i64_mul(result, base); }
    base = i64_mul(base, base);
    e = vec2<u32>((e.x >> 1u) | (e.y << 31u), e.y >> 1u);
  }
  return result;
}`,
  },
  i64_from_i32: { src: 'fn i64_from_i32(x: i32) -> vec2<u32> { return vec2<u32>(bitcast<u32>(x), select(0u, 0xffffffffu, x < 0)); }' },
  /** JS's toInt64: truncation, and INT64_MIN for NaN, infinities and anything out of range */
  f32_to_i64: {
    deps: ['i64_neg'],
    src: `fn f32_to_i64(x: f32) -> vec2<u32> {
  if (!(abs(x) < bitcast<f32>(0x5f000000u))) { return vec2<u32>(0u, 0x80000000u); }
  let t = trunc(abs(x));
  let hi = floor(t / 4294967296.0);
  let v = vec2<u32>(u32(t - hi * 4294967296.0), u32(hi));
  return select(v, i64_neg(v), x < 0.0);
}`,
  },
  /**
   * int64 to the nearest f32, ties to even, in one rounding as C++ converts it: the magnitude's top 32 bits, with a
   * sticky bit for any set below them, round as a u32 would and scale back
   */
  i64_to_f32: {
    deps: ['i64_neg', 'u32_to_f32'],
    src: `fn i64_to_f32(a: vec2<u32>) -> f32 {
  let negative = bitcast<i32>(a.y) < 0;
  let m = select(a, i64_neg(a), negative);
  var v = u32_to_f32(m.x);
  if (m.y != 0u) {
    let lz = countLeadingZeros(m.y);
    let top = select(m.y, (m.y << lz) | (m.x >> (32u - lz)), lz != 0u);
    let below = m.x << lz;
    v = ldexp(u32_to_f32(top | select(0u, 1u, below != 0u)), i32(32u - lz));
  }
  return select(v, -v, negative);
}`,
  },
  /** an int64 as int32 the way C++ converts it: its low 32 bits */
  i64_to_i32: { src: 'fn i64_to_i32(a: vec2<u32>) -> i32 { return bitcast<i32>(a.x); }' },
  /** C's float-to-int32 as x86 does it: truncation, INT32_MIN for NaN and out of range */
  /** u32 to f32 rounded to nearest, ties to even, as C's conversion (SwiftShader's f32() misrounds past 2^31) */
  u32_to_f32: {
    src: `fn u32_to_f32(x: u32) -> f32 {
  if (x < 0x1000000u) { return f32(x); }
  let shift = firstLeadingBit(x) - 23u;
  let rest = x & ((1u << shift) - 1u);
  let half = 1u << (shift - 1u);
  let m = (x >> shift) + select(0u, 1u, rest > half || (rest == half && ((x >> shift) & 1u) == 1u));
  return ldexp(f32(m), i32(shift));
}`,
  },
  f32_to_i32: { src: 'fn f32_to_i32(x: f32) -> i32 { return select(i32(-2147483648), i32(x), x >= -2147483648.0 && x < 2147483648.0); }' },
  f32_to_f16bits: {
    src: `fn f32_to_f16bits(x: f32) -> u32 {
  let b = bitcast<u32>(x);
  let s = (b >> 16u) & 0x8000u;
  let a = b & 0x7fffffffu;
  if (a > 0x7f800000u) { return s | 0x7e00u; }
  if (a >= 0x477ff000u) { return s | 0x7c00u; }
  if (a >= 0x38800000u) { return s | ((a + 0xfffu + ((a >> 13u) & 1u) - 0x38000000u) >> 13u); }
  if (a <= 0x33000000u) { return s; }
  let shift = 126u - (a >> 23u);
  let m = (a & 0x7fffffu) | 0x800000u;
  let q = m >> shift;
  let rest = m & ((1u << shift) - 1u);
  let half = 1u << (shift - 1u);
  return s | (q + select(0u, 1u, rest > half || (rest == half && (q & 1u) == 1u)));
}`,
  },
  f32_to_bf16bits: {
    deps: ['is_nan'],
    src: 'fn f32_to_bf16bits(x: f32) -> u32 { if (is_nan(x)) { return 0x7fc0u; } let b = bitcast<u32>(x); return ((b + 0x7fffu + ((b >> 16u) & 1u)) >> 16u) & 0xffffu; }',
  },
  /** float64 bits (lo, hi) to the nearest f32 */
  f64bits_to_f32: {
    src: `fn f64bits_to_f32(v: vec2<u32>) -> f32 {
  let s = v.y & 0x80000000u;
  let e = i32((v.y >> 20u) & 0x7ffu);
  let top = ((v.y & 0xfffffu) << 3u) | (v.x >> 29u);
  let rest = v.x & 0x1fffffffu;
  if (e == 0x7ff) { return bitcast<f32>(s | 0x7f800000u | select(0u, 0x400000u, top != 0u || rest != 0u)); }
  let e32 = e - 896;
  if (e32 >= 255) { return bitcast<f32>(s | 0x7f800000u); }
  if (e32 <= 0) {
    // a float32 subnormal (or zero), rounded to nearest even in integers: float arithmetic may flush it
    if (e32 < -24) { return bitcast<f32>(s); }
    let shift = u32(1 - e32);
    let m = top | 0x800000u;
    let q = m >> shift;
    let dropped = m & ((1u << shift) - 1u);
    let half = 1u << (shift - 1u);
    let up = dropped > half || (dropped == half && (rest != 0u || (q & 1u) == 1u));
    return bitcast<f32>(s | (q + select(0u, 1u, up)));
  }
  var bits = s | (u32(e32) << 23u) | top;
  if (rest > 0x10000000u || (rest == 0x10000000u && (top & 1u) == 1u)) { bits += 1u; }
  return bitcast<f32>(bits);
}`,
  },
  /** float64 bits to int64 as JS's toInt64 does: truncation, INT64_MIN for NaN, infinities and out of range */
  f64bits_to_i64: {
    deps: ['i64_neg', 'i64_shl', 'i64_shr'],
    src: `fn f64bits_to_i64(v: vec2<u32>) -> vec2<u32> {
  let e = i32((v.y >> 20u) & 0x7ffu) - 1023;
  if (e < 0) { return vec2<u32>(0u); }
  if (e >= 63) { return vec2<u32>(0u, 0x80000000u); }
  let m = vec2<u32>(v.x, (v.y & 0xfffffu) | 0x100000u);
  let t = select(i64_shr(m, vec2<u32>(u32(52 - e), 0u)), i64_shl(m, vec2<u32>(u32(e - 52), 0u)), e >= 52);
  return select(t, i64_neg(t), (v.y & 0x80000000u) != 0u);
}`,
  },
  /** int64 to float64 bits, rounded to nearest even as Number(bigint) does */
  i64_to_f64bits: {
    deps: ['i64_neg', 'i64_shl'],
    src: `fn i64_to_f64bits(a: vec2<u32>) -> vec2<u32> {
  let sign = a.y & 0x80000000u;
  let m = select(a, i64_neg(a), sign != 0u);
  if (m.x == 0u && m.y == 0u) { return vec2<u32>(0u); }
  let top = select(63u - countLeadingZeros(m.y), 31u - countLeadingZeros(m.x), m.y == 0u);
  var exp = top + 1023u;
  var mant: vec2<u32>;
  if (top <= 52u) {
    mant = i64_shl(m, vec2<u32>(52u - top, 0u));
  } else {
    let sh = top - 52u;
    mant = vec2<u32>((m.x >> sh) | (m.y << (32u - sh)), m.y >> sh);
    let dropped = m.x & ((1u << sh) - 1u);
    let half = 1u << (sh - 1u);
    if (dropped > half || (dropped == half && (mant.x & 1u) == 1u)) {
      mant.x += 1u;
      if (mant.x == 0u) { mant.y += 1u; }
      if (mant.y == 0x200000u) { mant = vec2<u32>(0u, 0x100000u); exp += 1u; }
    }
  }
  return vec2<u32>(mant.x, sign | (exp << 20u) | (mant.y & 0xfffffu));
}`,
  },
  f32_to_f64bits: {
    src: `fn f32_to_f64bits(x: f32) -> vec2<u32> {
  let b = bitcast<u32>(x);
  let s = b & 0x80000000u;
  let e = (b >> 23u) & 0xffu;
  var m = b & 0x7fffffu;
  var e64 = e + 896u;
  if (e == 255u) { e64 = 0x7ffu; }
  if (e == 0u) {
    if (m == 0u) { return vec2<u32>(0u, s); }
    let k = countLeadingZeros(m) - 8u;
    m = (m << k) & 0x7fffffu;
    e64 = 897u - k;
  }
  return vec2<u32>(m << 29u, s | (e64 << 20u) | (m >> 3u));
}`,
  },
  inf_f32: { src: 'fn inf_f32() -> f32 { return bitcast<f32>(INF_BITS); }' },
  // WGSL leaves builtins undefined outside their domain: these give C's values there (NaN, infinities, signed zero)
  flog: { deps: ['inf_f32', 'nan_f32'], src: 'fn flog(x: f32) -> f32 { if (x > 0.0 && x < inf_f32()) { return log(x); } if (x == 0.0) { return -inf_f32(); } if (x == inf_f32()) { return x; } return nan_f32(); }' },
  flog2: { deps: ['inf_f32', 'nan_f32'], src: 'fn flog2(x: f32) -> f32 { if (x > 0.0 && x < inf_f32()) { return log2(x); } if (x == 0.0) { return -inf_f32(); } if (x == inf_f32()) { return x; } return nan_f32(); }' },
  fsqrt: { deps: ['inf_f32', 'nan_f32'], src: 'fn fsqrt(x: f32) -> f32 { if (x > 0.0 && x < inf_f32()) { return sqrt(x); } if (x == 0.0 || x == inf_f32()) { return x; } return nan_f32(); }' },
  frsqrt: { deps: ['inf_f32', 'nan_f32'], src: 'fn frsqrt(x: f32) -> f32 { if (x > 0.0 && x < inf_f32()) { return inverseSqrt(x); } if (x == 0.0) { return 1.0 / x; } if (x == inf_f32()) { return 0.0; } return nan_f32(); }' },
  /** Cephes' asinf polynomial on [0, 1/2], with asin(x) = pi/2 - 2 asin(sqrt((1 - x) / 2)) above (WGSL's is coarse) */
  asin_core: {
    src: `fn asin_core(t: f32) -> f32 {
  let z = t * t;
  return fma(((((4.2163199048e-2 * z + 2.4181311049e-2) * z + 4.5470025998e-2) * z + 7.4953002686e-2) * z + 1.6666752422e-1) * z, t, t);
}`,
  },
  fasin: {
    deps: ['asin_core', 'nan_f32'],
    src: `fn fasin(x: f32) -> f32 {
  let a = abs(x);
  if (!(a <= 1.0)) { return nan_f32(); }
  let r = select(asin_core(a), 1.5707963267948966 - 2.0 * asin_core(sqrt(0.5 * (1.0 - a))), a > 0.5);
  return select(r, -r, x < 0.0);
}`,
  },
  facos: {
    deps: ['asin_core', 'nan_f32'],
    src: `fn facos(x: f32) -> f32 {
  if (!(abs(x) <= 1.0)) { return nan_f32(); }
  if (x > 0.5) { return 2.0 * asin_core(sqrt(0.5 * (1.0 - x))); }
  if (x < -0.5) { return 3.141592653589793 - 2.0 * asin_core(sqrt(0.5 * (1.0 + x))); }
  return 1.5707963267948966 - asin_core(x);
}`,
  },
  facosh: { deps: ['inf_f32', 'nan_f32'], src: 'fn facosh(x: f32) -> f32 { if (x >= 1.0 && x < inf_f32()) { return acosh(x); } if (x == inf_f32()) { return x; } return nan_f32(); }' },
  fatanh: { deps: ['inf_f32', 'nan_f32'], src: 'fn fatanh(x: f32) -> f32 { if (abs(x) < 1.0) { return atanh(x); } if (abs(x) == 1.0) { return x * inf_f32(); } return nan_f32(); }' },
  /**
   * sin and cos to float32 accuracy (WGSL only promises 2^-11 absolute error): Cody-Waite reduction by pi/2 in three
   * parts, then Cephes' sinf/cosf polynomials on [-pi/4, pi/4], the quadrant picking which and its sign. Past 1e5
   * the three parts no longer reduce exactly (that needs Payne-Hanek), and WGSL's builtins answer instead.
   */
  sincos: {
    src: `fn sincos(x: f32) -> vec2<f32> {
  if (abs(x) > 1e5 && abs(x) < bitcast<f32>(INF_BITS)) { return vec2<f32>(sin(x), cos(x)); }
  let q = round(x * 0.6366197723675814);
  let r = fma(-q, 7.549789954891882e-8, fma(-q, 4.837512969970703e-4, fma(-q, 1.5703125, x)));
  let z = r * r;
  let s = fma(r * z, fma(z, fma(z, -1.9515295891e-4, 8.3321608736e-3), -1.6666654611e-1), r);
  let c = fma(z * z, fma(z, fma(z, 2.443315711809948e-5, -1.388731625493765e-3), 4.166664568298827e-2), fma(-0.5, z, 1.0));
  switch (u32(i32(q)) & 3u) {
    case 0u: { return vec2<f32>(s, c); }
    case 1u: { return vec2<f32>(c, -s); }
    case 2u: { return vec2<f32>(-s, -c); }
    default: { return vec2<f32>(-c, s); }
  }
}`,
  },
  /**
   * log of a positive finite x to float32 accuracy, Cephes' logf: WGSL promises only 2^-21 absolute error near 1,
   * where the result is small (Box-Muller's radius near 0 needs it relative)
   */
  log_cephes: {
    src: `fn log_cephes(v: f32) -> f32 {
  let parts = frexp(v);
  var e = f32(parts.exp);
  var x = parts.fract;
  if (x < 0.7071067811865476) { e -= 1.0; x = x + x - 1.0; } else { x -= 1.0; }
  let z = x * x;
  let p = ${horner([7.0376836292e-2, -1.1514610310e-1, 1.1676998740e-1, -1.2420140846e-1, 1.4249322787e-1, -1.6668057665e-1,
    2.0000714765e-1, -2.4999993993e-1, 3.3333331174e-1], 'x')};
  let y = fma(e, -2.12194440e-4, p * x * z) - 0.5 * z;
  return fma(e, 0.693359375, x + y);
}`,
  },
  fsin: { deps: ['sincos'], src: 'fn fsin(x: f32) -> f32 { return sincos(x).x; }' },
  fcos: { deps: ['sincos'], src: 'fn fcos(x: f32) -> f32 { return sincos(x).y; }' },
  ftan: { deps: ['sincos'], src: 'fn ftan(x: f32) -> f32 { let v = sincos(x); return v.x / v.y; }' },
  /** tanh saturates to +-1 where WGSL's (a ratio of exponentials) overflows to NaN */
  ftanh: { src: 'fn ftanh(x: f32) -> f32 { if (abs(x) > 9.0) { return select(-1.0, 1.0, x > 0.0); } return tanh(x); }' },
  // math routines
  expm1: { src: 'fn expm1(x: f32) -> f32 { let u = exp(x); if (u == 1.0) { return x; } let um = u - 1.0; if (um == -1.0) { return -1.0; } if (abs(x) > 1.0) { return um; } return um * x / log(u); }' },
  log1p: { deps: ['flog'], src: 'fn log1p(x: f32) -> f32 { let u = 1.0 + x; if (u == 1.0 || !(x > -1.0 && x < 3e38)) { return select(flog(u), x, u == 1.0); } return log(u) * x / (u - 1.0); }' },
  log10: { deps: ['flog'], src: 'fn log10(x: f32) -> f32 { return flog(x) * 0.4342944819032518; }' },
  fpow: {
    deps: ['is_nan', 'nan_f32', 'flog2'],
    src: `fn fpow(a: f32, b: f32) -> f32 {
  if (b == 0.0 || a == 1.0) { return 1.0; }
  if (is_nan(a) || is_nan(b)) { return nan_f32(); }
  // small integer powers by squaring, exact where the product is (x^1, x^2: the gradients of pow), as CUDA's are
  if (b == trunc(b) && abs(b) <= 64.0) {
    var base = abs(a);
    var e = u32(abs(b));
    var acc = 1.0;
    loop {
      if ((e & 1u) == 1u) { acc = acc * base; }
      e = e >> 1u;
      if (e == 0u) { break; }
      base = base * base;
    }
    if (b < 0.0) { acc = 1.0 / acc; }
    if ((bitcast<u32>(a) & 0x80000000u) != 0u && (u32(abs(b)) & 1u) == 1u) { acc = -acc; }
    return acc;
  }
  let r = exp2(b * flog2(abs(a)));
  if (a < 0.0 || (a == 0.0 && bitcast<u32>(a) != 0u)) {
    if (abs(b) < 16777216.0 && b != trunc(b)) { return nan_f32(); }
    if (abs(b) < 16777216.0 && trunc(b * 0.5) != b * 0.5) { return -r; }
  }
  return r;
}`,
  },
  hypot: { src: 'fn hypot(a: f32, b: f32) -> f32 { let m = max(abs(a), abs(b)); if (m == 0.0 || m > 3.4e38) { return m; } let x = a / m; let y = b / m; return m * sqrt(x * x + y * y); }' },
  clog_re: { deps: ['hypot', 'flog'], src: 'fn clog_re(a: f32, b: f32) -> f32 { return flog(hypot(a, b)); }' },
  sigmoid: { src: 'fn sigmoid(x: f32) -> f32 { return 1.0 / (1.0 + exp(-x)); }' },
  erfc_tail: {
    src: `fn erfc_tail(y: f32) -> f32 {
  var r: f32;
  if (y <= 4.0) {
    r = ((${codyNum(C, 8, 7, 'y')}) / (${codyDen(D, 7, 'y')}));
  } else {
    if (y >= 10.0) { return 0.0; }
    let z = 1.0 / (y * y);
    r = (z * (${codyNum(P, 5, 4, 'z')})) / (${codyDen(Q, 4, 'z')});
    r = (0.5641895835477563 - r) / y;
  }
  let ysq = trunc(y * 16.0) / 16.0;
  return r * exp(-ysq * ysq) * exp(-(y - ysq) * (y + ysq));
}`,
  },
  erf: {
    deps: ['erfc_tail', 'is_nan'],
    src: `fn erf(x: f32) -> f32 {
  if (is_nan(x)) { return x; }
  let y = abs(x);
  if (y <= 0.46875) {
    let z = y * y;
    return x * (${codyNum(A, 4, 3, 'z')}) / (${codyDen(B, 3, 'z')});
  }
  if (y >= 6.0) { return sign(x); }
  let t = erfc_tail(y);
  return select(1.0 - t, t - 1.0, x < 0.0);
}`,
  },
  erfc: {
    deps: ['erf', 'erfc_tail'],
    src: 'fn erfc(x: f32) -> f32 { let y = abs(x); if (y <= 0.46875 || y != y) { return 1.0 - erf(x); } let t = erfc_tail(y); return select(t, 2.0 - t, x < 0.0); }',
  },
  lgamma: {
    deps: ['is_nan', 'fsin'],
    // Stirling's series above 8, the recurrence below it, the reflection formula below 1/2
    src: `fn lgamma_pos(x0: f32) -> f32 {
  var x = x0;
  var prod = 1.0;
  while (x < 8.0) { prod *= x; x += 1.0; }
  let z = 1.0 / (x * x);
  let series = (((z * -0.0005952380952) + 0.0007936507937) * z - 0.002777777778) * z + 0.08333333333;
  return (x - 0.5) * log(x) - x + 0.9189385332046727 + series / x - log(prod);
}
fn lgamma(x: f32) -> f32 {
  if (is_nan(x)) { return x; }
  if (abs(x) > 3.4e38) { return abs(x); }
  if (x == 1.0 || x == 2.0) { return 0.0; }
  if (x <= 0.0 && x == floor(x)) { return bitcast<f32>(INF_BITS); }
  if (x < 0.5) { return log(3.141592653589793 / abs(fsin(3.141592653589793 * x))) - lgamma_pos(1.0 - x); }
  return lgamma_pos(x);
}`,
  },
  digamma: {
    deps: ['is_nan', 'nan_f32', 'ftan'],
    // PyTorch's calc_digamma: the reflection below 0, the recurrence up to 10, then the asymptotic series
    src: `fn digamma_pos(x0: f32) -> f32 {
  var x = x0;
  var result = 0.0;
  while (x < 10.0) { result -= 1.0 / x; x += 1.0; }
  if (x == 10.0) { return result + ${f32(PSI_10)}; }
  let z = 1.0 / (x * x);
  let y = z * (${horner(PSI_SERIES, 'z')});
  return result + log(x) - 0.5 / x - y;
}
fn digamma(x: f32) -> f32 {
  if (is_nan(x) || x == -bitcast<f32>(INF_BITS)) { return nan_f32(); }
  if (x == 0.0) { return select(-bitcast<f32>(INF_BITS), bitcast<f32>(INF_BITS), bitcast<u32>(x) != 0u); }
  if (x < 0.0) {
    if (x == floor(x)) { return nan_f32(); }
    return digamma_pos(1.0 - x) - 3.141592653589793 / ftan(3.141592653589793 * (x - trunc(x)));
  }
  return digamma_pos(x);
}`,
  },
  erfcx_y100: {
    // the Faddeeva package's table of degree-6 pieces, one row of seven per unit interval of y100
    src: `const ERFCX_Y100 = array<f32, ${ERFCX_Y100.length * 7}>(${ERFCX_Y100.flat().map(f32).join(', ')});
fn erfcx_y100(y100: f32) -> f32 {
  let k = i32(trunc(y100));
  if (k >= ${ERFCX_Y100.length}) { return 1.0; }
  let t = 2.0 * y100 - f32(2 * k + 1);
  var acc = ERFCX_Y100[k * 7 + 6];
  for (var i = 5; i >= 0; i--) { acc = ERFCX_Y100[k * 7 + i] + acc * t; }
  return acc;
}`,
  },
  zeta: {
    deps: ['nan_f32', 'fpow'],
    // Cephes' Hurwitz zeta as PyTorch's Math.h has it: direct summation, then the Euler-Maclaurin tail
    src: `const ZETA_A = array<f32, 12>(12.0, -720.0, 30240.0, -1209600.0, 47900160.0, -1.8924375803183791606e9,
  7.47242496e10, -2.950130727918164224e12, 1.1646782814350067249e14, -4.5979787224074726105e15,
  1.8152105401943546773e17, -7.1661652561756670113e18);
fn zeta(x: f32, q: f32) -> f32 {
  let eps = 1.11022302462515654042e-16;
  if (x == 1.0) { return bitcast<f32>(INF_BITS); }
  if (!(x >= 1.0)) { return nan_f32(); }
  if (q <= 0.0) {
    if (q == floor(q)) { return bitcast<f32>(INF_BITS); }
    if (x != floor(x)) { return nan_f32(); }
  }
  var s = fpow(q, -x);
  var a = q;
  var b = 0.0;
  var i = 0;
  while (i < 9 || a <= 9.0) {
    i += 1;
    a += 1.0;
    b = fpow(a, -x);
    s += b;
    if (-eps * s < b && b < eps * s) { return s; }
  }
  let w = a;
  s += b * w / (x - 1.0);
  s -= 0.5 * b;
  a = 1.0;
  var k = 0.0;
  for (var j = 0; j < 12; j++) {
    a *= x + k;
    b /= w;
    let t = a * b / ZETA_A[j];
    s += t;
    if (abs(t / s) < eps) { return s; }
    k += 1.0;
    a *= x + k;
    b /= w;
    k += 1.0;
  }
  return s;
}`,
  },
  gelu_erf: { deps: ['erf'], src: 'fn gelu_erf(x: f32) -> f32 { return 0.5 * x * (1.0 + erf(x * 0.7071067811865476)); }' },
  gelu_erf_derivative: {
    deps: ['erf'],
    src: 'fn gelu_erf_derivative(s: f32) -> f32 { let x = s * 0.7071067811865476; return 0.5 + 0.5 * erf(x) + x * exp(-x * x) * 0.5641895835477563; }',
  },
  nextafter: {
    deps: ['is_nan', 'nan_f32'],
    src: `fn nextafter(a: f32, b: f32) -> f32 {
  if (is_nan(a) || is_nan(b)) { return nan_f32(); }
  if (a == b) { return b; }
  if (a == 0.0) { return select(-bitcast<f32>(1u), bitcast<f32>(1u), b > 0.0); }
  let up = (b > a) == (a > 0.0);
  return bitcast<f32>(select(bitcast<u32>(a) - 1u, bitcast<u32>(a) + 1u, up));
}`,
  },
  floor_div_float: {
    src: `fn floor_div_float(a: f32, b: f32) -> f32 {
  if (b == 0.0) { return a / b; }
  let m = a - b * trunc(a / b);
  var d = (a - m) / b;
  if (m != 0.0 && (b < 0.0) != (m < 0.0)) { d -= 1.0; }
  if (d == 0.0) { return sign(a / b) * 0.0; }
  var f = floor(d);
  if (d - f > 0.5) { f += 1.0; }
  return f;
}`,
  },
  fmod: { src: 'fn fmod(a: f32, b: f32) -> f32 { return a - b * trunc(a / b); }' },
};

/** Cody's rational forms as erf.ts evaluates them: ((c[lead] y + c[0]) y + ... + c[n-1]) y + c[n] over
 * ((y + d[0]) y + ... + d[n-1]) y + d[n]. */
function codyNum(c: readonly number[], lead: number, n: number, y: string) {
  let num = `${f32(c[lead]!)} * ${y}`;
  for (let i = 0; i < n; i++) num = `(${num} + ${f32(c[i]!)}) * ${y}`;
  return `${num} + ${f32(c[n]!)}`;
}
function codyDen(d: readonly number[], n: number, y: string) {
  let den = y;
  for (let i = 0; i < n; i++) den = `(${den} + ${f32(d[i]!)}) * ${y}`;
  return `${den} + ${f32(d[n]!)}`;
}

/**
 * Non-finite f32 values come from these: WGSL rejects a constant expression whose value is infinite or NaN, and a
 * load of a private variable is not one.
 */
const SPECIALS = 'var<private> INF_BITS: u32 = 0x7f800000u;\nvar<private> NAN_BITS: u32 = 0x7fc00000u;';

/** The source of the helpers `names` and everything they call, each once, callees first. */
export function helperSource(names: Iterable<string>): string {
  const done = new Set<string>(), out: string[] = [];
  const visit = (name: string) => {
    if (done.has(name)) return;
    done.add(name);
    const h = HELPERS[name];
    if (!h) throw new Error(`no WGSL helper ${name}`);
    h.deps?.forEach(visit);
    out.push(h.src);
  };
  for (const n of names) visit(n);
  return [SPECIALS, ...out].join('\n');
}
