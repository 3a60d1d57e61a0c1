"""1-d sequences: numpy's correlate and convolve (each output a sum of products over the overlap, in order), the
trapezoidal rule and gradient's finite differences."""
from ._dtype import FLOAT64, result_type


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


def _spacing(distances, n):
    """One axis's spacing argument as gradient uses it: a scalar, or the differences of 1-d coordinates (a scalar
    again where they are all equal)."""
    from ._functions import diff

    d = _arr(distances)
    if d.ndim == 0:
        return distances
    if d.ndim != 1:
        raise ValueError("distances must be either scalars or 1d")
    if len(d) != n:
        raise ValueError("when 1d, distances must match the length of the corresponding dimension")
    if d.dtype.kind in "iu":
        d = d.astype(FLOAT64)
    steps = diff(d)
    return steps[0] if (steps == steps[0]).all() else steps


def _weights_along(w, axis, ndim):
    """Per-position weights of one axis shaped to broadcast against the array."""
    if _arr(w).ndim == 0:
        return w
    shape = [1] * ndim
    shape[axis] = -1
    return w.reshape(shape)


def _gradient_axis(f, axis, dx, edge_order, otype):
    from ._creation import empty_like

    ndim = f.ndim

    def at(s):
        key = [slice(None)] * ndim
        key[axis] = s
        return tuple(key)

    out = empty_like(f, dtype=otype)
    uniform = _arr(dx).ndim == 0
    if uniform:
        out[at(slice(1, -1))] = (f[at(slice(2, None))] - f[at(slice(None, -2))]) / (2. * dx)
    else:
        dx1, dx2 = dx[:-1], dx[1:]
        a = _weights_along(-dx2 / (dx1 * (dx1 + dx2)), axis, ndim)
        b = _weights_along((dx2 - dx1) / (dx1 * dx2), axis, ndim)
        c = _weights_along(dx1 / (dx2 * (dx1 + dx2)), axis, ndim)
        out[at(slice(1, -1))] = a * f[at(slice(None, -2))] + b * f[at(slice(1, -1))] + c * f[at(slice(2, None))]
    if edge_order == 1:
        out[at(0)] = (f[at(1)] - f[at(0)]) / (dx if uniform else dx[0])
        out[at(-1)] = (f[at(-1)] - f[at(-2)]) / (dx if uniform else dx[-1])
        return out
    # second-order one-sided differences at the two ends
    if uniform:
        a, b, c = -1.5 / dx, 2. / dx, -0.5 / dx
    else:
        dx1, dx2 = dx[0], dx[1]
        a = -(2. * dx1 + dx2) / (dx1 * (dx1 + dx2))
        b = (dx1 + dx2) / (dx1 * dx2)
        c = -dx1 / (dx2 * (dx1 + dx2))
    out[at(0)] = a * f[at(0)] + b * f[at(1)] + c * f[at(2)]
    if uniform:
        a, b, c = 0.5 / dx, -2. / dx, 1.5 / dx
    else:
        dx1, dx2 = dx[-2], dx[-1]
        a = dx2 / (dx1 * (dx1 + dx2))
        b = -(dx2 + dx1) / (dx1 * dx2)
        c = (2. * dx2 + dx1) / (dx2 * (dx1 + dx2))
    out[at(-1)] = a * f[at(-3)] + b * f[at(-2)] + c * f[at(-1)]
    return out


def gradient(f, *varargs, axis=None, edge_order=1):
    """numpy's gradient: central differences inside, one-sided ones (first or second order) at the ends, per axis,
    with scalar spacings or 1-d coordinates."""
    from ._ufunc import normalize_axis

    f = _arr(f)
    ndim = f.ndim
    if axis is None:
        axes = tuple(range(ndim))
    else:
        axes = tuple(normalize_axis(a, ndim) for a in (axis if isinstance(axis, (tuple, list)) else (axis,)))
    if not varargs:
        dx = [1.0] * len(axes)
    elif len(varargs) == 1 and _arr(varargs[0]).ndim == 0:
        dx = list(varargs) * len(axes)
    elif len(varargs) == len(axes):
        dx = [_spacing(d, f.shape[a]) for d, a in zip(varargs, axes)]
    else:
        raise TypeError("invalid number of arguments")
    if edge_order > 2:
        raise ValueError("'edge_order' greater than 2 not supported")
    otype = f.dtype
    if otype.kind not in "fc":
        if otype.kind in "iu":
            f = f.astype(FLOAT64)
        otype = FLOAT64
    outs = []
    for a, d in zip(axes, dx):
        if f.shape[a] < edge_order + 1:
            raise ValueError("Shape of array too small to calculate a numerical gradient, at least (edge_order + 1) "
                             "elements are required.")
        outs.append(_gradient_axis(f, a, d, edge_order, otype))
    return outs[0] if len(axes) == 1 else outs
