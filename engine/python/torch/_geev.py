"""Eigenvalues and right eigenvectors of a real square matrix as LAPACK's dgeev computes them, in Python floats.

The steps are LAPACK's for small matrices, so that eigenvalues come out in its order and eigenvectors with its
signs: balancing (dgebal: permutations isolating eigenvalues, then power-of-2 scaling), Householder reduction to
Hessenberg form (dgehd2, accumulating Q), the double-shift QR iteration of dlahqr to real Schur form T = Z^T A Z
(2x2 blocks standardised by dlanv2), each eigenvector of T by back substitution (dtrevc) taken back by Z and the
balancing (dgebak), then dgeev's normalisation: unit 2-norm, and a complex vector's largest component real.
Larger matrices can still differ from an optimised LAPACK in an eigenvector's sign (or a complex one's phase).
"""
import math
from array import array

# (ulp, safmin) of LAPACK's dlamch/slamch: the precision decides when the QR iteration deflates, and with it the
# Schur vectors' signs, so a float32 matrix follows sgeev's path though the arithmetic here is float64's
_PRECISIONS = {"single": (2.0 ** -23, 2.0 ** -126), "double": (2.0 ** -52, 2.0 ** -1022)}


def _single(values):
    """values rounded to float32, as sgeev holds them."""
    return list(array("f", values))


def _sign(a, b):
    """Fortran's SIGN: |a| with b's sign."""
    return math.copysign(abs(a), b)


def _householder(alpha, x):
    """dlarfg: (beta, tau, v tail) with (I - tau [1; v][1; v]^T) [alpha; x] = [beta; 0]."""
    xnorm = math.sqrt(sum(t * t for t in x))
    if xnorm == 0:
        return alpha, 0.0, x
    beta = -_sign(math.hypot(alpha, xnorm), alpha)
    return beta, (beta - alpha) / beta, [t / (alpha - beta) for t in x]


def _isolate(a):
    """dgebal's permutations: rows, then columns, that isolate an eigenvalue are swapped to the bottom (top), each
    search starting over after a swap. Returns (lo, hi, swaps): a[lo:hi+1, lo:hi+1] is left to balance and
    iterate on, and swaps lists the (i, j) row and column exchanges in the order made."""
    n = len(a)
    lo, hi, swaps = 0, n - 1, []

    def exchange(j, m):
        swaps.append((j, m))
        for r in range(hi + 1):
            a[r][j], a[r][m] = a[r][m], a[r][j]
        a[j][lo:], a[m][lo:] = a[m][lo:], a[j][lo:]

    while True:  # a row with zeros off the diagonal (within columns 0..hi): its eigenvalue is its diagonal
        row = next((j for j in range(hi, -1, -1) if all(a[j][i] == 0 for i in range(hi + 1) if i != j)), None)
        if row is None:
            break
        exchange(row, hi)
        if hi == 0:
            return 0, 0, swaps
        hi -= 1
    while True:  # likewise a column with zeros off the diagonal (within rows lo..hi)
        col = next((j for j in range(lo, hi + 1) if all(a[i][j] == 0 for i in range(lo, hi + 1) if i != j)), None)
        if col is None:
            break
        exchange(col, lo)
        lo += 1
    return lo, hi, swaps


def _square(x):
    return x.real * x.real + x.imag * x.imag


def _largest(xs):
    """|x| of the first x largest in |re| + |im| (i?amax's choice; the largest |x| for real x)."""
    return abs(max(xs, key=lambda x: abs(x.real) + abs(x.imag)))


