/**
 * The symmetric eigendecomposition as PyTorch's CPU path computes it: LAPACK's syevd, which for the sizes programs
 * print (up to 25) is Householder tridiagonalisation (sytd2, from the triangle UPLO names), the implicit QL/QR
 * iteration on the tridiagonal matrix (steqr), and the reflectors applied back (ormtr). Following the same steps,
 * with reference LAPACK 3.11's rotations (the 3.10 lartg, whose cosine is never negative), gives its eigenvectors'
 * signs, which no rule on the vectors themselves reproduces. A float32 matrix is computed as ssyevd does, every
 * operation rounded to float32 (`q`): its rounding decides where the iteration deflates, and so which basis a
 * repeated eigenvalue gets. Larger matrices go through LAPACK's divide and conquer there, and their vectors' signs
 * may differ here.
 *
 * Matrices are column-major here, as LAPACK holds them, with 0-based indices.
 */
import type { Matrix } from './dense.ts';
import {
  block, columnMajor, dot, EPS, lapy2, larf, larfg, lasr, type Precision, rescale, ROUND, type Round, rotation, SAFMIN,
  rowMajor, selectionSort, sign,
} from './lapack-kernels.ts';

export type { Precision } from './lapack-kernels.ts';

interface Tridiagonal {
  readonly d: Float64Array;
  readonly e: Float64Array;
  /** The reflectors, in the triangle's off-diagonal part of `a` (column-major n x n), and their taus. */
  readonly a: Float64Array;
  readonly tau: Float64Array;
}

/**
 * The Householder step of sytd2 on the symmetric block of `a` (column-major, leading dimension n) whose m x m corner
 * is at (b, b), for v (v[head] = 1 in place) at a[v..]: x = tau A v (dsymv), w = x - (tau / 2)(x . v) v, then
 * A -= v w^T + w v^T (dsyr2), on the `lower` triangle or the upper one, in reference BLAS's loop orders.
 */
function update(a: Float64Array, n: number, b: number, m: number, v: number, tau: number, lower: boolean, x: Float64Array,
  q: Round): void {
  const at = (i: number, j: number) => b + i + (b + j) * n;
  x.fill(0, 0, m);
  for (let j = 0; j < m; j++) {
    const t1 = q(tau * a[v + j]!);
    let t2 = 0;
    if (lower) {
      x[j] = q(x[j]! + q(t1 * a[at(j, j)]!));
      for (let k = j + 1; k < m; k++) {
        x[k] = q(x[k]! + q(t1 * a[at(k, j)]!));
        t2 = q(t2 + q(a[at(k, j)]! * a[v + k]!));
      }
      x[j] = q(x[j]! + q(tau * t2));
    } else {
      for (let k = 0; k < j; k++) {
        x[k] = q(x[k]! + q(t1 * a[at(k, j)]!));
        t2 = q(t2 + q(a[at(k, j)]! * a[v + k]!));
      }
      x[j] = q(q(x[j]! + q(t1 * a[at(j, j)]!)) + q(tau * t2));
    }
  }
  const alpha = q(q(-0.5 * tau) * dot(m, x, 0, a, v, q));
  for (let k = 0; k < m; k++) x[k] = q(x[k]! + q(alpha * a[v + k]!));
  for (let j = 0; j < m; j++) {
    const vj = a[v + j]!, xj = x[j]!;
    if (vj === 0 && xj === 0) continue;
    const t1 = -xj, t2 = -vj;
    for (let k = lower ? j : 0; k <= (lower ? m - 1 : j); k++) {
      a[at(k, j)] = q(q(a[at(k, j)]! + q(a[v + k]! * t1)) + q(x[k]! * t2));
    }
  }
}

