/**
 * The C library's double functions where they are not correctly rounded, as glibc (2.35 and later) computes them:
 * what PyTorch's scalar CPU code gets from std::hypot and std::abs of a complex number, and the log1p inside clog.
 */

const SCALE = 2 ** -600, LARGE = 2 ** 511, TINY = 2 ** -511, EPS = 2 ** -54;

/** sqrt(ax^2 + ay^2) for ax >= ay, corrected by the rounding error of the sum (glibc's kernel without FMA). */
function kernel(ax: number, ay: number): number {
  let h = Math.sqrt(ax * ax + ay * ay);
  let t1: number, t2: number;
  if (h <= 2 * ay) {
    const delta = h - ay;
    t1 = ax * (2 * delta - ax);
    t2 = (delta - 2 * (ax - ay)) * delta;
  } else {
    const delta = h - ax;
    t1 = 2 * delta * (ax - 2 * ay);
    t2 = (4 * delta - ay) * ay + delta * delta;
  }
  h -= (t1 + t2) / (2 * h);
  return h;
}

/** glibc's hypot: the kernel, with both sides scaled where the larger is huge or the smaller tiny. */
export function hypot(x: number, y: number): number {
  if (!Number.isFinite(x) || !Number.isFinite(y)) {
    return x === Infinity || x === -Infinity || y === Infinity || y === -Infinity ? Infinity : x + y;
  }
  x = Math.abs(x); y = Math.abs(y);
  const ax = x < y ? y : x, ay = x < y ? x : y;
  if (ax > LARGE) return ay <= ax * EPS ? ax + ay : kernel(ax * SCALE, ay * SCALE) / SCALE;
  if (ay < TINY) return ax >= ay / EPS ? ax + ay : kernel(ax / SCALE, ay / SCALE) * SCALE;
  return ay <= ax * EPS ? ax + ay : kernel(ax, ay);
}

const LN2_HI = 6.93147180369123816490e-01, LN2_LO = 1.90821492927058770002e-10;
const LP = [6.666666666666735130e-01, 3.999999999940941908e-01, 2.857142874366239149e-01, 2.222219843214978396e-01,
  1.818357216161805012e-01, 1.531383769920937332e-01, 1.479819860511658591e-01];
const word = new Float64Array(1);
const halves = new Int32Array(word.buffer);
const highWord = (x: number) => { word[0] = x; return halves[1]!; };
/** x with the high 32 bits of its representation replaced. */
const withHighWord = (x: number, high: number) => { word[0] = x; halves[1] = high; return word[0]!; };

/**
 * glibc's log1p (fdlibm's s_log1p.c, split polynomial evaluation, no fused multiply-adds): 1 + x = 2^k (1 + f) with
 * a correction term for the rounding of 1 + x, then log(1 + f) from s = f / (2 + f). Not correctly rounded.
 */
export function log1p(x: number): number {
  const hx = highWord(x), ax = hx & 0x7fffffff;
  let k = 1, f = 0, c = 0, hu = 0;
  if (hx < 0x3fda827a) {
    if (ax >= 0x3ff00000) return x === -1 ? -Infinity : NaN;
    if (ax < 0x3e200000) return ax < 0x3c900000 ? x : x - x * x * 0.5;
    if (hx > 0 || hx <= (0xbfd2bec3 | 0)) { k = 0; f = x; hu = 1; }
  } else if (hx >= 0x7ff00000) return x + x;
  if (k !== 0) {
    let u: number;
    if (hx < 0x43400000) {
      u = 1 + x;
      hu = highWord(u);
      k = (hu >> 20) - 1023;
      c = (k > 0 ? 1 - (u - x) : x - (u - 1)) / u;
    } else {
      u = x;
      hu = highWord(u);
      k = (hu >> 20) - 1023;
    }
    hu &= 0x000fffff;
    if (hu < 0x6a09e) u = withHighWord(u, hu | 0x3ff00000);
    else {
      k += 1;
      u = withHighWord(u, hu | 0x3fe00000);
      hu = (0x00100000 - hu) >> 2;
    }
    f = u - 1;
  }
  const hfsq = 0.5 * f * f;
  if (hu === 0) {
    if (f === 0) return k === 0 ? 0 : k * LN2_HI + (c + k * LN2_LO);
    const R = hfsq * (1 - 0.66666666666666666 * f);
    return k === 0 ? f - R : k * LN2_HI - ((R - (k * LN2_LO + c)) - f);
  }
  const s = f / (2 + f), z = s * s, z2 = z * z, z4 = z2 * z2, z6 = z4 * z2;
  const R = z * LP[0]! + z2 * (LP[1]! + z * LP[2]!) + z4 * (LP[3]! + z * LP[4]!) + z6 * (LP[5]! + z * LP[6]!);
  if (k === 0) return f - (hfsq - s * (hfsq + R));
  return k * LN2_HI - ((hfsq - (s * (hfsq + R) + (k * LN2_LO + c))) - f);
}
