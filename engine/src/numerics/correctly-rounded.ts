/**
 * exp, log, log1p, pow, sin, cos and tan of a float64 correctly rounded, as glibc's (which PyTorch's scalar CPU code
 * calls: std::log, std::cos) return them but for rare misroundings of glibc's own; V8's Math functions are fdlibm's,
 * off by one ulp for a few percent of arguments. Each is evaluated in double-double arithmetic (about 106 bits) and
 * rounded once.
 * Slower than Math.*: for paths whose float64 results must be PyTorch's bits (the samplers' transformations).
 */
import { productError } from './fma.ts';

/** The low word of the last double-double operation (its high word is the return value). */
let lo = 0;

/** a + b as hi (returned) + lo, exactly. */
function twoSum(a: number, b: number): number {
  const s = a + b, bb = s - a;
  lo = (a - (s - bb)) + (b - bb);
  return s;
}

/** a * b as hi (returned) + lo, exactly. */
function twoProd(a: number, b: number): number {
  const p = a * b;
  lo = productError(a, b, p);
  return p;
}

/** (ah + al) + (bh + bl), renormalised. */
function add(ah: number, al: number, bh: number, bl: number): number {
  const s = twoSum(ah, bh), e = lo + al + bl;
  return twoSum(s, e);
}

/** (ah + al) * (bh + bl), renormalised. */
function mul(ah: number, al: number, bh: number, bl: number): number {
  const p = twoProd(ah, bh), e = lo + ah * bl + al * bh;
  return twoSum(p, e);
}

/** (ah + al) / (bh + bl), renormalised: one Newton step on the quotient of the high words. */
function div(ah: number, al: number, bh: number, bl: number): number {
  const q = ah / bh;
  const ph = mul(q, 0, bh, bl), pl = lo;
  const rh = add(ah, al, -ph, -pl), rl = lo;
  const q2 = (rh + rl) / bh;
  return twoSum(q, q2);
}

const LN2_HI = 0.6931471805599453, LN2_LO = 2.3190468138462996e-17;

/**
 * 1/n as double-doubles, [hi, lo] pairs by n, up to the largest the series' double-double levels divide by (10 * 11
 * in sin's): their coefficients, made once.
 */
const RECIPROCALS = new Float64Array(2 * 111);
for (let n = 1; n <= 110; n++) {
  RECIPROCALS[2 * n] = div(1, 0, n, 0);
  RECIPROCALS[2 * n + 1] = lo;
}

/** log(x), correctly rounded. */
export function logCorrect(x: number): number {
  if (!(x > 0) || x === Infinity) return Math.log(x);
  return logDD(x) + lo;
}

/** log1p(y), correctly rounded: the log of 1 + y held exactly as a double-double, log(h + l) = log h + l / h. */
export function log1pCorrect(y: number): number {
  const h = twoSum(1, y), l = lo;
  // log1p(-0) is -0, which the sum below would lose
  if (y === 0 || !(h > 0) || h === Infinity || !Number.isFinite(y)) return Math.log1p(y);
  const rh = logDD(h), rl = lo;
  return add(rh, rl, l / h, 0) + lo;
}

/**
 * log(x) for a positive finite x as hi (returned) + lo: x = m 2^e with m in [sqrt(1/2), sqrt(2)),
 * log m = 2 atanh((m - 1) / (m + 1)).
 */
