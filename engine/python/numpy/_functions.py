"""Functions built from ufuncs as numpy 1.24 builds them (where, clip, around, isclose, allclose, array_equal,
diff, nan_to_num, ...), so their dtypes, NaN handling and scalar-or-array results follow numpy's."""
import builtins
import math
import operator

from . import _dtype as _d
from . import _ufunc as _u
from . import _wrap
from ._ufunc import _NoValue
from ._dtype import BOOL, FLOAT64, generic
from ._ndarray import ndarray, from_values, scalar


def _arr(a):
    from ._creation import asarray

    return asarray(a)


def where(condition, x=None, y=None):
    if x is None and y is None:
        from ._manip import nonzero

        return nonzero(condition)
    if x is None or y is None:
        raise ValueError("either both or neither of x and y should be given")
    cond = _arr(condition)
    ox, oy = _u.operand(x), _u.operand(y)
    dt = _d.result_type(ox, oy)
    shape = _u.broadcast_shapes(cond._shape, _u.shape_of(ox), _u.shape_of(oy))
    mask = _u.values_as(cond, shape, BOOL)
    xs, ys = _u.values_as(ox, shape, dt), _u.values_as(oy, shape, dt)
    return from_values([a if m else b for m, a, b in zip(mask, xs, ys)], shape, dt)


def clip(a, a_min, a_max, out=None, **kwargs):
    handed = _wrap.function(a, "clip", a_min, a_max, out=out, **kwargs)
    if handed is not _NoValue:
        return handed
    if a_min is None and a_max is None:
        raise ValueError("One of max or min must be given")
    a = _u.operand(a)
    if a_min is None:
        return _u.minimum(a, a_max, out=out, **kwargs)
    if a_max is None:
        return _u.maximum(a, a_min, out=out, **kwargs)
    return _u.minimum(_u.maximum(a, a_min), a_max, out=out, **kwargs)


def around(a, decimals=0, out=None):
    """numpy's round: half to even, through a multiply by 10**decimals in the array's own float type."""
    handed = _wrap.function(a, "round", decimals=decimals, out=out)
    if handed is not _NoValue:
        return handed
    a = _u.operand(a)
    dt = _d.operand_dtype(a)
    if dt.kind == "c":
        # numpy rounds a complex value's parts each on its own
        parts = _arr(a)
        result = parts.astype(dt)
        result.real, result.imag = around(parts.real, decimals), around(parts.imag, decimals)
        result = result if isinstance(a, ndarray) else result[()]
    elif dt.kind in "biu":
        if decimals >= 0:
            result = _arr(a).copy() if isinstance(a, ndarray) else a
        else:
            # numpy rounds integers through float64, half to even (15 and 25 both give 20), then casts back
            result = around(_arr(a).astype(FLOAT64), decimals).astype(dt)
    elif decimals == 0:
        result = _u.rint(a)
    elif decimals > 0:
        f = dt.type(10.0 ** decimals)
        result = _u.true_divide(_u.rint(_u.multiply(a, f)), f)
    else:
        f = dt.type(10.0 ** -decimals)
        result = _u.multiply(_u.rint(_u.true_divide(a, f)), f)
    if out is not None:
        out[...] = result
        return out
    return result


round_ = around


def isclose(a, b, rtol=1.e-5, atol=1.e-8, equal_nan=False):
    x, y = _arr(a), _arr(b)
    y = y.astype(_d.result_type(y, 1.0), copy=False)
    shape = _u.broadcast_shapes(x._shape, y._shape)
    # numpy 1.24 computes abs(x - y) <= atol + rtol * abs(y) in the promoted dtype, and x == y where not finite
    close = _u.less_equal(_u.absolute(_u.subtract(x, y)), _u.add(atol, _u.multiply(rtol, _u.absolute(y))))
    eq = _u.equal(x, y)
    fin = _u.logical_and(_u.isfinite(x), _u.isfinite(y))
    cv = _u.values_as(_u.operand(close), shape, BOOL)
    ev = _u.values_as(_u.operand(eq), shape, BOOL)
    fv = _u.values_as(_u.operand(fin), shape, BOOL)
    out = [c if f else e for c, e, f in zip(cv, ev, fv)]
    if equal_nan:
        xn = _u.values_as(_u.operand(_u.isnan(x)), shape, BOOL)
        yn = _u.values_as(_u.operand(_u.isnan(y)), shape, BOOL)
        out = [o or (p and q) for o, p, q in zip(out, xn, yn)]
    if not shape:
        return scalar(out[0], BOOL)
    return from_values(out, shape, BOOL)


def allclose(a, b, rtol=1.e-5, atol=1.e-8, equal_nan=False):
    res = isclose(a, b, rtol=rtol, atol=atol, equal_nan=equal_nan)
    return builtins.all(res._values()) if isinstance(res, ndarray) else bool(res)


