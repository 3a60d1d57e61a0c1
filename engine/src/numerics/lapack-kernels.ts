/**
 * The small routines LAPACK's factorizations share (reference LAPACK 3.11 and reference BLAS, as the PyTorch the
 * goldens come from links them): reflectors, plane rotations, safe scaling, in either precision. A float32 routine
 * is float64 arithmetic rounded to float32 after every operation (`ROUND`), which IEEE makes exact for + - * / and
 * sqrt, so the single-precision routines' rounding, and the decisions it tips, are theirs.
 */
import type { Matrix } from './dense.ts';

/** dlamch's relative machine precision ('E') and safe minimum for float64 and float32 (slamch). */
export type Precision = 'double' | 'single';
export const EPS: Record<Precision, number> = { double: 2 ** -53, single: 2 ** -24 };
export const SAFMIN: Record<Precision, number> = { double: 2 ** -1022, single: 2 ** -126 };
/** Rounds an operation's result to the precision's type: float32 arithmetic is float64's rounded after each step. */
export type Round = (x: number) => number;
export const ROUND: Record<Precision, Round> = { double: (x) => x, single: Math.fround };

/** Fortran's SIGN(a, b): |a| with b's sign. */
export const sign = (a: number, b: number) => (b >= 0 && !Object.is(b, -0) ? Math.abs(a) : -Math.abs(a));

/** dlapy2: sqrt(x^2 + y^2) without needless overflow. */
export function lapy2(x: number, y: number, q: Round): number {
  if (Number.isNaN(x)) return x;
  if (Number.isNaN(y)) return y;
  const w = Math.max(Math.abs(x), Math.abs(y)), z = Math.min(Math.abs(x), Math.abs(y));
  if (z === 0 || w > Number.MAX_VALUE) return w;
  const r = q(z / w);
  return q(w * q(Math.sqrt(q(1 + q(r * r)))));
}

/** ddot: the products summed in order (reference BLAS's unrolling keeps that order). */
export function dot(n: number, x: Float64Array, xo: number, y: Float64Array, yo: number, q: Round): number {
  let sum = 0;
  for (let i = 0; i < n; i++) sum = q(sum + q(x[xo + i]! * y[yo + i]!));
  return sum;
}

// dnrm2's (snrm2's) thresholds and scales (Blue's algorithm): below tsml and above tbig values are summed scaled
const BLUE: Record<Precision, { tsml: number; tbig: number; ssml: number; sbig: number; max: number }> = {
  double: { tsml: 2 ** -511, tbig: 2 ** 486, ssml: 2 ** 537, sbig: 2 ** -538, max: Number.MAX_VALUE },
  single: { tsml: 2 ** -63, tbig: 2 ** 52, ssml: 2 ** 75, sbig: 2 ** -76, max: 3.4028234663852886e38 },
};

/**
 * dnrm2 / dznrm2 (reference BLAS 3.10 on): the Euclidean norm of the `count` values value(0), value(1), ... (a
 * complex vector's parts, real then imaginary), summed in three accumulators by size so that no square under- or
 * overflows, as LAPACK's reflectors measure their columns.
 */
export function nrm2(count: number, value: (k: number) => number, p: Precision): number {
  if (count <= 0) return 0;
  const q = ROUND[p], { tsml, tbig, ssml, sbig, max } = BLUE[p];
  let notbig = true, asml = 0, amed = 0, abig = 0;
  for (let k = 0; k < count; k++) {
    const ax = Math.abs(value(k));
    if (ax > tbig) {
      abig = q(abig + q(q(ax * sbig) ** 2));
      notbig = false;
    } else if (ax < tsml) {
      if (notbig) asml = q(asml + q(q(ax * ssml) ** 2));
    } else {
      amed = q(amed + q(ax * ax));
    }
  }
  let scl = 1, sumsq = amed;
  const medium = amed > 0 || amed > max || Number.isNaN(amed);
  if (abig > 0) {
    if (medium) abig = q(abig + q(q(amed * sbig) * sbig));
    scl = 1 / sbig;
    sumsq = abig;
  } else if (asml > 0) {
    if (medium) {
      const med = q(Math.sqrt(amed)), sml = q(q(Math.sqrt(asml)) / ssml);
      const [ymin, ymax] = sml > med ? [med, sml] : [sml, med];
      sumsq = q(q(ymax ** 2) * q(1 + q(q(ymin / ymax) ** 2)));
    } else {
      scl = 1 / ssml;
      sumsq = asml;
    }
  }
  return q(scl * q(Math.sqrt(sumsq)));
}

/**
 * dlarfg: the reflector H = I - tau v v^T with H [alpha; x] = [beta; 0], for alpha at data[alpha] and the n - 1
 * values of x at data[x + k * inc]. Leaves beta at alpha's place and v's tail (v = [1; tail]) in x's; returns tau.
 */