/** dsytd2: A = Q T Q^T from the lower (`lower`) or upper triangle of the column-major `a`, overwritten. */
function tridiagonalize(a: Float64Array, n: number, lower: boolean, p: Precision): Tridiagonal {
  const d = new Float64Array(n), e = new Float64Array(n - 1), tau = new Float64Array(n - 1);
  const x = new Float64Array(n);
  const q = ROUND[p];
  if (lower) {
    for (let i = 0; i < n - 1; i++) {
      // v = A(i+1:n, i) with v(0) = 1; the block it acts on is A(i+1:n, i+1:n)
      const v = i + 1 + i * n;
      const taui = larfg(a, v, n - i - 1, v + 1, 1, p);
      e[i] = a[v]!;
      if (taui !== 0) {
        a[v] = 1;
        update(a, n, i + 1, n - i - 1, v, taui, true, x, q);
        a[v] = e[i]!;
      }
      d[i] = a[i + i * n]!;
      tau[i] = taui;
    }
    d[n - 1] = a[n * n - 1]!;
  } else {
    for (let i = n - 2; i >= 0; i--) {
      // v = A(0:i+1, i+1) with v(i) = 1; the block it acts on is A(0:i+1, 0:i+1)
      const v = (i + 1) * n;
      const taui = larfg(a, v + i, i + 1, v, 1, p);
      e[i] = a[v + i]!;
      if (taui !== 0) {
        a[v + i] = 1;
        update(a, n, 0, i + 1, v, taui, false, x, q);
        a[v + i] = e[i]!;
      }
      d[i + 1] = a[i + 1 + (i + 1) * n]!;
      tau[i] = taui;
    }
    d[0] = a[0]!;
  }
  return { d, e, a, tau };
}

/** dormtr('L', UPLO, 'N'): Z = Q Z with the reflectors sytd2 left, in the order dorm2r / dorm2l apply them. */
function applyQ(t: Tridiagonal, n: number, lower: boolean, z: Float64Array, q: Round): void {
  const { a, tau } = t;
  if (lower) {
    // H(i) acts on rows i+1.. with v = [1, A(i+2:n, i)]; Q = H(0) H(1) ..., the last applied first
    for (let i = n - 2; i >= 0; i--) larf(true, n - i - 1, n, block(a, n, i + 1, i), 1, tau[i]!, block(z, n, i + 1, 0), q);
  } else {
    // H(i) acts on rows 0..i with v = [A(0:i, i+1), 1]; Q = H(n-2) ... H(0), the first applied first
    for (let i = 0; i < n - 1; i++) larf(true, i + 1, n, block(a, n, 0, i + 1), 1, tau[i]!, block(z, n), q, i);
  }
}

/** dlaev2: the eigensystem of [[a, b], [b, c]]: rt1 (the larger in magnitude), rt2, and rt1's vector (cs, sn). */
function eigen2(a: number, b: number, c: number, q: Round): [rt1: number, rt2: number, cs: number, sn: number] {
  const sm = q(a + c), df = q(a - c), adf = Math.abs(df), tb = q(b + b), ab = Math.abs(tb);
  const [acmx, acmn] = Math.abs(a) > Math.abs(c) ? [a, c] : [c, a];
  const hypot = (big: number, small: number) => q(big * q(Math.sqrt(q(1 + q(q(small / big) ** 2)))));
  const rt = adf > ab ? hypot(adf, ab) : adf < ab ? hypot(ab, adf) : q(ab * q(Math.SQRT2));
  let rt1: number, rt2: number, sgn1: number;
  if (sm !== 0) {
    rt1 = q(0.5 * q(sm < 0 ? sm - rt : sm + rt));
    sgn1 = sm < 0 ? -1 : 1;
    // LAPACK's order of operations, which keeps the smaller eigenvalue accurate
    rt2 = q(q(q(acmx / rt1) * acmn) - q(q(b / rt1) * b));
  } else {
    rt1 = q(0.5 * rt);
    rt2 = q(-0.5 * rt);
    sgn1 = 1;
  }
  const sgn2 = df >= 0 ? 1 : -1;
  const cs = q(df >= 0 ? df + rt : df - rt);
  let cs1: number, sn1: number;
  if (Math.abs(cs) > ab) {
    const ct = q(-tb / cs);
    sn1 = q(1 / q(Math.sqrt(q(1 + q(ct * ct)))));
    cs1 = q(ct * sn1);
  } else if (ab === 0) {
    cs1 = 1;
    sn1 = 0;
  } else {
    const tn = q(-cs / tb);
    cs1 = q(1 / q(Math.sqrt(q(1 + q(tn * tn)))));
    sn1 = q(tn * cs1);
  }
  if (sgn1 === sgn2) [cs1, sn1] = [-sn1, cs1];
  return [rt1, rt2, cs1, sn1];
}

