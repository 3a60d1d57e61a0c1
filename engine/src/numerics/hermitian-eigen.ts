/**
 * The Hermitian eigendecomposition as PyTorch's CPU path computes it: LAPACK's zheevd (cheevd for complex64), which
 * up to 25 columns is Householder tridiagonalisation (zhetd2, from the triangle UPLO names), the implicit QL/QR
 * iteration on the real tridiagonal matrix with complex vectors (zsteqr), and the reflectors applied back (zunmtr).
 * The same steps as symmetric-eigen.ts's, in complex arithmetic, give LAPACK's phases of the eigenvectors.
 *
 * Matrices are column-major (re, im) pairs here, as LAPACK holds them, with 0-based indices.
 */
import {
  cabs, cblock, clarf, clarfg, clasrColumns, cmul, type Complex, type ComplexBlock, cswapColumns,
} from './complex-kernels.ts';
import { type Precision, ROUND, type Round } from './lapack-kernels.ts';
import { eigenScale, tridiagonalEigen, tridiagonalValues } from './symmetric-eigen.ts';

const re = (a: Float64Array, k: number) => a[2 * k]!;
const im = (a: Float64Array, k: number) => a[2 * k + 1]!;
function put(a: Float64Array, k: number, [r, i]: Complex): void {
  a[2 * k] = r;
  a[2 * k + 1] = i;
}
const plus = (a: Float64Array, k: number, [r, i]: Complex, q: Round) => put(a, k, [q(re(a, k) + r), q(im(a, k) + i)]);

/**
 * The Householder step of zhetd2 on the Hermitian m x m block of `a` (leading dimension n) whose corner is (b, b),
 * for v at a[v..] and tau: y = tau A v (zhemv), y += alpha v with alpha = -(tau / 2)(y^H v) (zaxpy), then
 * A -= v y^H + y v^H (zher2), on the `lower` triangle or the upper one, in reference BLAS's loop orders.
 */
function update(a: Float64Array, n: number, b: number, m: number, v: number, tau: Complex, lower: boolean,
  y: Float64Array, q: Round): void {
  const A = (i: number, j: number) => b + i + (b + j) * n;
  y.fill(0, 0, 2 * m);
  // zhemv
  for (let j = 0; j < m; j++) {
    const t1 = cmul(tau[0], tau[1], re(a, v + j), im(a, v + j), q);
    let t2: Complex = [0, 0];
    const rows = lower ? [j + 1, m] : [0, j];
    if (lower) plus(y, j, cmul(t1[0], t1[1], re(a, A(j, j)), 0, q), q);
    for (let i = rows[0]!; i < rows[1]!; i++) {
      plus(y, i, cmul(t1[0], t1[1], re(a, A(i, j)), im(a, A(i, j)), q), q);
      const c = cmul(re(a, A(i, j)), -im(a, A(i, j)), re(a, v + i), im(a, v + i), q);
      t2 = [q(t2[0] + c[0]), q(t2[1] + c[1])];
    }
    if (!lower) plus(y, j, cmul(t1[0], t1[1], re(a, A(j, j)), 0, q), q);
    plus(y, j, cmul(tau[0], tau[1], t2[0], t2[1], q), q);
  }
  // alpha = -1/2 tau (y^H v), zdotc's sum in order
  let dot: Complex = [0, 0];
  for (let i = 0; i < m; i++) {
    const c = cmul(re(y, i), -im(y, i), re(a, v + i), im(a, v + i), q);
    dot = [q(dot[0] + c[0]), q(dot[1] + c[1])];
  }
  // Fortran's -HALF*TAUI*ZDOTC(...) negates the product
  const half = cmul(0.5, 0, tau[0], tau[1], q), product = cmul(half[0], half[1], dot[0], dot[1], q);
  const alpha: Complex = [-product[0], -product[1]];
  if (Math.abs(alpha[0]) + Math.abs(alpha[1]) !== 0) {
    for (let i = 0; i < m; i++) plus(y, i, cmul(alpha[0], alpha[1], re(a, v + i), im(a, v + i), q), q);
  }
  // zher2 with alpha -1
  for (let j = 0; j < m; j++) {
    const xj: Complex = [re(a, v + j), im(a, v + j)], yj: Complex = [re(y, j), im(y, j)];
    const diagonal = A(j, j);
    if (xj[0] === 0 && xj[1] === 0 && yj[0] === 0 && yj[1] === 0) {
      put(a, diagonal, [re(a, diagonal), 0]);
      continue;
    }
    const t1 = cmul(-1, -0, yj[0], -yj[1], q);
    const ax = cmul(-1, -0, xj[0], xj[1], q);
    const t2: Complex = [ax[0], -ax[1]];
    const step = (i: number) => {
      plus(a, A(i, j), cmul(re(a, v + i), im(a, v + i), t1[0], t1[1], q), q);
      plus(a, A(i, j), cmul(re(y, i), im(y, i), t2[0], t2[1], q), q);
    };
    const diag = () => {
      const x1 = cmul(xj[0], xj[1], t1[0], t1[1], q), y2 = cmul(yj[0], yj[1], t2[0], t2[1], q);
      put(a, diagonal, [q(re(a, diagonal) + q(x1[0] + y2[0])), 0]);
    };
    if (lower) {
      diag();
      for (let i = j + 1; i < m; i++) step(i);
    } else {
      for (let i = 0; i < j; i++) step(i);
      diag();
    }
  }
}

