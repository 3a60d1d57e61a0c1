"""Shapes and arrangements: reshape, transpose, joining and splitting, repeating, flipping, sorting, searching,
unique, and taking along axes."""
import math
import operator

from . import _dtype as _d
from . import _wrap
from ._dtype import BOOL, INT64, as_dtype, promote_types
from ._ndarray import ndarray, make, from_values, contiguous_strides, _shape_tuple, gather, index_list, shape_text
from ._ufunc import AxisError, normalize_axis, broadcast_shapes, _NoValue


def _arr(a):
    from ._creation import asarray

    return asarray(a)


# -- views ----------------------------------------------------------------------------------------------------------
def _reshape_shape(size, shape):
    shape = list(shape)
    unknown = [i for i, n in enumerate(shape) if n == -1]
    if len(unknown) > 1:
        raise ValueError("can only specify one unknown dimension")
    if any(n < -1 for n in shape):
        raise ValueError("negative dimensions not allowed")
    known = math.prod(n for n in shape if n != -1)
    if unknown:
        if known == 0 or size % known:
            # numpy's message skips a leading unknown and writes a later one as newaxis: (-1, 4) reads "(4)",
            # (4, -1) "(4,newaxis)"
            shown = shape[1:] if unknown[0] == 0 else shape
            text = ",".join("newaxis" if n == -1 else str(n) for n in shown)
            raise ValueError(f"cannot reshape array of size {size} into shape ({text})")
        shape[unknown[0]] = size // known
    elif known != size:
        raise ValueError(f"cannot reshape array of size {size} into shape {shape_text(shape)}")
    return tuple(shape)


def _view_strides(a, shape):
    """Strides that give `shape` as a view of a without copying, or None (numpy's _attempt_nocopy_reshape)."""
    old = [(n, s) for n, s in zip(a._shape, a._strides) if n != 1]
    new_strides = [0] * len(shape)
    oi = ni = 0
    on, nn = len(old), len(shape)
    while ni < nn and oi < on:
        np_, op = shape[ni], old[oi][0]
        nj, oj = ni + 1, oi + 1
        while np_ != op:
            if np_ < op:
                np_ *= shape[nj]
                nj += 1
            else:
                op *= old[oj][0]
                oj += 1
        for k in range(oi, oj - 1):
            if old[k][1] != old[k + 1][0] * old[k + 1][1]:
                return None
        new_strides[nj - 1] = old[oj - 1][1]
        for k in range(nj - 1, ni, -1):
            new_strides[k - 1] = new_strides[k] * shape[k]
        ni, oi = nj, oj
    last = new_strides[ni - 1] if ni else a._dtype.itemsize
    for k in range(ni, nn):
        new_strides[k] = last
    return tuple(new_strides)


def reshape(a, newshape, order="C"):
    handed = _wrap.function(a, "reshape", newshape, order=order)
    if handed is not _NoValue:
        return handed
    a = _arr(a)
    if isinstance(newshape, (int, _d.integer)):
        newshape = (newshape,)
    shape = _reshape_shape(a.size, tuple(operator.index(n) for n in newshape))
    if order == "F":
        return transpose(transpose(a).reshape(shape[::-1]))
    if a.size == 0 or a._c_contiguous():
        return make(a._buf, a._dtype, shape, contiguous_strides(shape, a._dtype.itemsize), a._offset, a)
    strides = _view_strides(a, shape)
    if strides is not None:
        return make(a._buf, a._dtype, shape, strides, a._offset, a)
    return from_values(a._values(), shape, a._dtype)


def ravel(a, order="C"):
    return reshape(a, (-1,), order)


def transpose(a, axes=None):
    handed = _wrap.function(a, "transpose", axes)
    if handed is not _NoValue:
        return handed
    a = _arr(a)
    if axes is None:
        axes = tuple(range(a.ndim))[::-1]
    else:
        axes = tuple(normalize_axis(x, a.ndim) for x in axes)
        if len(axes) != a.ndim:
            raise ValueError("axes don't match array")
        if len(set(axes)) != len(axes):
            raise ValueError("repeated axis in transpose")
    return make(a._buf, a._dtype, [a._shape[i] for i in axes], [a._strides[i] for i in axes], a._offset, a)


