/**
 * PyTorch's float64 SLEEF kernels that need double-double steps, as scalar JS routines: what Vectorized<double> runs
 * (Sleef_*d4_u10 of the AVX2 build, whose double-double helpers use fused multiply-adds).
 */
import { fma64 } from './fma.ts';

type DD = readonly [number, number];

const bits = new DataView(new ArrayBuffer(8));
/** The binary exponent of a positive normal double (vilogb2k). */
function exponentOf(x: number): number {
  bits.setFloat64(0, x);
  return ((bits.getUint16(0) >> 4) & 0x7ff) - 0x3ff;
}

// x * y - s and s - x * y, rounded once
const fmapn = (x: number, y: number, s: number) => fma64(x, y, -s);
const fmanp = (x: number, y: number, s: number) => fma64(-x, y, s);

function ddMulD(x: DD, y: number): DD {
  const s = x[0] * y;
  return [s, fma64(x[1], y, fmapn(x[0], y, s))];
}

function ddDiv(n: DD, d: DD): DD {
  const t = 1 / d[0];
  const s = n[0] * t;
  const u = fmapn(t, n[0], s);
  const v = fmanp(d[1], t, fmanp(d[0], t, 1));
  return [s, fma64(s, v, fma64(n[1], t, u))];
}

/** x + y as a double-double, exactly (SLEEF's ddadd2: no ordering assumed). */
function twoSum(x: number, y: number): DD {
  const s = x + y, v = s - x;
  return [s, (x - (s - v)) + (y - v)];
}

/** x + y for |x| >= |y| (SLEEF's ddadd). */
function ddAdd(x: DD, y: DD): DD {
  const s = x[0] + y[0];
  return [s, (((x[0] - s) + y[0]) + x[1]) + y[1]];
}

/** x + y for |x[0]| >= |y| (SLEEF's ddadd with a double). */
function ddAddD(x: DD, y: number): DD {
  const s = x[0] + y;
  return [s, ((x[0] - s) + y) + x[1]];
}

function ddMul(x: DD, y: DD): DD {
  const s = x[0] * y[0];
  return [s, fma64(x[0], y[1], fma64(x[1], y[0], fmapn(x[0], y[0], s)))];
}

/** SLEEF's POLY7 over x^2 (Estrin's scheme), c[0] the highest coefficient. */
function poly7(x2: number, c: readonly number[]): number {
  const x4 = x2 * x2, x8 = x4 * x4;
  return fma64(x8, fma64(x4, c[0]!, fma64(x2, c[1]!, c[2]!)),
    fma64(x4, fma64(x2, c[3]!, c[4]!), fma64(x2, c[5]!, c[6]!)));
}

const LN2: DD = [0.693147180559945286226764, 2.319046813846299558417771e-17];
const LOG1P_BOUND = 1e307;
const DBL_MIN = 2 ** -1022;
const LOG_POLY = [0.1532076988502701353, 0.1525629051003428716, 0.1818605932937785996, 0.2222214519839380009,
  0.2857142932794299317, 0.3999999999635251990, 0.6666666666667333541];

/** SLEEF's log1p (Sleef_log1pd4_u10), which PyTorch's float64 log1p runs in its vectorised loops. */
export function log1pd(d: number): number {
  if (Number.isNaN(d) || d < -1) return NaN;
  if (d === -1) return -Infinity;
  if (Object.is(d, -0)) return -0;
  // beyond the core approximation's range SLEEF returns infinity
  if (d > LOG1P_BOUND) return Infinity;
  let dp1 = d + 1;
  const tiny = dp1 < DBL_MIN;
  if (tiny) dp1 *= 2 ** 64;
  let e = exponentOf(dp1 * (1 / 0.75));
  // m = (1 + d) * 2^-e - 1, formed without the rounding error of 1 + d
  const t = 2 ** -e;
  const m = fma64(d, t, t - 1);
  if (tiny) e -= 64;
  const sum = 2 + m;
  const x = ddDiv([m, 0], [sum, (2 - sum) + m]);
  const x2 = x[0] * x[0];
  const s = ddAdd(ddMulD(LN2, e), [x[0] * 2, x[1] * 2]);
  return finish(ddAddD(s, x2 * x[0] * poly7(x2, LOG_POLY)));
}

const finish = (s: DD) => s[0] + s[1];

/**
 * The logarithms' shared reduction (xlog_u1, xlog2, xlog10): d = m 2^e with m in [0.75, 1.5), and
 * x = (m - 1) / (m + 1) as a double-double; the caller's `combine` forms its base's logarithm from e, x, x^2.
 */
