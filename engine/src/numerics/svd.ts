/**
 * The singular value decomposition as PyTorch's CPU path computes it: LAPACK's gesdd, by its path for the shape
 * (a QR or LQ factorization first when one side is over 11/6 times the other), Householder bidiagonalisation
 * (gebd2), the bidiagonal QR iteration (bdsqr, which bdsdc runs up to 25 columns), and the reflectors applied back
 * (ormbr). Following its steps gives its singular vectors' signs; float32 is computed in float32 arithmetic, as sgesdd
 * does. Past 25 columns LAPACK divides and conquers instead, and signs may differ there.
 *
 * Matrices are column-major here, as LAPACK holds them, with 0-based indices.
 */
import type { Matrix } from './dense.ts';
import { formQ, formQRows, lq, qr } from './householder-qr.ts';
import {
  block, type Block, columnMajor, EPS, gemm, larf, larfg, lasr, type Precision, rescale, rot, ROUND, type Round, rotation, rowMajor,
  SAFMIN, selectionSort, sign, sub,
} from './lapack-kernels.ts';

interface Bidiagonal { readonly d: Float64Array; readonly e: Float64Array; readonly tauq: Float64Array; readonly taup: Float64Array }

/**
 * dgebd2: Q^T A P = B, upper bidiagonal when m >= n, lower otherwise; Q's reflectors stay in the columns below
 * (m >= n: on and below) the diagonal, P's in the rows right of it (m < n: on and right of it).
 */
function bidiagonalize(a: Block, m: number, n: number, p: Precision): Bidiagonal {
  const k = Math.min(m, n), q = ROUND[p];
  const d = new Float64Array(k), e = new Float64Array(Math.max(k - 1, 0));
  const tauq = new Float64Array(k), taup = new Float64Array(k);
  const A = (i: number, j: number) => a.at + i + j * a.ld;
  if (m >= n) {
    for (let i = 0; i < n; i++) {
      tauq[i] = larfg(a.data, A(i, i), m - i, A(Math.min(i + 1, m - 1), i), 1, p);
      d[i] = a.data[A(i, i)]!;
      if (i < n - 1) {
        larf(true, m - i, n - i - 1, sub(a, i, i), 1, tauq[i]!, sub(a, i, i + 1), q);
        taup[i] = larfg(a.data, A(i, i + 1), n - i - 1, A(i, Math.min(i + 2, n - 1)), a.ld, p);
        e[i] = a.data[A(i, i + 1)]!;
        larf(false, m - i - 1, n - i - 1, sub(a, i, i + 1), a.ld, taup[i]!, sub(a, i + 1, i + 1), q);
      }
    }
  } else {
    for (let i = 0; i < m; i++) {
      taup[i] = larfg(a.data, A(i, i), n - i, A(i, Math.min(i + 1, n - 1)), a.ld, p);
      d[i] = a.data[A(i, i)]!;
      if (i < m - 1) {
        larf(false, m - i - 1, n - i, sub(a, i, i), a.ld, taup[i]!, sub(a, i + 1, i), q);
        tauq[i] = larfg(a.data, A(i + 1, i), m - i - 1, A(Math.min(i + 2, m - 1), i), 1, p);
        e[i] = a.data[A(i + 1, i)]!;
        larf(true, m - i - 1, n - i - 1, sub(a, i + 1, i), 1, tauq[i]!, sub(a, i + 1, i + 1), q);
      }
    }
  }
  return { d, e, tauq, taup };
}

/**
 * dormbr('Q', 'L', 'N'): C = Q C for gebd2's Q of an m x n matrix (C has nq = m rows and nc columns): dorm2r applies
 * H(k-1) first. When m < n, Q's reflectors start one row down.
 */
function applyQ(a: Block, m: number, n: number, tauq: Float64Array, c: Block, nc: number, q: Round): void {
  const shift = m >= n ? 0 : 1, k = m >= n ? n : m - 1;
  for (let i = k - 1; i >= 0; i--) {
    larf(true, m - shift - i, nc, sub(a, i + shift, i), 1, tauq[i]!, sub(c, i + shift, 0), q);
  }
}

/**
 * dormbr('P', 'R', 'T'): C = C P^T for gebd2's P of an m x n matrix (C has nr rows and nq = n columns): dorml2
 * applies G(k-1) first. When m >= n, P's reflectors start one column right.
 */
