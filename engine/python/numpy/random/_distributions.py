"""The distributions RandomState and Generator share: each samples through the class's own uniform (`_double`),
normal (`_gauss_draw`) and exponential (`_exp_draw`) draws, and the few formulas where the legacy stream and the
Generator's differ (`_rayleigh_unit`, `_pareto_draw`, `_power_draw`, `_geometric_inversion`, `_binomial_draw`) are
each class's own."""
import math
import operator

from .. import _dtype as _d
from .._ndarray import from_values
from . import _legacy_dists as _ld
from ._draws import bounded_0_1, continuous, discrete, floats, non_negative, positive, shape_of

# the largest lam whose draws still fit an int64 (numpy's POISSON_LAM_MAX)
POISSON_LAM_MAX = 9.223372006484771e18


def kahan_sum(values):
    total, c = 0.0, 0.0
    for v in values:
        y = v - c
        t = total + y
        c = (t - total) - y
        total = t
    return total


class Distributions:
    def standard_exponential(self, size=None):
        return floats(self._exp_draw, size)

    def exponential(self, scale=1.0, size=None):
        return continuous(lambda s: s * self._exp_draw(), size, scale, checks=((0, "scale < 0", non_negative),))

    def standard_gamma(self, shape, size=None):
        return continuous(lambda k: _ld.standard_gamma(self, k), size, shape,
                          checks=((0, "shape < 0", non_negative),))

    def gamma(self, shape, scale=1.0, size=None):
        return continuous(lambda k, s: s * _ld.standard_gamma(self, k), size, shape, scale,
                          checks=((0, "shape < 0", non_negative), (1, "scale < 0", non_negative)))

    def beta(self, a, b, size=None):
        return continuous(lambda x, y: _ld.beta(self, x, y), size, a, b,
                          checks=((0, "a <= 0", positive), (1, "b <= 0", positive)))

    def chisquare(self, df, size=None):
        return continuous(lambda k: _ld.chisquare(self, k), size, df,
                          checks=((0, "df <= 0", positive),))

    def f(self, dfnum, dfden, size=None):
        return continuous(lambda a, b: (_ld.chisquare(self, a) * b) / (_ld.chisquare(self, b) * a),
                          size, dfnum, dfden,
                          checks=((0, "dfnum <= 0", positive), (1, "dfden <= 0", positive)))

    def wald(self, mean, scale, size=None):
        return continuous(lambda m, s: _ld.wald(self, m, s), size, mean, scale,
                          checks=((0, "mean <= 0", positive), (1, "scale <= 0", positive)))

    def standard_t(self, df, size=None):
        return continuous(lambda k: _ld.standard_t(self, k), size, df, checks=((0, "df <= 0", positive),))

    def lognormal(self, mean=0.0, sigma=1.0, size=None):
        return continuous(lambda m, s: math.exp(m + s * self._gauss_draw()), size, mean, sigma,
                          checks=((1, "sigma < 0", non_negative),))

    def standard_cauchy(self, size=None):
        return floats(lambda: self._gauss_draw() / self._gauss_draw(), size)

    def laplace(self, loc=0.0, scale=1.0, size=None):
        return continuous(lambda m, s: _ld.laplace(self, m, s), size, loc, scale,
                          checks=((1, "scale < 0", non_negative),))

    def gumbel(self, loc=0.0, scale=1.0, size=None):
        return continuous(lambda m, s: _ld.gumbel(self, m, s), size, loc, scale,
                          checks=((1, "scale < 0", non_negative),))

    def logistic(self, loc=0.0, scale=1.0, size=None):
        return continuous(lambda m, s: _ld.logistic(self, m, s), size, loc, scale,
                          checks=((1, "scale < 0", non_negative),))

    def rayleigh(self, scale=1.0, size=None):
        return continuous(lambda s: s * self._rayleigh_unit(), size, scale,
                          checks=((0, "scale < 0", non_negative),))

    def pareto(self, a, size=None):
        return continuous(self._pareto_draw, size, a,
                          checks=((0, "a <= 0", positive),))

    def weibull(self, a, size=None):
        return continuous(lambda k: 0.0 if k == 0.0 else self._exp_draw() ** (1.0 / k), size, a,
                          checks=((0, "a < 0", non_negative),))

    def power(self, a, size=None):
        return continuous(self._power_draw, size, a,
                          checks=((0, "a <= 0", positive),))

    def triangular(self, left, mode, right, size=None):
        from .._creation import asarray

        lo, mid, hi = asarray(left), asarray(mode), asarray(right)
        if bool((lo > mid).any()):
            raise ValueError("left > mode")
        if bool((mid > hi).any()):
            raise ValueError("mode > right")
        if bool((lo == hi).any()):
            raise ValueError("left == right")
        return continuous(lambda a, m, b: _ld.triangular(self, a, m, b), size, lo, mid, hi)

    def binomial(self, n, p, size=None):
        return discrete(lambda k, q: self._binomial_draw(int(k), q), size, n, p,
                        checks=((0, "n < 0", lambda v: v >= 0), (1, "p < 0, p > 1 or p is NaN", bounded_0_1)))

    def negative_binomial(self, n, p, size=None):
        return discrete(lambda k, q: _ld.poisson(self, _ld.standard_gamma(self, k) * ((1 - q) / q)), size, n, p,
                        checks=((0, "n <= 0", positive), self._NEGATIVE_BINOMIAL_P))

    def poisson(self, lam=1.0, size=None):
        return discrete(lambda v: _ld.poisson(self, v), size, lam,
                        checks=((0, "lam < 0 or lam is NaN", lambda v: v >= 0),
                                (0, "lam value too large", lambda v: v <= POISSON_LAM_MAX)))

    def geometric(self, p, size=None):
        return discrete(lambda q: _ld.geometric(self, q, self._geometric_inversion), size, p,
                        checks=((0, "p <= 0, p > 1 or p contains NaNs", lambda v: 0 < v <= 1),))

    def multinomial(self, n, pvals, size=None):
        from .._creation import asarray

        probs = [float(v) for v in asarray(pvals, dtype=_d.FLOAT64).reshape(-1)._values()]
        if not all(bounded_0_1(v) for v in probs):
            raise ValueError("pvals < 0, pvals > 1 or pvals contains NaNs")
        if kahan_sum(probs[:-1]) > 1.0 + 1e-12:
            raise ValueError("sum(pvals[:-1]) > 1.0")
        n = operator.index(int(n))
        if n < 0:
            raise ValueError("n < 0")
        shape = shape_of(size) or ()
        counts = []
        for _ in range(math.prod(shape)):
            counts.extend(_ld.multinomial(self, n, probs))
        return from_values(counts, shape + (len(probs),), _d.INT64)