interface Tridiagonal { readonly d: Float64Array; readonly e: Float64Array; readonly tau: Complex[] }

/** zhetd2: A = Q T Q^H from the lower (`lower`) or upper triangle of the column-major `a`, overwritten. */
function tridiagonalize(a: Float64Array, n: number, lower: boolean, p: Precision): Tridiagonal {
  const d = new Float64Array(n), e = new Float64Array(n - 1), tau: Complex[] = [];
  const y = new Float64Array(2 * n), q = ROUND[p];
  const realPart = (k: number) => put(a, k, [re(a, k), 0]);
  if (lower) {
    realPart(0);
    for (let i = 0; i < n - 1; i++) {
      const v = i + 1 + i * n;
      const taui = clarfg(a, v, n - i - 1, Math.min(i + 2, n - 1) + i * n, 1, p);
      e[i] = re(a, v);
      if (taui[0] !== 0 || taui[1] !== 0) {
        put(a, v, [1, 0]);
        update(a, n, i + 1, n - i - 1, v, taui, true, y, q);
      } else {
        realPart(i + 1 + (i + 1) * n);
      }
      put(a, v, [e[i]!, 0]);
      d[i] = re(a, i + i * n);
      tau[i] = taui;
    }
    d[n - 1] = re(a, n * n - 1);
  } else {
    realPart(n * n - 1);
    for (let i = n - 2; i >= 0; i--) {
      const v = (i + 1) * n;
      const taui = clarfg(a, v + i, i + 1, v, 1, p);
      e[i] = re(a, v + i);
      if (taui[0] !== 0 || taui[1] !== 0) {
        put(a, v + i, [1, 0]);
        update(a, n, 0, i + 1, v, taui, false, y, q);
      } else {
        realPart(i + i * n);
      }
      put(a, v + i, [e[i]!, 0]);
      d[i + 1] = re(a, i + 1 + (i + 1) * n);
      tau[i] = taui;
    }
    d[0] = re(a, 0);
  }
  return { d, e, tau };
}

/** zunmtr('L', UPLO, 'N'): Z = Q Z with zhetd2's reflectors, each unit set in place while it is applied. */
function applyQ(a: Float64Array, tau: readonly Complex[], n: number, lower: boolean, z: ComplexBlock, q: Round): void {
  const apply = (unit: number, v: ComplexBlock, rows: number, c: ComplexBlock, t: Complex) => {
    const saved: Complex = [re(a, unit), im(a, unit)];
    put(a, unit, [1, 0]);
    clarf(true, rows, n, v, 1, t, c, q);
    put(a, unit, saved);
  };
  if (lower) {
    for (let i = n - 2; i >= 0; i--) {
      apply(i + 1 + i * n, { data: a, at: i + 1 + i * n, ld: n }, n - i - 1, { ...z, at: z.at + i + 1 }, tau[i]!);
    }
  } else {
    for (let i = 0; i < n - 1; i++) apply(i + (i + 1) * n, { data: a, at: (i + 1) * n, ld: n }, i + 1, z, tau[i]!);
  }
}

/**
 * zheevd: eigenvalues ascending and, with `vectors`, eigenvectors (columns, column-major pairs) of the Hermitian
 * n x n matrix whose lower (`lower`) or upper triangle the column-major pairs `a` hold (overwritten); `info` as LAPACK
 * reports it. Without vectors the eigenvalues come from dsterf, as zheevd's JOBZ 'N' computes them.
 */
export function hermitianEigen(a: Float64Array, n: number, lower: boolean, p: Precision, vectors = true):
  { values: Float64Array; vectors: Float64Array; info: number } {
  const q = ROUND[p];
  const z = new Float64Array(2 * n * n);
  for (let i = 0; i < n; i++) z[2 * (i + i * n)] = 1;
  if (n === 0) return { values: new Float64Array(0), vectors: z, info: 0 };
  if (n === 1) return { values: Float64Array.of(re(a, 0)), vectors: z, info: 0 };
  // a matrix too close to underflow or overflow is scaled first (zlanhe, zlascl)
  let anrm = 0;
  for (let j = 0; j < n; j++) {
    for (let i = lower ? j : 0; i <= (lower ? n - 1 : j); i++) {
      const k = i + j * n, v = i === j ? Math.abs(re(a, k)) : cabs(re(a, k), im(a, k), p);
      if (anrm < v || Number.isNaN(v)) anrm = v;
    }
  }
  const sigma = eigenScale(anrm, p);
  if (sigma !== 1) for (let k = 0; k < n * n; k++) put(a, k, cmul(re(a, k), im(a, k), sigma, 0, q));
  const t = tridiagonalize(a, n, lower, p);
  let info: number;
  if (vectors) {
    const Z = cblock(z, n);
    info = tridiagonalEigen(t.d, t.e, {
      rotate: (first, count, backward, c, s) => clasrColumns(backward, count, n, c, s, { ...Z, at: (first - 1) * n }, q),
      swap: (i, k) => cswapColumns(Z, i, k, n),
    }, n, p, 'one');
    applyQ(a, t.tau, n, lower, Z, q);
  } else {
    info = tridiagonalValues(t.d, t.e, n, p);
  }
  if (sigma !== 1) for (let k = 0; k < n; k++) t.d[k] = q(t.d[k]! * q(1 / sigma));
  return { values: t.d, vectors: z, info };
}