def swapaxes(a, axis1, axis2):
    handed = _wrap.function(a, "swapaxes", axis1, axis2)
    if handed is not _NoValue:
        return handed
    a = _arr(a)
    axes = list(range(a.ndim))
    i, j = normalize_axis(axis1, a.ndim), normalize_axis(axis2, a.ndim)
    axes[i], axes[j] = axes[j], axes[i]
    return transpose(a, axes)


def moveaxis(a, source, destination):
    a = _arr(a)
    src = [normalize_axis(s, a.ndim) for s in (source if isinstance(source, (list, tuple)) else [source])]
    dst = [normalize_axis(s, a.ndim) for s in (destination if isinstance(destination, (list, tuple)) else
                                              [destination])]
    if len(src) != len(dst):
        raise ValueError("`source` and `destination` arguments must have the same number of elements")
    order = [n for n in range(a.ndim) if n not in src]
    for d, s in sorted(zip(dst, src)):
        order.insert(d, s)
    return transpose(a, order)


def rollaxis(a, axis, start=0):
    """numpy's older moveaxis: axis moves to just before position start (counted before the move)."""
    a = _arr(a)
    n = a.ndim
    axis = normalize_axis(axis, n)
    if start < 0:
        start += n
    if not 0 <= start < n + 1:
        raise AxisError(f"'start' arg requires {-n} <= start < {n + 1}, but {start} was passed in")
    if axis < start:
        start -= 1
    if axis == start:
        return a[...]
    axes = list(range(n))
    axes.remove(axis)
    axes.insert(start, axis)
    return transpose(a, axes)


def squeeze(a, axis=None):
    if not isinstance(a, _wrap.NUMPY_OR_BUILTIN):
        # numpy calls a's own squeeze (with axis only when given), or squeezes its values through _wrapit
        method = getattr(a, "squeeze", None)
        if method is not None:
            return method() if axis is None else method(axis=axis)
        if hasattr(a, "__array_wrap__"):
            return _wrap.wrapit(a, "squeeze", axis=axis)
    a = _arr(a)
    if axis is None:
        keep = [i for i, n in enumerate(a._shape) if n != 1]
    else:
        axes = {normalize_axis(x, a.ndim) for x in (axis if isinstance(axis, (tuple, list)) else (axis,))}
        if any(a._shape[i] != 1 for i in axes):
            raise ValueError("cannot select an axis to squeeze out which has size not equal to one")
        keep = [i for i in range(a.ndim) if i not in axes]
    return make(a._buf, a._dtype, [a._shape[i] for i in keep], [a._strides[i] for i in keep], a._offset, a)


def expand_dims(a, axis):
    a = _arr(a)
    axes = axis if isinstance(axis, (tuple, list)) else (axis,)
    nd = a.ndim + len(axes)
    axes = sorted(normalize_axis(x, nd) for x in axes)
    if len(set(axes)) != len(axes):
        raise ValueError("repeated axis")
    shape, strides = list(a._shape), list(a._strides)
    for x in axes:
        shape.insert(x, 1)
        strides.insert(x, 0)
    return make(a._buf, a._dtype, shape, strides, a._offset, a)


def broadcast_to(array, shape, subok=False):
    a = _arr(array)
    shape = _shape_tuple(shape)
    src = a._shape
    ok = len(src) <= len(shape) and all(s == t or s == 1 for s, t in zip(src[::-1], shape[::-1]))
    if not ok:
        raise ValueError("operands could not be broadcast together with remapped shapes [original->remapped]: "
                         f"{shape_text(src)}  and requested shape {shape_text(shape)}")
    pad = len(shape) - len(src)
    strides = [0] * pad + [0 if s == 1 and t != 1 else st for s, t, st in zip(src, shape[pad:], a._strides)]
    out = make(a._buf, a._dtype, shape, strides, a._offset, a)
    out._writeable = False
    return out


