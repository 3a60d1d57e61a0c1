/**
 * The complex counterparts of lapack-kernels.ts (reference LAPACK 3.11 and reference BLAS's z/c routines), on
 * complex matrices held as (re, im) pairs: element k of a complex array is data[2k] + i data[2k + 1]. Complex
 * arithmetic is gfortran's: a product is (ar br - ai bi, ar bi + ai br) in full even where one factor is real
 * (Fortran converts it to complex first, and with signed zeros the compiler keeps every term), each operation
 * rounded by the precision's `q`, so the zeros' signs come out as LAPACK's do.
 */
import { hypot } from './glibc-f64.ts';
import { EPS, nrm2, type Precision, ROUND, type Round, SAFMIN, sign } from './lapack-kernels.ts';

/** A column-major complex (sub)matrix: element (i, j) is the pair at data[2 * (at + i + j * ld)]. */
export interface ComplexBlock { readonly data: Float64Array; readonly at: number; readonly ld: number }
export const cblock = (data: Float64Array, ld: number, i = 0, j = 0): ComplexBlock => ({ data, at: i + j * ld, ld });
export const csub = (b: ComplexBlock, i: number, j: number): ComplexBlock =>
  ({ data: b.data, at: b.at + i + j * b.ld, ld: b.ld });
/** A new column-major complex rows x cols matrix of zeros. */
export const cmatrix = (rows: number, cols: number): ComplexBlock => cblock(new Float64Array(2 * rows * cols), rows);
/** The index of (i, j)'s real part. */
export const cat = (b: ComplexBlock, i: number, j: number) => 2 * (b.at + i + j * b.ld);

export type Complex = [re: number, im: number];

/** a * b as gfortran multiplies complex numbers. */
export const cmul = (ar: number, ai: number, br: number, bi: number, q: Round): Complex =>
  [q(q(ar * br) - q(ai * bi)), q(q(ar * bi) + q(ai * br))];

/**
 * |x + iy| as gfortran's ABS of a complex number: the C library's hypot (glibc's); complex64 as hypotf, in double
 * then rounded.
 */
export function cabs(x: number, y: number, p: Precision): number {
  return p === 'single' ? Math.fround(Math.sqrt(x * x + y * y)) : hypot(x, y);
}

/** dlapy3: sqrt(x^2 + y^2 + z^2) without needless overflow. */
function lapy3(x: number, y: number, z: number, q: Round): number {
  const xa = Math.abs(x), ya = Math.abs(y), za = Math.abs(z), w = Math.max(xa, ya, za);
  if (w === 0 || w > Number.MAX_VALUE) return q(q(xa + ya) + za);
  const r = (v: number) => q(q(v / w) ** 2);
  return q(w * q(Math.sqrt(q(q(r(xa) + r(ya)) + r(za)))));
}

/** dladiv: (a + ib) / (c + id) by Baudin and Smith's robust algorithm, as zladiv calls it. */
export function ladiv(a: number, b: number, c: number, d: number, p: Precision): Complex {
  const q = ROUND[p], eps = EPS[p], un = SAFMIN[p], ov = p === 'double' ? Number.MAX_VALUE : 3.4028234663852886e38;
  const bs = 2, be = q(bs / q(eps * eps));
  let aa = a, bb = b, cc = c, dd = d, s = 1;
  const ab = Math.max(Math.abs(a), Math.abs(b)), cd = Math.max(Math.abs(c), Math.abs(d));
  if (ab >= q(0.5 * ov)) [aa, bb, s] = [q(0.5 * aa), q(0.5 * bb), q(2 * s)];
  if (cd >= q(0.5 * ov)) [cc, dd, s] = [q(0.5 * cc), q(0.5 * dd), q(0.5 * s)];
  if (ab <= q(q(un * bs) / eps)) [aa, bb, s] = [q(aa * be), q(bb * be), q(s / be)];
  if (cd <= q(q(un * bs) / eps)) [cc, dd, s] = [q(cc * be), q(dd * be), q(s * be)];
  const part = (a1: number, b1: number, c1: number, d1: number, r: number, t: number) => {
    if (r !== 0) {
      const br = q(b1 * r);
      return br !== 0 ? q(q(a1 + br) * t) : q(q(a1 * t) + q(q(b1 * t) * r));
    }
    return q(q(a1 + q(d1 * q(b1 / c1))) * t);
  };
  const div1 = (a1: number, b1: number, c1: number, d1: number): Complex => {
    const r = q(d1 / c1), t = q(1 / q(c1 + q(d1 * r)));
    return [part(a1, b1, c1, d1, r, t), part(b1, -a1, c1, d1, r, t)];
  };
  let pr: number, qi: number;
  if (Math.abs(d) <= Math.abs(c)) {
    [pr, qi] = div1(aa, bb, cc, dd);
  } else {
    [pr, qi] = div1(bb, aa, dd, cc);
    qi = -qi;
  }
  return [q(pr * s), q(qi * s)];
}