def array_equal(a1, a2, equal_nan=False):
    try:
        a1, a2 = _arr(a1), _arr(a2)
    except Exception:
        return False
    if a1._shape != a2._shape:
        return False
    eq = _u.equal(a1, a2)
    if equal_nan:
        eq = _u.logical_or(eq, _u.logical_and(_u.isnan(a1), _u.isnan(a2))) if a1._dtype.kind == "f" else eq
    return bool(_arr(eq).all())


def array_equiv(a1, a2):
    try:
        a1, a2 = _arr(a1), _arr(a2)
        _u.broadcast_shapes(a1._shape, a2._shape)
    except Exception:
        return False
    return bool(_arr(_u.equal(a1, a2)).all())


def isscalar(element):
    return isinstance(element, (generic, int, float, complex, bool, str, bytes))


# ndim, shape and size read the argument's own attribute first, as numpy does (a tensor's size is its method)
def ndim(a):
    try:
        return a.ndim
    except AttributeError:
        return _arr(a).ndim


def shape(a):
    try:
        return a.shape
    except AttributeError:
        return _arr(a).shape


def size(a, axis=None):
    try:
        return a.size if axis is None else a.shape[axis]
    except AttributeError:
        return _arr(a).size if axis is None else _arr(a).shape[axis]


def diff(a, n=1, axis=-1, prepend=None, append=None):
    a = _arr(a)
    if n == 0:
        return a
    if n < 0:
        raise ValueError(f"order must be non-negative but got {n!r}")
    if a.ndim == 0:
        raise ValueError("diff requires input that is at least one dimensional")
    axis = _u.normalize_axis(axis, a.ndim)
    from ._manip import concatenate, broadcast_to

    parts = []
    for extra in (prepend, a, append):
        if extra is None:
            continue
        if extra is a:
            parts.append(a)
            continue
        e = _arr(extra)
        if e.ndim == 0:
            shape = list(a._shape)
            shape[axis] = 1
            e = broadcast_to(e, tuple(shape))
        parts.append(e)
    if len(parts) > 1:
        a = concatenate(parts, axis)
    hi = [slice(None)] * a.ndim
    lo = [slice(None)] * a.ndim
    hi[axis], lo[axis] = slice(1, None), slice(None, -1)
    op = _u.not_equal if a._dtype.kind == "b" else _u.subtract
    for _ in range(n):
        a = op(a[tuple(hi)], a[tuple(lo)])
    return a


def nan_to_num(x, copy=True, nan=0.0, posinf=None, neginf=None):
    a = _arr(x)
    if a._dtype.kind != "f":
        return a.copy() if copy else a
    from ._getlimits import finfo

    big = finfo(a._dtype).max.item()
    pos = big if posinf is None else posinf
    neg = -big if neginf is None else neginf
    vals = [nan if v != v else pos if v == math.inf else neg if v == -math.inf else v for v in a._values()]
    vals = _d.coerce(vals, a._dtype)
    if not copy:
        a._write(vals)
        return a
    out = from_values(vals, a._shape, a._dtype)
    return out if a.ndim else out[()]


def interp(x, xp, fp, left=None, right=None, period=None):
    import bisect

    xs = _arr(x)
    px = [float(v) for v in _arr(xp)._values()]
    py = [float(v) for v in _arr(fp)._values()]
    if len(px) != len(py):
        raise ValueError("fp and xp are not of the same length.")
    if not px:
        raise ValueError("array of sample points is empty")
    lo = py[0] if left is None else float(left)
    hi = py[-1] if right is None else float(right)

    def one(v):
        if v != v:
            return v
        if v < px[0]:
            return lo
        if v > px[-1]:
            return hi
        j = bisect.bisect_right(px, v) - 1
        if j >= len(px) - 1:
            return py[-1] if v == px[-1] else hi
        slope = (py[j + 1] - py[j]) / (px[j + 1] - px[j])
        return slope * (v - px[j]) + py[j]

    out = [one(float(v)) for v in xs._values()]
    if not xs._shape:
        return scalar(out[0], FLOAT64)
    return from_values(out, xs._shape, FLOAT64)


def cross(a, b):
    a, b = _arr(a), _arr(b)
    if a._shape[-1] not in (2, 3) or b._shape[-1] not in (2, 3):
        raise ValueError("incompatible dimensions for cross product\n(dimension must be 2 or 3)")
    a0, a1 = a[..., 0], a[..., 1]
    b0, b1 = b[..., 0], b[..., 1]
    a2 = a[..., 2] if a._shape[-1] == 3 else 0
    b2 = b[..., 2] if b._shape[-1] == 3 else 0
    if a._shape[-1] == 2 and b._shape[-1] == 2:
        return _u.subtract(_u.multiply(a0, b1), _u.multiply(a1, b0))
    from ._manip import stack

    return stack([_u.subtract(_u.multiply(a1, b2), _u.multiply(a2, b1)),
                  _u.subtract(_u.multiply(a2, b0), _u.multiply(a0, b2)),
                  _u.subtract(_u.multiply(a0, b1), _u.multiply(a1, b0))], -1)


