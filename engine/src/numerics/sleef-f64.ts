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