function applyPT(a: Block, m: number, n: number, taup: Float64Array, c: Block, nr: number, q: Round): void {
  const shift = m >= n ? 1 : 0, k = m >= n ? n - 1 : m;
  for (let i = k - 1; i >= 0; i--) {
    larf(false, nr, n - shift - i, sub(a, i, i + shift), a.ld, taup[i]!, sub(c, 0, i + shift), q);
  }
}

/** dlas2: the singular values of [[f, g], [0, h]], smaller first. */
function singular2(f: number, g: number, h: number, q: Round): [ssmin: number, ssmax: number] {
  const fa = Math.abs(f), ga = Math.abs(g), ha = Math.abs(h);
  const fhmn = Math.min(fa, ha), fhmx = Math.max(fa, ha);
  if (fhmn === 0) {
    if (fhmx === 0) return [0, ga];
    const big = Math.max(fhmx, ga), small = Math.min(fhmx, ga);
    return [0, q(big * q(Math.sqrt(q(1 + q(q(small / big) ** 2)))))];
  }
  if (ga < fhmx) {
    const as = q(1 + q(fhmn / fhmx)), at = q(q(fhmx - fhmn) / fhmx), au = q(q(ga / fhmx) ** 2);
    const c = q(2 / q(q(Math.sqrt(q(q(as * as) + au))) + q(Math.sqrt(q(q(at * at) + au)))));
    return [q(fhmn * c), q(fhmx / c)];
  }
  const au = q(fhmx / ga);
  if (au === 0) return [q(q(fhmn * fhmx) / ga), ga];
  const as = q(1 + q(fhmn / fhmx)), at = q(q(fhmx - fhmn) / fhmx);
  const c = q(1 / q(q(Math.sqrt(q(1 + q(q(as * au) ** 2)))) + q(Math.sqrt(q(1 + q(q(at * au) ** 2))))));
  const ssmin = q(q(fhmn * c) * au);
  return [q(ssmin + ssmin), q(ga / q(c + c))];
}

/** dlasv2: the SVD of [[f, g], [0, h]]: signed singular values and the left (csl, snl) and right (csr, snr) rotations. */
function svd2(f: number, g: number, h: number, p: Precision):
  { ssmin: number; ssmax: number; snr: number; csr: number; snl: number; csl: number } {
  const q = ROUND[p];
  let ft = f, fa = Math.abs(f), ht = h, ha = Math.abs(h);
  let pmax = 1;
  const swap = ha > fa;
  if (swap) {
    pmax = 3;
    [ft, ht] = [ht, ft];
    [fa, ha] = [ha, fa];
  }
  const gt = g, ga = Math.abs(g);
  let ssmin: number, ssmax: number, clt: number, crt: number, slt: number, srt: number;
  if (ga === 0) {
    ssmin = ha;
    ssmax = fa;
    clt = 1;
    crt = 1;
    slt = 0;
    srt = 0;
  } else {
    let gasmal = true;
    ssmin = ssmax = clt = crt = slt = srt = 0;
    if (ga > fa) {
      pmax = 2;
      if (q(fa / ga) < EPS[p]) {
        gasmal = false;
        ssmax = ga;
        ssmin = ha > 1 ? q(fa / q(ga / ha)) : q(q(fa / ga) * ha);
        clt = 1;
        slt = q(ht / gt);
        srt = 1;
        crt = q(ft / gt);
      }
    }
    if (gasmal) {
      const dd = q(fa - ha);
      let l = dd === fa ? 1 : q(dd / fa);
      const m = q(gt / ft);
      let t = q(2 - l);
      const mm = q(m * m), tt = q(t * t);
      const s = q(Math.sqrt(q(tt + mm)));
      const r = l === 0 ? Math.abs(m) : q(Math.sqrt(q(q(l * l) + mm)));
      const a = q(0.5 * q(s + r));
      ssmin = q(ha / a);
      ssmax = q(fa * a);
      if (mm === 0) {
        t = l === 0 ? q(sign(2, ft) * sign(1, gt)) : q(q(gt / sign(dd, ft)) + q(m / t));
      } else {
        t = q(q(q(m / q(s + t)) + q(m / q(r + l))) * q(1 + a));
      }
      l = q(Math.sqrt(q(q(t * t) + 4)));
      crt = q(2 / l);
      srt = q(t / l);
      clt = q(q(crt + q(srt * m)) / a);
      slt = q(q(q(ht / ft) * srt) / a);
    }
  }
  const [csl, snl, csr, snr] = swap ? [srt, crt, slt, clt] : [clt, slt, crt, srt];
  const tsign = pmax === 1 ? sign(1, csr) * sign(1, csl) * sign(1, f)
    : pmax === 2 ? sign(1, snr) * sign(1, csl) * sign(1, g) : sign(1, snr) * sign(1, snl) * sign(1, h);
  return {
    ssmax: sign(ssmax, tsign), ssmin: sign(ssmin, tsign * sign(1, f) * sign(1, h)), snr, csr, snl, csl,
  };
}

