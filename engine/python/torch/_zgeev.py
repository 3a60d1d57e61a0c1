"""Eigenvalues and right eigenvectors of a complex square matrix as LAPACK's zgeev (cgeev for complex64) computes
them, in Python complex numbers.

The steps are LAPACK's for small matrices, so that eigenvalues come out in its order: dgebal's permutations and
scaling (shared with the real path), Householder reduction to Hessenberg form (zgehd2, accumulating Q), zlahqr's
single-shift QR iteration to Schur form T = Z^H A Z with a real subdiagonal, each eigenvector of T by back
substitution (ztrevc) taken back by Z and the balancing (zgebak), then zgeev's normalisation: unit 2-norm and the
largest component real. Without vectors the iteration updates only the active block, as zhseqr's eigenvalue-only
mode does.
"""
import cmath
import math

from ._geev import _PRECISIONS, _balance, _isolate, _single, deflation_point


def _cabs1(z):
    return abs(z.real) + abs(z.imag)


def _larfg(alpha, x):
    """zlarfg: (beta, tau, v tail) with H^H [alpha; x] = [beta; 0], H = I - tau [1; v][1; v]^H, beta real."""
    xnorm = math.sqrt(sum(t.real * t.real + t.imag * t.imag for t in x))
    if xnorm == 0 and alpha.imag == 0:
        return alpha, 0j, list(x)
    beta = -math.copysign(math.sqrt(alpha.real ** 2 + alpha.imag ** 2 + xnorm ** 2), alpha.real)
    tau = complex((beta - alpha.real) / beta, -alpha.imag / beta)
    scale = 1 / (alpha - beta)
    return complex(beta), tau, [t * scale for t in x]


def _hessenberg(a, lo, hi):
    """zgehd2 then zunghr on rows and columns lo..hi: (H, Q) with A = Q H Q^H, H upper Hessenberg."""
    n = len(a)
    h = [row[:] for row in a]
    q = [[complex(i == j) for j in range(n)] for i in range(n)]
    for i in range(lo, hi - 1):
        beta, tau, v = _larfg(h[i + 1][i], [h[k][i] for k in range(i + 2, hi + 1)])
        v = [1 + 0j] + v
        rows = range(i + 1, hi + 1)
        for r in range(hi + 1):  # H := H (I - tau v v^H), and Q likewise
            for m in (h, q):
                s = sum(m[r][k] * v[k - i - 1] for k in rows)
                for k in rows:
                    m[r][k] -= tau * s * v[k - i - 1].conjugate()
        for c in range(i + 1, n):  # H := (I - conj(tau) v v^H) H
            s = sum(v[k - i - 1].conjugate() * h[k][c] for k in rows)
            for k in rows:
                h[k][c] -= tau.conjugate() * s * v[k - i - 1]
        h[i + 1][i] = beta
        for k in range(i + 2, hi + 1):
            h[k][i] = 0j
    return h, q


def _scale_row(h, i, cols, f):
    for j in cols:
        h[i][j] *= f


def _scale_col(m, j, rows, f):
    for i in rows:
        m[i][j] *= f


