/**
 * Dense matrix algorithms on one row-major matrix at a time: the LAPACK routines torch.linalg stands on (getrf,
 * getrs, potrf, trtrs; QR, syevd and gesdd have modules of their own), written so that their results follow LAPACK's
 * conventions (pivot choice, Householder signs); getrf and getrs in the precision's arithmetic, in reference
 * LAPACK's order of operations.
 */

import { ROUND, SAFMIN, type Precision, type Round } from './lapack-kernels.ts';

/** A matrix of `rows` x `cols` values in row-major order. */
export interface Matrix { readonly rows: number; readonly cols: number; readonly data: Float64Array<ArrayBufferLike> }

export const matrix = (rows: number, cols: number, data: Float64Array<ArrayBufferLike> = new Float64Array(rows * cols)): Matrix => ({ rows, cols, data });

export function transpose(a: Matrix): Matrix {
  const t = matrix(a.cols, a.rows);
  for (let i = 0; i < a.rows; i++) for (let j = 0; j < a.cols; j++) t.data[j * a.rows + i] = a.data[i * a.cols + j]!;
  return t;
}

/**
 * getrf: P A = L U with partial pivoting (the first largest magnitude in the column, as idamax picks), in the
 * precision's arithmetic. Reference LAPACK's getrf2 recursion updates each entry in the same order as this
 * elimination, and scales a column by its pivot's reciprocal unless that would overflow. `info` is the 1-based index
 * of the first zero pivot, 0 if none; as LAPACK, elimination goes on past a zero pivot.
 */
export function luFactor(a: Matrix, precision: Precision): { lu: Matrix; pivots: Int32Array; info: number } {
  const { rows: m, cols: n } = a, q = ROUND[precision];
  const lu = matrix(m, n, a.data.slice());
  const d = lu.data;
  const k = Math.min(m, n);
  const pivots = new Int32Array(k);
  let info = 0;
  for (let j = 0; j < k; j++) {
    let p = j;
    for (let i = j + 1; i < m; i++) if (Math.abs(d[i * n + j]!) > Math.abs(d[p * n + j]!)) p = i;
    pivots[j] = p + 1;
    if (d[p * n + j] === 0) {
      if (info === 0) info = j + 1;
      continue;
    }
    if (p !== j) for (let c = 0; c < n; c++) [d[j * n + c], d[p * n + c]] = [d[p * n + c]!, d[j * n + c]!];
    const pivot = d[j * n + j]!, reciprocal = Math.abs(pivot) >= SAFMIN[precision] ? q(1 / pivot) : null;
    for (let i = j + 1; i < m; i++) {
      const f = d[i * n + j] = reciprocal === null ? q(d[i * n + j]! / pivot) : q(d[i * n + j]! * reciprocal);
      if (f !== 0) for (let c = j + 1; c < n; c++) d[i * n + c] = q(d[i * n + c]! - q(f * d[j * n + c]!));
    }
  }
  return { lu, pivots, info };
}

/**
 * Solves A X = B from A's LU factors (getrs): the row swaps, then L and U by trsm, whose non-transposed form
 * subtracts each solved entry from the rest of its column (for U, bottom to top).
 */
export function luSolve(lu: Matrix, pivots: Int32Array, b: Matrix, precision: Precision): Matrix {
  const n = lu.rows, k = b.cols, q = ROUND[precision];
  const x = b.data.slice();
  for (let i = 0; i < n; i++) {
    const p = pivots[i]! - 1;
    if (p !== i) for (let c = 0; c < k; c++) [x[i * k + c], x[p * k + c]] = [x[p * k + c]!, x[i * k + c]!];
  }
  const l = triangularSolve(lu, matrix(n, k, x), false, true, q, true).data, u = lu.data;
  for (let c = 0; c < k; c++) {
    for (let r = n - 1; r >= 0; r--) {
      if (l[r * k + c] === 0) continue;
      const v = l[r * k + c] = q(l[r * k + c]! / u[r * n + r]!);
      for (let i = 0; i < r; i++) l[i * k + c] = q(l[i * k + c]! - q(v * u[i * n + r]!));
    }
  }
  return matrix(n, k, l);
}

/**
 * Solves A^T X = B from A's getrf factors (getrs with trans): as A^T = U^T L^T P, U^T and then L^T are solved and
 * the row swaps undone last to first.
 */