/**
 * What the tridiagonal iteration does to its eigenvectors: the columns of the identity at first, rotated in the
 * planes of columns (k, k + 1) for k from `first` (counted from 1) by (c[k], s[k]), and swapped in the final sort.
 * dsteqr's vectors are real (dlasr); zsteqr's complex (zlasr).
 */
export interface TridiagonalVectors {
  rotate(first: number, count: number, backward: boolean, c: Float64Array, s: Float64Array): void;
  swap(i: number, k: number): void;
}

/**
 * Where the unreduced block from l1 ends (from 1): at the first off-diagonal value negligible next to its
 * neighbours on the diagonal, which is set to zero there, or at n.
 */
function blockEnd(d: Float64Array, e: Float64Array, l1: number, n: number, eps: number, q: Round): number {
  for (let m = l1; m <= n - 1; m++) {
    const tst = Math.abs(e[m - 1]!);
    if (tst === 0) return m;
    if (tst <= q(q(q(Math.sqrt(Math.abs(d[m - 1]!))) * q(Math.sqrt(Math.abs(d[m]!)))) * eps)) {
      e[m - 1] = 0;
      return m;
    }
  }
  return n;
}

/**
 * The unreduced blocks l..lend (from 1) of the tridiagonal (d, e) that steqr and sterf iterate on, first to last,
 * each scaled into range (by `scaled` / anorm, 0 when not) before the caller works on it: where an off-diagonal value
 * is negligible the matrix splits, and a block's values are read only once the ones above it are done.
 */
function* unreducedBlocks(d: Float64Array, e: Float64Array, n: number, p: Precision, norm: 'max' | 'one'):
  Generator<{ l: number; lend: number; anorm: number; scaled: number }> {
  const q = ROUND[p], eps = EPS[p], eps2 = q(eps * eps), safmin = SAFMIN[p];
  const ssfmax = q(q(Math.sqrt(1 / safmin)) / 3), ssfmin = q(q(Math.sqrt(safmin)) / eps2);
  for (let l1 = 1; l1 <= n;) {
    if (l1 > 1) e[l1 - 2] = 0;
    const l = l1, lend = blockEnd(d, e, l1, n, eps, q);
    l1 = lend + 1;
    if (lend === l) continue;
    const anorm = blockNorm((k) => d[k - 1]!, (k) => e[k - 1]!, l, lend, norm, q);
    if (anorm === 0) continue;
    const scaled = anorm > ssfmax ? ssfmax : anorm < ssfmin ? ssfmin : 0;
    if (scaled) {
      rescale(d, l - 1, lend - l + 1, anorm, scaled, p);
      rescale(e, l - 1, lend - l, anorm, scaled, p);
    }
    yield { l, lend, anorm, scaled };
  }
}

/**
 * dlanst of the block l..lend (from 1) of the tridiagonal (D, E): its largest magnitude ('max', as dsteqr takes it)
 * or its largest row sum of magnitudes ('one', as zsteqr does), which decides whether and how the block is scaled.
 */
function blockNorm(D: (k: number) => number, E: (k: number) => number, l: number, lend: number, norm: 'max' | 'one',
  q: Round): number {
  let anorm = 0;
  if (norm === 'max') {
    for (let k = l; k <= lend; k++) anorm = Math.max(anorm, Math.abs(D(k)));
    for (let k = l; k < lend; k++) anorm = Math.max(anorm, Math.abs(E(k)));
    return anorm;
  }
  const rows = [q(Math.abs(D(l)) + Math.abs(E(l))), q(Math.abs(E(lend - 1)) + Math.abs(D(lend)))];
  for (let k = l + 1; k < lend; k++) rows.push(q(q(Math.abs(D(k)) + Math.abs(E(k))) + Math.abs(E(k - 1))));
  for (const sum of rows) if (anorm < sum || Number.isNaN(sum)) anorm = sum;
  return anorm;
}

