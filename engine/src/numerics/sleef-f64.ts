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

const LN2: DD = [0.693147180559945286226764, 2.319046813846299558417771e-17];
const LOG1P_BOUND = 1e307;
const DBL_MIN = 2 ** -1022;

/** SLEEF's log1p (Sleef_log1pd4_u10), which PyTorch's float64 log1p runs in its vectorised loops. */
export function log1pd(d: number): number {
  if (Number.isNaN(d) || d < -1) return NaN;
  if (d === -1) return -Infinity;
  if (Object.is(d, -0)) return -0;
  // beyond the core approximation SLEEF takes its log; the C library's stands in for it there
  if (d > LOG1P_BOUND) return Math.log(d);
  let dp1 = d + 1;
  const tiny = dp1 < DBL_MIN;
  if (tiny) dp1 *= 2 ** 64;
  let e = exponentOf(dp1 * (1 / 0.75));
  // m = (1 + d) * 2^-e - 1, formed without the rounding error of 1 + d
  const t = 2 ** -e;
  const m = fma64(d, t, t - 1);
  if (tiny) e -= 64;
  let s = ddMulD(LN2, e);
  const sum = 2 + m;
  const x = ddDiv([m, 0], [sum, (2 - sum) + m]);
  const x2 = x[0] * x[0], x4 = x2 * x2, x8 = x4 * x4;
  // SLEEF's POLY7 over x^2 (Estrin's scheme)
  const poly = fma64(x8, fma64(x4, 0.1532076988502701353, fma64(x2, 0.1525629051003428716, 0.1818605932937785996)),
    fma64(x4, fma64(x2, 0.2222214519839380009, 0.2857142932794299317),
      fma64(x2, 0.3999999999635251990, 0.6666666666667333541)));
  // s + 2x (both double-double, |s| >= |2x|), then + x^3 * poly
  const y0 = x[0] * 2, y1 = x[1] * 2;
  let head = s[0] + y0;
  s = [head, (((s[0] - head) + y0) + s[1]) + y1];
  const tail = x2 * x[0] * poly;
  head = s[0] + tail;
  s = [head, ((s[0] - head) + tail) + s[1]];
  return s[0] + s[1];
}
