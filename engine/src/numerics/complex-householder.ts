/**
 * LAPACK's complex Householder factorizations (reference LAPACK 3.11, unblocked): QR and LQ (zgeqr2, zgelq2), the
 * matrices of their reflectors (zung2r, zungl2), their products with another matrix (zunm2r, zunml2) and the
 * bidiagonal reduction (zgebd2), on column-major (re, im) pairs, complex64 in float32 arithmetic step by step. The
 * row reflectors are conjugated in place around their use (zlacgv), as LAPACK does, which leaves its signed zeros.
 */
import { cat, clarf, clarfg, cmul, type Complex, type ComplexBlock, csub } from './complex-kernels.ts';
import type { Precision, Round } from './lapack-kernels.ts';

const conj = ([re, im]: Complex): Complex => [re, -im];
const get = (a: ComplexBlock, i: number, j: number): Complex => [a.data[cat(a, i, j)]!, a.data[cat(a, i, j) + 1]!];
function set(a: ComplexBlock, i: number, j: number, [re, im]: Complex): void {
  a.data[cat(a, i, j)] = re;
  a.data[cat(a, i, j) + 1] = im;
}

/** zlacgv on `count` values of row i from column j. */
function conjugateRow(a: ComplexBlock, i: number, j: number, count: number): void {
  for (let k = 0; k < count; k++) a.data[cat(a, i, j + k) + 1] = -a.data[cat(a, i, j + k) + 1]!;
}

/** zscal on `count` values from (i, j), stepping down a column or along a row. */
function scale(a: ComplexBlock, i: number, j: number, count: number, alongRow: boolean, alpha: Complex, q: Round): void {
  for (let k = 0; k < count; k++) {
    const [r, c] = alongRow ? [i, j + k] : [i + k, j];
    set(a, r, c, cmul(alpha[0], alpha[1], ...get(a, r, c), q));
  }
}

/** zlarf with the reflector's unit element at (i, j) set to one while it is applied, as LAPACK's callers do. */
function reflect(left: boolean, m: number, n: number, a: ComplexBlock, i: number, j: number, alongRow: boolean,
  tau: Complex, c: ComplexBlock, q: Round): void {
  const saved = get(a, i, j);
  set(a, i, j, [1, 0]);
  clarf(left, m, n, csub(a, i, j), alongRow ? a.ld : 1, tau, c, q);
  set(a, i, j, saved);
}

/** zgeqr2: A = Q R; R on and above the diagonal, the reflectors' tails below it. */
export function cqr(a: ComplexBlock, m: number, n: number, p: Precision, q: Round): Complex[] {
  const tau: Complex[] = [];
  for (let i = 0; i < Math.min(m, n); i++) {
    tau[i] = clarfg(a.data, a.at + i + i * a.ld, m - i, a.at + Math.min(i + 1, m - 1) + i * a.ld, 1, p);
    if (i < n - 1) reflect(true, m - i, n - i - 1, a, i, i, false, conj(tau[i]!), csub(a, i, i + 1), q);
  }
  return tau;
}

/** zgelq2: A = L Q; L on and below the diagonal, the (conjugated) reflectors right of it. */
export function clq(a: ComplexBlock, m: number, n: number, p: Precision, q: Round): Complex[] {
  const tau: Complex[] = [];
  for (let i = 0; i < Math.min(m, n); i++) {
    conjugateRow(a, i, i, n - i);
    tau[i] = clarfg(a.data, a.at + i + i * a.ld, n - i, a.at + i + Math.min(i + 1, n - 1) * a.ld, a.ld, p);
    if (i < m - 1) reflect(false, m - i - 1, n - i, a, i, i, true, tau[i]!, csub(a, i + 1, i), q);
    conjugateRow(a, i, i, n - i);
  }
  return tau;
}

/** zung2r: the m x n Q with orthonormal columns from the first k reflectors of cqr, in place of them. */
export function cformQ(a: ComplexBlock, m: number, n: number, k: number, tau: readonly Complex[], q: Round): void {
  for (let j = k; j < n; j++) {
    for (let l = 0; l < m; l++) set(a, l, j, [0, 0]);
    set(a, j, j, [1, 0]);
  }
  for (let i = k - 1; i >= 0; i--) {
    const t = tau[i]!;
    if (i < n - 1) reflect(true, m - i, n - i - 1, a, i, i, false, t, csub(a, i, i + 1), q);
    if (i < m - 1) scale(a, i + 1, i, m - i - 1, false, [-t[0], -t[1]], q);
    set(a, i, i, [q(1 - t[0]), q(0 - t[1])]);
    for (let l = 0; l < i; l++) set(a, l, i, [0, 0]);
  }
}

/** zungl2: the m x n Q with orthonormal rows from the first k reflectors of clq, in place of them. */
export function cformQRows(a: ComplexBlock, m: number, n: number, k: number, tau: readonly Complex[], q: Round): void {
  if (k < m) {
    for (let j = 0; j < n; j++) {
      for (let l = k; l < m; l++) set(a, l, j, [0, 0]);
      if (j >= k && j < m) set(a, j, j, [1, 0]);
    }
  }
  for (let i = k - 1; i >= 0; i--) {
    const t = tau[i]!;
    if (i < n - 1) {
      conjugateRow(a, i, i + 1, n - i - 1);
      if (i < m - 1) reflect(false, m - i - 1, n - i, a, i, i, true, conj(t), csub(a, i + 1, i), q);
      scale(a, i, i + 1, n - i - 1, true, [-t[0], -t[1]], q);
      conjugateRow(a, i, i + 1, n - i - 1);
    }
    set(a, i, i, [q(1 - t[0]), q(0 - -t[1])]);
    for (let l = 0; l < i; l++) set(a, i, l, [0, 0]);
  }
}