def broadcast_arrays(*args, subok=False):
    arrays = [_arr(a) for a in args]
    shape = broadcast_shapes(*[a._shape for a in arrays])
    return [a if a._shape == shape else broadcast_to(a, shape) for a in arrays]


def atleast_1d(*arys):
    out = [_arr(a) if _arr(a).ndim >= 1 else _arr(a).reshape(1) for a in arys]
    return out[0] if len(out) == 1 else out


def atleast_2d(*arys):
    out = []
    for a in arys:
        a = _arr(a)
        out.append(a.reshape(1, 1) if a.ndim == 0 else a[None, :] if a.ndim == 1 else a)
    return out[0] if len(out) == 1 else out


def atleast_3d(*arys):
    out = []
    for a in arys:
        a = _arr(a)
        out.append(a.reshape(1, 1, 1) if a.ndim == 0 else a[None, :, None] if a.ndim == 1 else
                   a[:, :, None] if a.ndim == 2 else a)
    return out[0] if len(out) == 1 else out


# -- joining and splitting ------------------------------------------------------------------------------------------
def concatenate(arrays, axis=0, out=None, dtype=None, casting="same_kind"):
    arrays = [_arr(a) for a in arrays]
    if not arrays:
        raise ValueError("need at least one array to concatenate")
    if axis is None:
        arrays, axis = [a.reshape(-1) for a in arrays], 0
    nd = arrays[0].ndim
    if nd == 0:
        raise ValueError("zero-dimensional arrays cannot be concatenated")
    for i, a in enumerate(arrays):
        if a.ndim != nd:
            raise ValueError("all the input arrays must have same number of dimensions, but the array at index 0 "
                             f"has {nd} dimension(s) and the array at index {i} has {a.ndim} dimension(s)")
    axis = normalize_axis(axis, nd)
    first = arrays[0]._shape
    for i, a in enumerate(arrays[1:], 1):
        for d in range(nd):
            if d != axis and a._shape[d] != first[d]:
                raise ValueError("all the input array dimensions except for the concatenation axis must match "
                                 f"exactly, but along dimension {d}, the array at index 0 has size {first[d]} and the "
                                 f"array at index {i} has size {a._shape[d]}")
    dt = as_dtype(dtype) if dtype is not None else _d.result_type(*arrays)
    outer = math.prod(first[:axis])
    pieces = []
    for a in arrays:
        inner = math.prod(a._shape[axis:])
        vals = _d.convert(a._values(), a._dtype, dt)
        pieces.append((vals, inner))
    values = []
    for k in range(outer):
        for vals, inner in pieces:
            values.extend(vals[k * inner:(k + 1) * inner])
    shape = list(first)
    shape[axis] = sum(a._shape[axis] for a in arrays)
    result = from_values(values, shape, dt)
    if out is not None:
        out[...] = result
        return out
    return result


def stack(arrays, axis=0, out=None, *, dtype=None, casting="same_kind"):
    arrays = [_arr(a) for a in arrays]
    if not arrays:
        raise ValueError("need at least one array to stack")
    if len({a._shape for a in arrays}) != 1:
        raise ValueError("all input arrays must have the same shape")
    axis = normalize_axis(axis, arrays[0].ndim + 1)
    return concatenate([expand_dims(a, axis) for a in arrays], axis, out, dtype)


def vstack(tup, *, dtype=None, casting="same_kind"):
    return concatenate([atleast_2d(a) for a in tup], 0, dtype=dtype)


row_stack = vstack


def hstack(tup, *, dtype=None, casting="same_kind"):
    arrs = [atleast_1d(a) for a in tup]
    return concatenate(arrs, 0 if arrs and arrs[0].ndim == 1 else 1, dtype=dtype)


def dstack(tup):
    return concatenate([atleast_3d(a) for a in tup], 2)


def column_stack(tup):
    arrs = []
    for a in tup:
        a = _arr(a)
        arrs.append(a.reshape(-1, 1) if a.ndim < 2 else a)
    return concatenate(arrs, 1)


