"""1-d sequences: numpy's correlate and convolve (each output a sum of products over the overlap, in order) and the
trapezoidal rule."""
from ._dtype import result_type


def _arr(a):
    from ._creation import asarray

    return asarray(a)


_MODES = {"valid": 0, "v": 0, 0: 0, "same": 1, "s": 1, 1: 1, "full": 2, "f": 2, 2: 2}


def _correlate(a, v, mode):
    """numpy's _pyarray_correlate for len(a) >= len(v): the overlaps with v's window sliding over a."""
    from ._ndarray import from_values
    from . import _dtype as _d

    try:
        m = _MODES[mode]
    except KeyError:
        raise ValueError(f"mode must be one of 'valid', 'same', or 'full' (got {mode!r})") from None
    dt = result_type(a.dtype, v.dtype)
    xs, ks = a._values(), v._values()
    n1, n = len(xs), len(ks)
    left = {0: 0, 1: n // 2, 2: n - 1}[m]
    right = {0: 0, 1: n - n // 2 - 1, 2: n - 1}[m]
    out = []
    for pos in range(-left, n1 - n + 1 + right):
        acc = 0
        for j in range(max(0, -pos), min(n, n1 - pos)):
            acc = acc + xs[pos + j] * ks[j]
        out.append(acc)
    return from_values(_d.coerce(out, dt) if dt.kind != "f" or dt.itemsize != 8 else out, (len(out),), dt)


def correlate(a, v, mode="valid"):
    from ._creation import array

    a, v = array(a, copy=False, ndmin=1), array(v, copy=False, ndmin=1)
    if a.ndim != 1 or v.ndim != 1:
        raise ValueError("object too deep for desired array")
    if len(a) == 0:
        raise ValueError("first array argument cannot be empty")
    if len(v) == 0:
        raise ValueError("second array argument cannot be empty")
    if len(a) < len(v):
        # numpy slides the shorter over the longer and reverses the result back
        return _correlate(v, a, mode)[::-1].copy()
    return _correlate(a, v, mode)


def convolve(a, v, mode="full"):
    from ._creation import array

    a, v = array(a, copy=False, ndmin=1), array(v, copy=False, ndmin=1)
    if len(v) > len(a):
        a, v = v, a
    if len(a) == 0:
        raise ValueError("a cannot be empty")
    if len(v) == 0:
        raise ValueError("v cannot be empty")
    return _correlate(a, v[::-1], mode)


def trapz(y, x=None, dx=1.0, axis=-1):
    from ._functions import diff

    y = _arr(y)
    if x is None:
        d = dx
    else:
        x = _arr(x)
        if x.ndim == 1:
            d = diff(x)
            shape = [1] * y.ndim
            shape[axis] = d.shape[0]
            d = d.reshape(shape)
        else:
            d = diff(x, axis=axis)
    upper = [slice(None)] * y.ndim
    lower = [slice(None)] * y.ndim
    upper[axis] = slice(1, None)
    lower[axis] = slice(None, -1)
    return (d * (y[tuple(upper)] + y[tuple(lower)]) / 2.0).sum(axis)
