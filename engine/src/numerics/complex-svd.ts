/**
 * The complex singular value decomposition as PyTorch's CPU path computes it: LAPACK's zgesdd (cgesdd for
 * complex64) by its path for the shape: a QR or LQ factorization first when one side is at least 17/9 of the other;
 * the reflectors formed explicitly (zungbr) and multiplied by the real singular vectors (zlarcm, zlacrm) from 5/3;
 * otherwise the bidiagonal reduction's reflectors applied to them (zunmbr). The bidiagonal matrix is real, and its
 * SVD is the real routine's (dbdsdc), so the singular vectors' phases are LAPACK's.
 *
 * Matrices are column-major (re, im) pairs here, as LAPACK holds them, with 0-based indices.
 */
import {
  capplyQHRight, cbidiagonalize, cformQ, cformQRows, clq, cmultiplyQ, cqr,
} from './complex-householder.ts';
import { cabs, cat, cblock, cmatrix, cmul, type Complex, type ComplexBlock, csub } from './complex-kernels.ts';
import { block, gemm, type Precision, rescale, ROUND, type Round } from './lapack-kernels.ts';
import { bidiagonalDecomposition, svdScale } from './svd.ts';

/** zlacpy: the rows x cols block of `from` into `to`, all of it or its upper ('U') or lower ('L') triangle. */
function copy(from: ComplexBlock, to: ComplexBlock, rows: number, cols: number, part: 'all' | 'U' | 'L' = 'all'): void {
  for (let j = 0; j < cols; j++) {
    const [lo, hi] = part === 'U' ? [0, Math.min(j + 1, rows)] : part === 'L' ? [Math.min(j, rows), rows] : [0, rows];
    for (let i = lo; i < hi; i++) {
      to.data[cat(to, i, j)] = from.data[cat(from, i, j)]!;
      to.data[cat(to, i, j) + 1] = from.data[cat(from, i, j) + 1]!;
    }
  }
}

/** zlaset to zero of the strict lower ('L') or upper ('U') triangle of the n x n block. */
function zeroTriangle(a: ComplexBlock, n: number, part: 'L' | 'U'): void {
  for (let j = 0; j < n; j++) {
    for (let i = part === 'L' ? j + 1 : 0; i < (part === 'L' ? n : j); i++) a.data.fill(0, cat(a, i, j), cat(a, i, j) + 2);
  }
}

/** zlacp2: the real n x n column-major `r` as complex values of `to`. */
function fromReal(r: Float64Array, n: number, to: ComplexBlock): void {
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      to.data[cat(to, i, j)] = r[i + j * n]!;
      to.data[cat(to, i, j) + 1] = 0;
    }
  }
}

/** One part (0 real, 1 imaginary) of the rows x cols complex block, as a real column-major matrix. */
function part(a: ComplexBlock, rows: number, cols: number, k: 0 | 1): Float64Array {
  const out = new Float64Array(rows * cols);
  for (let j = 0; j < cols; j++) for (let i = 0; i < rows; i++) out[i + j * rows] = a.data[cat(a, i, j) + k]!;
  return out;
}

/**
 * zlarcm (real `r` m x m on the left of complex b, m x n) or zlacrm (complex b, m x n, on the left of real `r`,
 * n x n): the product's real and imaginary parts each a real dgemm, into c.
 */
function realProduct(rLeft: boolean, r: Float64Array, b: ComplexBlock, m: number, n: number, c: ComplexBlock,
  q: Round): void {
  for (const k of [0, 1] as const) {
    const x = part(b, m, n, k), out = new Float64Array(m * n);
    if (rLeft) gemm(m, n, m, block(r, m), block(x, m), block(out, m), q);
    else gemm(m, n, n, block(x, m), block(r, n), block(out, m), q);
    for (let j = 0; j < n; j++) for (let i = 0; i < m; i++) c.data[cat(c, i, j) + k] = out[i + j * m]!;
  }
}

/** zgemm('N', 'N') with alpha 1 and beta 0: C = A B, m x n from an inner dimension k, in reference BLAS's order. */
function cgemm(m: number, n: number, k: number, a: ComplexBlock, b: ComplexBlock, c: ComplexBlock, q: Round): void {
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < m; i++) c.data.fill(0, cat(c, i, j), cat(c, i, j) + 2);
    for (let l = 0; l < k; l++) {
      const [tr, ti] = cmul(1, 0, b.data[cat(b, l, j)]!, b.data[cat(b, l, j) + 1]!, q);
      for (let i = 0; i < m; i++) {
        const at = cat(c, i, j), [pr, pi] = cmul(tr, ti, a.data[cat(a, i, l)]!, a.data[cat(a, i, l) + 1]!, q);
        c.data[at] = q(c.data[at]! + pr);
        c.data[at + 1] = q(c.data[at + 1]! + pi);
      }
    }
  }
}