/** zscal: x = alpha x over n values. */
function scal(n: number, alpha: Complex, data: Float64Array, x: number, inc: number, q: Round): void {
  for (let k = 0; k < n; k++) {
    const at = 2 * (x + k * inc);
    [data[at], data[at + 1]] = cmul(alpha[0], alpha[1], data[at]!, data[at + 1]!, q);
  }
}

/**
 * zlarfg: the reflector H = I - tau v v^H with H^H [alpha; x] = [beta; 0], beta real, for alpha the complex value at
 * index alphaAt and x's n - 1 at x + k * inc. Leaves beta at alpha's place and v's tail in x's; returns tau.
 */
export function clarfg(data: Float64Array, alphaAt: number, n: number, x: number, inc: number, p: Precision): Complex {
  if (n <= 0) return [0, 0];
  const q = ROUND[p];
  let xnorm = nrm2(2 * (n - 1), (k) => data[2 * (x + (k >> 1) * inc) + (k & 1)]!, p);
  let alphr = data[2 * alphaAt]!, alphi = data[2 * alphaAt + 1]!;
  if (xnorm === 0 && alphi === 0) return [0, 0];
  let beta = -sign(lapy3(alphr, alphi, xnorm, q), alphr);
  const safmin = q(SAFMIN[p] / EPS[p]), rsafmn = q(1 / safmin);
  let knt = 0;
  if (Math.abs(beta) < safmin) {
    // rescale until beta is representable, as LAPACK does for a tiny column
    do {
      knt++;
      for (let k = 0; k < n - 1; k++) {
        const at = 2 * (x + k * inc);
        data[at] = q(data[at]! * rsafmn);
        data[at + 1] = q(data[at + 1]! * rsafmn);
      }
      beta = q(beta * rsafmn);
      alphi = q(alphi * rsafmn);
      alphr = q(alphr * rsafmn);
    } while (Math.abs(beta) < safmin && knt < 20);
    xnorm = nrm2(2 * (n - 1), (k) => data[2 * (x + (k >> 1) * inc) + (k & 1)]!, p);
    beta = -sign(lapy3(alphr, alphi, xnorm, q), alphr);
  }
  const tau: Complex = [q(q(beta - alphr) / beta), q(-alphi / beta)];
  // alpha - beta with beta taken as complex: its imaginary part is alphi - 0
  const scale = ladiv(1, 0, q(alphr - beta), q(alphi - 0), p);
  scal(n - 1, scale, data, x, inc, q);
  for (let j = 0; j < knt; j++) beta = q(beta * safmin);
  data[2 * alphaAt] = beta;
  data[2 * alphaAt + 1] = 0;
  return tau;
}

const isZero = (data: Float64Array, at: number) => data[at] === 0 && data[at + 1] === 0;

/**
 * zlarf: C = H C ('left') or C H ('right') for the m x n block C and H = I - tau v v^H, v's values at complex
 * indices v.at + k * inc (the caller has set the unit one in place, as LAPACK's callers do). As reference LAPACK,
 * trailing zeros of v and C's trailing zero columns (left) or rows (right) are left out, and the products are
 * zgemv's then zgerc's.
 */