def append(arr, values, axis=None):
    arr = _arr(arr)
    if axis is None:
        return concatenate([arr.reshape(-1), _arr(values).reshape(-1)], 0)
    return concatenate([arr, values], axis)


def array_split(ary, indices_or_sections, axis=0):
    a = _arr(ary)
    n = a._shape[axis]
    if isinstance(indices_or_sections, (int, _d.integer)):
        sections = int(indices_or_sections)
        if sections <= 0:
            raise ValueError("number sections must be larger than 0.")
        each, extra = divmod(n, sections)
        sizes = [each + 1] * extra + [each] * (sections - extra)
        bounds = [0]
        for s in sizes:
            bounds.append(bounds[-1] + s)
    else:
        bounds = [0] + list(indices_or_sections) + [n]
    out = []
    for lo, hi in zip(bounds, bounds[1:]):
        key = [slice(None)] * a.ndim
        key[axis] = slice(lo, hi)
        out.append(a[tuple(key)])
    return out


def split(ary, indices_or_sections, axis=0):
    a = _arr(ary)
    if isinstance(indices_or_sections, (int, _d.integer)) and a._shape[axis] % int(indices_or_sections):
        raise ValueError("array split does not result in an equal division")
    return array_split(a, indices_or_sections, axis)


def hsplit(ary, indices_or_sections):
    a = _arr(ary)
    return split(a, indices_or_sections, 1 if a.ndim > 1 else 0)


def vsplit(ary, indices_or_sections):
    return split(ary, indices_or_sections, 0)


# -- rearranging ----------------------------------------------------------------------------------------------------
def flip(m, axis=None):
    a = _arr(m)
    axes = range(a.ndim) if axis is None else [normalize_axis(x, a.ndim) for x in
                                               (axis if isinstance(axis, (tuple, list)) else (axis,))]
    key = [slice(None)] * a.ndim
    for x in axes:
        key[x] = slice(None, None, -1)
    return a[tuple(key)]


def fliplr(m):
    return flip(m, 1)


def flipud(m):
    return flip(m, 0)


def roll(a, shift, axis=None):
    a = _arr(a)
    if axis is None:
        return roll(a.reshape(-1), shift, 0).reshape(a._shape)
    shifts = shift if isinstance(shift, (tuple, list)) else (shift,)
    axes = axis if isinstance(axis, (tuple, list)) else (axis,)
    out = a
    for s, x in zip(shifts, axes):
        x = normalize_axis(x, a.ndim)
        n = a._shape[x]
        if n == 0:
            continue
        s %= n
        idx = list(range(n - s, n)) + list(range(n - s))
        out = take(out, idx, axis=x)
    return out.copy() if out is a else out


def rot90(m, k=1, axes=(0, 1)):
    m = _arr(m)
    k %= 4
    if k == 0:
        return m[:]
    if k == 2:
        return flip(flip(m, axes[0]), axes[1])
    perm = list(range(m.ndim))
    perm[axes[0]], perm[axes[1]] = perm[axes[1]], perm[axes[0]]
    if k == 1:
        return transpose(flip(m, axes[1]), perm)
    return flip(transpose(m, perm), axes[1])


def repeat(a, repeats, axis=None):
    a = _arr(a)
    if axis is None:
        a, axis = a.reshape(-1), 0
    axis = normalize_axis(axis, a.ndim)
    n = a._shape[axis]
    reps = [operator.index(repeats)] * n if not isinstance(repeats, (list, tuple, ndarray)) else \
        [int(r) for r in _arr(repeats).reshape(-1)._values()]
    if len(reps) == 1 and n != 1:
        reps = reps * n
    if len(reps) != n:
        raise ValueError(f"operands could not be broadcast together with shape ({n},) ({len(reps)},)")
    idx = [i for i, r in enumerate(reps) for _ in range(r)]
    return take(a, idx, axis=axis)