export function luSolveTransposed(lu: Matrix, pivots: Int32Array, b: Matrix, precision: Precision): Matrix {
  const t = transpose(lu), q = ROUND[precision];
  const x = triangularSolve(t, triangularSolve(t, b, false, false, q), true, true, q);
  const k = b.cols, d = x.data;
  for (let i = lu.rows - 1; i >= 0; i--) {
    const p = pivots[i]! - 1;
    if (p !== i) for (let c = 0; c < k; c++) [d[i * k + c], d[p * k + c]] = [d[p * k + c]!, d[i * k + c]!];
  }
  return x;
}

/**
 * Solves T X = B for the upper or lower triangle of T (trtrs), its diagonal taken as ones when `unit`: each entry
 * an inner product in column order, as trsm's transposed form takes it, in `q`'s arithmetic. With `axpy`, as trsm's
 * untransposed form updates B column by column: an upper T's products are subtracted from the last column back, a
 * solved entry that is zero updates nothing and is not divided (which keeps the signs of zeros).
 */
export function triangularSolve(t: Matrix, b: Matrix, upper: boolean, unit: boolean, q: Round = ROUND.double,
  axpy = false): Matrix {
  const n = t.rows, k = b.cols, a = t.data;
  const x = b.data.slice();
  for (let s = 0; s < n; s++) {
    const i = upper ? n - 1 - s : s;
    for (let c = 0; c < k; c++) {
      let v = x[i * k + c]!;
      const step = (j: number) => {
        const xj = x[j * k + c]!;
        if (!(axpy && xj === 0)) v = q(v - q(a[i * t.cols + j]! * xj));
      };
      if (upper && axpy) for (let j = n - 1; j > i; j--) step(j);
      else if (upper) for (let j = i + 1; j < n; j++) step(j);
      else for (let j = 0; j < i; j++) step(j);
      x[i * k + c] = unit || (axpy && v === 0) ? v : q(v / a[i * t.cols + i]!);
    }
  }
  return matrix(n, k, x);
}

/**
 * Solves X T = B for the upper or lower triangle of T as reference BLAS's right-side trsm does: column by column of
 * X (an upper T's from the first, a lower T's from the last), each less the solved columns' products (skipped where
 * T's entry is zero) and then scaled by its diagonal entry's reciprocal, in `q`'s arithmetic. A lower T's products
 * come in descending column order when `transposed` (trsm given T's column-major transpose, whose upper triangle it
 * solves a column at a time from the last, updating all columns before), in ascending order otherwise.
 */
export function triangularSolveRight(t: Matrix, b: Matrix, upper: boolean, unit: boolean, q: Round,
  transposed: boolean): Matrix {
  const n = t.rows, m = b.rows, a = t.data;
  const x = b.data.slice();
  const order = (j: number) => {
    if (upper) return Array.from({ length: j }, (_, k) => k);
    const later = Array.from({ length: n - 1 - j }, (_, k) => j + 1 + k);
    return transposed ? later.reverse() : later;
  };
  for (let s = 0; s < n; s++) {
    const j = upper ? s : n - 1 - s, ks = order(j), reciprocal = q(1 / a[j * n + j]!);
    for (let i = 0; i < m; i++) {
      let v = x[i * n + j]!;
      for (const k of ks) if (a[k * n + j] !== 0) v = q(v - q(a[k * n + j]! * x[i * n + k]!));
      x[i * n + j] = unit ? v : q(reciprocal * v);
    }
  }
  return matrix(m, n, x);
}

/** potrf: the lower Cholesky factor; `info` is the order of the first leading minor that is not positive. */
export function cholesky(a: Matrix): { l: Matrix; info: number } {
  const n = a.rows;
  const l = matrix(n, n);
  const d = l.data;
  for (let j = 0; j < n; j++) {
    let s = a.data[j * n + j]!;
    for (let c = 0; c < j; c++) s -= d[j * n + c]! * d[j * n + c]!;
    if (!(s > 0)) return { l, info: j + 1 };
    const ljj = Math.sqrt(s);
    d[j * n + j] = ljj;
    for (let i = j + 1; i < n; i++) {
      let v = a.data[i * n + j]!;
      for (let c = 0; c < j; c++) v -= d[i * n + c]! * d[j * n + c]!;
      d[i * n + j] = v / ljj;
    }
  }
  return { l, info: 0 };
}