def _balance(a, lo, hi, safmin, ulp):
    """dgebal's (zgebal's, for complex entries) scaling of rows and columns lo..hi by powers of 2 until their
    2-norms are within a factor of each other; returns the scale factors."""
    n = len(a)
    scale = [1.0] * n
    span = range(lo, hi + 1)
    sfmin1 = safmin / ulp
    sfmax1 = 1 / sfmin1
    sfmin2, sfmax2 = sfmin1 * 2, 1 / (sfmin1 * 2)
    noconv = True
    while noconv:
        noconv = False
        for i in span:
            c = math.sqrt(sum(_square(a[k][i]) for k in span))
            r = math.sqrt(sum(_square(a[i][k]) for k in span))
            ca = _largest([a[k][i] for k in range(hi + 1)])
            ra = _largest([a[i][k] for k in range(lo, n)])
            if c == 0 or r == 0:
                continue
            g, f, s = r / 2, 1.0, c + r
            while c < g and max(f, c, ca) < sfmax2 and min(r, g, ra) > sfmin2:
                f, c, ca, r, g, ra = f * 2, c * 2, ca * 2, r / 2, g / 2, ra / 2
            g = c / 2
            while g >= r and max(r, ra) < sfmax2 and min(f, c, g, ca) > sfmin2:
                f, c, g, ca, r, ra = f / 2, c / 2, g / 2, ca / 2, r * 2, ra * 2
            if c + r >= 0.95 * s:
                continue
            if f < 1 and scale[i] < 1 and f * scale[i] <= sfmin1:
                continue
            if f > 1 and scale[i] > 1 and scale[i] >= sfmax1 / f:
                continue
            scale[i] *= f
            noconv = True
            for k in range(lo, n):
                a[i][k] *= 1 / f
            for k in range(hi + 1):
                a[k][i] *= f
    return scale


def _hessenberg(a, lo, hi):
    """dgehd2 then dorghr on rows and columns lo..hi: (H, Q) with A = Q H Q^T, H upper Hessenberg."""
    n = len(a)
    h = [row[:] for row in a]
    q = [[float(i == j) for j in range(n)] for i in range(n)]
    for i in range(lo, hi - 1):
        beta, tau, v = _householder(h[i + 1][i], [h[k][i] for k in range(i + 2, hi + 1)])
        v = [1.0] + v
        rows = range(i + 1, hi + 1)
        for r in range(hi + 1):  # from the right: H(0:hi, i+1:hi) and Q
            for m in (h, q):
                s = sum(m[r][k] * v[k - i - 1] for k in rows)
                for k in rows:
                    m[r][k] -= tau * s * v[k - i - 1]
        for c in range(i + 1, n):  # from the left: H(i+1:n, i+1:n)
            s = sum(h[k][c] * v[k - i - 1] for k in rows)
            for k in rows:
                h[k][c] -= tau * s * v[k - i - 1]
        h[i + 1][i] = beta
        for k in range(i + 2, hi + 1):
            h[k][i] = 0.0
    return h, q


def _rot(x, y, cs, sn):
    """drot over paired sequences of (matrix, row, col) getters and setters."""
    for (gx, sx), (gy, sy) in zip(x, y):
        a, b = gx(), gy()
        sx(cs * a + sn * b)
        sy(cs * b - sn * a)


def _cell(m, i, j):
    return (lambda: m[i][j]), (lambda v: m[i].__setitem__(j, v))


def _standardize(a, b, c, d, ulp):
    """dlanv2: the Schur factorisation of a 2x2 block: (a, b, c, d, (rt1r, rt1i), (rt2r, rt2i), cs, sn)."""
    eps = ulp / 2
    if c == 0:
        cs, sn = 1.0, 0.0
    elif b == 0:
        cs, sn = 0.0, 1.0
        a, d, b, c = d, a, -c, 0.0
    elif a - d == 0 and math.copysign(1, b) != math.copysign(1, c):
        cs, sn = 1.0, 0.0
    else:
        temp = a - d
        p = 0.5 * temp
        bcmax = max(abs(b), abs(c))
        bcmis = min(abs(b), abs(c)) * _sign(1.0, b) * _sign(1.0, c)
        scale = max(abs(p), bcmax)
        z = p / scale * p + bcmax / scale * bcmis
        if z >= 4 * eps:  # real eigenvalues
            z = p + _sign(math.sqrt(scale) * math.sqrt(z), p)
            a = d + z
            d = d - bcmax / z * bcmis
            tau = math.hypot(c, z)
            cs, sn = z / tau, c / tau
            b, c = b - c, 0.0
        else:  # complex or almost equal real eigenvalues: make the diagonal equal
            sigma = b + c
            tau = math.hypot(sigma, temp)
            cs = math.sqrt(0.5 * (1 + abs(sigma) / tau))
            sn = -(p / (tau * cs)) * _sign(1.0, sigma)
            aa, bb = a * cs + b * sn, -a * sn + b * cs
            cc, dd = c * cs + d * sn, -c * sn + d * cs
            a, b = aa * cs + cc * sn, bb * cs + dd * sn
            c, d = -aa * sn + cc * cs, -bb * sn + dd * cs
            temp = 0.5 * (a + d)
            a = d = temp
            if c != 0:
                if b != 0:
                    if math.copysign(1, b) == math.copysign(1, c):  # real after all
                        sab, sac = math.sqrt(abs(b)), math.sqrt(abs(c))
                        p = _sign(sab * sac, c)
                        tau = 1 / math.sqrt(abs(b + c))
                        a, d = temp + p, temp - p
                        b, c = b - c, 0.0
                        cs1, sn1 = sab * tau, sac * tau
                        cs, sn = cs * cs1 - sn * sn1, cs * sn1 + sn * cs1
                else:
                    b, c = -c, 0.0
                    cs, sn = -sn, cs
    im = 0.0 if c == 0 else math.sqrt(abs(b)) * math.sqrt(abs(c))
    return a, b, c, d, (a, im), (d, -im if im else 0.0), cs, sn