function logDD(x: number): number {
  let e = Math.floor(Math.log2(x));
  let m = x / 2 ** e;
  if (m >= Math.SQRT2) { m /= 2; e += 1; } else if (m < Math.SQRT1_2) { m *= 2; e -= 1; }
  const dh = twoSum(m, 1), dl = lo;
  const sh = div(m - 1, 0, dh, dl), sl = lo; // m - 1 is exact (Sterbenz)
  const s2h = mul(sh, sl, sh, sl), s2l = lo;
  // the series 1 + s^2/3 + s^4/5 + ..., summed from its smallest term (s^2 <= 0.0295: 22 terms reach 2^-110);
  // the terms past s^10 (below 2^-25 of the sum) in plain doubles
  let th = 0, tl = 0;
  for (let k = 22; k > 5; k--) th = th * s2h + 1 / (2 * k + 1);
  for (let k = 5; k >= 1; k--) {
    const ph = mul(th, tl, s2h, s2l), pl = lo;
    th = add(ph, pl, RECIPROCALS[2 * (2 * k + 1)]!, RECIPROCALS[2 * (2 * k + 1) + 1]!); tl = lo;
  }
  const ph = mul(th, tl, s2h, s2l), pl = lo;
  th = add(ph, pl, 1, 0); tl = lo;
  const lh = mul(th, tl, 2 * sh, 2 * sl), ll = lo;
  const eh = mul(LN2_HI, LN2_LO, e, 0), el = lo;
  return add(eh, el, lh, ll);
}

/** exp(x), correctly rounded. */
export function expCorrect(x: number): number {
  if (!Number.isFinite(x) || Math.abs(x) > 700) return Math.exp(x);
  return expDD(x, 0);
}

/**
 * pow(x, y), correctly rounded, as glibc's pow returns it but for its misroundings (about 0.07% of arguments): exp(y log|x|) with the
 * product held as a double-double. Special values, and results near the ends of the range, are JS's (C's but for
 * 1 to any power and -1 to an infinite one, which are 1).
 */
export function powCorrect(x: number, y: number): number {
  if (x === 1 || y === 0) return 1;
  const ax = Math.abs(x);
  if (!(ax > 0) || ax === Infinity || !Number.isFinite(y) || (x < 0 && !Number.isInteger(y))) {
    return ax === 1 && Math.abs(y) === Infinity ? 1 : x ** y;
  }
  const lh = logDD(ax), ll = lo;
  const ph = mul(lh, ll, y, 0), pl = lo;
  if (Math.abs(ph) > 700) return x ** y;
  const r = expDD(ph, pl);
  return x < 0 && Math.abs(y % 2) === 1 ? -r : r;
}

/** exp(xh + xl), correctly rounded, for |xh| <= 700: k ln 2 + r with |r| <= ln 2 / 2, exp r by its Taylor series. */
function expDD(xh: number, xl: number): number {
  const k = Math.round(xh / LN2_HI);
  let rh = twoProd(-k, LN2_HI), rl = lo;
  rh = add(xh, xl, rh, rl + -k * LN2_LO); rl = lo;
  // 1 + r (1 + r/2 (1 + r/3 (...))), its levels past the 7th (below 2^-27 of the sum) in plain doubles
  let th = 1, tl = 0;
  for (let n = 27; n > 7; n--) th = 1 + th * rh / n;
  for (let n = 7; n >= 1; n--) {
    th = mul(th, tl, rh, rl); tl = lo;
    th = mul(th, tl, RECIPROCALS[2 * n]!, RECIPROCALS[2 * n + 1]!); tl = lo;
    th = add(1, 0, th, tl); tl = lo;
  }
  // 2^k in two steps, so that exp of arguments near the ends of the range neither overflows nor flushes early
  const half = Math.trunc(k / 2);
  return (th + tl) * 2 ** half * 2 ** (k - half);
}

const PIO2 = [1.5707963267948966, 6.123233995736766e-17, -1.4973849048591698e-33] as const;

/** sin(r) and cos(r) for |r| <= pi/4 given as rh + rl, into `out` as [sin, cos] double-doubles. */
function sinCosReduced(rh: number, rl: number, out: Float64Array): void {
  const r2h = mul(rh, rl, rh, rl), r2l = lo;
  // sin r = r (1 - r^2/(2*3) (1 - r^2/(4*5) (...))), cos r = 1 - r^2/(1*2) (1 - r^2/(3*4) (...)), 14 levels each,
  // those past the 5th (below 2^-33 of the sum) in plain doubles
  let sh = 1, sl = 0, ch = 1, cl = 0;
  for (let k = 14; k > 5; k--) {
    sh = 1 - sh * r2h / ((2 * k) * (2 * k + 1));
    ch = 1 - ch * r2h / ((2 * k - 1) * (2 * k));
  }
  for (let k = 5; k >= 1; k--) {
    let th = mul(sh, sl, r2h, r2l), tl = lo;
    const a = 2 * (2 * k) * (2 * k + 1);
    th = mul(th, tl, RECIPROCALS[a]!, RECIPROCALS[a + 1]!); tl = lo;
    sh = add(1, 0, -th, -tl); sl = lo;
    th = mul(ch, cl, r2h, r2l); tl = lo;
    const b = 2 * (2 * k - 1) * (2 * k);
    th = mul(th, tl, RECIPROCALS[b]!, RECIPROCALS[b + 1]!); tl = lo;
    ch = add(1, 0, -th, -tl); cl = lo;
  }
  out[0] = mul(sh, sl, rh, rl); out[1] = lo;
  out[2] = ch; out[3] = cl;
}