/**
 * zunm2r: the m x n C times Q = H(0) ... H(k-1), the first k reflectors of a cqr in `a`, from the `left` (Q C, or
 * Q^H C with `adjoint`) or the right (C Q, C Q^H), in LAPACK's order of the reflectors.
 */
export function cmultiplyQ(left: boolean, adjoint: boolean, m: number, n: number, k: number, a: ComplexBlock,
  tau: readonly Complex[], c: ComplexBlock, q: Round): void {
  const forward = left === adjoint;
  for (let step = 0; step < k; step++) {
    const i = forward ? step : k - 1 - step, t = adjoint ? conj(tau[i]!) : tau[i]!;
    if (left) reflect(true, m - i, n, a, i, i, false, t, csub(c, i, 0), q);
    else reflect(false, m, n - i, a, i, i, false, t, csub(c, 0, i), q);
  }
}

/** zunml2('R', 'N') as zunmbr('P', 'R', 'C') runs it: C = C Q^H for the k reflectors of an nq-column clq in `a`. */
export function capplyQHRight(a: ComplexBlock, nq: number, k: number, tau: readonly Complex[], c: ComplexBlock,
  nr: number, q: Round): void {
  for (let i = k - 1; i >= 0; i--) {
    if (i < nq - 1) conjugateRow(a, i, i + 1, nq - i - 1);
    reflect(false, nr, nq - i, a, i, i, true, conj(tau[i]!), csub(c, 0, i), q);
    if (i < nq - 1) conjugateRow(a, i, i + 1, nq - i - 1);
  }
}

export interface ComplexBidiagonal {
  readonly d: Float64Array;
  readonly e: Float64Array;
  readonly tauq: Complex[];
  readonly taup: Complex[];
}

/**
 * zgebd2: Q^H A P = B, real upper bidiagonal when m >= n, lower otherwise; Q's reflectors stay in the columns below
 * (m >= n: on and below) the diagonal, P's (conjugated) in the rows right of it (m < n: on and right of it).
 */
export function cbidiagonalize(a: ComplexBlock, m: number, n: number, p: Precision, q: Round): ComplexBidiagonal {
  const k = Math.min(m, n);
  const d = new Float64Array(k), e = new Float64Array(Math.max(k - 1, 0)), tauq: Complex[] = [], taup: Complex[] = [];
  const at = (i: number, j: number) => a.at + i + j * a.ld;
  if (m >= n) {
    for (let i = 0; i < n; i++) {
      tauq[i] = clarfg(a.data, at(i, i), m - i, at(Math.min(i + 1, m - 1), i), 1, p);
      d[i] = get(a, i, i)[0];
      if (i < n - 1) reflect(true, m - i, n - i - 1, a, i, i, false, conj(tauq[i]!), csub(a, i, i + 1), q);
      set(a, i, i, [d[i]!, 0]);
      if (i < n - 1) {
        conjugateRow(a, i, i + 1, n - i - 1);
        taup[i] = clarfg(a.data, at(i, i + 1), n - i - 1, at(i, Math.min(i + 2, n - 1)), a.ld, p);
        e[i] = get(a, i, i + 1)[0];
        set(a, i, i + 1, [1, 0]);
        clarf(false, m - i - 1, n - i - 1, csub(a, i, i + 1), a.ld, taup[i]!, csub(a, i + 1, i + 1), q);
        conjugateRow(a, i, i + 1, n - i - 1);
        set(a, i, i + 1, [e[i]!, 0]);
      } else {
        taup[i] = [0, 0];
      }
    }
  } else {
    for (let i = 0; i < m; i++) {
      conjugateRow(a, i, i, n - i);
      taup[i] = clarfg(a.data, at(i, i), n - i, at(i, Math.min(i + 1, n - 1)), a.ld, p);
      d[i] = get(a, i, i)[0];
      set(a, i, i, [1, 0]);
      if (i < m - 1) clarf(false, m - i - 1, n - i, csub(a, i, i), a.ld, taup[i]!, csub(a, i + 1, i), q);
      conjugateRow(a, i, i, n - i);
      set(a, i, i, [d[i]!, 0]);
      if (i < m - 1) {
        tauq[i] = clarfg(a.data, at(i + 1, i), m - i - 1, at(Math.min(i + 2, m - 1), i), 1, p);
        e[i] = get(a, i + 1, i)[0];
        set(a, i + 1, i, [1, 0]);
        clarf(true, m - i - 1, n - i - 1, csub(a, i + 1, i), 1, conj(tauq[i]!), csub(a, i + 1, i + 1), q);
        set(a, i + 1, i, [e[i]!, 0]);
      } else {
        tauq[i] = [0, 0];
      }
    }
  }
  return { d, e, tauq, taup };
}
