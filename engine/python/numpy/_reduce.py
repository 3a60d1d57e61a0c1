"""Reductions (ufunc.reduce and accumulate; sum, mean, var, std, min, max, argmin, argmax, any, all, cumsum, median,
percentile, ...), with numpy's summation order: pairwise blocks of eight lanes along the innermost axis in memory,
plain accumulation across outer axes, each step rounded to the dtype it computes in."""
import builtins as _builtins
import math
import operator

from . import _dtype as _d
from . import _engine_loops
from . import _ufunc as _u
from . import _wrap
from ._dtype import BOOL, FLOAT32, FLOAT64, INT64, UINT64, generic
from ._ndarray import ndarray, from_values, scalar
from ._ufunc import AxisError, normalize_axis, _NoValue

builtin_sum = _builtins.sum
_BLOCK = 128
_BUFFER = 8192


def _rounder(dt):
    if dt is _d.COMPLEX64:
        part = _rounder(FLOAT32)
        return lambda v: complex(part(v.real), part(v.imag))
    if dt.kind == "f" and dt.itemsize < 8:
        fmt = dt._fmt if dt.char != "e" else "f"  # numpy accumulates float16 in float32
        import struct

        s = struct.Struct("<" + fmt)
        return lambda v: s.unpack(s.pack(v))[0] if math.isfinite(v) and abs(v) < 3.4e38 else \
            _d.round_value(v, FLOAT32)
    return None


def pairwise(values, start, n, r, lanes=8):
    """numpy's pairwise_sum of values[start:start+n], each addition rounded by r (None: plain doubles). A complex
    sum runs the same loop over the interleaved parts, so each part's sum has 4 lanes (`lanes`) and blocks of 64."""
    if lanes != 8:
        return _pairwise_lanes(values, start, n, r, lanes)
    if n < 8:
        res = 0.0
        for i in range(start, start + n):
            res = res + values[i] if r is None else r(res + values[i])
        return res
    if n <= _BLOCK:
        acc = values[start:start + 8]
        i = start + 8
        end = start + n - n % 8
        if r is None:
            while i < end:
                acc = [a + b for a, b in zip(acc, values[i:i + 8])]
                i += 8
            res = ((acc[0] + acc[1]) + (acc[2] + acc[3])) + ((acc[4] + acc[5]) + (acc[6] + acc[7]))
            for j in range(i, start + n):
                res += values[j]
            return res
        while i < end:
            acc = [r(a + b) for a, b in zip(acc, values[i:i + 8])]
            i += 8
        res = r(r(r(acc[0] + acc[1]) + r(acc[2] + acc[3])) + r(r(acc[4] + acc[5]) + r(acc[6] + acc[7])))
        for j in range(i, start + n):
            res = r(res + values[j])
        return res
    n2 = n // 2
    n2 -= n2 % 8
    a = pairwise(values, start, n2, r)
    b = pairwise(values, start + n2, n - n2, r)
    return a + b if r is None else r(a + b)