const parts = new Float64Array(4);

/** x - k pi/2 into `parts` as sin and cos double-doubles of the reduced argument; returns k mod 4. */
function reduced(x: number): number {
  const k = Math.round(x / PIO2[0]);
  // x - k pi/2 with pi/2 in three parts; k times each part exactly
  let rh = twoProd(-k, PIO2[0]), rl = lo;
  rh = add(x, 0, rh, rl); rl = lo;
  const mh = twoProd(-k, PIO2[1]), ml = lo;
  rh = add(rh, rl, mh, ml + -k * PIO2[2]); rl = lo;
  sinCosReduced(rh, rl, parts);
  return ((k % 4) + 4) % 4;
}

/** sin(x) and cos(x), each correctly rounded, for a finite x of moderate size (|x| < 2^20). */
export function sinCosCorrect(x: number): [number, number] {
  if (!Number.isFinite(x) || Math.abs(x) >= 2 ** 20) return [Math.sin(x), Math.cos(x)];
  const quadrant = reduced(x);
  const s = parts[0]! + parts[1]!, c = parts[2]! + parts[3]!;
  switch (quadrant) {
    case 0: return [s, c];
    case 1: return [c, -s];
    case 2: return [-s, -c];
    default: return [-c, s];
  }
}

/** tan(x), correctly rounded, for a finite x of moderate size (|x| < 2^20): the reduced sine over cosine. */
export function tanCorrect(x: number): number {
  if (!Number.isFinite(x) || Math.abs(x) >= 2 ** 20) return Math.tan(x);
  const odd = reduced(x) % 2 === 1;
  const [sh, sl, ch, cl] = parts;
  const q = odd ? div(ch!, cl!, -sh!, -sl!) : div(sh!, sl!, ch!, cl!);
  return q + lo;
}

/**
 * atan2(y, x), all but correctly rounded (glibc's is too, but for rare misroundings): V8's angle t, then one Newton
 * step t + (y cos t - x sin t) / (x cos t + y sin t) with sin t and cos t as double-doubles, so the residual keeps
 * its bits; zeros, infinities and NaN as C's atan2 gives them.
 */
export function atan2Correct(y: number, x: number): number {
  const t = Math.atan2(y, x);
  if (!Number.isFinite(x) || !Number.isFinite(y) || x === 0 || y === 0 || Number.isNaN(t)) return t;
  // scale the larger part to about 1, so neither product overflows nor flushes
  const scale = 2 ** -Math.max(Math.floor(Math.log2(Math.max(Math.abs(x), Math.abs(y)))), -1000);
  const ys = y * scale, xs = x * scale;
  const quadrant = reduced(t);
  let [sh, sl, ch, cl] = parts as unknown as [number, number, number, number];
  for (let q = 0; q < quadrant; q++) [sh, sl, ch, cl] = [ch, cl, -sh, -sl];
  const ych = mul(ys, 0, ch, cl), ycl = lo;
  const xsh = mul(xs, 0, sh, sl), xsl = lo;
  const num = add(ych, ycl, -xsh, -xsl) + lo;
  const xch = mul(xs, 0, ch, cl), xcl = lo;
  const ysh = mul(ys, 0, sh, sl), ysl = lo;
  const den = add(xch, xcl, ysh, ysl) + lo;
  return t + num / den;
}
