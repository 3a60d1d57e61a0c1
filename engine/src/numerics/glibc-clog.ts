/**
 * The real part of glibc's clog and clogf (s_clog_template.c), log|z| as PyTorch's complex log gets it from
 * std::log on every element (Vectorized<complex>::log maps it): near |z| = 1 it takes log1p of |z|^2 - 1 formed
 * without cancellation, elsewhere log(hypot); the tiny and huge are scaled by a power of two first.
 */
import { logCorrect } from './correctly-rounded.ts';
import { fma64 } from './fma.ts';
import { hypot, log1p } from './glibc-f64.ts';
import { log1pf, logf } from './glibc-f32.ts';

const byMagnitude = (a: number, b: number) => Math.abs(a) - Math.abs(b);

/** __x2y2m1: x^2 + y^2 - 1 from the exact squares' parts and -1, summed smallest first with each sum split. */
function x2y2m1(x: number, y: number): number {
  const xx = x * x, yy = y * y;
  const vals = [fma64(x, x, -xx), xx, fma64(y, y, -yy), yy, -1].sort(byMagnitude);
  for (let i = 0; i <= 3; i++) {
    const a = vals[i + 1]!, b = vals[i]!, hi = a + b;
    vals[i + 1] = hi;
    vals[i] = (a - hi) + b;
    const rest = vals.slice(i + 1).sort(byMagnitude);
    vals.splice(i + 1, rest.length, ...rest);
  }
  return vals[4]! + vals[3]! + vals[2]! + vals[1]! + vals[0]!;
}

interface Precision {
  readonly round: (x: number) => number;
  readonly max: number;
  readonly min: number;
  readonly digits: number;
  readonly epsilon: number;
  readonly log: (x: number) => number;
  readonly log1p: (x: number) => number;
  readonly hypot: (x: number, y: number) => number;
  readonly x2y2m1: (x: number, y: number) => number;
}

const f = Math.fround;
const DOUBLE: Precision = {
  round: (x) => x, max: Number.MAX_VALUE, min: 2 ** -1022, digits: 53, epsilon: 2 ** -52,
  log: logCorrect, log1p, hypot, x2y2m1,
};
const FLOAT: Precision = {
  round: f, max: f(3.4028234663852886e38), min: 2 ** -126, digits: 24, epsilon: 2 ** -23,
  log: logf, log1p: log1pf,
  // hypotf and __x2y2m1f work in double and round once
  hypot: (x, y) => f(Math.sqrt(x * x + y * y)),
  x2y2m1: (x, y) => f((x - 1) * (x + 1) + y * y),
};

function clogReal(re: number, im: number, p: Precision): number {
  const r = p.round;
  if (Number.isNaN(re) || Number.isNaN(im)) return Math.abs(re) === Infinity || Math.abs(im) === Infinity ? Infinity : NaN;
  if (re === 0 && im === 0) return -Infinity;
  let absx = Math.max(Math.abs(re), Math.abs(im)), absy = Math.min(Math.abs(re), Math.abs(im));
  let scale = 0;
  if (absx > p.max / 2) {
    scale = -1;
    absx /= 2;
    absy = absy >= p.min * 2 ? absy / 2 : 0;
  } else if (absx < p.min && absy < p.min) {
    scale = p.digits;
    absx *= 2 ** scale;
    absy *= 2 ** scale;
  }
  if (scale === 0) {
    if (absx === 1) return r(p.log1p(r(absy * absy)) / 2);
    if (absx > 1 && absx < 2 && absy < 1) {
      let d2m1 = r(r(absx - 1) * r(absx + 1));
      if (absy >= p.epsilon) d2m1 = r(d2m1 + r(absy * absy));
      return r(p.log1p(d2m1) / 2);
    }
    if (absx < 1 && absx >= 0.5 && absy < p.epsilon / 2) return r(p.log1p(r(r(absx - 1) * r(absx + 1))) / 2);
    if (absx < 1 && absx >= 0.5 && r(r(absx * absx) + r(absy * absy)) >= 0.5) return r(p.log1p(p.x2y2m1(absx, absy)) / 2);
  }
  return r(p.log(p.hypot(absx, absy)) - r(scale * r(Math.LN2)));
}

/** Re(clog(re + i im)) for complex128. */
export const clogRe = (re: number, im: number) => clogReal(re, im, DOUBLE);
/** Re(clogf(re + i im)) for complex64. */
export const clogfRe = (re: number, im: number) => clogReal(re, im, FLOAT);