export function clarf(left: boolean, m: number, n: number, v: ComplexBlock, inc: number, tau: Complex,
  c: ComplexBlock, q: Round): void {
  if (tau[0] === 0 && tau[1] === 0) return;
  const d = c.data, vd = v.data;
  const V = (k: number) => 2 * (v.at + k * inc);
  let lastv = left ? m : n;
  while (lastv > 0 && isZero(vd, V(lastv - 1))) lastv--;
  if (lastv === 0) return;
  const C = (i: number, j: number) => cat(c, i, j);
  const mtau: Complex = [-tau[0], -tau[1]];
  if (left) {
    // ilazlc: the last column of C(0:lastv, :) with a nonzero value
    let lastc = n;
    while (lastc > 0 && !Array.from({ length: lastv }, (_, i) => !isZero(d, C(i, lastc - 1))).some(Boolean)) lastc--;
    // w = C^H v (zgemv 'C'), then C -= tau v w^H (zgerc)
    const w = new Float64Array(2 * lastc);
    for (let j = 0; j < lastc; j++) {
      let tr = 0, ti = 0;
      for (let i = 0; i < lastv; i++) {
        const [pr, pi] = cmul(d[C(i, j)]!, -d[C(i, j) + 1]!, vd[V(i)]!, vd[V(i) + 1]!, q);
        tr = q(tr + pr);
        ti = q(ti + pi);
      }
      const [ar, ai] = cmul(1, 0, tr, ti, q);
      w[2 * j] = q(0 + ar);
      w[2 * j + 1] = q(0 + ai);
    }
    for (let j = 0; j < lastc; j++) {
      if (w[2 * j] === 0 && w[2 * j + 1] === 0) continue;
      const [tr, ti] = cmul(mtau[0], mtau[1], w[2 * j]!, -w[2 * j + 1]!, q);
      for (let i = 0; i < lastv; i++) {
        const [pr, pi] = cmul(vd[V(i)]!, vd[V(i) + 1]!, tr, ti, q);
        d[C(i, j)] = q(d[C(i, j)]! + pr);
        d[C(i, j) + 1] = q(d[C(i, j) + 1]! + pi);
      }
    }
  } else {
    // ilazlr: the last row of C(:, 0:lastv) with a nonzero value
    let lastc = 0;
    for (let j = 0; j < lastv; j++) {
      let i = m;
      while (i > 0 && isZero(d, C(i - 1, j))) i--;
      lastc = Math.max(lastc, i);
    }
    // w = C v (zgemv 'N'), then C -= tau w v^H (zgerc)
    const w = new Float64Array(2 * lastc);
    for (let j = 0; j < lastv; j++) {
      const [tr, ti] = cmul(1, 0, vd[V(j)]!, vd[V(j) + 1]!, q);
      for (let i = 0; i < lastc; i++) {
        const [pr, pi] = cmul(tr, ti, d[C(i, j)]!, d[C(i, j) + 1]!, q);
        w[2 * i] = q(w[2 * i]! + pr);
        w[2 * i + 1] = q(w[2 * i + 1]! + pi);
      }
    }
    for (let j = 0; j < lastv; j++) {
      if (isZero(vd, V(j))) continue;
      const [tr, ti] = cmul(mtau[0], mtau[1], vd[V(j)]!, -vd[V(j) + 1]!, q);
      for (let i = 0; i < lastc; i++) {
        const [pr, pi] = cmul(w[2 * i]!, w[2 * i + 1]!, tr, ti, q);
        d[C(i, j)] = q(d[C(i, j)]! + pr);
        d[C(i, j) + 1] = q(d[C(i, j) + 1]! + pi);
      }
    }
  }
}

/**
 * zlasr with SIDE 'R', PIVOT 'V': the real plane rotations (c[k], s[k]) in the planes of columns (k, k + 1),
 * k < count, applied to the m-long complex columns of `a`, last to first (`backward`) or first to last. Each real
 * factor multiplies as a complex number, as in Fortran.
 */
export function clasrColumns(backward: boolean, count: number, m: number, c: ArrayLike<number>, s: ArrayLike<number>,
  a: ComplexBlock, q: Round): void {
  const d = a.data;
  for (let step = 0; step < count; step++) {
    const k = backward ? count - 1 - step : step;
    const ct = c[k]!, st = s[k]!;
    if (ct === 1 && st === 0) continue;
    for (let i = 0; i < m; i++) {
      const x = cat(a, i, k), y = cat(a, i, k + 1);
      const tr = d[y]!, ti = d[y + 1]!, xr = d[x]!, xi = d[x + 1]!;
      const [ar, ai] = cmul(ct, 0, tr, ti, q), [br, bi] = cmul(st, 0, xr, xi, q);
      d[y] = q(ar - br);
      d[y + 1] = q(ai - bi);
      const [er, ei] = cmul(st, 0, tr, ti, q), [fr, fi] = cmul(ct, 0, xr, xi, q);
      d[x] = q(er + fr);
      d[x + 1] = q(ei + fi);
    }
  }
}

/** zswap of two m-long columns. */
export function cswapColumns(a: ComplexBlock, j: number, k: number, m: number): void {
  for (let i = 0; i < m; i++) {
    const x = cat(a, i, j), y = cat(a, i, k);
    [a.data[x], a.data[y]] = [a.data[y]!, a.data[x]!];
    [a.data[x + 1], a.data[y + 1]] = [a.data[y + 1]!, a.data[x + 1]!];
  }
}