def _schur(h, z, lo, hi, ulp, safmin):
    """dlahqr with wantt and wantz on rows lo..hi: T and Z in place; the eigenvalues [(re, im)] in T's diagonal
    order (those isolated outside lo..hi are their diagonal entries)."""
    n = len(h)
    w = [(h[j][j], 0.0) for j in range(n)]
    for j in range(lo, hi - 2):
        h[j + 2][j] = h[j + 3][j] = 0.0
    if lo <= hi - 2:
        h[hi][hi - 2] = 0.0
    nh = hi - lo + 1
    smlnum = safmin * (nh / ulp)
    itmax = 30 * max(10, nh)
    kdefl = 0
    i = hi
    while i >= lo:
        l = lo
        for _its in range(itmax + 1):
            l = deflation_point(h, i, l, lo, hi, smlnum, ulp, abs)
            if l > lo:
                h[l][l - 1] = 0.0
            if l >= i - 1:
                break
            kdefl += 1
            rt = _shifts(h, i, l, kdefl)
            m, v = _start(h, i, l, rt, ulp)
            _sweep(h, z, i, l, m, v)
        else:
            raise RuntimeError("linalg.eig: The algorithm failed to converge because the input matrix is "
                               "ill-conditioned or has too many repeated eigenvalues (error code: 1).")
        if l == i:
            w[i] = (h[i][i], 0.0)
        else:
            a, b, c, d, w[i - 1], w[i], cs, sn = _standardize(h[i - 1][i - 1], h[i - 1][i], h[i][i - 1], h[i][i],
                                                              ulp)
            h[i - 1][i - 1], h[i - 1][i], h[i][i - 1], h[i][i] = a, b, c, d
            _rot([_cell(h, i - 1, j) for j in range(i + 1, n)], [_cell(h, i, j) for j in range(i + 1, n)], cs, sn)
            _rot([_cell(h, j, i - 1) for j in range(i - 1)], [_cell(h, j, i) for j in range(i - 1)], cs, sn)
            _rot([_cell(z, j, i - 1) for j in range(n)], [_cell(z, j, i) for j in range(n)], cs, sn)
        kdefl = 0
        i = l - 1
    return w


def deflation_point(h, i, l, lo, hi, smlnum, ulp, size):
    """The row k (l <= k <= i) whose subdiagonal entry h[k][k-1] is negligible (Ahues and Tisseur's test, as
    dlahqr and zlahqr make it; `size` is their modulus: abs, or |re| + |im| for complex entries), l if none is."""
    k = i
    while k > l:
        if size(h[k][k - 1]) <= smlnum:
            break
        tst = size(h[k - 1][k - 1]) + size(h[k][k])
        if tst == 0:
            if k - 2 >= lo:
                tst += size(h[k - 1][k - 2])
            if k + 1 <= hi:
                tst += size(h[k + 1][k])
        if size(h[k][k - 1]) <= ulp * tst:
            ab = max(size(h[k][k - 1]), size(h[k - 1][k]))
            ba = min(size(h[k][k - 1]), size(h[k - 1][k]))
            aa = max(size(h[k][k]), size(h[k - 1][k - 1] - h[k][k]))
            bb = min(size(h[k][k]), size(h[k - 1][k - 1] - h[k][k]))
            s = aa + ab
            if ba * (ab / s) <= max(smlnum, ulp * (bb * (aa / s))):
                break
        k -= 1
    return k