def _pairwise_lanes(values, start, n, r, lanes):
    add = (lambda a, b: a + b) if r is None else (lambda a, b: r(a + b))
    if n < lanes:
        res = 0.0
        for i in range(start, start + n):
            res = add(res, values[i])
        return res
    floats = n * 8 // lanes
    if floats <= _BLOCK:
        acc = values[start:start + lanes]
        i, end = start + lanes, start + n - n % lanes
        while i < end:
            acc = [add(a, b) for a, b in zip(acc, values[i:i + lanes])]
            i += lanes
        while len(acc) > 1:
            acc = [add(acc[k], acc[k + 1]) for k in range(0, len(acc), 2)]
        res = acc[0]
        for j in range(i, start + n):
            res = add(res, values[j])
        return res
    n2 = (floats // 2 - floats // 2 % 8) * lanes // 8
    return add(_pairwise_lanes(values, start, n2, r, lanes), _pairwise_lanes(values, start + n2, n - n2, r, lanes))


def _axes(axis, ndim):
    if axis is None:
        return tuple(range(ndim))
    if isinstance(axis, (tuple, list)):
        axes = tuple(normalize_axis(a, ndim) for a in axis)
        if len(set(axes)) != len(axes):
            raise ValueError("duplicate value in 'axis'")
        return axes
    return (normalize_axis(axis, ndim),)


def _memory_order(a):
    """Axes from outermost to innermost as numpy's iterator walks memory (C order among equal strides)."""
    axes = [i for i in range(a.ndim) if a._shape[i] != 1]
    return sorted(axes, key=lambda i: -abs(a._strides[i]))


def _chunks(a, axes, like=None):
    """(output shape without reduced axes, per-output lists of reduced values in memory order, inner run length);
    `like`: take the memory order of that array instead (a where= mask's chunks must line up with the data's)."""
    keep = [i for i in range(a.ndim) if i not in axes]
    order = [i for i in _memory_order(a if like is None else like) if i in axes]
    order += [i for i in axes if i not in order]
    perm = keep + order
    values = a.transpose(perm)._values() if perm != list(range(a.ndim)) else a._values()
    r = math.prod(a._shape[i] for i in axes)
    out_n = math.prod(a._shape[i] for i in keep)
    memory = _memory_order(a if like is None else like)
    run = 1
    if memory and memory[-1] in axes:
        # the innermost axis is reduced: numpy's inner loop sums it (and any reduced axes it coalesces with)
        run = a._shape[memory[-1]]
        stride = a._strides[memory[-1]] * a._shape[memory[-1]]
        for ax in reversed(memory[:-1]):
            if ax in axes and a._strides[ax] == stride:
                run *= a._shape[ax]
                stride *= a._shape[ax]
            else:
                break
    chunks = [values[k * r:(k + 1) * r] for k in range(out_n)] if r else [[] for _ in range(out_n)]
    return tuple(a._shape[i] for i in keep), chunks, run


def _reduce_dtype(uf, dt, forced):
    if forced is not None:
        return _d.as_dtype(forced)
    if uf in (_u.add, _u.multiply):
        if dt.kind == "b" or (dt.kind == "i" and dt.itemsize < 8):
            return INT64
        if dt.kind == "u" and dt.itemsize < 8:
            return UINT64
    if uf in (_u.logical_and, _u.logical_or, _u.logical_xor):
        return BOOL
    return dt


def _unmasked_runs(keep, start, end):
    """(start, end) of each run of True in keep[start:end]: numpy's masked loop sums each such run on its own."""
    i = start
    while i < end:
        while i < end and not keep[i]:
            i += 1
        j = i
        while j < end and keep[j]:
            j += 1
        if j > i:
            yield i, j
        i = j


def _sum_chunk(values, run, dt, initial, keep=None):
    if dt.kind == "c":
        part = _d.FLOAT32 if dt.itemsize == 8 else FLOAT64
        start = (None, None) if initial is None else (initial.real, initial.imag)
        return complex(*(_sum_parts([getattr(v, p) for v in values], run, part, s, keep, 4)
                         for p, s in zip(("real", "imag"), start)))
    return _sum_parts(values, run, dt, initial, keep, 8)


def _sum_parts(values, run, dt, initial, keep, lanes):
    r = _rounder(dt)
    # the result is stored in its own dtype after each step (float16 too, whose pairwise sums run in float32)
    store = (lambda v: _d.round_value(v, dt)) if dt.char == "e" else r
    if not values:
        return initial if initial is not None else 0.0
    # the result starts as add's identity (numpy fills it with 0 unless given an initial value), then each inner
    # run is added to it pairwise
    total, i = (0.0 if initial is None else initial), 0
    n = len(values)
    if run <= 1:
        for v in values if keep is None else (v for v, m in zip(values, keep) if m):
            total = total + v if store is None else store(total + v)
        return total
    while i < n:
        # numpy's inner loop takes at most a buffer's worth, buffered or not
        end = min((i // run + 1) * run, n, i + _BUFFER)
        for a, b in ((i, end),) if keep is None else _unmasked_runs(keep, i, end):
            s = pairwise(values, a, b - a, r, lanes)
            total = total + s if store is None else store(total + s)
        i = end
    return total


def ufunc_reduce(uf, array, axis=0, dtype=None, out=None, keepdims=False, initial=_NoValue, where=True):
    from ._creation import asarray

    a = asarray(array)
    if uf.nin != 2:
        raise ValueError("reduce only supported for binary functions")
    axes = _axes(axis, a.ndim) if a.ndim else ()
    src = a._dtype
    dt = _reduce_dtype(uf, src, dtype)
    mask = None if where is True else _u.values_as(_u.operand(where), a._shape, BOOL)
    loop_dt = dt if uf not in (_u.logical_and, _u.logical_or, _u.logical_xor) else BOOL
    if uf is _u.add and mask is None and out is None and initial is _NoValue:
        total = _engine_loops.reduce_sum(a, axes, loop_dt)
        if total is not None:
            return total.reshape(tuple(1 if i in axes else n for i, n in enumerate(a._shape))) if keepdims else total
    shape, chunks, run = _chunks(a, axes)
    masks = [None] * len(chunks)
    if mask is not None:
        _, masks, _ = _chunks(from_values(mask, a._shape, BOOL), axes, like=a)
    # a float sum walks its inner runs under the mask itself; other reductions see only the unmasked values
    masked_sum = uf is _u.add and loop_dt.kind in "fc"
    start = None if initial is _NoValue else _d.round_value(
        initial.item() if isinstance(initial, generic) else initial, loop_dt)
    convert = src is not loop_dt
    results = []
    f = uf._kernel(loop_dt)
    specialise = getattr(f, "of", None)
    f = specialise(loop_dt) if specialise else f
    for chunk, keep in zip(chunks, masks):
        if keep is not None and not masked_sum:
            chunk = [v for v, m in zip(chunk, keep) if m]
        vals = _d.convert(chunk, src, loop_dt) if convert else chunk
        if convert and loop_dt in (_d.FLOAT16, FLOAT32, _d.COMPLEX64):
            vals = _d.unpack(_d.pack(vals, loop_dt), loop_dt)
        if not vals:
            if start is not None:
                results.append(start)
                continue
            if uf.identity is None:
                raise ValueError(f"zero-size array to reduction operation {uf._name} which has no identity")
            results.append(_d.coerce([uf.identity], loop_dt)[0])
            continue
        if masked_sum:
            # a reduction to one value whose axes do not coalesce into one run goes through numpy's buffer, which
            # holds the values in memory order and is summed pairwise in one piece
            whole = not shape and run < len(vals)
            results.append(_sum_chunk(vals, len(vals) if whole else run, loop_dt, start, keep))
            continue
        if uf is _u.add and loop_dt.kind in "iu":
            results.append(builtin_sum(vals, 0 if start is None else start))
            continue
        if uf is _u.multiply and loop_dt.kind in "iu":
            results.append(math.prod(vals, start=1 if start is None else start))
            continue
        if uf in (_u.maximum, _u.minimum):
            pick = _builtins.max if uf is _u.maximum else _builtins.min
            best = pick(vals if start is None else vals + [start], key=_order if loop_dt.kind == "c" else None)
            if loop_dt.kind == "f" and best == best and _builtins.any(v != v for v in vals):
                best = math.nan
            results.append(best)
            continue
        r = _rounder(loop_dt)
        total = vals[0] if start is None else start
        rest = vals[1:] if start is None else vals
        for v in rest:
            total = f([total], [v])[0]
            if r is not None:
                total = r(total)
        results.append(total)
    if keepdims:
        shape = tuple(1 if i in axes else n for i, n in enumerate(a._shape))
    if out is not None:
        out[...] = from_values(_d.coerce(results, loop_dt), shape, loop_dt).reshape(out._shape)
        return out
    values = _d.unpack(_d.pack(_d.coerce(results, dt) if loop_dt is not dt else results, dt), dt)
    if not shape:
        return scalar(values[0], dt)
    return from_values(values, shape, dt)


def ufunc_accumulate(uf, array, axis=0, dtype=None, out=None):
    from ._creation import asarray
    from ._manip import moveaxis

    a = asarray(array)
    if a.ndim == 0:
        raise ValueError("accumulate only supported for arrays with at least one dimension")
    axis = normalize_axis(axis, a.ndim)
    dt = _reduce_dtype(uf, a._dtype, dtype)
    moved = moveaxis(a, axis, -1)
    n = moved._shape[-1]
    values = _d.convert(moved._values(), a._dtype, dt)
    f = uf._kernel(dt)
    specialise = getattr(f, "of", None)
    f = specialise(dt) if specialise else f
    r = _rounder(dt)
    out_vals = []
    for k in range(0, len(values), max(n, 1)):
        row = values[k:k + n]
        acc = None
        for v in row:
            acc = v if acc is None else f([acc], [v])[0]
            if r is not None:
                acc = r(acc)
            out_vals.append(acc)
    result = moveaxis(from_values(_d.unpack(_d.pack(_d.coerce(out_vals, dt), dt), dt), moved._shape, dt), -1, axis)
    if out is not None:
        out[...] = result
        return out
    return result.copy()


# -- numpy functions ------------------------------------------------------------------------------------------------
def _arr(a):
    from ._creation import asarray

    return asarray(a)


def _given(value, default):
    return default if value is _NoValue else value


def _reduction(uf, name, a, axis, dtype, out, keepdims, initial, where):
    """numpy's _wrapreduction: a tensor's own method, else the ufunc's reduce (keepdims, initial and where as given,
    _NoValue where not)."""
    handed = _wrap.reduction(a, name, axis, dtype, out, keepdims=keepdims, initial=initial, where=where)
    if handed is not _NoValue:
        return handed
    return ufunc_reduce(uf, _arr(a), axis, dtype, out, _given(keepdims, False), initial, _given(where, True))


def sum(a, axis=None, dtype=None, out=None, keepdims=_NoValue, initial=_NoValue, where=_NoValue):  # noqa: A001
    if type(a).__name__ == "generator":
        return builtin_sum(a)
    return _reduction(_u.add, "sum", a, axis, dtype, out, keepdims, initial, where)


def prod(a, axis=None, dtype=None, out=None, keepdims=_NoValue, initial=_NoValue, where=_NoValue):
    return _reduction(_u.multiply, "prod", a, axis, dtype, out, keepdims, initial, where)


def amax(a, axis=None, out=None, keepdims=_NoValue, initial=_NoValue, where=_NoValue):
    return _reduction(_u.maximum, "max", a, axis, None, out, keepdims, initial, where)


def amin(a, axis=None, out=None, keepdims=_NoValue, initial=_NoValue, where=_NoValue):
    return _reduction(_u.minimum, "min", a, axis, None, out, keepdims, initial, where)


def any(a, axis=None, out=None, keepdims=_NoValue, *, where=_NoValue):  # noqa: A001
    return _reduction(_u.logical_or, "any", a, axis, None, out, keepdims, _NoValue, where)


def all(a, axis=None, out=None, keepdims=_NoValue, *, where=_NoValue):  # noqa: A001
    return _reduction(_u.logical_and, "all", a, axis, None, out, keepdims, _NoValue, where)


def _count(a, axis):
    return math.prod(a._shape[i] for i in _axes(axis, a.ndim)) if a.ndim else 1


def _items(a, axis, keepdims, where):
    """How many elements each result of mean/var adds: an int64 scalar, or under a where= mask an int64 array of
    the mask's True values per result (numpy's _count_reduce_items)."""
    if where is True:
        return scalar(_count(a, axis), INT64)
    from ._manip import broadcast_to

    return ufunc_reduce(_u.add, broadcast_to(_arr(where), a._shape), axis, INT64, None, keepdims)


def _any_at_most(count, limit):
    return bool(_u.less_equal(count, limit).any()) if isinstance(count, ndarray) else count.item() <= limit


def _divide_result(total, count, out, like):
    """numpy's division of a reduction by its count: in the result's dtype, a scalar through float64."""
    count = scalar(count, INT64)
    if isinstance(total, ndarray):
        return _u.true_divide(total, count, out=total, casting="unsafe")
    if isinstance(total, generic):
        return like.type(total / count)
    return total / count


def mean(a, axis=None, dtype=None, out=None, keepdims=_NoValue, *, where=_NoValue):
    handed = _wrap.statistic(a, "mean", axis, dtype, out, keepdims=keepdims, where=where)
    if handed is not _NoValue:
        return handed
    a, keepdims, where = _arr(a), _given(keepdims, False), _given(where, True)
    n = _items(a, axis, keepdims, where)
    if _any_at_most(n, 0):
        import warnings

        warnings.warn("Mean of empty slice.", RuntimeWarning, stacklevel=2)
    half = False
    if dtype is None:
        if a._dtype.kind in "biu":
            dtype = FLOAT64
        elif a._dtype.char == "e":
            dtype, half = FLOAT32, True
    total = ufunc_reduce(_u.add, a, axis, dtype, out, keepdims, _NoValue, where)
    rdt = _d.as_dtype(dtype) if dtype is not None else a._dtype
    if isinstance(total, ndarray):
        total = _u.true_divide(total, n, out=total, casting="unsafe")
        return total.astype(a._dtype) if half and out is None else total
    value = total.item() / n.item() if n.item() else math.nan
    return (a._dtype if half else rdt).type(value)


def var(a, axis=None, dtype=None, out=None, ddof=0, keepdims=_NoValue, *, where=_NoValue):
    handed = _wrap.statistic(a, "var", axis, dtype, out, ddof=ddof, keepdims=keepdims, where=where)
    if handed is not _NoValue:
        return handed
    a, keepdims, where = _arr(a), _given(keepdims, False), _given(where, True)
    n = _items(a, axis, keepdims, where)
    if dtype is None and a._dtype.kind in "biu":
        dtype = FLOAT64
    arrmean = ufunc_reduce(_u.add, a, axis, dtype, None, True, _NoValue, where)
    if isinstance(arrmean, ndarray):
        div = n.reshape(arrmean._shape) if isinstance(n, ndarray) else n
        arrmean = _u.true_divide(arrmean, div, out=arrmean, casting="unsafe")
    else:
        arrmean = arrmean._dtype.type(arrmean.item() / n.item())
    x = _u.subtract(a, arrmean)
    if x.dtype.kind == "c":
        # the squared distance of a complex value is x times its conjugate, a real number
        x = _u.multiply(x, _u.conjugate(x)).real
    else:
        x = _u.multiply(x, x, out=x) if isinstance(x, ndarray) else _u.multiply(x, x)
    ret = ufunc_reduce(_u.add, x, axis, dtype, out, keepdims, _NoValue, where)
    count = _u.maximum(_u.subtract(n, ddof), 0)
    if _any_at_most(count, 0):
        import warnings

        warnings.warn("Degrees of freedom <= 0 for slice", RuntimeWarning, stacklevel=2)
    if isinstance(ret, ndarray):
        return _u.true_divide(ret, count, out=ret, casting="unsafe")
    return ret._dtype.type(_u.true_divide(ret.item(), count.item()))


def std(a, axis=None, dtype=None, out=None, ddof=0, keepdims=_NoValue, *, where=_NoValue):
    handed = _wrap.statistic(a, "std", axis, dtype, out, ddof=ddof, keepdims=keepdims, where=where)
    if handed is not _NoValue:
        return handed
    ret = var(a, axis, dtype, out, ddof, _given(keepdims, False), where=_given(where, True))
    if isinstance(ret, ndarray):
        return _u.sqrt(ret, out=ret)
    return ret._dtype.type(_u.sqrt(ret))


def _arg(a, axis, better, name, keepdims=False):
    a = _arr(a)
    if axis is None:
        values = a._values()
        if not values:
            raise ValueError(f"attempt to get {name} of an empty sequence")
        return scalar(_best(values, better), INT64)
    axis = normalize_axis(axis, a.ndim)
    shape, chunks, _ = _chunks(a, (axis,))
    if a._shape[axis] == 0:
        raise ValueError(f"attempt to get {name} of an empty sequence")
    out = [_best(c, better) for c in chunks]
    if keepdims:
        shape = tuple(1 if i == axis else n for i, n in enumerate(a._shape))
    return from_values(out, shape, INT64) if shape else scalar(out[0], INT64)


def _order(v):
    """numpy's order of complex values: by real part, then imaginary part."""
    return (v.real, v.imag)


def _best(values, better):
    if values and isinstance(values[0], complex):
        values = [_order(v) if v == v else v for v in values]
    best, where = values[0], 0
    if best != best:
        return 0
    for i, v in enumerate(values):
        if v != v:
            return i
        if better(v, best):
            best, where = v, i
    return where


def _arg_reduction(name, better):
    """np.argmax / np.argmin: handed to a foreign argument's own method as numpy's _wrapfunc does, else the first
    index of the best value (or of the first NaN) along axis."""
    def fn(a, axis=None, out=None, *, keepdims=_NoValue):
        handed = _wrap.function(a, name, axis=axis, out=out, **({} if keepdims is _NoValue else
                                                                {"keepdims": keepdims}))
        if handed is not _NoValue:
            return handed
        return _arg(a, axis, better, name, _given(keepdims, False))

    fn.__name__ = fn.__qualname__ = name
    return fn


argmax, argmin = _arg_reduction("argmax", operator.gt), _arg_reduction("argmin", operator.lt)


def cumsum(a, axis=None, dtype=None, out=None):
    handed = _wrap.function(a, "cumsum", axis=axis, dtype=dtype, out=out)
    if handed is not _NoValue:
        return handed
    a = _arr(a)
    if axis is None:
        a, axis = a.reshape(-1), 0
    return ufunc_accumulate(_u.add, a, axis, dtype, out)


def cumprod(a, axis=None, dtype=None, out=None):
    handed = _wrap.function(a, "cumprod", axis=axis, dtype=dtype, out=out)
    if handed is not _NoValue:
        return handed
    a = _arr(a)
    if axis is None:
        a, axis = a.reshape(-1), 0
    return ufunc_accumulate(_u.multiply, a, axis, dtype, out)


def ptp(a, axis=None, out=None, keepdims=False):
    return _u.subtract(amax(a, axis, None, keepdims), amin(a, axis, None, keepdims))


def count_nonzero(a, axis=None, *, keepdims=False):
    a = _arr(a)
    if axis is None and not keepdims:
        return builtin_sum(1 for v in a._values() if v)
    return sum(_u.not_equal(a, 0), axis=axis, keepdims=keepdims)


def average(a, axis=None, weights=None, returned=False, *, keepdims=False):
    a = _arr(a)
    if weights is None:
        avg = mean(a, axis, keepdims=keepdims)
        count = _count(a, axis)
        return (avg, avg._dtype.type(count) if hasattr(avg, "_dtype") else count) if returned else avg
    w = _arr(weights)
    if a._shape != w._shape:
        if axis is None:
            raise TypeError("Axis must be specified when shapes of a and weights differ.")
        if w.ndim != 1:
            raise TypeError("1D weights expected when shapes of a and weights differ.")
        if w._shape[0] != a._shape[axis]:
            raise ValueError("Length of weights not compatible with specified axis.")
        shape = [1] * a.ndim
        shape[axis] = w._shape[0]
        w = w.reshape(shape)
    rdt = _d.result_type(a._dtype, w._dtype, FLOAT64) if a._dtype.kind in "biu" else _d.result_type(a._dtype,
                                                                                                    w._dtype)
    from ._manip import broadcast_to

    scl = sum(broadcast_to(w, a._shape).astype(rdt), axis=axis, keepdims=keepdims)
    if _u.equal(scl, 0).any() if isinstance(scl, ndarray) else scl == 0:
        raise ZeroDivisionError("Weights sum to zero, can't be normalized")
    avg = _u.true_divide(sum(_u.multiply(a, w).astype(rdt), axis=axis, keepdims=keepdims), scl)
    return (avg, scl) if returned else avg


def median(a, axis=None, out=None, overwrite_input=False, keepdims=False):
    from ._manip import sort, moveaxis

    a = _arr(a)
    if axis is None:
        data, ax = a.reshape(-1), 0
    else:
        ax = normalize_axis(axis, a.ndim)
        data = a
    s = sort(data, axis=ax)
    n = s._shape[ax]
    moved = moveaxis(s, ax, 0)
    if n == 0:
        return mean(moved, axis=0)
    mid = n // 2
    part = moved[mid:mid + 1] if n % 2 else moved[mid - 1:mid + 1]
    result = mean(part, axis=0)
    if s._dtype.kind == "f" and n:
        nans = _u.isnan(moved[-1])
        if isinstance(result, ndarray):
            if nans.any():
                result[nans] = math.nan
        elif nans:
            result = result._dtype.type(math.nan)
    if keepdims:
        shape = tuple(1 if axis is None or i == ax else d for i, d in enumerate(a._shape))
        result = _arr(result).reshape(shape)
    return result


def quantile(a, q, axis=None, out=None, overwrite_input=False, method="linear", keepdims=False, *,
             interpolation=None):
    qa = _arr(q)
    if not _u.logical_and(_u.greater_equal(qa, 0), _u.less_equal(qa, 1)).all():
        raise ValueError("Quantiles must be in the range [0, 1]")
    return _quantile(_arr(a), qa, axis, method, keepdims)


def percentile(a, q, axis=None, out=None, overwrite_input=False, method="linear", keepdims=False, *,
               interpolation=None):
    qa = _u.true_divide(_arr(q), 100)
    qa = _arr(qa)
    if not _u.logical_and(_u.greater_equal(qa, 0), _u.less_equal(qa, 1)).all():
        raise ValueError("Percentiles must be in the range [0, 100]")
    return _quantile(_arr(a), qa, axis, method, keepdims)


def _quantile(a, q, axis, method, keepdims):
    from ._manip import sort, moveaxis, take

    if method not in ("linear", "lower", "higher", "nearest", "midpoint"):
        raise ValueError(f"{method!r} is not a valid method for this numpy (linear, lower, higher, nearest, "
                         "midpoint)")
    data = a.reshape(-1) if axis is None else a
    ax = 0 if axis is None else normalize_axis(axis, a.ndim)
    s = moveaxis(sort(data, axis=ax), ax, 0)
    n = s._shape[0]
    virtual = _u.multiply(n - 1, q)
    prev = _u.floor(virtual)
    if method == "lower":
        idx = prev
    elif method == "higher":
        idx = _u.ceil(virtual)
    elif method == "nearest":
        idx = _u.rint(virtual)
    else:
        idx = None
    if idx is not None:
        result = take(s, _arr(idx).astype(INT64), axis=0)
    else:
        prev_i = _arr(prev).astype(INT64)
        next_i = _u.minimum(_u.add(prev_i, 1), n - 1)
        below = take(s, prev_i, axis=0)
        above = take(s, next_i, axis=0)
        gamma = _u.subtract(virtual, prev) if method == "linear" else _arr(0.5)
        gamma = _arr(gamma).reshape(_arr(gamma)._shape + (1,) * (s.ndim - 1))
        diff = _u.subtract(above, below)
        result = _u.add(below, _u.multiply(diff, gamma))
        upper = _u.subtract(above, _u.multiply(diff, _u.subtract(1, gamma)))
        result = _arr(result)
        mask = _u.greater_equal(gamma, 0.5)
        from ._functions import where

        result = where(mask, upper, result)
        if isinstance(result, ndarray) and result.ndim == 0:
            result = result[()]
    if keepdims:
        shape = _arr(q)._shape + tuple(1 if axis is None or i == ax else d for i, d in enumerate(a._shape))
        result = _arr(result).reshape(shape)
    return result


def nansum(a, axis=None, dtype=None, out=None, keepdims=False):
    a = _arr(a)
    if a._dtype.kind == "f":
        from ._functions import where

        a = where(_u.isnan(a), 0, a)
    return sum(a, axis, dtype, out, keepdims)


def nanmean(a, axis=None, dtype=None, out=None, keepdims=False):
    a = _arr(a)
    if a._dtype.kind != "f":
        return mean(a, axis, dtype, out, keepdims)
    from ._functions import where

    ok = _u.logical_not(_u.isnan(a))
    total = sum(where(ok, a, 0), axis, dtype, None, keepdims)
    count = sum(ok, axis, None, None, keepdims)
    return _u.true_divide(total, count)


def nanvar(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False):
    """numpy's nanvar: NaNs count as absent, the mean and squared deviations summed over the rest; a slice with no
    degrees of freedom left is NaN, with numpy's warning."""
    a = _arr(a)
    if a._dtype.kind != "f":
        return var(a, axis, dtype, out, ddof, keepdims)
    from ._functions import where

    nan = _u.isnan(a)
    arr = where(nan, 0, a)
    cnt = sum(_u.logical_not(nan), axis, INT64, None, True)
    avg = sum(arr, axis, dtype, None, True)
    avg = _u.true_divide(avg, cnt, out=avg, casting="unsafe")
    dev = where(nan, 0, _u.subtract(arr, avg))
    total = sum(_u.multiply(dev, dev), axis, dtype, out, keepdims)
    if total.ndim < cnt.ndim:
        cnt = cnt.squeeze(axis)
    dof = _u.subtract(cnt, ddof)
    if isinstance(total, ndarray):
        total = _u.true_divide(total, dof, out=total, casting="unsafe")
    else:
        total = total._dtype.type(total.item() / dof.item() if dof.item() else math.nan)
    bad = _u.less_equal(dof, 0)
    if bool(bad.any()):
        import warnings

        warnings.warn("Degrees of freedom <= 0 for slice.", RuntimeWarning, stacklevel=2)
        total = where(bad, math.nan, total) if isinstance(total, ndarray) else total._dtype.type(math.nan)
    return total


def nanstd(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False):
    v = nanvar(a, axis, dtype, out, ddof, keepdims)
    return _u.sqrt(v, out=v) if isinstance(v, ndarray) else v._dtype.type(_u.sqrt(v))


def _nanarg(pick, fill, a, axis, out, keepdims):
    a = _arr(a)
    if a._dtype.kind == "f":
        from ._functions import where

        nan = _u.isnan(a)
        if bool(all(nan, axis=axis).any() if axis is not None else all(nan)):
            raise ValueError("All-NaN slice encountered")
        a = where(nan, fill, a)
    return pick(a, axis=axis, out=out, keepdims=keepdims)


def nanargmax(a, axis=None, out=None, *, keepdims=False):
    return _nanarg(argmax, -math.inf, a, axis, out, keepdims)


def nanargmin(a, axis=None, out=None, *, keepdims=False):
    return _nanarg(argmin, math.inf, a, axis, out, keepdims)


def nanmax(a, axis=None, out=None, keepdims=False):
    a = _arr(a)
    return ufunc_reduce(_u.fmax, a, axis, None, out, keepdims)


def nanmin(a, axis=None, out=None, keepdims=False):
    a = _arr(a)
    return ufunc_reduce(_u.fmin, a, axis, None, out, keepdims)
