"""The legacy RandomState's samplers of one value each (numpy's legacy-distributions.c and the distributions.c
functions it shares), step for step, so that each takes the same uniforms and normals in the same order as numpy.
`rs` supplies `_double()` (a uniform in [0, 1)), `_gauss_draw()` and `_exp_draw()` (its standard normal and
exponential draws); the Generator's draws go through the same steps (numpy's distributions.c is shared)."""
import math


def log_or_inf(x):
    # C's log(0.0) is -inf, which several rejection tests rely on
    return math.log(x) if x > 0 else -math.inf


def standard_gamma(rs, shape):
    if shape == 1.0:
        return rs._exp_draw()
    if shape == 0.0:
        return 0.0
    if shape < 1.0:
        while True:
            u = rs._double()
            v = rs._exp_draw()
            if u <= 1.0 - shape:
                x = u ** (1.0 / shape)
                if x <= v:
                    return x
            else:
                y = -math.log((1 - u) / shape)
                x = (1.0 - shape + shape * y) ** (1.0 / shape)
                if x <= v + y:
                    return x
    # Marsaglia and Tsang's method
    b = shape - 1.0 / 3.0
    c = 1.0 / math.sqrt(9 * b)
    while True:
        while True:
            x = rs._gauss_draw()
            v = 1.0 + c * x
            if not v <= 0.0:  # a NaN shape leaves the loop as numpy's does, to return NaN
                break
        v = v * v * v
        u = rs._double()
        if u < 1.0 - 0.0331 * (x * x) * (x * x):
            return b * v
        if log_or_inf(u) < 0.5 * x * x + b * (1.0 - v + math.log(v)):
            return b * v


def beta(rs, a, b):
    if a <= 1.0 and b <= 1.0:
        # Johnk's algorithm
        while True:
            u, v = rs._double(), rs._double()
            x, y = u ** (1.0 / a), v ** (1.0 / b)
            if x + y <= 1.0:
                if x + y > 0:
                    return x / (x + y)
                log_x, log_y = log_or_inf(u) / a, log_or_inf(v) / b
                log_m = log_x if log_x > log_y else log_y
                log_x -= log_m
                log_y -= log_m
                return math.exp(log_x - math.log(math.exp(log_x) + math.exp(log_y)))
    ga = standard_gamma(rs, a)
    gb = standard_gamma(rs, b)
    return ga / (ga + gb)


def standard_t(rs, df):
    num = rs._gauss_draw()
    denom = standard_gamma(rs, df / 2)
    return math.sqrt(df / 2) * num / math.sqrt(denom)


def chisquare(rs, df):
    return 2.0 * standard_gamma(rs, df / 2.0)


def wald(rs, mean, scale):
    mu_2l = mean / (2 * scale)
    y = rs._gauss_draw()
    y = mean * y * y
    x = mean + mu_2l * (y - math.sqrt(4 * scale * y + y * y))
    u = rs._double()
    return x if u <= mean / (mean + x) else mean * mean / x


def loggam(x):
    """log(gamma(x)) by SPECFUN's series, as numpy's samplers compute it (not math.lgamma, which rounds apart)."""
    a = (8.333333333333333e-02, -2.777777777777778e-03, 7.936507936507937e-04, -5.952380952380952e-04,
         8.417508417508418e-04, -1.917526917526918e-03, 6.410256410256410e-03, -2.955065359477124e-02,
         1.796443723688307e-01, -1.39243221690590e+00)
    if x == 1.0 or x == 2.0:
        return 0.0
    n = int(7 - x) if x < 7.0 else 0
    x0 = x + n
    x2 = (1.0 / x0) * (1.0 / x0)
    gl0 = a[9]
    for k in range(8, -1, -1):
        gl0 *= x2
        gl0 += a[k]
    gl = gl0 / x0 + 0.5 * 1.8378770664093453 + (x0 - 0.5) * math.log(x0) - x0
    if x < 7.0:
        for _ in range(n):
            gl -= math.log(x0 - 1.0)
            x0 -= 1.0
    return gl


def _poisson_mult(rs, lam):
    enlam = math.exp(-lam)
    x, prod = 0, 1.0
    while True:
        prod *= rs._double()
        if prod > enlam:
            x += 1
        else:
            return x


def _poisson_ptrs(rs, lam):
    # Hoermann's transformed rejection with squeeze
    slam, loglam = math.sqrt(lam), math.log(lam)
    b = 0.931 + 2.53 * slam
    a = -0.059 + 0.02483 * b
    invalpha = 1.1239 + 1.1328 / (b - 3.4)
    vr = 0.9277 - 3.6224 / (b - 2)
    while True:
        u = rs._double() - 0.5
        v = rs._double()
        us = 0.5 - abs(u)
        k = math.floor((2 * a / us + b) * u + lam + 0.43) if us else -1
        if us >= 0.07 and v <= vr:
            return k
        if k < 0 or (us < 0.013 and v > us):
            continue
        if log_or_inf(v) + math.log(invalpha) - math.log(a / (us * us) + b) <= -lam + k * loglam - loggam(k + 1):
            return k


def poisson(rs, lam):
    if lam >= 10:
        return _poisson_ptrs(rs, lam)
    if lam == 0:
        return 0
    return _poisson_mult(rs, lam)