def _shifts(h, i, l, kdefl):
    """The two shifts of a QR sweep: the trailing 2x2 block's eigenvalues, or an exceptional shift every 10."""
    if kdefl % 20 == 0:
        s = abs(h[i][i - 1]) + abs(h[i - 1][i - 2])
        h11, h12, h21 = 0.75 * s + h[i][i], -0.4375 * s, s
        h22 = h11
    elif kdefl % 10 == 0:
        s = abs(h[l + 1][l]) + abs(h[l + 2][l + 1])
        h11, h12, h21 = 0.75 * s + h[l][l], -0.4375 * s, s
        h22 = h11
    else:
        h11, h21, h12, h22 = h[i - 1][i - 1], h[i][i - 1], h[i - 1][i], h[i][i]
    s = abs(h11) + abs(h12) + abs(h21) + abs(h22)
    if s == 0:
        return 0.0, 0.0, 0.0, 0.0
    h11, h21, h12, h22 = h11 / s, h21 / s, h12 / s, h22 / s
    tr = (h11 + h22) / 2
    det = (h11 - tr) * (h22 - tr) - h12 * h21
    rtdisc = math.sqrt(abs(det))
    if det >= 0:  # a complex conjugate pair
        return tr * s, rtdisc * s, tr * s, -rtdisc * s
    rt1r, rt2r = tr + rtdisc, tr - rtdisc  # real shifts: use the one nearer h22 twice
    rt = rt1r * s if abs(rt1r - h22) <= abs(rt2r - h22) else rt2r * s
    return rt, 0.0, rt, 0.0


def _start(h, i, l, shifts, ulp):
    """Where the sweep starts (two consecutive small subdiagonals) and its first Householder vector."""
    rt1r, rt1i, rt2r, rt2i = shifts
    for m in range(i - 2, l - 1, -1):
        h21s = h[m + 1][m]
        s = abs(h[m][m] - rt2r) + abs(rt2i) + abs(h21s)
        h21s = h[m + 1][m] / s
        v = [h21s * h[m][m + 1] + (h[m][m] - rt1r) * ((h[m][m] - rt2r) / s) - rt1i * (rt2i / s),
             h21s * (h[m][m] + h[m + 1][m + 1] - rt1r - rt2r), h21s * h[m + 2][m + 1]]
        s = abs(v[0]) + abs(v[1]) + abs(v[2])
        v = [t / s for t in v]
        if m == l:
            break
        h00 = abs(h[m][m - 1]) * (abs(v[1]) + abs(v[2]))
        h01 = abs(v[0]) * (abs(h[m - 1][m - 1]) + abs(h[m][m]) + abs(h[m + 1][m + 1]))
        if h00 <= ulp * h01:
            break
    return m, v


def _sweep(h, z, i, l, m, v):
    """One double-shift QR sweep chasing the bulge from row m to row i, applied to T's rows and columns and Z."""
    n = len(h)
    for k in range(m, i):
        nr = min(3, i - k + 1)
        if k > m:
            v = [h[k + j][k - 1] for j in range(nr)]
        beta, t1, tail = _householder(v[0], v[1:nr])
        if k > m:
            h[k][k - 1] = beta
            h[k + 1][k - 1] = 0.0
            if k < i - 1:
                h[k + 2][k - 1] = 0.0
        elif m > l:
            h[k][k - 1] *= 1 - t1
        t = [t1] + [t1 * x for x in tail]
        u = [1.0] + tail
        for j in range(k, n):
            s = sum(u[r] * h[k + r][j] for r in range(nr))
            for r in range(nr):
                h[k + r][j] -= s * t[r]
        for mat, rows in ((h, range(min(k + 3, i) + 1)), (z, range(n))):
            for j in rows:
                s = sum(u[r] * mat[j][k + r] for r in range(nr))
                for r in range(nr):
                    mat[j][k + r] -= s * t[r]


