/**
 * Householder QR and LQ factorizations as LAPACK computes them (reference LAPACK 3.11): geqr2 / gelq2 and the
 * matrices of their reflectors, org2r / orgl2, in the precision's own arithmetic (float32 step by step for float32).
 * geqrf and orgqr run these unblocked routines up to 128 reflectors (ilaenv's crossover); past it LAPACK blocks the
 * reflectors (larft, larfb), which rounds differently.
 *
 * Matrices are column-major here, as LAPACK holds them, with 0-based indices.
 */
import type { Matrix } from './dense.ts';
import {
  block, type Block, columnMajor, larf, larfg, type Precision, ROUND, type Round, rowMajor, sub,
} from './lapack-kernels.ts';

/** dgeqr2: A = Q R by reflectors from the left; R on and above the diagonal, v's tails below it. */
export function qr(a: Block, m: number, n: number, p: Precision): Float64Array {
  const k = Math.min(m, n), tau = new Float64Array(k), q = ROUND[p];
  for (let i = 0; i < k; i++) {
    tau[i] = larfg(a.data, a.at + i + i * a.ld, m - i, a.at + Math.min(i + 1, m - 1) + i * a.ld, 1, p);
    if (i < n - 1) larf(true, m - i, n - i - 1, sub(a, i, i), 1, tau[i]!, sub(a, i, i + 1), q);
  }
  return tau;
}

/** dgelq2: A = L Q by reflectors from the right; L on and below the diagonal, v's tails right of it. */
export function lq(a: Block, m: number, n: number, p: Precision): Float64Array {
  const k = Math.min(m, n), tau = new Float64Array(k), q = ROUND[p];
  for (let i = 0; i < k; i++) {
    tau[i] = larfg(a.data, a.at + i + i * a.ld, n - i, a.at + i + Math.min(i + 1, n - 1) * a.ld, a.ld, p);
    if (i < m - 1) larf(false, m - i - 1, n - i, sub(a, i, i), a.ld, tau[i]!, sub(a, i + 1, i), q);
  }
  return tau;
}

/** dorg2r: the m x n matrix Q with orthonormal columns from qr's first k reflectors, in place of them. */
export function formQ(a: Block, m: number, n: number, k: number, tau: Float64Array, q: Round): void {
  const d = a.data, at = (i: number, j: number) => a.at + i + j * a.ld;
  for (let j = k; j < n; j++) {
    for (let l = 0; l < m; l++) d[at(l, j)] = 0;
    d[at(j, j)] = 1;
  }
  for (let i = k - 1; i >= 0; i--) {
    if (i < n - 1) larf(true, m - i, n - i - 1, sub(a, i, i), 1, tau[i]!, sub(a, i, i + 1), q);
    for (let l = i + 1; l < m; l++) d[at(l, i)] = q(d[at(l, i)]! * -tau[i]!);
    d[at(i, i)] = q(1 - tau[i]!);
    for (let l = 0; l < i; l++) d[at(l, i)] = 0;
  }
}

/** dorgl2: the m x n matrix Q with orthonormal rows from lq's first k reflectors, in place of them. */
export function formQRows(a: Block, m: number, n: number, k: number, tau: Float64Array, q: Round): void {
  const d = a.data, at = (i: number, j: number) => a.at + i + j * a.ld;
  if (k < m) {
    for (let j = 0; j < n; j++) {
      for (let l = k; l < m; l++) d[at(l, j)] = 0;
      if (j >= k && j < m) d[at(j, j)] = 1;
    }
  }
  for (let i = k - 1; i >= 0; i--) {
    if (i < n - 1) {
      if (i < m - 1) larf(false, m - i - 1, n - i, sub(a, i, i), a.ld, tau[i]!, sub(a, i + 1, i), q);
      for (let l = i + 1; l < n; l++) d[at(i, l)] = q(d[at(i, l)]! * -tau[i]!);
    }
    d[at(i, i)] = q(1 - tau[i]!);
    for (let l = 0; l < i; l++) d[at(i, l)] = 0;
  }
}

/**
 * geqrf on the row-major `input`: R on and above the diagonal and each reflector's vector below it (its leading 1
 * implied), as LAPACK packs them, with the reflectors' scales tau.
 */
export function geqrf(input: Matrix, p: Precision): { a: Matrix; tau: Float64Array } {
  const { rows: m, cols: n } = input;
  const a = columnMajor(input, ROUND[p]);
  const tau = qr(block(a, m), m, n, p);
  return { a: rowMajor(a, m, n), tau };
}

/**
 * orgqr: the first `cols` columns of H(0) H(1) ... H(k-1) for the reflectors packed below the diagonal of the
 * row-major `a` (k = tau's length), past a's own columns those of the identity, as PyTorch pads a complete Q.
 */
export function orgqr(a: Matrix, tau: Float64Array, cols: number, p: Precision): Matrix {
  const m = a.rows, q = ROUND[p];
  const w = columnMajor(a, q, cols);
  formQ(block(w, m), m, cols, tau.length, tau, q);
  return rowMajor(w, m, cols);
}

/** geqrf then orgqr: A = Q R, Q with `cols` columns (min(m, n), or m for a complete Q), R with as many rows. */
export function householderQR(input: Matrix, cols: number, p: Precision): { q: Matrix; r: Matrix } {
  const { a, tau } = geqrf(input, p);
  const n = input.cols, r = new Float64Array(cols * n);
  for (let i = 0; i < cols; i++) for (let j = i; j < n; j++) r[i * n + j] = a.data[i * n + j]!;
  return { q: orgqr(a, tau, cols, p), r: { rows: cols, cols: n, data: r } };
}

/**
 * ormqr (dorm2r, unblocked up to 32 reflectors as ilaenv sets it): `other` times Q = H(0) ... H(k-1) for the
 * reflectors packed in the row-major `input` (k = tau's length), from the `left` (Q C, or Q^T C with `transpose`) or
 * the right (C Q, C Q^T), in LAPACK's order of the reflectors.
 */
export function ormqr(input: Matrix, tau: Float64Array, other: Matrix, left: boolean, transpose: boolean,
  p: Precision): Matrix {
  const q = ROUND[p], { rows: m, cols: n } = other, k = tau.length;
  const a = columnMajor(input, q), c = columnMajor(other, q), A = block(a, input.rows), C = block(c, m);
  const forward = left === transpose;
  for (let step = 0; step < k; step++) {
    const i = forward ? step : k - 1 - step;
    if (left) larf(true, m - i, n, sub(A, i, i), 1, tau[i]!, sub(C, i, 0), q);
    else larf(false, m, n - i, sub(A, i, i), 1, tau[i]!, sub(C, 0, i), q);
  }
  return rowMajor(c, m, n);
}