/**
 * dsteqr('I') (`norm` 'max') and zsteqr('I') (`norm` 'one'): eigenvalues (ascending, in d) of the symmetric
 * tridiagonal matrix (d, e), its rotations applied to `z`. Returns the number of off-diagonal values that failed to
 * converge (LAPACK's info). Indices here are the routine's, from 1: d(k) is d[k - 1].
 */
export function tridiagonalEigen(d: Float64Array, e: Float64Array, z: TridiagonalVectors, n: number, p: Precision,
  norm: 'max' | 'one' = 'max'): number {
  const q = ROUND[p];
  const eps = EPS[p], eps2 = q(eps * eps), safmin = SAFMIN[p];
  const cs = new Float64Array(n - 1), sn = new Float64Array(n - 1);
  const maxIterations = 30 * n;
  let iterations = 0;
  const D = (k: number) => d[k - 1]!, E = (k: number) => e[k - 1]!;
  const setD = (k: number, v: number) => { d[k - 1] = v; };
  const setE = (k: number, v: number) => { e[k - 1] = v; };
  // the block's rotations, saved by the iteration, applied to z's columns from `first`
  const rotate = (first: number, count: number, backward: boolean) =>
    z.rotate(first, count, backward, cs.subarray(first - 1), sn.subarray(first - 1));
  for (const { l: lsv, lend: lendsv, anorm, scaled } of unreducedBlocks(d, e, n, p, norm)) {
    let l = lsv, lend = lendsv;
    // QL when the bottom end is the larger in magnitude, else QR
    if (Math.abs(D(lend)) < Math.abs(D(l))) {
      lend = lsv;
      l = lendsv;
    }
    const negligible = (k: number, j: number) => q(E(k) ** 2) <= q(q(q(eps2 * Math.abs(D(j))) * Math.abs(D(j + 1))) + safmin);
    if (lend > l) {
      for (;;) {
        let mm = l;
        while (mm < lend && !negligible(mm, mm)) mm++;
        if (mm < lend) setE(mm, 0);
        let pv = D(l);
        if (mm === l) {
          // an eigenvalue found
          if (++l <= lend) continue;
          break;
        }
        if (mm === l + 1) {
          const [rt1, rt2, c, s] = eigen2(D(l), E(l), D(l + 1), q);
          cs[l - 1] = c;
          sn[l - 1] = s;
          rotate(l, 1, true);
          setD(l, rt1);
          setD(l + 1, rt2);
          setE(l, 0);
          l += 2;
          if (l <= lend) continue;
          break;
        }
        if (iterations === maxIterations) break;
        iterations++;
        // the implicit QL step with Wilkinson's shift, bottom to top
        let g = q(q(D(l + 1) - pv) / q(2 * E(l)));
        let r = lapy2(g, 1, q);
        g = q(q(D(mm) - pv) + q(E(l) / q(g + sign(r, g))));
        let s = 1, c = 1;
        pv = 0;
        for (let i = mm - 1; i >= l; i--) {
          const f = q(s * E(i)), b = q(c * E(i));
          [c, s, r] = rotation(g, f, p);
          if (i !== mm - 1) setE(i + 1, r);
          g = q(D(i + 1) - pv);
          r = q(q(q(D(i) - g) * s) + q(q(2 * c) * b));
          pv = q(s * r);
          setD(i + 1, q(g + pv));
          g = q(q(c * r) - b);
          cs[i - 1] = c;
          sn[i - 1] = -s;
        }
        rotate(l, mm - l, true);
        setD(l, q(D(l) - pv));
        setE(l, g);
      }
    } else {
      for (;;) {
        let mm = l;
        while (mm > lend && !negligible(mm - 1, mm - 1)) mm--;
        if (mm > lend) setE(mm - 1, 0);
        let pv = D(l);
        if (mm === l) {
          if (--l >= lend) continue;
          break;
        }
        if (mm === l - 1) {
          const [rt1, rt2, c, s] = eigen2(D(l - 1), E(l - 1), D(l), q);
          cs[mm - 1] = c;
          sn[mm - 1] = s;
          rotate(mm, 1, false);
          setD(l - 1, rt1);
          setD(l, rt2);
          setE(l - 1, 0);
          l -= 2;
          if (l >= lend) continue;
          break;
        }
        if (iterations === maxIterations) break;
        iterations++;
        // the implicit QR step, top to bottom
        let g = q(q(D(l - 1) - pv) / q(2 * E(l - 1)));
        let r = lapy2(g, 1, q);
        g = q(q(D(mm) - pv) + q(E(l - 1) / q(g + sign(r, g))));
        let s = 1, c = 1;
        pv = 0;
        for (let i = mm; i <= l - 1; i++) {
          const f = q(s * E(i)), b = q(c * E(i));
          [c, s, r] = rotation(g, f, p);
          if (i !== mm) setE(i - 1, r);
          g = q(D(i) - pv);
          r = q(q(q(D(i + 1) - g) * s) + q(q(2 * c) * b));
          pv = q(s * r);
          setD(i, q(g + pv));
          g = q(q(c * r) - b);
          cs[i - 1] = c;
          sn[i - 1] = s;
        }
        rotate(mm, l - mm, false);
        setD(l, q(D(l) - pv));
        setE(l - 1, g);
      }
    }
    if (scaled) {
      rescale(d, lsv - 1, lendsv - lsv + 1, scaled, anorm, p);
      rescale(e, lsv - 1, lendsv - lsv, scaled, anorm, p);
    }
    if (iterations >= maxIterations) return e.reduce((count, v) => count + (v !== 0 ? 1 : 0), 0);
  }
  selectionSort(d, n, (x, y) => x < y, (i, k) => z.swap(i, k));
  return 0;
}

