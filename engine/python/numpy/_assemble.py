"""Arrays assembled from others: select (choices by conditions), kron (block products), ediff1d (differences with
ends attached) and fill_diagonal, each as numpy builds it."""
import math


def _arr(a):
    from ._creation import asarray

    return asarray(a)


def select(condlist, choicelist, default=0):
    from ._creation import full
    from ._dtype import BOOL, result_type
    from ._functions import where
    from ._ufunc import broadcast_shapes

    if len(condlist) != len(choicelist):
        raise ValueError("list of cases must be same length as list of conditions")
    if len(condlist) == 0:
        raise ValueError("select with an empty condition list is not possible")
    choices = [_arr(c) for c in choicelist]
    default = _arr(default)
    dtype = result_type(result_type(*choices), default)
    conds = [_arr(c) for c in condlist]
    for i, cond in enumerate(conds):
        if cond.dtype is not BOOL:
            raise TypeError(f"invalid entry {i} in condlist: should be boolean ndarray")
    shape = broadcast_shapes(*[c.shape for c in conds + choices + [default]])
    result = full(shape, default, dtype)
    # the first condition that holds wins, so the choices are laid on last to first
    for choice, cond in zip(reversed(choices), reversed(conds)):
        result = where(cond, choice, result).astype(dtype)
    return result


def kron(a, b):
    from ._creation import array
    from ._manip import expand_dims
    from . import _ufunc as _u

    b = _arr(b)
    a = array(a, copy=False, ndmin=b.ndim)
    ndb, nda = b.ndim, a.ndim
    nd = max(ndb, nda)
    if nda == 0 or ndb == 0:
        return _u.multiply(a, b)
    as_ = (1,) * max(0, ndb - nda) + a.shape
    bs = (1,) * max(0, nda - ndb) + b.shape
    a_arr = expand_dims(a, axis=tuple(range(ndb - nda)))
    b_arr = expand_dims(b, axis=tuple(range(nda - ndb)))
    # interleave the axes: a's on the even positions, b's on the odd, so the product lays b out in blocks
    a_arr = expand_dims(a_arr, axis=tuple(range(1, nd * 2, 2)))
    b_arr = expand_dims(b_arr, axis=tuple(range(0, nd * 2, 2)))
    return _u.multiply(a_arr, b_arr).reshape(tuple(x * y for x, y in zip(as_, bs)))


def ediff1d(ary, to_end=None, to_begin=None):
    from ._creation import empty
    from ._ufunc import can_cast_dtypes
    from . import _ufunc as _u

    ary = _arr(ary).reshape(-1)
    if to_begin is None and to_end is None:
        return ary[1:] - ary[:-1]
    ends = []
    for name, value in (("to_begin", to_begin), ("to_end", to_end)):
        if value is None:
            ends.append(None)
            continue
        value = _arr(value)
        if not can_cast_dtypes(value.dtype, ary.dtype, "same_kind"):
            raise TypeError(f"dtype of `{name}` must be compatible with input `ary` under the `same_kind` rule.")
        ends.append(value.reshape(-1))
    begin, end = ends
    l_begin = 0 if begin is None else len(begin)
    l_end = 0 if end is None else len(end)
    l_diff = max(len(ary) - 1, 0)
    result = empty(l_diff + l_begin + l_end, dtype=ary.dtype)
    if l_begin:
        result[:l_begin] = begin
    if l_end:
        result[l_begin + l_diff:] = end
    result[l_begin:l_begin + l_diff] = _u.subtract(ary[1:], ary[:-1])
    return result


def fill_diagonal(a, val, wrap=False):
    """Writes val along a's main diagonal in place (cycling through val's values, as a flat assignment does)."""
    if a.ndim < 2:
        raise ValueError("array must be at least 2-d")
    end = None
    if a.ndim == 2:
        step = a.shape[1] + 1
        if not wrap:
            end = a.shape[1] * a.shape[1]
    else:
        if len(set(a.shape)) != 1:
            raise ValueError("All dimensions of input must be of equal length")
        step = 1 + sum(math.prod(a.shape[:k + 1]) for k in range(a.ndim - 1))
    from ._creation import array
    from ._index_tricks import unravel_index

    # numpy's a.flat[:end:step] = val, written through coordinates so that views of any layout take it
    positions = array(range(0, a.size if end is None else min(end, a.size), step), dtype="int64")
    if not positions.size:
        return
    values = _arr(val).reshape(-1)._values()
    if not values:
        return
    a[unravel_index(positions, a.shape)] = [values[i % len(values)] for i in range(positions.size)]
