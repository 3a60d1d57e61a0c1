"""Covariance, correlation and least-squares polynomials: numpy's cov, corrcoef, vander, polyfit and polyval, step
for step as numpy's function_base and polynomial modules compute them."""
import operator
import warnings

from ._dtype import FLOAT64


class RankWarning(UserWarning):
    pass


RankWarning.__module__ = "numpy"


def _arr(a):
    from ._creation import asarray

    return asarray(a)


def cov(m, y=None, rowvar=True, bias=False, ddof=None, fweights=None, aweights=None, *, dtype=None):
    from ._creation import array
    from ._dtype import result_type
    from ._manip import concatenate
    from ._products import dot
    from ._reduce import average
    from . import _ufunc as _u

    if ddof is not None and ddof != int(ddof):
        raise ValueError("ddof must be integer")
    m = _arr(m)
    if m.ndim > 2:
        raise ValueError("m has more than 2 dimensions")
    if y is not None:
        y = _arr(y)
        if y.ndim > 2:
            raise ValueError("y has more than 2 dimensions")
    if dtype is None:
        dtype = result_type(m, FLOAT64) if y is None else result_type(m, y, FLOAT64)
    X = array(m, ndmin=2, dtype=dtype)
    if not rowvar and X.shape[0] != 1:
        X = X.T
    if X.shape[0] == 0:
        return array([]).reshape(0, 0)
    if y is not None:
        y = array(y, copy=False, ndmin=2, dtype=dtype)
        if not rowvar and y.shape[0] != 1:
            y = y.T
        X = concatenate((X, y), axis=0)
    if ddof is None:
        ddof = 1 if bias == 0 else 0
    w = _weights(X, fweights, aweights)
    if w is None:
        avg = X.mean(axis=1)
        w_sum = X.shape[1]
        fact = X.shape[1] - ddof
    else:
        avg, w_sum = average(X, axis=1, weights=w, returned=True)
        w_sum = w_sum[0]
        if ddof == 0:
            fact = w_sum
        elif aweights is None:
            fact = w_sum - ddof
        else:
            fact = w_sum - ddof * (w * aweights).sum() / w_sum
    if fact <= 0:
        warnings.warn("Degrees of freedom <= 0 for slice", RuntimeWarning, stacklevel=2)
        fact = 0.0
    X = X - avg[:, None]
    X_T = X.T if w is None else (X * w).T
    c = dot(X, X_T)
    c = _u.multiply(c, _u.true_divide(1, fact), out=c)
    return c.squeeze()


def _weights(X, fweights, aweights):
    """The product of frequency and analytic weights (None for neither), with numpy's checks."""
    from ._functions import around
    from . import _ufunc as _u

    w = None
    if fweights is not None:
        fweights = _arr(fweights).astype(FLOAT64)
        if not bool(_u.equal(fweights, around(fweights)).all()):
            raise TypeError("fweights must be integer")
        if fweights.ndim > 1:
            raise RuntimeError("cannot handle multidimensional fweights")
        if fweights.shape[0] != X.shape[1]:
            raise RuntimeError("incompatible numbers of samples and fweights")
        if bool((fweights < 0).any()):
            raise ValueError("fweights cannot be negative")
        w = fweights
    if aweights is not None:
        aweights = _arr(aweights).astype(FLOAT64)
        if aweights.ndim > 1:
            raise RuntimeError("cannot handle multidimensional aweights")
        if aweights.shape[0] != X.shape[1]:
            raise RuntimeError("incompatible numbers of samples and aweights")
        if bool((aweights < 0).any()):
            raise ValueError("aweights cannot be negative")
        w = aweights if w is None else w * aweights
    return w


def corrcoef(x, y=None, rowvar=True, *, dtype=None):
    from ._creation import diag
    from ._functions import clip
    from . import _ufunc as _u

    c = cov(x, y, rowvar, dtype=dtype)
    if c.ndim == 0:
        # a single variable's correlation: 1, or nan for no spread
        return c / c
    stddev = _u.sqrt(diag(c))
    c /= stddev[:, None]
    c /= stddev[None, :]
    return clip(c, -1, 1, out=c)


def vander(x, N=None, increasing=False):
    from ._creation import empty
    from ._dtype import promote_types, INT64
    from . import _ufunc as _u

    x = _arr(x)
    if x.ndim != 1:
        raise ValueError("x must be a one-dimensional array or sequence.")
    if N is None:
        N = len(x)
    v = empty((len(x), N), dtype=promote_types(x.dtype, INT64))
    tmp = v if increasing else v[:, ::-1]
    if N > 0:
        tmp[:, 0] = 1
    if N > 1:
        tmp[:, 1:] = x[:, None]
        tmp[:, 1:] = _u.multiply.accumulate(tmp[:, 1:], axis=1)
    return v


def polyval(p, x):
    from ._creation import zeros_like

    p = _arr(p)
    x = _arr(x)
    y = zeros_like(x)
    for pv in p:
        y = y * x + pv
    return y


def polyfit(x, y, deg, rcond=None, full=False, w=None, cov=False):
    """The least-squares polynomial by numpy's route: a Vandermonde matrix with its columns scaled to unit norm,
    lstsq, and the scale divided back out."""
    from ._getlimits import finfo
    from .linalg import lstsq
    from . import _ufunc as _u

    order = operator.index(deg) + 1
    x = _arr(x) + 0.0
    y = _arr(y) + 0.0
    if deg < 0:
        raise ValueError("expected deg >= 0")
    if x.ndim != 1:
        raise TypeError("expected 1D vector for x")
    if x.size == 0:
        raise TypeError("expected non-empty vector for x")
    if y.ndim < 1 or y.ndim > 2:
        raise TypeError("expected 1D or 2D array for y")
    if x.shape[0] != y.shape[0]:
        raise TypeError("expected x and y to have same length")
    if rcond is None:
        rcond = len(x) * finfo(x.dtype).eps
    lhs = vander(x, order)
    rhs = y
    if w is not None:
        w = _arr(w) + 0.0
        if w.ndim != 1:
            raise TypeError("expected a 1-d array for weights")
        if w.shape[0] != y.shape[0]:
            raise TypeError("expected w and y to have the same length")
        lhs = lhs * w[:, None]
        rhs = rhs * w if rhs.ndim == 1 else rhs * w[:, None]
    scale = _u.sqrt((lhs * lhs).sum(axis=0))
    lhs = lhs / scale
    c, resids, rank, s = lstsq(lhs, rhs, rcond)
    c = (c.T / scale).T
    if rank != order and not full:
        warnings.warn("Polyfit may be poorly conditioned", RankWarning, stacklevel=2)
    if full:
        return c, resids, rank, s, rcond
    if cov:
        from ._products import dot
        from .linalg import inv

        v = inv(dot(lhs.T, lhs))
        v /= _u.multiply.outer(scale, scale)
        if cov == "unscaled":
            fac = 1
        else:
            if len(x) <= order:
                raise ValueError("the number of data points must exceed order to scale the covariance matrix")
            fac = resids / (len(x) - order)
        return c, v * fac if y.ndim == 1 else v[:, :, None] * fac
    return c