/**
 * dsterf: the eigenvalues alone (ascending, in d) of the symmetric tridiagonal matrix (d, e), by the square-root-free
 * QL/QR iteration syevd runs when no vectors are asked for; its rounding differs from steqr's. Returns LAPACK's info.
 * Indices here are the routine's, from 1.
 */
export function tridiagonalValues(d: Float64Array, e: Float64Array, n: number, p: Precision): number {
  const q = ROUND[p];
  const eps = EPS[p], eps2 = q(eps * eps);
  const maxIterations = 30 * n;
  let iterations = 0;
  const D = (k: number) => d[k - 1]!, E = (k: number) => e[k - 1]!;
  const setD = (k: number, v: number) => { d[k - 1] = v; };
  const setE = (k: number, v: number) => { e[k - 1] = v; };
  for (const { l: lsv, lend: lendsv, anorm, scaled } of unreducedBlocks(d, e, n, p, 'max')) {
    let l = lsv, lend = lendsv;
    for (let i = l; i < lend; i++) setE(i, q(E(i) ** 2));
    if (Math.abs(D(lend)) < Math.abs(D(l))) {
      lend = lsv;
      l = lendsv;
    }
    // one step of the iteration from `l` towards `lend` (dir 1: QL, downwards; -1: QR, upwards)
    const dir = lend >= l ? 1 : -1;
    for (;;) {
      let mm = l;
      // the first negligible (squared) off-diagonal value from l towards lend
      while (mm !== lend) {
        const k = dir === 1 ? mm : mm - 1;
        if (Math.abs(E(k)) <= q(eps2 * Math.abs(q(D(mm) * D(mm + dir))))) break;
        mm += dir;
      }
      if (mm !== lend) setE(dir === 1 ? mm : mm - 1, 0);
      let pv = D(l);
      if (mm === l) {
        setD(l, pv);
        l += dir;
        if (dir === 1 ? l <= lend : l >= lend) continue;
        break;
      }
      if (mm === l + dir) {
        const k = dir === 1 ? l : l - 1;
        const [rt1, rt2] = eigen2(D(l), q(Math.sqrt(E(k))), D(l + dir), q);
        setD(l, rt1);
        setD(l + dir, rt2);
        setE(k, 0);
        l += 2 * dir;
        if (dir === 1 ? l <= lend : l >= lend) continue;
        break;
      }
      if (iterations === maxIterations) break;
      iterations++;
      const rte = q(Math.sqrt(E(dir === 1 ? l : l - 1)));
      let sigma = q(q(D(l + dir) - pv) / q(2 * rte));
      const r0 = lapy2(sigma, 1, q);
      sigma = q(pv - q(rte / q(sigma + sign(r0, sigma))));
      let c = 1, s = 0, gamma = q(D(mm) - sigma);
      pv = q(gamma * gamma);
      // QL runs i = mm-1 down to l on (d(i), d(i+1)); QR runs i = mm up to l-1 on (d(i+1), d(i))
      for (let step = 0; step < Math.abs(mm - l); step++) {
        const i = dir === 1 ? mm - 1 - step : mm + step;
        const bb = E(i), r = q(pv + bb);
        if (step > 0) setE(dir === 1 ? i + 1 : i - 1, q(s * r));
        const oldc = c;
        c = q(pv / r);
        s = q(bb / r);
        const oldgam = gamma, alpha = D(dir === 1 ? i : i + 1);
        gamma = q(q(c * q(alpha - sigma)) - q(s * oldgam));
        setD(dir === 1 ? i + 1 : i, q(oldgam + q(alpha - gamma)));
        pv = c !== 0 ? q(q(gamma * gamma) / c) : q(oldc * bb);
      }
      setE(dir === 1 ? l : l - 1, q(s * pv));
      setD(l, q(sigma + gamma));
    }
    if (scaled) rescale(d, lsv - 1, lendsv - lsv + 1, scaled, anorm, p);
    if (iterations >= maxIterations) return e.reduce((count, v) => count + (v !== 0 ? 1 : 0), 0);
  }
  d.subarray(0, n).sort();
  return 0;
}