/**
 * dbdsqr('U'): the SVD of the n x n upper bidiagonal (d, e), its rotations applied to the rows of vt (n x ncvt) and
 * the columns of u (nru x n); singular values end non-negative and decreasing. Returns LAPACK's info.
 */
function bidiagonalSVD(d: Float64Array, e: Float64Array, n: number, vt: Block, ncvt: number, u: Block, nru: number,
  p: Precision): number {
  const q = ROUND[p];
  if (n > 1) {
    const eps = EPS[p], unfl = SAFMIN[p], maxitr = 6;
    const tol = q(Math.max(10, Math.min(100, q(eps ** -0.125))) * eps);
    const D = (k: number) => d[k - 1]!, E = (k: number) => e[k - 1]!;
    let smax = 0;
    for (let i = 1; i <= n; i++) smax = Math.max(smax, Math.abs(D(i)));
    for (let i = 1; i < n; i++) smax = Math.max(smax, Math.abs(E(i)));
    // a lower bound on the smallest singular value decides the convergence threshold
    let sminoa = Math.abs(D(1));
    if (sminoa !== 0) {
      let mu = sminoa;
      for (let i = 2; i <= n; i++) {
        mu = q(Math.abs(D(i)) * q(mu / q(mu + Math.abs(E(i - 1)))));
        sminoa = Math.min(sminoa, mu);
        if (sminoa === 0) break;
      }
    }
    sminoa = q(sminoa / q(Math.sqrt(n)));
    const thresh = Math.max(q(tol * sminoa), q(maxitr * q(n * q(n * unfl))));
    const work = new Float64Array(4 * (n - 1));
    const nm1 = n - 1, nm12 = 2 * nm1, nm13 = 3 * nm1;
    const cs1 = work.subarray(0, nm1), sn1 = work.subarray(nm1, nm12);
    const cs2 = work.subarray(nm12, nm13), sn2 = work.subarray(nm13);
    const maxitdivn = maxitr * n;
    let iterdivn = 0, iter = -1, oldll = -1, oldm = -1, idir = 0, m = n;
    let smin = 0;
    outer: while (m > 1) {
      if (iter >= n) {
        iter -= n;
        iterdivn++;
        if (iterdivn >= maxitdivn) {
          let info = 0;
          for (let i = 0; i < n - 1; i++) if (e[i] !== 0) info++;
          return info;
        }
      }
      // find the diagonal block to work on
      smax = Math.abs(D(m));
      let ll = 0;
      for (let lll = 1; lll <= m - 1; lll++) {
        const cand = m - lll;
        const abss = Math.abs(D(cand)), abse = Math.abs(E(cand));
        if (abse <= thresh) {
          ll = cand;
          break;
        }
        smax = Math.max(smax, abss, abse);
      }
      if (ll > 0) {
        e[ll - 1] = 0;
        if (ll === m - 1) {
          m--;
          continue;
        }
      }
      ll++;
      if (ll === m - 1) {
        // a 2 x 2 block
        const r = svd2(D(m - 1), E(m - 1), D(m), p);
        d[m - 2] = r.ssmax;
        e[m - 2] = 0;
        d[m - 1] = r.ssmin;
        if (ncvt > 0) rot(ncvt, sub(vt, m - 2, 0), vt.ld, sub(vt, m - 1, 0), vt.ld, r.csr, r.snr, q);
        if (nru > 0) rot(nru, sub(u, 0, m - 2), 1, sub(u, 0, m - 1), 1, r.csl, r.snl, q);
        m -= 2;
        continue;
      }
      // a new block: chase the bulge from the larger end
      if (ll > oldm || m < oldll) idir = Math.abs(D(ll)) >= Math.abs(D(m)) ? 1 : 2;
      if (idir === 1) {
        if (Math.abs(E(m - 1)) <= q(Math.abs(tol) * Math.abs(D(m)))) {
          e[m - 2] = 0;
          continue;
        }
        let mu = Math.abs(D(ll));
        smin = mu;
        for (let lll = ll; lll <= m - 1; lll++) {
          if (Math.abs(E(lll)) <= q(tol * mu)) {
            e[lll - 1] = 0;
            continue outer;
          }
          mu = q(Math.abs(D(lll + 1)) * q(mu / q(mu + Math.abs(E(lll)))));
          smin = Math.min(smin, mu);
        }
      } else {
        if (Math.abs(E(ll)) <= q(Math.abs(tol) * Math.abs(D(ll)))) {
          e[ll - 1] = 0;
          continue;
        }
        let mu = Math.abs(D(m));
        smin = mu;
        for (let lll = m - 1; lll >= ll; lll--) {
          if (Math.abs(E(lll)) <= q(tol * mu)) {
            e[lll - 1] = 0;
            continue outer;
          }
          mu = q(Math.abs(D(lll)) * q(mu / q(mu + Math.abs(E(lll)))));
          smin = Math.min(smin, mu);
        }
      }
      oldll = ll;
      oldm = m;
      // the shift: zero when it would not help relative accuracy
      let shift = 0;
      if (!(q(q(n * tol) * q(smin / smax)) <= Math.max(eps, q(0.01 * tol)))) {
        let sll: number;
        if (idir === 1) {
          sll = Math.abs(D(ll));
          shift = singular2(D(m - 1), E(m - 1), D(m), q)[0];
        } else {
          sll = Math.abs(D(m));
          shift = singular2(D(ll), E(ll), D(ll + 1), q)[0];
        }
        if (sll > 0 && q(q(shift / sll) ** 2) < eps) shift = 0;
      }
      iter += m - ll;
      const count = m - ll;
      if (shift === 0) {
        if (idir === 1) {
          let cs = 1, oldcs = 1, sn = 0, oldsn = 0, r = 0;
          for (let i = ll; i <= m - 1; i++) {
            [cs, sn, r] = rotation(q(D(i) * cs), E(i), p);
            if (i > ll) e[i - 2] = q(oldsn * r);
            let di: number;
            [oldcs, oldsn, di] = rotation(q(oldcs * r), q(D(i + 1) * sn), p);
            d[i - 1] = di;
            cs1[i - ll] = cs;
            sn1[i - ll] = sn;
            cs2[i - ll] = oldcs;
            sn2[i - ll] = oldsn;
          }
          const h = q(D(m) * cs);
          d[m - 1] = q(h * oldcs);
          e[m - 2] = q(h * oldsn);
          if (ncvt > 0) lasr(true, false, count, ncvt, cs1, sn1, sub(vt, ll - 1, 0), q);
          if (nru > 0) lasr(false, false, count, nru, cs2, sn2, sub(u, 0, ll - 1), q);
          if (Math.abs(E(m - 1)) <= thresh) e[m - 2] = 0;
        } else {
          let cs = 1, oldcs = 1, sn = 0, oldsn = 0, r = 0;
          for (let i = m; i >= ll + 1; i--) {
            [cs, sn, r] = rotation(q(D(i) * cs), E(i - 1), p);
            if (i < m) e[i - 1] = q(oldsn * r);
            let di: number;
            [oldcs, oldsn, di] = rotation(q(oldcs * r), q(D(i - 1) * sn), p);
            d[i - 1] = di;
            cs1[i - ll - 1] = cs;
            sn1[i - ll - 1] = -sn;
            cs2[i - ll - 1] = oldcs;
            sn2[i - ll - 1] = -oldsn;
          }
          const h = q(D(ll) * cs);
          d[ll - 1] = q(h * oldcs);
          e[ll - 1] = q(h * oldsn);
          if (ncvt > 0) lasr(true, true, count, ncvt, cs2, sn2, sub(vt, ll - 1, 0), q);
          if (nru > 0) lasr(false, true, count, nru, cs1, sn1, sub(u, 0, ll - 1), q);
          if (Math.abs(E(ll)) <= thresh) e[ll - 1] = 0;
        }
      } else if (idir === 1) {
        // chase the bulge top to bottom
        let f = q(q(Math.abs(D(ll)) - shift) * q(sign(1, D(ll)) + q(shift / D(ll))));
        let g = E(ll);
        for (let i = ll; i <= m - 1; i++) {
          const [cosr, sinr, r1] = rotation(f, g, p);
          if (i > ll) e[i - 2] = r1;
          f = q(q(cosr * D(i)) + q(sinr * E(i)));
          e[i - 1] = q(q(cosr * E(i)) - q(sinr * D(i)));
          g = q(sinr * D(i + 1));
          d[i] = q(cosr * D(i + 1));
          const [cosl, sinl, r2] = rotation(f, g, p);
          d[i - 1] = r2;
          f = q(q(cosl * E(i)) + q(sinl * D(i + 1)));
          d[i] = q(q(cosl * D(i + 1)) - q(sinl * E(i)));
          if (i < m - 1) {
            g = q(sinl * E(i + 1));
            e[i] = q(cosl * E(i + 1));
          }
          cs1[i - ll] = cosr;
          sn1[i - ll] = sinr;
          cs2[i - ll] = cosl;
          sn2[i - ll] = sinl;
        }
        e[m - 2] = f;
        if (ncvt > 0) lasr(true, false, count, ncvt, cs1, sn1, sub(vt, ll - 1, 0), q);
        if (nru > 0) lasr(false, false, count, nru, cs2, sn2, sub(u, 0, ll - 1), q);
        if (Math.abs(E(m - 1)) <= thresh) e[m - 2] = 0;
      } else {
        // chase the bulge bottom to top
        let f = q(q(Math.abs(D(m)) - shift) * q(sign(1, D(m)) + q(shift / D(m))));
        let g = E(m - 1);
        for (let i = m; i >= ll + 1; i--) {
          const [cosr, sinr, r1] = rotation(f, g, p);
          if (i < m) e[i - 1] = r1;
          f = q(q(cosr * D(i)) + q(sinr * E(i - 1)));
          e[i - 2] = q(q(cosr * E(i - 1)) - q(sinr * D(i)));
          g = q(sinr * D(i - 1));
          d[i - 2] = q(cosr * D(i - 1));
          const [cosl, sinl, r2] = rotation(f, g, p);
          d[i - 1] = r2;
          f = q(q(cosl * E(i - 1)) + q(sinl * D(i - 1)));
          d[i - 2] = q(q(cosl * D(i - 1)) - q(sinl * E(i - 1)));
          if (i > ll + 1) {
            g = q(sinl * E(i - 2));
            e[i - 3] = q(cosl * E(i - 2));
          }
          cs1[i - ll - 1] = cosr;
          sn1[i - ll - 1] = -sinr;
          cs2[i - ll - 1] = cosl;
          sn2[i - ll - 1] = -sinl;
        }
        e[ll - 1] = f;
        if (Math.abs(E(ll)) <= thresh) e[ll - 1] = 0;
        if (ncvt > 0) lasr(true, true, count, ncvt, cs2, sn2, sub(vt, ll - 1, 0), q);
        if (nru > 0) lasr(false, true, count, nru, cs1, sn1, sub(u, 0, ll - 1), q);
      }
    }
  }
  // make the values non-negative, then sort them decreasing (selection from the end, as bdsqr does)
  for (let i = 0; i < n; i++) {
    if (d[i] === 0) d[i] = 0;
    if (d[i]! < 0) {
      d[i] = -d[i]!;
      for (let j = 0; j < ncvt; j++) vt.data[vt.at + i + j * vt.ld] = -vt.data[vt.at + i + j * vt.ld]!;
    }
  }
  for (let i = 1; i < n; i++) {
    let isub = 0, smin = d[0]!;
    const last = n - i;
    for (let j = 1; j <= last; j++) {
      if (d[j]! <= smin) {
        isub = j;
        smin = d[j]!;
      }
    }
    if (isub !== last) {
      d[isub] = d[last]!;
      d[last] = smin;
      swapRows(vt, isub, last, ncvt);
      swapColumns(u, isub, last, nru);
    }
  }
  return 0;
}