export function larfg(data: Float64Array, alphaAt: number, n: number, x: number, inc: number, p: Precision): number {
  if (n <= 1) return 0;
  const q = ROUND[p];
  const norm = () => nrm2(n - 1, (k) => data[x + k * inc]!, p);
  const xnorm = norm();
  if (xnorm === 0) return 0;
  let alpha = data[alphaAt]!;
  let beta = -sign(lapy2(alpha, xnorm, q), alpha);
  const small = q(SAFMIN[p] / EPS[p]);
  let knt = 0;
  if (Math.abs(beta) < small) {
    // rescale until beta is representable, as LAPACK does for a tiny column
    const rsafmn = q(1 / small);
    do {
      knt++;
      for (let k = 0; k < n - 1; k++) data[x + k * inc] = q(data[x + k * inc]! * rsafmn);
      beta = q(beta * rsafmn);
      alpha = q(alpha * rsafmn);
    } while (Math.abs(beta) < small && knt < 20);
    beta = -sign(lapy2(alpha, norm(), q), alpha);
  }
  const tau = q(q(beta - alpha) / beta);
  const scale = q(1 / q(alpha - beta));
  for (let k = 0; k < n - 1; k++) data[x + k * inc] = q(data[x + k * inc]! * scale);
  for (let j = 0; j < knt; j++) beta = q(beta * small);
  data[alphaAt] = beta;
  return tau;
}

/** dlartg (LAPACK 3.10 on): [c s; -s c] [f; g] = [r; 0] with c >= 0. */
export function rotation(f: number, g: number, p: Precision): [c: number, s: number, r: number] {
  const q = ROUND[p];
  const safmin = SAFMIN[p], safmax = 1 / safmin;
  const rtmin = q(Math.sqrt(safmin)), rtmax = q(Math.sqrt(safmax / 2));
  const f1 = Math.abs(f), g1 = Math.abs(g);
  if (g === 0) return [1, 0, f];
  if (f === 0) return [0, sign(1, g), g1];
  if (f1 > rtmin && f1 < rtmax && g1 > rtmin && g1 < rtmax) {
    const d = q(Math.sqrt(q(q(f * f) + q(g * g))));
    const r = sign(d, f);
    return [q(f1 / d), q(g / r), r];
  }
  const u = Math.min(safmax, Math.max(safmin, f1, g1));
  const fs = q(f / u), gs = q(g / u);
  const d = q(Math.sqrt(q(q(fs * fs) + q(gs * gs))));
  const r = sign(d, f);
  return [q(Math.abs(fs) / d), q(gs / r), q(r * u)];
}

/** dlascl('G') on values[from, from + count): multiplies by cto / cfrom without overflow, in LAPACK's steps. */
export function rescale(values: Float64Array, from: number, count: number, cfrom: number, cto: number, p: Precision): void {
  const q = ROUND[p];
  const smlnum = SAFMIN[p], bignum = 1 / smlnum;
  let cfromc = cfrom, ctoc = cto;
  for (let done = false; !done;) {
    const cfrom1 = q(cfromc * smlnum);
    let mul: number;
    if (cfrom1 === cfromc) {
      // cfromc is inf: multiply by a correctly signed zero or nan
      mul = q(ctoc / cfromc);
      done = true;
    } else {
      const cto1 = q(ctoc / bignum);
      if (cto1 === ctoc) {
        mul = ctoc;
        done = true;
      } else if (Math.abs(cfrom1) > Math.abs(ctoc) && ctoc !== 0) {
        mul = smlnum;
        cfromc = cfrom1;
      } else if (Math.abs(cto1) > Math.abs(cfromc)) {
        mul = bignum;
        ctoc = cto1;
      } else {
        mul = q(ctoc / cfromc);
        done = true;
      }
    }
    for (let k = 0; k < count; k++) values[from + k] = q(values[from + k]! * mul);
  }
}


/**
 * The row-major `input` column-major, as LAPACK holds it, each value rounded to the precision: its first `cols`
 * columns, zeros past its own.
 */
export function columnMajor(input: Matrix, q: Round, cols = input.cols): Float64Array {
  const { rows: m, cols: n } = input, a = new Float64Array(m * cols);
  for (let i = 0; i < m; i++) for (let j = 0; j < Math.min(n, cols); j++) a[i + j * m] = q(input.data[i * n + j]!);
  return a;
}

/** The column-major rows x cols `data` as a row-major matrix. */
export function rowMajor(data: Float64Array, rows: number, cols: number): Matrix {
  const out = new Float64Array(rows * cols);
  for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) out[i * cols + j] = data[i + j * rows]!;
  return { rows, cols, data: out };
}

/** A column-major (sub)matrix: element (i, j) at data[at + i + j * ld]. */
export interface Block { readonly data: Float64Array; readonly at: number; readonly ld: number }
export const block = (data: Float64Array, ld: number, i = 0, j = 0): Block => ({ data, at: i + j * ld, ld });
export const sub = (b: Block, i: number, j: number): Block => ({ data: b.data, at: b.at + i + j * b.ld, ld: b.ld });