/**
 * zungbr('Q') for reflectors of an m x k reduction with m < k: they define Q one row and column in, so they are
 * shifted a column right and the first row and column made the identity's before zungqr of the rest.
 */
function formShiftedQ(a: ComplexBlock, m: number, tau: readonly Complex[], q: Round): void {
  for (let j = m - 1; j >= 1; j--) {
    a.data.fill(0, cat(a, 0, j), cat(a, 0, j) + 2);
    for (let i = j + 1; i < m; i++) copy(csub(a, i, j - 1), csub(a, i, j), 1, 1);
  }
  a.data.fill(0, cat(a, 0, 0), cat(a, 0, 0) + 2);
  a.data[cat(a, 0, 0)] = 1;
  for (let i = 1; i < m; i++) a.data.fill(0, cat(a, i, 0), cat(a, i, 0) + 2);
  if (m > 1) cformQ(csub(a, 1, 1), m - 1, m - 1, m - 1, tau, q);
}

/** zungbr('P') for the n x n P of a square reduction: the rows shifted one down, then zunglq of the rest. */
function formShiftedPH(a: ComplexBlock, n: number, tau: readonly Complex[], q: Round): void {
  a.data.fill(0, cat(a, 0, 0), cat(a, 0, 0) + 2);
  a.data[cat(a, 0, 0)] = 1;
  for (let i = 1; i < n; i++) a.data.fill(0, cat(a, i, 0), cat(a, i, 0) + 2);
  for (let j = 1; j < n; j++) {
    for (let i = j - 1; i >= 1; i--) copy(csub(a, i - 1, j), csub(a, i, j), 1, 1);
    a.data.fill(0, cat(a, 0, j), cat(a, 0, j) + 2);
  }
  if (n > 1) cformQRows(csub(a, 1, 1), n - 1, n - 1, n - 1, tau, q);
}

/** What zgesdd gives: U (m x m or m x k), S, VT (n x n or k x n), column-major pairs, and its info. */
export interface ComplexSVD { readonly u: Float64Array; readonly s: Float64Array; readonly vt: Float64Array; readonly info: number }

/** The real singular vectors of the k x k bidiagonal (dbdsdc): U and VT column-major, and info. */
function bidiagonalVectors(d: Float64Array, e: Float64Array, k: number, lower: boolean, p: Precision) {
  const ru = new Float64Array(k * k), rvt = new Float64Array(k * k);
  const info = bidiagonalDecomposition(d, e, k, lower, block(ru, k), block(rvt, k), p);
  return { ru, rvt, info };
}

/**
 * zgesdd with JOBZ 'A' (`full`) or 'S' on the column-major complex m x n `a` (pairs, overwritten): U is m x m or
 * m x k, VT n x n or k x n (k = min(m, n)).
 */