/**
 * syevd's and heevd's scaling: the factor a matrix whose largest magnitude is `anrm` is multiplied by first (and
 * its eigenvalues divided by after), 1 when it is clear of underflow and overflow.
 */
export function eigenScale(anrm: number, p: Precision): number {
  const q = ROUND[p], smlnum = SAFMIN[p] / (2 * EPS[p]);
  const rmin = q(Math.sqrt(smlnum)), rmax = q(Math.sqrt(1 / smlnum));
  return anrm > 0 && anrm < rmin ? q(rmin / anrm) : anrm > rmax ? q(rmax / anrm) : 1;
}

/**
 * syevd: eigenvalues ascending and, with `vectors`, eigenvectors (columns) of the symmetric matrix whose lower
 * (`lower`) or upper triangle the row-major `input` holds; `info` > 0 where the iteration failed to converge, as
 * LAPACK reports it. Without vectors the eigenvalues come from dsterf, as LAPACK's JOBZ 'N' computes them.
 */
export function symmetricEigen(input: Matrix, lower = true, precision: Precision = 'double', vectors = true):
  { values: Float64Array; vectors: Matrix; info: number } {
  const n = input.rows, q = ROUND[precision];
  const a = columnMajor(input, q);
  const identity = rowMajor(Float64Array.from({ length: n * n }, (_, k) => (k % (n + 1) === 0 ? 1 : 0)), n, n);
  if (n <= 1) return { values: a, vectors: identity, info: 0 };
  // a matrix too close to underflow or overflow is scaled first (dlansy, dlascl)
  let anrm = 0;
  for (let j = 0; j < n; j++) {
    for (let i = lower ? j : 0; i <= (lower ? n - 1 : j); i++) {
      const v = Math.abs(a[i + j * n]!);
      if (anrm < v || Number.isNaN(v)) anrm = v;
    }
  }
  const sigma = eigenScale(anrm, precision);
  if (sigma !== 1) for (let k = 0; k < n * n; k++) a[k] = q(a[k]! * sigma);
  const t = tridiagonalize(a, n, lower, precision);
  let info: number, out = identity;
  if (vectors) {
    const z = identity.data.slice();
    info = tridiagonalEigen(t.d, t.e, {
      rotate: (first, count, backward, c, s) => lasr(false, backward, count, n, c, s, block(z, n, 0, first - 1), q),
      swap: (i, k) => {
        for (let r = 0; r < n; r++) [z[r + i * n], z[r + k * n]] = [z[r + k * n]!, z[r + i * n]!];
      },
    }, n, precision);
    applyQ(t, n, lower, z, q);
    out = rowMajor(z, n, n);
  } else {
    info = tridiagonalValues(t.d, t.e, n, precision);
  }
  if (sigma !== 1) for (let k = 0; k < n; k++) t.d[k] = q(t.d[k]! * q(1 / sigma));
  return { values: t.d, vectors: out, info };
}