function logOf(d: number, combine: (e: number, x: DD, x2: number) => DD): number {
  if (Number.isNaN(d) || d < 0) return NaN;
  if (d === 0) return -Infinity;
  if (d === Infinity) return Infinity;
  const tiny = d < DBL_MIN;
  if (tiny) d *= 2 ** 64;
  let e = exponentOf(d * (1 / 0.75));
  const m = d * 2 ** -e;
  if (tiny) e -= 64;
  const x = ddDiv(twoSum(-1, m), twoSum(1, m));
  return finish(combine(e, x, x[0] * x[0]));
}

/** SLEEF's log (Sleef_logd4_u10), PyTorch's float64 log on every element. */
export const logd = (d: number): number => logOf(d, (e, x, x2) =>
  ddAddD(ddAdd(ddMulD(LN2, e), [x[0] * 2, x[1] * 2]), x2 * x[0] * poly7(x2, LOG_POLY)));

const LOG10_2: DD = [0.30102999566398119802, -2.803728127785170339e-18];
const TWO_LOG10_E: DD = [0.86858896380650363334, 1.1430059694096389311e-17];
const LOG10_POLY = [0.6653725819576758460e-1, 0.6625722782820833712e-1, 0.7898105214313944078e-1,
  0.9650955035715275132e-1, 0.1240841409721444993, 0.1737177927454605086, 0.2895296546021972617];

/** SLEEF's log10 (Sleef_log10d4_u10), PyTorch's float64 log10. */
export const log10d = (d: number): number => logOf(d, (e, x, x2) =>
  ddAddD(ddAdd(ddMulD(LOG10_2, e), ddMul(x, TWO_LOG10_E)), x2 * x[0] * poly7(x2, LOG10_POLY)));

const TWO_LOG2_E: DD = [2.885390081777926774, 6.0561604995516736434e-18];
const LOG2_POLY = [0.2211941750456081490, 0.2200768693152277689, 0.2623708057488514656, 0.3205977477944495502,
  0.4121985945485324709, 0.5770780162997058982, 0.96179669392608091449];

/** SLEEF's log2 (Sleef_log2d4_u10), PyTorch's float64 log2: e joins exactly, then the series. */
export const log2d = (d: number): number => logOf(d, (e, x, x2) => {
  const y = ddMul(x, TWO_LOG2_E);
  const head = twoSum(e, y[0]);
  const s: DD = [head[0], head[1] + y[1]];
  const tail = x2 * x[0] * poly7(x2, LOG2_POLY);
  const sum = twoSum(s[0], tail);
  return [sum[0], sum[1] + s[1]];
});

/** x * y as a double-double, exactly (SLEEF's ddmul of two doubles). */
const twoProd = (x: number, y: number): DD => { const s = x * y; return [s, fmapn(x, y, s)]; };

/** x^2 (SLEEF's ddsqu). */
function ddSqu(x: DD): DD {
  const s = x[0] * x[0];
  return [s, fma64(x[0] + x[0], x[1], fmapn(x[0], x[0], s))];
}

/** x + y, no ordering assumed (SLEEF's ddadd2 of a double-double and a double). */
function ddAdd2D(x: DD, y: number): DD {
  const s = x[0] + y, v = s - x[0];
  return [s, ((x[0] - (s - v)) + (y - v)) + x[1]];
}

/** x + y, no ordering assumed (SLEEF's ddadd2 of two double-doubles). */
function ddAdd2(x: DD, y: DD): DD {
  const s = x[0] + y[0], v = s - x[0];
  return [s, ((x[0] - (s - v)) + (y[0] - v)) + (x[1] + y[1])];
}

/** sqrt(d) (SLEEF's ddsqrt): one Newton step from the double root. */
function ddSqrt(d: DD): DD {
  const t = Math.sqrt(d[0] + d[1]);
  const r = 1 / t;
  const rec: DD = [r, r * fmanp(t, r, 1)];
  const q = ddMul(ddAdd2(d, twoProd(t, t)), rec);
  return [q[0] * 0.5, q[1] * 0.5];
}

/** 2^q as SLEEF's vldexp2 scales: in two halves, so each power of two stays in range. */
function ldexp2(u: number, q: number): number {
  const h = q >> 1;
  return u * 2 ** h * 2 ** (q - h);
}

const LOGK_POLY = [0.116255524079935043668677, 0.103239680901072952701192, 0.117754809412463995466069,
  0.13332981086846273921509, 0.153846227114512262845736, 0.181818180850050775676507, 0.222222222230083560345903,
  0.285714285714249172087875, 0.400000000000000077715612];
const TWO_THIRDS: DD = [0.666666666666666629659233, 3.80554962542412056336616e-17];