function swapRows(a: Block, i: number, k: number, len: number): void {
  for (let j = 0; j < len; j++) {
    const x = a.at + i + j * a.ld, y = a.at + k + j * a.ld;
    [a.data[x], a.data[y]] = [a.data[y]!, a.data[x]!];
  }
}

function swapColumns(a: Block, j: number, k: number, len: number): void {
  for (let i = 0; i < len; i++) {
    const x = a.at + i + j * a.ld, y = a.at + i + k * a.ld;
    [a.data[x], a.data[y]] = [a.data[y]!, a.data[x]!];
  }
}

/**
 * dbdsdc('I') at bdsqr's sizes: the SVD of the n x n bidiagonal (d, e), upper or `lower`, into u and vt (n x n,
 * overwritten with the identity first); singular values decreasing. Returns LAPACK's info.
 */
export function bidiagonalDecomposition(d: Float64Array, e: Float64Array, n: number, lower: boolean, u: Block, vt: Block,
  p: Precision): number {
  const q = ROUND[p];
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      u.data[u.at + i + j * u.ld] = i === j ? 1 : 0;
      vt.data[vt.at + i + j * vt.ld] = i === j ? 1 : 0;
    }
  }
  if (n === 1) {
    u.data[u.at] = sign(1, d[0]!);
    d[0] = Math.abs(d[0]!);
    return 0;
  }
  // a lower bidiagonal is rotated to upper from the left; the rotations go to u at the end
  const cs = new Float64Array(n - 1), sn = new Float64Array(n - 1);
  if (lower) {
    for (let i = 0; i < n - 1; i++) {
      const [c, s, r] = rotation(d[i]!, e[i]!, p);
      d[i] = r;
      e[i] = q(s * d[i + 1]!);
      d[i + 1] = q(c * d[i + 1]!);
      cs[i] = c;
      sn[i] = -s;
    }
  }
  // dlasdq: bdsqr, then its own selection sort, increasing; then bdsdc's, decreasing
  const info = bidiagonalSVD(d, e, n, vt, n, u, n, p);
  const swap = (i: number, k: number) => {
    swapRows(vt, i, k, n);
    swapColumns(u, i, k, n);
  };
  selectionSort(d, n, (x, y) => x < y, swap);
  selectionSort(d, n, (x, y) => x > y, swap);
  if (lower) lasr(true, true, n - 1, n, cs, sn, u, q);
  return info;
}