def _schur(h, z, lo, hi, ulp, safmin, wantt):
    """zlahqr on rows lo..hi (T and Z in place when wantt): the eigenvalues in T's diagonal order."""
    n = len(h)
    w = [h[j][j] for j in range(n)]
    if lo == hi:
        return w
    for j in range(lo, hi - 2):
        h[j + 2][j] = h[j + 3][j] = 0j
    if lo <= hi - 2:
        h[hi][hi - 2] = 0j
    jlo, jhi = (0, n - 1) if wantt else (lo, hi)
    for i in range(lo + 1, hi + 1):  # a real subdiagonal
        if h[i][i - 1].imag != 0:
            sc = h[i][i - 1] / _cabs1(h[i][i - 1])
            sc = sc.conjugate() / abs(sc)
            h[i][i - 1] = complex(abs(h[i][i - 1]))
            _scale_row(h, i, range(i, jhi + 1), sc)
            _scale_col(h, i, range(jlo, min(jhi, i + 1) + 1), sc.conjugate())
            if wantt:
                _scale_col(z, i, range(n), sc.conjugate())
    nh = hi - lo + 1
    smlnum = safmin * (nh / ulp)
    itmax = 30 * max(10, nh)
    kdefl = 0
    i = hi
    while i >= lo:
        l = lo
        for _its in range(itmax + 1):
            # the subdiagonal is real, so its |re| + |im| is the |re| that zlahqr tests
            l = deflation_point(h, i, l, lo, hi, smlnum, ulp, _cabs1)
            if l > lo:
                h[l][l - 1] = 0j
            if l >= i:
                break
            kdefl += 1
            i1, i2 = (0, n - 1) if wantt else (l, i)
            t = _shift(h, i, l, kdefl)
            m, v = _start(h, i, l, t, ulp)
            _sweep(h, z, i, l, m, v, i1, i2, wantt)
        else:
            raise RuntimeError("linalg.eig: The algorithm failed to converge because the input matrix is "
                               "ill-conditioned or has too many repeated eigenvalues (error code: 1).")
        w[i] = h[i][i]
        kdefl = 0
        i = l - 1
    return w


def _shift(h, i, l, kdefl):
    """zlahqr's shift: exceptional every 10 deflation-free iterations, else Wilkinson's."""
    if kdefl % 20 == 0:
        return 0.75 * abs(h[i][i - 1].real) + h[i][i]
    if kdefl % 10 == 0:
        return 0.75 * abs(h[l + 1][l].real) + h[l][l]
    t = h[i][i]
    u = _csqrt(h[i - 1][i]) * _csqrt(h[i][i - 1])
    s = _cabs1(u)
    if s != 0:
        x = 0.5 * (h[i - 1][i - 1] - t)
        sx = _cabs1(x)
        s = max(s, sx)
        y = s * _csqrt((x / s) ** 2 + (u / s) ** 2)
        if sx > 0 and (x / sx).real * y.real + (x / sx).imag * y.imag < 0:
            y = -y
        t = t - u * (u / (x + y))
    return t


def _csqrt(z):
    return cmath.sqrt(z)


def _start(h, i, l, t, ulp):
    """Where the QR step starts (two consecutive small subdiagonals, else l) and its first vector."""
    for m in range(i - 1, l, -1):
        h11, h22 = h[m][m], h[m + 1][m + 1]
        h11s = h11 - t
        h21 = h[m + 1][m].real
        s = _cabs1(h11s) + abs(h21)
        h11s, h21 = h11s / s, h21 / s
        h10 = h[m][m - 1].real
        if abs(h10) * abs(h21) <= ulp * (_cabs1(h11s) * (_cabs1(h11) + _cabs1(h22))):
            return m, [h11s, complex(h21)]
    h11s = h[l][l] - t
    h21 = h[l + 1][l].real
    s = _cabs1(h11s) + abs(h21)
    return l, [h11s / s, complex(h21 / s)]


