"""RandomState: numpy's legacy generator (MT19937 with the polar Box-Muller gauss that keeps its second value), whose
streams np.random.seed(...) makes reproducible. Every draw here takes the same words in the same order as numpy's
mtrand, so seeded programs print numpy's numbers."""
import math
import operator

from .. import _dtype as _d
from .._ndarray import ndarray, from_values
from ._bitgen import MT19937
from . import _legacy_dists as _ld
from ._distributions import Distributions
from ._draws import bounded_0_1, continuous, floats, integers, non_negative, random_interval, shape_of


class RandomState(Distributions):
    def __init__(self, seed=None):
        self._bitgen = MT19937(seed)
        self._gauss = None

    def __repr__(self):
        return f"RandomState(MT19937) at 0x{id(self):X}"

    def seed(self, seed=None):
        self._bitgen.legacy_seed(seed)
        self._gauss = None

    def get_state(self, legacy=True):
        from .._creation import array

        key, pos = self._bitgen.state()
        has = self._gauss is not None
        return ("MT19937", array(key, dtype=_d.UINT32), pos, int(has), self._gauss if has else 0.0)

    def set_state(self, state):
        _, key, pos, has_gauss, gauss = state[:5]
        self._bitgen.set_state(key.tolist() if hasattr(key, "tolist") else key, pos)
        self._gauss = float(gauss) if has_gauss else None

    # -- the building blocks ---------------------------------------------------------------------------------------
    def _double(self):
        return self._bitgen.next_double()

    def _exp_draw(self):
        return -math.log(1.0 - self._double())

    # the legacy stream's own formulas (the Generator's differ)
    def _rayleigh_unit(self):
        return math.sqrt(-2.0 * math.log(1.0 - self._double()))

    def _pareto_draw(self, a):
        return math.exp(self._exp_draw() / a) - 1

    def _power_draw(self, a):
        return (1 - math.exp(-self._exp_draw())) ** (1.0 / a)

    def _geometric_inversion(self, p):
        return math.ceil(_ld.log_or_inf(1.0 - self._double()) / math.log(1.0 - p))

    def _binomial_draw(self, n, p):
        return _ld.binomial(self, n, p)

    _NEGATIVE_BINOMIAL_P = (1, "p < 0, p > 1 or p is NaN", bounded_0_1)

    def _gauss_draw(self):
        if self._gauss is not None:
            g, self._gauss = self._gauss, None
            return g
        while True:
            x1 = 2.0 * self._double() - 1.0
            x2 = 2.0 * self._double() - 1.0
            r2 = x1 * x1 + x2 * x2
            if 0.0 < r2 < 1.0:
                break
        f = math.sqrt(-2.0 * math.log(r2) / r2)
        self._gauss = f * x1
        return f * x2

    # -- distributions ---------------------------------------------------------------------------------------------
    def random_sample(self, size=None):
        return floats(self._double, size)

    random = ranf = sample = random_sample

    def rand(self, *args):
        return self.random_sample(args or None)

    def randn(self, *args):
        return self.standard_normal(args or None)

    def standard_normal(self, size=None):
        return floats(self._gauss_draw, size)

    def normal(self, loc=0.0, scale=1.0, size=None):
        return continuous(lambda m, s: m + s * self._gauss_draw(), size, loc, scale,
                          checks=((1, "scale < 0", non_negative),))

    def uniform(self, low=0.0, high=1.0, size=None):
        return continuous(lambda lo, hi: lo + (hi - lo) * self._double(), size, low, high)

    def dirichlet(self, alpha, size=None):
        from .._creation import asarray

        alpha = [float(v) for v in asarray(alpha, dtype=_d.FLOAT64)._values()]
        if any(not v > 0 for v in alpha):
            raise ValueError("alpha <= 0")
        shape = shape_of(size) or ()
        values = []
        for _ in range(math.prod(shape)):
            draws = [_ld.standard_gamma(self, a) for a in alpha]
            acc = 0.0
            for d in draws:
                acc = acc + d
            inv = 1 / acc
            values.extend(d * inv for d in draws)
        return from_values(values, shape + (len(alpha),), _d.FLOAT64)

    def multivariate_normal(self, mean, cov, size=None, check_valid="warn", tol=1e-8):
        """mtrand's: standard normals shaped (..., len(mean)) times sqrt(s)[:, None] * v from the SVD of cov."""
        from .._creation import array
        from .._products import dot
        from .._functions import allclose
        from .._ufunc import sqrt
        from ..linalg import svd

        mean, cov = array(mean), array(cov)
        shape = list(shape_of(size) or ())
        if mean.ndim != 1:
            raise ValueError("mean must be 1 dimensional")
        if cov.ndim != 2 or cov.shape[0] != cov.shape[1]:
            raise ValueError("cov must be 2 dimensional and square")
        if mean.shape[0] != cov.shape[0]:
            raise ValueError("mean and cov must have same length")
        final_shape = tuple(shape + [mean.shape[0]])
        x = self.standard_normal(final_shape).reshape(-1, mean.shape[0])
        _, s, v = svd(cov.astype(_d.FLOAT64))
        if check_valid != "ignore":
            if check_valid not in ("warn", "raise"):
                raise ValueError("check_valid must equal 'warn', 'raise', or 'ignore'")
            if not allclose(dot(v.T * s, v), cov, rtol=tol, atol=tol):
                if check_valid == "raise":
                    raise ValueError("covariance is not symmetric positive-semidefinite.")
                import warnings

                warnings.warn("covariance is not symmetric positive-semidefinite.", RuntimeWarning, stacklevel=2)
        x = dot(x, sqrt(s)[:, None] * v)
        x += mean
        return x.reshape(final_shape)

    def randint(self, low, high=None, size=None, dtype=int):
        if high is None:
            low, high = 0, low
        dt = _d.as_dtype(dtype)
        # numpy gives a Python int or bool for a single draw of those two types, a numpy scalar otherwise
        kind = dtype if dtype in (int, bool) else dt.type
        return integers(self._bitgen, low, high, size, dt, True, False, kind)

    def random_integers(self, low, high=None, size=None):
        import warnings

        if high is None:
            warnings.warn(f"This function is deprecated. Please call randint(1, {low} + 1) instead",
                          DeprecationWarning, stacklevel=2)
            low, high = 1, low
        else:
            warnings.warn(f"This function is deprecated. Please call randint({low}, {high} + 1) instead",
                          DeprecationWarning, stacklevel=2)
        return self.randint(low, high + 1, size)

    def shuffle(self, x):
        n = len(x)
        if isinstance(x, ndarray) and x.ndim > 1:
            for i in reversed(range(1, n)):
                j = random_interval(self._bitgen, i)
                if i != j:
                    row = x[j].copy()
                    x[j] = x[i]
                    x[i] = row
            return
        if isinstance(x, ndarray):
            values = x._values()
            for i in reversed(range(1, n)):
                j = random_interval(self._bitgen, i)
                values[i], values[j] = values[j], values[i]
            x._write(values)
            return
        for i in reversed(range(1, n)):
            j = random_interval(self._bitgen, i)
            x[i], x[j] = x[j], x[i]

    def permutation(self, x):
        from .._creation import arange, asarray, array

        if isinstance(x, (int, _d.integer)):
            arr = arange(x)
            self.shuffle(arr)
            return arr
        arr = asarray(x)
        if arr.ndim < 1:
            raise IndexError("x must be an integer or at least 1-dimensional")
        if arr.ndim == 1:
            arr = array(arr)
            self.shuffle(arr)
            return arr
        idx = arange(arr.shape[0])
        self.shuffle(idx)
        return arr[idx]

    def choice(self, a, size=None, replace=True, p=None):
        from .._creation import array, asarray

        arr = asarray(a)
        if arr.ndim == 0:
            try:
                pop_size = operator.index(arr.item())
            except TypeError:
                raise ValueError("a must be 1-dimensional or an integer") from None
            if pop_size <= 0 and (shape_of(size) is None or math.prod(shape_of(size))):
                raise ValueError("a must be greater than 0 unless no samples are taken")
        elif arr.ndim != 1:
            raise ValueError("a must be 1-dimensional")
        else:
            pop_size = arr.shape[0]
            if pop_size == 0 and (shape_of(size) is None or math.prod(shape_of(size))):
                raise ValueError("'a' cannot be empty unless no samples are taken")
        probs = None
        if p is not None:
            probs = [float(v) for v in asarray(p, dtype=_d.FLOAT64)._values()]
            if asarray(p).ndim != 1:
                raise ValueError("'p' must be 1-dimensional")
            if len(probs) != pop_size:
                raise ValueError("'a' and 'p' must have same size")
            if any(v < 0 for v in probs):
                raise ValueError("probabilities are not non-negative")
            if abs(math.fsum(probs) - 1) > math.sqrt(2.220446049250313e-16):
                raise ValueError("probabilities do not sum to 1")
        shape = shape_of(size)
        count = 1 if shape is None else math.prod(shape)
        if replace:
            if probs is not None:
                cdf = _cdf(probs)
                u = self.random_sample(shape)
                idx = _search(cdf, u, shape)
            else:
                idx = self.randint(0, pop_size, size=shape)
        else:
            if count > pop_size:
                raise ValueError("Cannot take a larger sample than population when 'replace=False'")
            if probs is not None:
                if sum(1 for v in probs if v > 0) < count:
                    raise ValueError("Fewer non-zero entries in p than size")
                found = []
                probs = list(probs)
                while len(found) < count:
                    x = self.rand(count - len(found))
                    for f in found:
                        probs[f] = 0.0
                    cdf = _cdf(probs)
                    new = _search(cdf, x, (count - len(found),))._values()
                    seen = []
                    for v in new:
                        if v not in seen:
                            seen.append(v)
                    found += seen
                idx = from_values(found, (count,), _d.INT64) if shape is None else \
                    from_values(found, shape, _d.INT64)
            else:
                idx = self.permutation(pop_size)[:count]
                if shape is not None:
                    idx = idx.reshape(shape)
        if shape is None and isinstance(idx, ndarray):
            idx = idx.item(0)
        if arr.ndim == 0:
            return idx
        return arr[idx]

    def bytes(self, length):
        words = [self._bitgen.next_uint32() for _ in range((length + 3) // 4)]
        return b"".join(w.to_bytes(4, "little") for w in words)[:length]


def _cdf(probs):
    """numpy's p.cumsum(); cdf /= cdf[-1] (a running sum in order)."""
    out, acc = [], 0.0
    for v in probs:
        acc += v
        out.append(acc)
    last = out[-1]
    return [v / last for v in out]


def _search(cdf, u, shape):
    import bisect

    if shape is None:
        return bisect.bisect_right(cdf, u)
    from .._creation import asarray

    vals = asarray(u)._values()
    return from_values([bisect.bisect_right(cdf, v) for v in vals], shape, _d.INT64)