/**
 * gesdd's scaling: what a matrix whose largest magnitude is `anrm` is scaled to first when it is near underflow or
 * overflow (its singular values scaled back after), 0 when it is not.
 */
export function svdScale(anrm: number, p: Precision): number {
  const q = ROUND[p], smlnum = q(q(Math.sqrt(SAFMIN[p])) / (2 * EPS[p])), bignum = q(1 / smlnum);
  return anrm > 0 && anrm < smlnum ? smlnum : anrm > bignum ? bignum : 0;
}

/** What gesdd gives: U (m x ucols), S, VT (vtrows x n), column-major, and its info. */
interface SVDResult { readonly u: Float64Array; readonly s: Float64Array; readonly vt: Float64Array; readonly info: number }

/**
 * gesdd with JOBZ 'A' (`full`) or 'S' on the column-major m x n `a` (overwritten): U is m x m or m x k, VT n x n or
 * k x n (k = min(m, n)).
 */
function gesdd(a: Float64Array, m: number, n: number, full: boolean, p: Precision): SVDResult {
  const q = ROUND[p], k = Math.min(m, n);
  const ucols = full ? m : k, vtrows = full ? n : k;
  const u = new Float64Array(m * ucols), vt = new Float64Array(vtrows * n), s = new Float64Array(k);
  if (k === 0) return { u, s, vt, info: 0 };
  let anrm = 0;
  for (const v of a) anrm = Math.max(anrm, Math.abs(v));
  const scaledTo = svdScale(anrm, p);
  if (scaledTo) rescale(a, 0, m * n, anrm, scaledTo, p);
  const A = block(a, m), U = block(u, m), VT = block(vt, vtrows);
  const mnthr = Math.floor(k * 11 / 6);
  let info: number;
  if (m >= n && m >= mnthr) {
    // QR first, then the SVD of R
    const tau = qr(A, m, n, p);
    const r = new Float64Array(n * n), R = block(r, n);
    for (let j = 0; j < n; j++) for (let i = 0; i <= j; i++) r[i + j * n] = a[i + j * m]!;
    const qcols = full ? m : n;
    const Q = full ? U : A;
    if (full) for (let j = 0; j < n; j++) for (let i = j + 1; i < m; i++) u[i + j * m] = a[i + j * m]!;
    formQ(Q, m, qcols, n, tau, q);
    const bd = bidiagonalize(R, n, n, p);
    const w = new Float64Array(n * n), W = block(w, n);
    info = bidiagonalDecomposition(bd.d, bd.e, n, false, W, VT, p);
    applyQ(R, n, n, bd.tauq, W, n, q);
    applyPT(R, n, n, bd.taup, VT, n, q);
    const product = new Float64Array(m * n);
    gemm(m, n, n, Q, W, block(product, m), q);
    u.set(product, 0);
    s.set(bd.d);
  } else if (m < n && n >= mnthr) {
    // LQ first, then the SVD of L
    const tau = lq(A, m, n, p);
    const l = new Float64Array(m * m), L = block(l, m);
    for (let j = 0; j < m; j++) for (let i = j; i < m; i++) l[i + j * m] = a[i + j * m]!;
    let Qrows: Block;
    if (full) {
      for (let j = 0; j < n; j++) for (let i = 0; i < Math.min(j, m); i++) vt[i + j * n] = a[i + j * m]!;
      Qrows = VT;
      formQRows(VT, n, n, m, tau, q);
    } else {
      Qrows = A;
      formQRows(A, m, n, m, tau, q);
    }
    const bd = bidiagonalize(L, m, m, p);
    const w = new Float64Array(m * m), W = block(w, m);
    info = bidiagonalDecomposition(bd.d, bd.e, m, false, U, W, p);
    applyQ(L, m, m, bd.tauq, U, m, q);
    applyPT(L, m, m, bd.taup, W, m, q);
    const product = new Float64Array(m * n), P = block(product, m);
    gemm(m, n, m, W, Qrows, P, q);
    for (let j = 0; j < n; j++) for (let i = 0; i < m; i++) vt[i + j * vtrows] = product[i + j * m]!;
    s.set(bd.d);
  } else {
    // bidiagonalise A itself
    const bd = bidiagonalize(A, m, n, p);
    if (m >= n) {
      info = bidiagonalDecomposition(bd.d, bd.e, n, false, U, VT, p);
      for (let i = n; i < ucols; i++) u[i + i * m] = 1;
      applyQ(A, m, n, bd.tauq, U, ucols, q);
      applyPT(A, m, n, bd.taup, VT, n, q);
    } else {
      info = bidiagonalDecomposition(bd.d, bd.e, m, true, U, VT, p);
      for (let i = m; i < vtrows; i++) vt[i + i * vtrows] = 1;
      applyQ(A, m, n, bd.tauq, U, m, q);
      applyPT(A, m, n, bd.taup, VT, vtrows, q);
    }
    s.set(bd.d);
  }
  if (scaledTo) rescale(s, 0, k, scaledTo, anrm, p);
  return { u, s, vt, info };
}

/**
 * The SVD of the row-major `input` as gesdd computes it: U (m x m with `full`, else m x k), singular values
 * decreasing, and V^T (n x n or k x n), row-major; `info` > 0 where the iteration did not converge.
 */
export function singularValueDecomposition(input: Matrix, full: boolean, precision: Precision = 'double'):
  { u: Matrix; s: Float64Array; vh: Matrix; info: number } {
  const { rows: m, cols: n } = input;
  const r = gesdd(columnMajor(input, ROUND[precision]), m, n, full, precision);
  const k = Math.min(m, n), ucols = full ? m : k, vtrows = full ? n : k;
  return { u: rowMajor(r.u, m, ucols), s: r.s, vh: rowMajor(r.vt, vtrows, n), info: r.info };
}