export function complexGesdd(a: Float64Array, m: number, n: number, full: boolean, p: Precision): ComplexSVD {
  const q = ROUND[p], k = Math.min(m, n);
  const U = cmatrix(m, full ? m : k), VT = cmatrix(full ? n : k, n), s = new Float64Array(k);
  const result = (info: number): ComplexSVD => ({ u: U.data, s, vt: VT.data, info });
  if (k === 0) return result(0);
  let anrm = 0;
  for (let i = 0; i < m * n; i++) {
    const v = cabs(a[2 * i]!, a[2 * i + 1]!, p);
    if (anrm < v || Number.isNaN(v)) anrm = v;
  }
  const scaledTo = svdScale(anrm, p);
  if (scaledTo) rescale(a, 0, 2 * m * n, anrm, scaledTo, p);
  const A = cblock(a, m), mnthr1 = Math.floor(k * 17 / 9), mnthr2 = Math.floor(k * 5 / 3);
  let info: number;
  if (m >= n && m >= mnthr1) {
    // QR first, then the SVD of R
    const tau = cqr(A, m, n, p, q);
    const R = full ? A : cmatrix(n, n);
    if (full) {
      copy(A, U, m, n, 'L');
      cformQ(U, m, m, n, tau, q);
    } else {
      copy(A, R, n, n, 'U');
      cformQ(A, m, n, n, tau, q);
    }
    zeroTriangle(R, n, 'L');
    const bd = cbidiagonalize(R, n, n, p, q);
    const v = bidiagonalVectors(bd.d, bd.e, n, false, p);
    info = v.info;
    const W = cmatrix(n, n);
    fromReal(v.ru, n, W);
    cmultiplyQ(true, false, n, n, n, R, bd.tauq, W, q);
    fromReal(v.rvt, n, VT);
    capplyQHRight(csub(R, 0, 1), n - 1, n - 1, bd.taup, csub(VT, 0, 1), n, q);
    const product = cmatrix(m, n);
    cgemm(m, n, n, full ? U : A, W, product, q);
    copy(product, U, m, n);
    s.set(bd.d);
  } else if (m < n && n >= mnthr1) {
    // LQ first, then the SVD of L
    const tau = clq(A, m, n, p, q);
    const L = full ? A : cmatrix(m, m);
    if (full) {
      copy(A, VT, m, n, 'U');
      cformQRows(VT, n, n, m, tau, q);
    } else {
      copy(A, L, m, m, 'L');
      cformQRows(A, m, n, m, tau, q);
    }
    zeroTriangle(L, m, 'U');
    const bd = cbidiagonalize(L, m, m, p, q);
    const v = bidiagonalVectors(bd.d, bd.e, m, false, p);
    info = v.info;
    fromReal(v.ru, m, U);
    cmultiplyQ(true, false, m, m, m, L, bd.tauq, U, q);
    const W = cmatrix(m, m);
    fromReal(v.rvt, m, W);
    capplyQHRight(csub(L, 0, 1), m - 1, m - 1, bd.taup, csub(W, 0, 1), m, q);
    const product = cmatrix(m, n);
    cgemm(m, n, m, W, full ? VT : A, product, q);
    copy(product, VT, m, n);
    s.set(bd.d);
  } else if (m >= n && m >= mnthr2) {
    // the reflectors formed, then multiplied by the real vectors
    const bd = cbidiagonalize(A, m, n, p, q);
    copy(A, VT, n, n, 'U');
    formShiftedPH(VT, n, bd.taup, q);
    copy(A, U, m, n, 'L');
    cformQ(U, m, full ? m : n, n, bd.tauq, q);
    const v = bidiagonalVectors(bd.d, bd.e, n, false, p);
    info = v.info;
    realProduct(true, v.rvt, VT, n, n, A, q);
    copy(A, VT, n, n);
    realProduct(false, v.ru, U, m, n, A, q);
    copy(A, U, m, n);
    s.set(bd.d);
  } else if (m < n && n >= mnthr2) {
    const bd = cbidiagonalize(A, m, n, p, q);
    copy(A, U, m, m, 'L');
    formShiftedQ(U, m, bd.tauq, q);
    copy(A, VT, m, n, 'U');
    cformQRows(VT, full ? n : m, n, m, bd.taup, q);
    const v = bidiagonalVectors(bd.d, bd.e, m, true, p);
    info = v.info;
    realProduct(false, v.ru, U, m, m, A, q);
    copy(A, U, m, m);
    realProduct(true, v.rvt, VT, m, n, A, q);
    copy(A, VT, m, n);
    s.set(bd.d);
  } else if (m >= n) {
    // the reduction's reflectors applied to the real vectors
    const bd = cbidiagonalize(A, m, n, p, q);
    const v = bidiagonalVectors(bd.d, bd.e, n, false, p);
    info = v.info;
    if (full) for (let i = n; i < m; i++) U.data[cat(U, i, i)] = 1;
    fromReal(v.ru, n, U);
    cmultiplyQ(true, false, m, full ? m : n, n, A, bd.tauq, U, q);
    fromReal(v.rvt, n, VT);
    capplyQHRight(csub(A, 0, 1), n - 1, n - 1, bd.taup, csub(VT, 0, 1), n, q);
    s.set(bd.d);
  } else {
    const bd = cbidiagonalize(A, m, n, p, q);
    const v = bidiagonalVectors(bd.d, bd.e, m, true, p);
    info = v.info;
    fromReal(v.ru, m, U);
    cmultiplyQ(true, false, m - 1, m, m - 1, csub(A, 1, 0), bd.tauq, csub(U, 1, 0), q);
    if (full) for (let i = m; i < n; i++) VT.data[cat(VT, i, i)] = 1;
    fromReal(v.rvt, m, VT);
    capplyQHRight(A, n, m, bd.taup, VT, full ? n : m, q);
    s.set(bd.d);
  }
  if (scaledTo) rescale(s, 0, k, scaledTo, anrm, p);
  return result(info);
}