def tile(A, reps):
    a = _arr(A)
    reps = (reps,) if isinstance(reps, (int, _d.integer)) else tuple(reps)
    nd = max(a.ndim, len(reps))
    a = a.reshape((1,) * (nd - a.ndim) + a._shape)
    reps = (1,) * (nd - len(reps)) + reps
    out = a
    for x, r in enumerate(reps):
        if r != 1:
            out = concatenate([out] * r, axis=x) if r else take(out, [], axis=x)
    return out.copy() if out is a else out


def resize(a, new_shape):
    a = _arr(a)
    shape = _shape_tuple(new_shape)
    n = math.prod(shape)
    vals = a._values()
    if not vals:
        return from_values([0] * n, shape, a._dtype)
    return from_values([vals[i % len(vals)] for i in range(n)], shape, a._dtype)


def take(a, indices, axis=None, out=None, mode="raise"):
    a = _arr(a)
    idx = _arr(indices)
    if idx._dtype.kind not in "iu" and idx.size:
        raise TypeError("Cannot cast array data from dtype('float64') to dtype('int64') according to the rule "
                        "'safe'")
    if axis is None:
        a, axis = a.reshape(-1), 0
    axis = normalize_axis(axis, a.ndim)
    key = (slice(None),) * axis + (idx if idx.size else idx.astype(INT64),)
    result = a[key]
    if out is not None:
        out[...] = result
        return out
    return result


def take_along_axis(arr, indices, axis):
    a, idx = _arr(arr), _arr(indices)
    if axis is None:
        a, axis = a.reshape(-1), 0
    axis = normalize_axis(axis, a.ndim)
    key = []
    for d in range(a.ndim):
        if d == axis:
            key.append(idx)
        else:
            shape = [1] * a.ndim
            shape[d] = a._shape[d]
            from ._creation import arange

            key.append(arange(a._shape[d]).reshape(shape))
    return a[tuple(key)]


def put_along_axis(arr, indices, values, axis):
    a, idx = arr, _arr(indices)
    axis = normalize_axis(axis, a.ndim)
    key = []
    from ._creation import arange

    for d in range(a.ndim):
        if d == axis:
            key.append(idx)
        else:
            shape = [1] * a.ndim
            shape[d] = a._shape[d]
            key.append(arange(a._shape[d]).reshape(shape))
    a[tuple(key)] = values


def diagonal(a, offset=0, axis1=0, axis2=1):
    a = _arr(a)
    i, j = normalize_axis(axis1, a.ndim), normalize_axis(axis2, a.ndim)
    n1, n2 = a._shape[i], a._shape[j]
    length = max(0, min(n1, n2 - offset) if offset >= 0 else min(n1 + offset, n2))
    start = a._offset + (offset * a._strides[j] if offset >= 0 else -offset * a._strides[i])
    keep = [d for d in range(a.ndim) if d not in (i, j)]
    shape = [a._shape[d] for d in keep] + [length]
    strides = [a._strides[d] for d in keep] + [a._strides[i] + a._strides[j]]
    out = make(a._buf, a._dtype, shape, strides, start if length else a._offset, a)
    out._writeable = False
    return out


def trace(a, offset=0, axis1=0, axis2=1, dtype=None, out=None):
    from ._reduce import sum as _sum

    return _sum(diagonal(a, offset, axis1, axis2), axis=-1, dtype=dtype, out=out)


def indices(dimensions, dtype=int, sparse=False):
    from ._creation import arange

    dims = tuple(dimensions)
    out = []
    for i, n in enumerate(dims):
        shape = [1] * len(dims)
        shape[i] = n
        g = arange(n, dtype=dtype).reshape(shape)
        out.append(g if sparse else broadcast_to(g, dims).copy())
    if sparse:
        return tuple(out)
    return stack(out) if out else _arr([]).astype(dtype)


# -- sorting and searching ------------------------------------------------------------------------------------------
def _less(a, b):
    """numpy's sort order: NaN after everything."""
    return a < b or (b != b and a == a)