def _binomial_inversion(rs, n, p):
    q = 1.0 - p
    qn = math.exp(n * log_or_inf(q))
    np_ = n * p
    bound = min(n, int(np_ + 10.0 * math.sqrt(np_ * q + 1)))
    x, px = 0, qn
    u = rs._double()
    while u > px:
        x += 1
        if x > bound:
            x, px = 0, qn
            u = rs._double()
        else:
            u -= px
            px = ((n - x + 1) * p * px) / (x * q)
    return x


def _btpe_bound(t):
    return (13680. - (462. - (132. - (99. - 140. / t) / t) / t) / t)


def _binomial_btpe(rs, n, p):
    """Kachitvichyanukul and Schmeiser's BTPE, numpy's steps and all (p <= 0.5 here)."""
    r = min(p, 1.0 - p)
    q = 1.0 - r
    fm = n * r + r
    m = math.floor(fm)
    p1 = math.floor(2.195 * math.sqrt(n * r * q) - 4.6 * q) + 0.5
    xm = m + 0.5
    xl, xr = xm - p1, xm + p1
    c = 0.134 + 20.5 / (15.3 + m)
    a = (fm - xl) / (fm - xl * r)
    laml = a * (1.0 + a / 2.0)
    a = (xr - fm) / (xr * q)
    lamr = a * (1.0 + a / 2.0)
    p2 = p1 * (1.0 + 2.0 * c)
    p3 = p2 + c / laml
    p4 = p3 + c / lamr
    nrq = n * r * q
    while True:
        u = rs._double() * p4
        v = rs._double()
        if u <= p1:
            y = math.floor(xm - p1 * v + u)
            break
        if u <= p2:
            x = xl + (u - p1) / c
            v = v * c + 1.0 - abs(m - x + 0.5) / p1
            if v > 1.0:
                continue
            y = math.floor(x)
        elif u <= p3:
            if v == 0.0:
                continue
            y = math.floor(xl + math.log(v) / laml)
            if y < 0:
                continue
            v = v * (u - p2) * laml
        else:
            if v == 0.0:
                continue
            y = math.floor(xr - math.log(v) / lamr)
            if y > n:
                continue
            v = v * (u - p3) * lamr
        k = abs(y - m)
        if not (20 < k < nrq / 2.0 - 1):
            # explicit evaluation of the density ratio
            s = r / q
            a = s * (n + 1)
            f = 1.0
            if m < y:
                for i in range(m + 1, y + 1):
                    f *= a / i - s
            elif m > y:
                for i in range(y + 1, m + 1):
                    f /= a / i - s
            if v > f:
                continue
            break
        # squeezing, then Stirling's approximation of the log density ratio
        rho = (k / nrq) * ((k * (k / 3.0 + 0.625) + 0.16666666666666666) / nrq + 0.5)
        t = -k * k / (2 * nrq)
        big_a = log_or_inf(v)
        if big_a < t - rho:
            break
        if big_a > t + rho:
            continue
        x1, f1, z, w = y + 1, m + 1, n + 1 - m, n - y + 1
        x2, f2, z2, w2 = x1 * x1, f1 * f1, z * z, w * w
        if big_a > (xm * math.log(f1 / x1) + (n - m + 0.5) * math.log(z / w) + (y - m) * math.log(w * r / (x1 * q))
                    + _btpe_bound(f2) / f1 / 166320. + _btpe_bound(z2) / z / 166320.
                    + _btpe_bound(x2) / x1 / 166320. + _btpe_bound(w2) / w / 166320.):
            continue
        break
    return n - y if p > 0.5 else y


def binomial(rs, n, p):
    """The legacy binomial: no shortcut for n == 0 or p == 0, which still take a uniform."""
    if p <= 0.5:
        return _binomial_inversion(rs, n, p) if p * n <= 30.0 else _binomial_btpe(rs, n, p)
    q = 1.0 - p
    return n - (_binomial_inversion(rs, n, q) if q * n <= 30.0 else _binomial_btpe(rs, n, q))


def multinomial(rs, n, pvals):
    """Counts for each category, each a binomial of what the earlier ones left (numpy's random_binomial here,
    which takes nothing for a zero probability)."""
    counts = [0] * len(pvals)
    remaining_p, dn = 1.0, n
    for j in range(len(pvals) - 1):
        pj = pvals[j] / remaining_p
        counts[j] = 0 if dn == 0 or pj == 0.0 else binomial(rs, dn, pj)
        dn -= counts[j]
        if dn <= 0:
            break
        remaining_p -= pvals[j]
    if dn > 0:
        counts[-1] = dn
    return counts


def geometric(rs, p, inversion):
    if p >= 0.333333333333333333333333:
        x, total, prod, q = 1, p, p, 1.0 - p
        u = rs._double()
        while u > total:
            prod *= q
            total += prod
            x += 1
        return x
    return inversion(p)


def laplace(rs, loc, scale):
    while True:
        u = rs._double()
        if u >= 0.5:
            return loc - scale * math.log(2.0 - u - u)
        if u > 0.0:
            return loc + scale * math.log(u + u)


def gumbel(rs, loc, scale):
    while True:
        u = 1.0 - rs._double()
        if u < 1.0:
            return loc - scale * math.log(-math.log(u))


def logistic(rs, loc, scale):
    while True:
        u = rs._double()
        if u > 0.0:
            return loc + scale * math.log(u / (1.0 - u))


def triangular(rs, left, mode, right):
    base = right - left
    leftbase = mode - left
    ratio = leftbase / base
    u = rs._double()
    if u <= ratio:
        return left + math.sqrt(u * leftbase * base)
    return right - math.sqrt((1.0 - u) * (right - mode) * base)