def _solve_upper(t, x, k, lam, smin):
    """Solves (T[:k, :k] - lam) y = x[:k] in place by back substitution over T's 1x1 and 2x2 diagonal blocks; a
    pivot smaller than smin becomes smin, as dlaln2 perturbs it when lam is a repeated eigenvalue."""
    j = k - 1
    while j >= 0:
        if j > 0 and t[j][j - 1] != 0:  # a 2x2 block: rows j-1 and j together
            a, b, c, d = t[j - 1][j - 1] - lam, t[j - 1][j], t[j][j - 1], t[j][j] - lam
            r1, r2 = x[j - 1], x[j]
            det = a * d - b * c
            if abs(det) < smin * smin:
                det = smin * smin
            x[j - 1], x[j] = (r1 * d - b * r2) / det, (a * r2 - c * r1) / det
            for r in range(j - 1):
                x[r] -= t[r][j - 1] * x[j - 1] + t[r][j] * x[j]
            j -= 2
        else:
            pivot = t[j][j] - lam
            x[j] = x[j] / (pivot if abs(pivot) >= smin else smin)
            for r in range(j):
                x[r] -= t[r][j] * x[j]
            j -= 1


def _vectors(t, z, w, ulp, safmin):
    """dtrevc's right eigenvectors, back-transformed by Z and normalised as dgeev does, as lists of complex."""
    n = len(t)
    out = [None] * n
    smlnum = safmin * (n / ulp)
    ki = n - 1
    while ki >= 0:
        re, im = w[ki]
        smin = max(ulp * (abs(re) + abs(im)), smlnum)
        if im == 0:
            x = [-t[r][ki] for r in range(ki)]
            _solve_upper(t, x, ki, re, smin)
            x = x + [1.0] + [0.0] * (n - ki - 1)
            v = [sum(z[r][c] * x[c] for c in range(ki + 1)) for r in range(n)]
            norm = math.sqrt(sum(e * e for e in v))
            out[ki] = [complex(e / norm) for e in v]
            ki -= 1
            continue
        k0 = ki - 1  # the pair's eigenvalue with positive imaginary part sits first
        wi = math.sqrt(abs(t[k0][ki])) * math.sqrt(abs(t[ki][k0]))
        if abs(t[k0][ki]) >= abs(t[ki][k0]):
            x0, x1 = complex(1, 0), complex(0, wi / t[k0][ki])
        else:
            x0, x1 = complex(-wi / t[ki][k0], 0), complex(0, 1)
        x = [-x0 * t[r][k0] - x1 * t[r][ki] for r in range(k0)]
        _solve_upper(t, x, k0, complex(re, wi), smin)
        x = x + [x0, x1]
        v = [sum(z[r][c] * x[c] for c in range(ki + 1)) for r in range(n)]
        norm = math.sqrt(sum(abs(e) ** 2 for e in v))
        v = [e / norm for e in v]
        # the first largest |v_k|^2, compared in the working precision (ties among equal moduli are common)
        moduli = [e.real * e.real + e.imag * e.imag for e in v]
        moduli = _single(moduli) if ulp == _PRECISIONS["single"][0] else moduli
        big = max(range(n), key=lambda r: (moduli[r], -r))
        f, g = v[big].real, v[big].imag
        d = math.hypot(f, g)
        r = _sign(d, f) if f != 0 else d
        cs, sn = (abs(f) / d, g / r) if f != 0 else (0.0, _sign(1.0, g))
        v = [complex(cs * e.real + sn * e.imag, cs * e.imag - sn * e.real) for e in v]
        v[big] = complex(v[big].real, 0.0)
        out[k0], out[ki] = v, [e.conjugate() for e in v]
        ki -= 2
    return out


def geev(a, vectors, precision):
    """(eigenvalues, eigenvectors as columns or None) of the square matrix a (lists of floats), iterating as LAPACK
    does in `precision` ("single" or "double")."""
    ulp, safmin = _PRECISIONS[precision]
    a = [row[:] for row in a]
    lo, hi, swaps = _isolate(a)
    scale = _balance(a, lo, hi, safmin, ulp)
    h, q = _hessenberg(a, lo, hi)
    w = _schur(h, q, lo, hi, ulp, safmin)
    values = [complex(re, im) for re, im in w]
    if not vectors:
        return values, None
    # dgebak undoes the balancing on the vectors' rows: the scaling (done on Z, before dgeev normalises each vector),
    # then the exchanges in reverse
    for r, s in enumerate(scale):
        q[r] = [e * s for e in q[r]]
    cols = _vectors(h, q, w, ulp, safmin)
    rows = [[cols[c][r] for c in range(len(a))] for r in range(len(a))]
    for j, m in reversed(swaps):
        rows[j], rows[m] = rows[m], rows[j]
    return values, rows