def _aquicksort(v):
    """numpy's introsort-based argsort (npysort/quicksort.hpp), so ties keep numpy's order."""
    n = len(v)
    tosort = list(range(n))
    if n < 2:
        return tosort
    stack = []
    pl, pr = 0, n - 1
    cdepth = (n.bit_length() - 1) * 2
    while True:
        if cdepth < 0:
            tosort[pl:pr + 1] = sorted(tosort[pl:pr + 1], key=lambda i: _sort_key(v[i]))
        else:
            while pr - pl > 15:
                pm = pl + ((pr - pl) >> 1)
                if _less(v[tosort[pm]], v[tosort[pl]]):
                    tosort[pm], tosort[pl] = tosort[pl], tosort[pm]
                if _less(v[tosort[pr]], v[tosort[pm]]):
                    tosort[pr], tosort[pm] = tosort[pm], tosort[pr]
                if _less(v[tosort[pm]], v[tosort[pl]]):
                    tosort[pm], tosort[pl] = tosort[pl], tosort[pm]
                vp = v[tosort[pm]]
                pi, pj = pl, pr - 1
                tosort[pm], tosort[pj] = tosort[pj], tosort[pm]
                while True:
                    pi += 1
                    while _less(v[tosort[pi]], vp):
                        pi += 1
                    pj -= 1
                    while _less(vp, v[tosort[pj]]):
                        pj -= 1
                    if pi >= pj:
                        break
                    tosort[pi], tosort[pj] = tosort[pj], tosort[pi]
                pk = pr - 1
                tosort[pi], tosort[pk] = tosort[pk], tosort[pi]
                cdepth -= 1
                if pi - pl < pr - pi:
                    stack.append((pi + 1, pr, cdepth))
                    pr = pi - 1
                else:
                    stack.append((pl, pi - 1, cdepth))
                    pl = pi + 1
            for pi in range(pl + 1, pr + 1):
                vi = tosort[pi]
                vp = v[vi]
                pj = pi
                while pj > pl and _less(vp, v[tosort[pj - 1]]):
                    tosort[pj] = tosort[pj - 1]
                    pj -= 1
                tosort[pj] = vi
        if not stack:
            break
        pl, pr, cdepth = stack.pop()
    return tosort


def _sort_key(v):
    if isinstance(v, complex):
        # numpy orders complex values by real part, then imaginary part, with nan parts last in each
        re, im = v.real, v.imag
        return (re != re, re if re == re else 0.0, im != im, im if im == im else 0.0)
    return (v != v, v)


def _along(a, axis, f, dt=None):
    """Applies f (a list to a list of the same length) to every 1-d line of a along axis."""
    a = _arr(a)
    if axis is None:
        a, axis = a.reshape(-1), 0
    if a.ndim == 0:
        raise AxisError(axis, 0)
    axis = normalize_axis(axis, a.ndim)
    moved = moveaxis(a, axis, -1)
    n = moved._shape[-1]
    values = moved._values()
    out = []
    for k in range(0, len(values), max(n, 1)):
        out.extend(f(values[k:k + n]))
    result = from_values(out, moved._shape, dt or a._dtype)
    return moveaxis(result, -1, axis).copy()


def sort(a, axis=-1, kind=None, order=None):
    return _along(a, axis, lambda line: sorted(line, key=_sort_key))


def argsort(a, axis=-1, kind=None, order=None):
    handed = _wrap.function(a, "argsort", axis=axis, kind=kind, order=order)
    if handed is not _NoValue:
        return handed
    if kind in ("stable", "mergesort"):
        return _along(a, axis, lambda line: sorted(range(len(line)), key=lambda i: _sort_key(line[i])), INT64)
    return _along(a, axis, _aquicksort, INT64)


def partition(a, kth, axis=-1, kind="introselect", order=None):
    return sort(a, axis)


def argpartition(a, kth, axis=-1, kind="introselect", order=None):
    return argsort(a, axis, kind="stable")