def _sweep(h, z, i, l, m, v, i1, i2, wantz):
    """One single-shift QR step chasing the bulge from row m to row i."""
    n = len(h)
    for k in range(m, i):
        if k > m:
            v = [h[k][k - 1], h[k + 1][k - 1]]
        beta, t1, (v2,) = _larfg(v[0], [v[1]])
        if k > m:
            h[k][k - 1] = beta
            h[k + 1][k - 1] = 0j
        t2 = (t1 * v2).real
        for j in range(k, i2 + 1):
            s = t1.conjugate() * h[k][j] + t2 * h[k + 1][j]
            h[k][j] -= s
            h[k + 1][j] -= s * v2
        for j in range(i1, min(k + 2, i) + 1):
            s = t1 * h[j][k] + t2 * h[j][k + 1]
            h[j][k] -= s
            h[j][k + 1] -= s * v2.conjugate()
        if wantz:
            for j in range(n):
                s = t1 * z[j][k] + t2 * z[j][k + 1]
                z[j][k] -= s
                z[j][k + 1] -= s * v2.conjugate()
        if k == m and m > l:
            temp = 1 - t1
            temp = temp / abs(temp)
            h[m + 1][m] *= temp.conjugate()
            if m + 2 <= i:
                h[m + 2][m + 1] *= temp
            for j in range(m, i + 1):
                if j != m + 1:
                    if i2 > j:
                        _scale_row(h, j, range(j + 1, i2 + 1), temp)
                    _scale_col(h, j, range(i1, j), temp.conjugate())
                    if wantz:
                        _scale_col(z, j, range(n), temp.conjugate())
    temp = h[i][i - 1]
    if temp.imag != 0:
        rtemp = abs(temp)
        h[i][i - 1] = complex(rtemp)
        temp = temp / rtemp
        if i2 > i:
            _scale_row(h, i, range(i + 1, i2 + 1), temp.conjugate())
        _scale_col(h, i, range(i1, i), temp)
        if wantz:
            _scale_col(z, i, range(n), temp)


def _vectors(t, z, ulp, safmin):
    """ztrevc's right eigenvectors of T, back-transformed by Z, as columns."""
    n = len(t)
    smlnum = safmin * (n / ulp)
    out = [None] * n
    for ki in range(n - 1, -1, -1):
        lam = t[ki][ki]
        smin = max(ulp * _cabs1(lam), smlnum)
        x = [-t[k][ki] for k in range(ki)] + [1 + 0j]
        for j in range(ki - 1, -1, -1):
            pivot = t[j][j] - lam
            if _cabs1(pivot) < smin:
                pivot = complex(smin)
            if x[j] != 0:
                x[j] = x[j] / pivot
                for r in range(j):
                    x[r] -= x[j] * t[r][j]
        out[ki] = [sum(z[r][c] * x[c] for c in range(ki + 1)) for r in range(n)]
    return out


def _normalise(v, single):
    """zgeev's scaling: unit 2-norm, then the (first) largest component rotated to be real."""
    norm = math.sqrt(sum(e.real * e.real + e.imag * e.imag for e in v))
    v = [e / norm for e in v]
    moduli = [e.real * e.real + e.imag * e.imag for e in v]
    moduli = _single(moduli) if single else moduli
    big = max(range(len(v)), key=lambda r: (moduli[r], -r))
    rot = v[big].conjugate() / math.sqrt(moduli[big])
    v = [e * rot for e in v]
    v[big] = complex(v[big].real, 0.0)
    return v


def zgeev(a, vectors, precision):
    """(eigenvalues, eigenvectors as rows of columns or None) of the square complex matrix a (lists of complex),
    iterating as LAPACK does in `precision` ("single" or "double")."""
    ulp, safmin = _PRECISIONS[precision]
    a = [[complex(x) for x in row] for row in a]
    n = len(a)
    lo, hi, swaps = _isolate(a)
    scale = _balance(a, lo, hi, safmin, ulp)
    h, q = _hessenberg(a, lo, hi)
    values = _schur(h, q, lo, hi, ulp, safmin, vectors)
    if not vectors:
        return values, None
    cols = _vectors(h, q, ulp, safmin)
    for c in cols:  # zgebak: the scaling, then the exchanges in reverse
        for r, s in enumerate(scale):
            c[r] *= s
    rows = [[cols[c][r] for c in range(n)] for r in range(n)]
    for j, m in reversed(swaps):
        rows[j], rows[m] = rows[m], rows[j]
    cols = [_normalise([rows[r][c] for r in range(n)], precision == "single") for c in range(n)]
    return values, [[cols[c][r] for c in range(n)] for r in range(n)]