def histogram(a, bins=10, range=None, density=None, weights=None):
    a = _arr(a).reshape(-1)
    values = [float(v) for v in a._values()]
    if isinstance(bins, (int, _d.integer)):
        first, last = (min(values), max(values)) if range is None and values else (range or (0.0, 1.0))
        if first == last:
            first, last = first - 0.5, last + 0.5
        from ._creation import linspace

        edges = linspace(first, last, operator.index(bins) + 1, endpoint=True)
    else:
        edges = _arr(bins)
    e = [float(v) for v in edges._values()]
    w = [float(v) for v in _arr(weights).reshape(-1)._values()] if weights is not None else [1] * len(values)
    counts = [0] * (len(e) - 1)
    import bisect

    for v, wt in zip(values, w):
        if v < e[0] or v > e[-1] or v != v:
            continue
        j = min(bisect.bisect_right(e, v) - 1, len(counts) - 1)
        counts[j] += wt
    dt = FLOAT64 if weights is not None and _arr(weights)._dtype.kind == "f" else _d.INT64
    hist = from_values(_d.coerce(counts, dt), (len(counts),), dt)
    if density:
        total = builtins.sum(counts)
        widths = [b - a for a, b in zip(e, e[1:])]
        hist = from_values([c / total / wd for c, wd in zip(counts, widths)], (len(counts),), FLOAT64)
    return hist, edges


def bincount(x, weights=None, minlength=0):
    """Counts of each non-negative int in x (or its weights summed, in float64), over max(x)+1 bins or minlength.
    An array must cast safely to int64; a list is converted whatever its numbers, as numpy's C code converts it."""
    minlength = operator.index(minlength)
    if minlength < 0:
        raise ValueError("'minlength' must not be negative")
    a = _arr(x)
    if isinstance(x, ndarray) and not _u.can_cast_dtypes(a._dtype, _d.INT64):
        raise TypeError(f"Cannot cast array data from dtype('{a._dtype.name}') to dtype('int64') according to the "
                        "rule 'safe'")
    if a.ndim != 1:
        raise ValueError("object too deep for desired array" if a.ndim > 1 else
                         "object of too small depth for desired array")
    values = [int(v) for v in a._values()]
    if any(v < 0 for v in values):
        raise ValueError("'list' argument must have no negative elements")
    n = builtins.max(builtins.max(values, default=-1) + 1, minlength)
    if weights is None:
        counts = [0] * n
        for v in values:
            counts[v] += 1
        return from_values(counts, (n,), _d.INT64)
    w = _arr(weights).astype(FLOAT64)
    if w.ndim != 1 or w.size != len(values):
        raise ValueError("The weights and list don't have the same length.")
    sums = [0.0] * n
    for v, wt in zip(values, w._values()):
        sums[v] += wt
    return from_values(sums, (n,), FLOAT64)


def sinc(x):
    """sin(pi x) / (pi x), 1 at 0 (numpy puts 1e-20 in place of 0 before dividing)."""
    x = _arr(x)
    y = _u.multiply(math.pi, where(_u.equal(x, 0), 1.0e-20, x))
    return _u.true_divide(_u.sin(y), y)


def fix(x, out=None):
    """Rounding toward zero: ceil below zero, floor from zero up, in a float result."""
    x = _arr(x)
    res = _arr(_u.ceil(x, out=out))
    return _u.floor(x, out=res, where=_u.greater_equal(x, 0))


def isposinf(x, out=None):
    return _u.logical_and(_u.isinf(x), _u.logical_not(_u.signbit(x)), out=out)


def isneginf(x, out=None):
    return _u.logical_and(_u.isinf(x), _u.signbit(x), out=out)


def copyto(dst, src, casting="same_kind", where=True):
    """Writes src (broadcast to dst) into dst where `where` holds, refusing casts the rule does not allow."""
    from ._manip import broadcast_to
    from ._ufunc import can_cast_dtypes

    src = _arr(src)
    if not can_cast_dtypes(src.dtype, dst.dtype, casting):
        what = "scalar" if src.ndim == 0 else "array data"
        raise TypeError(f"Cannot cast {what} from {src.dtype!r} to {dst.dtype!r} according to the rule '{casting}'")
    src = broadcast_to(src, dst.shape)
    if where is True:
        dst[...] = src
    else:
        mask = broadcast_to(_arr(where), dst.shape)
        dst[mask] = src[mask]