def searchsorted(a, v, side="left", sorter=None):
    import bisect

    a = _arr(a)
    values = a._values()
    if sorter is not None:
        values = [values[i] for i in _arr(sorter)._values()]
    keys = [_sort_key(x) for x in values]
    find = bisect.bisect_left if side == "left" else bisect.bisect_right
    v_arr = _arr(v)
    out = [find(keys, _sort_key(x)) for x in v_arr._values()]
    if v_arr.ndim == 0:
        from ._ndarray import scalar

        return scalar(out[0], INT64)
    return from_values(out, v_arr._shape, INT64)


def nonzero(a):
    a = _arr(a)
    if a.ndim == 0:
        raise ValueError("Calling nonzero on 0d arrays is not allowed. Use np.atleast_1d(scalar).nonzero() instead. "
                         "If the context of this error is of the form `arr[nonzero(cond)]`, just use `arr[cond]`.")
    values = a._values()
    hits = [i for i, v in enumerate(values) if v]
    out = []
    for d in range(a.ndim):
        step = math.prod(a._shape[d + 1:])
        out.append(from_values([(i // step) % a._shape[d] for i in hits], (len(hits),), INT64))
    return tuple(out)


def flatnonzero(a):
    return nonzero(ravel(a))[0]


def argwhere(a):
    a = _arr(a)
    if a.ndim == 0:
        a = a.reshape(1)
        return transpose(stack(nonzero(a)))[:, :0]
    parts = nonzero(a)
    return transpose(stack(parts)).copy() if parts[0].size or a.ndim else from_values([], (0, a.ndim), INT64)


def unique(ar, return_index=False, return_inverse=False, return_counts=False, axis=None, *, equal_nan=True):
    a = _arr(ar)
    if axis is not None:
        axis = normalize_axis(axis, a.ndim)
        moved = moveaxis(a, axis, 0)
        rows = [tuple(r.reshape(-1)._values()) for r in moved] if moved._shape[0] else []
        order = sorted(range(len(rows)), key=lambda i: rows[i])
        keep, first, inverse, counts = [], [], [0] * len(rows), []
        for i in order:
            if not keep or rows[keep[-1]] != rows[i]:
                keep.append(i)
                first.append(i)
                counts.append(0)
            inverse[i] = len(keep) - 1
            counts[-1] += 1
        result = moveaxis(take(moved, keep, axis=0), 0, axis)
        return _unique_result(result, first, inverse, counts, return_index, return_inverse, return_counts)
    values = a.reshape(-1)._values()
    order = sorted(range(len(values)), key=lambda i: _sort_key(values[i]))
    uniq, first, inverse, counts = [], [], [0] * len(values), []
    for i in order:
        v = values[i]
        if not uniq or not (uniq[-1] == v or (equal_nan and v != v and uniq[-1] != uniq[-1])):
            uniq.append(v)
            first.append(i)
            counts.append(0)
        inverse[i] = len(uniq) - 1
        counts[-1] += 1
    result = from_values(uniq, (len(uniq),), a._dtype)
    return _unique_result(result, first, inverse, counts, return_index, return_inverse, return_counts)


def _unique_result(result, first, inverse, counts, return_index, return_inverse, return_counts):
    out = [result]
    if return_index:
        out.append(from_values(first, (len(first),), INT64))
    if return_inverse:
        out.append(from_values(inverse, (len(inverse),), INT64))
    if return_counts:
        out.append(from_values(counts, (len(counts),), INT64))
    return out[0] if len(out) == 1 else tuple(out)


def delete(arr, obj, axis=None):
    a = _arr(arr)
    if axis is None:
        a, axis = a.reshape(-1), 0
    n = a._shape[axis]
    drop = {i % n for i in (range(n)[obj] if isinstance(obj, slice) else _arr(obj).reshape(-1)._values())}
    return take(a, [i for i in range(n) if i not in drop], axis=axis)


def insert(arr, obj, values, axis=None):
    a = _arr(arr)
    if axis is None:
        a, axis = a.reshape(-1), 0
    axis = normalize_axis(axis, a.ndim)
    i = operator.index(obj)
    before = take(a, list(range(i)), axis=axis)
    after = take(a, list(range(i, a._shape[axis])), axis=axis)
    shape = list(a._shape)
    shape[axis] = 1
    from ._creation import full

    v = _arr(values).astype(a._dtype)
    mid = broadcast_to(v, shape) if v.size == 1 or v._shape == tuple(shape) else v.reshape(shape)
    return concatenate([before, mid, after], axis)


def trim_zeros(filt, trim="fb"):
    """filt without its leading ("f") and trailing ("b") zeros."""
    trim = trim.upper()
    first, last = 0, len(filt)
    if "F" in trim:
        while first < last and filt[first] == 0:
            first += 1
    if "B" in trim:
        while last > first and filt[last - 1] == 0:
            last -= 1
    return filt[first:last]


def _wrap_sources(n, left, right):
    """numpy's _set_wrap_both run on positions: a pad wider than the axis is filled a period at a time, each from
    the values nearest it (so the far part of a wide pad repeats what the near part copied)."""
    src = [None] * left + list(range(n)) + [None] * right
    size = len(src)
    while left > 0 or right > 0:
        period = size - right - left
        new_left = new_right = 0
        if left > 0:
            chunk = src[size - right - min(period, left):size - right]
            if left > period:
                src[left - period:left] = chunk
                new_left = left - period
            else:
                src[:left] = chunk
        if right > 0:
            chunk = src[left:left + min(period, right)]
            if right > period:
                src[size - right:size - right + period] = chunk
                new_right = right - period
            else:
                src[size - right:] = chunk
        left, right = new_left, new_right
    return src


def _reflect_sources(n, left, right, include_edge):
    """numpy's _set_reflect_both run on positions: each pass mirrors at most the axis's length (less its edge for
    'reflect') of the values next to each pad, until the pads are filled."""
    if n == 1:
        return [0] * (left + 1 + right)
    src = [None] * left + list(range(n)) + [None] * right
    size = len(src)
    edge_offset = 1 if include_edge else 0
    while left > 0 or right > 0:
        old_length = size - right - left - (1 - edge_offset)
        if left > 0:
            chunk_length = min(old_length, left)
            stop = left - edge_offset
            src[left - chunk_length:left] = src[stop + chunk_length:stop:-1]
            left -= chunk_length
        if right > 0:
            chunk_length = min(old_length, right)
            start = -right + edge_offset - 2
            src[size - right:size - right + chunk_length] = src[start:start - chunk_length:-1]
            right -= chunk_length
    return src


# the modes that fill the pad by copying the array's own values: the source of each position along an axis of n
# padded by (left, right)
_PAD_SOURCES = {
    "edge": lambda n, left, right: [min(max(i, 0), n - 1) for i in range(-left, n + right)],
    "reflect": lambda n, left, right: _reflect_sources(n, left, right, False),
    "symmetric": lambda n, left, right: _reflect_sources(n, left, right, True),
    "wrap": _wrap_sources,
}


def pad(array, pad_width, mode="constant", constant_values=0):
    a = _arr(array)
    if mode != "constant" and mode not in _PAD_SOURCES:
        raise NotImplementedError(f"this numpy pads with mode='constant', 'edge', 'reflect', 'symmetric' or 'wrap', "
                                  f"not {mode!r}")
    widths = _arr(pad_width).astype(INT64)
    widths = broadcast_to(widths.reshape((1,) * (2 - widths.ndim) + widths._shape) if widths.ndim < 2 else widths,
                          (a.ndim, 2))._values()
    if mode != "constant":
        source = _PAD_SOURCES[mode]
        out = a
        for d, n in enumerate(a._shape):
            before, after = widths[2 * d], widths[2 * d + 1]
            out = take(out, source(n, before, after), axis=d)
        return out
    shape = [n + widths[2 * d] + widths[2 * d + 1] for d, n in enumerate(a._shape)]
    from ._creation import full

    out = full(shape, constant_values, a._dtype)
    key = tuple(slice(widths[2 * d], widths[2 * d] + n) for d, n in enumerate(a._shape))
    out[key] = a
    return out