/** SLEEF's logk: log(d) of a positive finite d as a double-double, pow's first half. */
function logk(d: number): DD {
  const tiny = d < DBL_MIN;
  if (tiny) d *= 2 ** 64;
  let e = exponentOf(d * (1 / 0.75));
  const m = d * 2 ** -e;
  if (tiny) e -= 64;
  let x = ddDiv(twoSum(-1, m), twoSum(1, m));
  const x2 = ddSqu(x);
  // SLEEF's POLY9 over x2 (Estrin's scheme)
  const z = x2[0], z2 = z * z, z4 = z2 * z2, z8 = z4 * z4, c = LOGK_POLY;
  const p2 = (i: number) => fma64(z, c[i]!, c[i + 1]!);
  const p4 = (i: number) => fma64(z2, p2(i), p2(i + 2));
  const t = fma64(z8, c[0]!, fma64(z4, p4(1), p4(5)));
  let s = ddAdd(ddMulD(LN2, e), [x[0] * 2, x[1] * 2]);
  x = ddMul(x2, x);
  s = ddAdd(s, ddMul(x, TWO_THIRDS));
  x = ddMul(x2, x);
  return ddAdd(s, ddMulD(x, t));
}

const L2U = 0.69314718055966295651160180568695068359375;
const L2L = 0.28235290563031577122588448175013436025525412068e-12;
const R_LN2 = 1.442695040888963407359924681001892137426645954152985934135449406931;
const EXPK_POLY = [2.51069683420950419527139e-08, 2.76286166770270649116855e-07, 2.75572496725023574143864e-06,
  2.48014973989819794114153e-05, 0.000198412698809069797676111, 0.0013888888939977128960529,
  0.00833333333332371417601081, 0.0416666666665409524128449, 0.166666666666666740681535, 0.500000000000000999200722];

/** SLEEF's expk: e^d for a double-double d, pow's second half. */
function expk(d: DD): number {
  const q = rintEven((d[0] + d[1]) * R_LN2);
  let s = ddAdd2D(d, q * -L2U);
  s = ddAdd2D(s, q * -L2L);
  const h = s[0] + s[1];
  s = [h, (s[0] - h) + s[1]];
  // SLEEF's POLY10 over s (Estrin's scheme)
  const x = s[0], x2 = x * x, x4 = x2 * x2, x8 = x4 * x4, c = EXPK_POLY;
  const p2 = (i: number) => fma64(x, c[i]!, c[i + 1]!);
  const p4 = (i: number) => fma64(x2, p2(i), p2(i + 2));
  const u = fma64(x8, p2(0), fma64(x4, p4(2), p4(6)));
  const one = s[0] + 1;
  let t: DD = [one, ((1 - one) + s[0]) + s[1]];
  t = ddAdd(t, ddMulD(ddSqu(s), u));
  return d[0] < -1000 ? 0 : ldexp2(t[0] + t[1], q);
}

/** Round half to even, as the vector unit's rint. */
function rintEven(v: number): number {
  const r = Math.round(v);
  return r - v === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

/** SLEEF's pow (Sleef_powd4_u10), what Vectorized<double>::pow runs, special values as C's pow gives them. */
export function powd(x: number, y: number): number {
  if (y === 0 || x === 1) return 1;
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  const yIsInt = Number.isInteger(y), yIsOdd = yIsInt && Math.abs(y % 2) === 1;
  if (x === 0 || !Number.isFinite(x)) {
    const big = (y < 0) !== (x === 0) ? 0 : Infinity;
    return yIsOdd && (x < 0 || Object.is(x, -0)) ? -big : big;
  }
  if (!Number.isFinite(y)) {
    const efx = (Math.abs(x) - 1) * Math.sign(y);
    return efx < 0 ? 0 : efx === 0 ? 1 : Infinity;
  }
  const d = ddMulD(logk(Math.abs(x)), y);
  const r = d[0] > 709.78271114955742909217217426 ? Infinity : expk(d);
  return x > 0 ? r : yIsInt ? (yIsOdd ? -r : r) : NaN;
}

/** SLEEF's hypot (Sleef_hypotd4_u05), what Vectorized<double>::hypot and complex abs run. */
export function hypotd(x: number, y: number): number {
  x = Math.abs(x); y = Math.abs(y);
  if (x === Infinity || y === Infinity) return Infinity;
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  const min = Math.min(x, y), max = Math.max(x, y);
  if (min === 0) return max;
  const scale = max < DBL_MIN ? 2 ** 54 : 1;
  const t = ddDiv([min * scale, 0], [max * scale, 0]);
  const r = ddMulD(ddSqrt(ddAdd2D(ddSqu(t), 1)), max);
  const ret = r[0] + r[1];
  return Number.isNaN(ret) ? Infinity : ret;
}