/**
 * dlarf: C = H C ('left') or C H ('right') for the m x n block C and H = I - tau v v^T, v's values at
 * v.data[v.at + k * inc], its `unit`-th taken as 1 (the first for QR-like reflectors, the last for QL-like ones), as
 * the routines that call it set it. The products are reference BLAS's: dgemv then dger, each sum in index order.
 */
export function larf(left: boolean, m: number, n: number, v: Block, inc: number, tau: number, c: Block, q: Round,
  unit = 0): void {
  if (tau === 0) return;
  const vk = (k: number) => (k === unit ? 1 : v.data[v.at + k * inc]!);
  const C = (i: number, j: number) => c.at + i + j * c.ld;
  const d = c.data;
  if (left) {
    // w = C^T v, then C -= v (tau w)^T
    for (let j = 0; j < n; j++) {
      let w = 0;
      for (let i = 0; i < m; i++) w = q(w + q(d[C(i, j)]! * vk(i)));
      if (w === 0) continue;
      const t = q(-tau * w);
      for (let i = 0; i < m; i++) d[C(i, j)] = q(d[C(i, j)]! + q(vk(i) * t));
    }
  } else {
    // w = C v, then C -= w (tau v)^T
    const w = new Float64Array(m);
    for (let j = 0; j < n; j++) {
      const t = vk(j);
      for (let i = 0; i < m; i++) w[i] = q(w[i]! + q(t * d[C(i, j)]!));
    }
    for (let j = 0; j < n; j++) {
      const t = q(-tau * vk(j));
      if (t === 0) continue;
      for (let i = 0; i < m; i++) d[C(i, j)] = q(d[C(i, j)]! + q(w[i]! * t));
    }
  }
}

/**
 * dlasr with PIVOT = 'V': the plane rotations (c[k], s[k]) in planes (k, k + 1), k < count, applied to the rows
 * ('left', count + 1 of them, each n long) or the columns ('right', count + 1, each m long) of `a`, last to first
 * (`backward`) or first to last.
 */
export function lasr(left: boolean, backward: boolean, count: number, len: number, c: ArrayLike<number>,
  s: ArrayLike<number>, a: Block, q: Round): void {
  const d = a.data;
  for (let step = 0; step < count; step++) {
    const k = backward ? count - 1 - step : step;
    const ct = c[k]!, st = s[k]!;
    if (ct === 1 && st === 0) continue;
    for (let i = 0; i < len; i++) {
      // the pair: (k, i) and (k + 1, i) of rows, or (i, k) and (i, k + 1) of columns
      const x = left ? a.at + k + i * a.ld : a.at + i + k * a.ld;
      const y = left ? x + 1 : x + a.ld;
      const temp = d[y]!;
      d[y] = q(q(ct * temp) - q(st * d[x]!));
      d[x] = q(q(st * temp) + q(ct * d[x]!));
    }
  }
}

/** drot: (x, y) = (c x + s y, c y - s x) over n pairs, x and y stepping by their own increments. */
export function rot(n: number, x: Block, incx: number, y: Block, incy: number, c: number, s: number, q: Round): void {
  const d = x.data, e = y.data;
  for (let i = 0; i < n; i++) {
    const xi = x.at + i * incx, yi = y.at + i * incy;
    const t = q(q(c * d[xi]!) + q(s * e[yi]!));
    e[yi] = q(q(c * e[yi]!) - q(s * d[xi]!));
    d[xi] = t;
  }
}

/** dgemm('N', 'N') with alpha 1 and beta 0: C = A B, m x n from an inner dimension k, in reference BLAS's order. */
export function gemm(m: number, n: number, k: number, a: Block, b: Block, c: Block, q: Round): void {
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < m; i++) c.data[c.at + i + j * c.ld] = 0;
    for (let l = 0; l < k; l++) {
      const t = b.data[b.at + l + j * b.ld]!;
      for (let i = 0; i < m; i++) {
        const ci = c.at + i + j * c.ld;
        c.data[ci] = q(c.data[ci]! + q(t * a.data[a.at + i + l * a.ld]!));
      }
    }
  }
}

/**
 * The selection sort LAPACK's eigen- and singular-value routines end with: place by place from the first, the first
 * later value that comes `before` the one there (strictly) takes its place, and `swap` moves its vectors along.
 */
export function selectionSort(d: Float64Array, n: number, before: (x: number, y: number) => boolean,
  swap: (i: number, k: number) => void): void {
  for (let i = 0; i < n - 1; i++) {
    let k = i, pv = d[i]!;
    for (let j = i + 1; j < n; j++) {
      if (before(d[j]!, pv)) {
        k = j;
        pv = d[j]!;
      }
    }
    if (k !== i) {
      d[k] = d[i]!;
      d[i] = pv;
      swap(i, k);
    }
  }
}
