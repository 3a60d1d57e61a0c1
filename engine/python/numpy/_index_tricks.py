"""Index helpers: mgrid/ogrid (grids from slices), s_/index_exp, ix_, ndindex/ndenumerate,
unravel_index/ravel_multi_index and the triangle and diagonal index pairs, as numpy.lib.index_tricks and
twodim_base build them."""
import itertools
import math
import operator

from ._dtype import INT64


def _arr(a):
    from ._creation import asarray

    return asarray(a)


def _slice_parts(s):
    """(start, stop, step, points): an imaginary step (5j) asks for that many points, endpoints included."""
    start = 0 if s.start is None else s.start
    step = 1 if s.step is None else s.step
    if isinstance(step, complex):
        n = int(abs(step))
        return start, s.stop, abs(step), n
    return start, s.stop, step, int(math.ceil((s.stop - start) / (step * 1.0)))


class _Grid:
    def __init__(self, sparse):
        self.sparse = sparse

    def __getitem__(self, key):
        from ._creation import arange
        from ._dtype import result_type
        from ._manip import indices

        if isinstance(key, slice):
            start, stop, step, n = _slice_parts(key)
            if isinstance(key.step, complex):
                spacing = (stop - start) / float(n - 1) if n != 1 else n
                return arange(0, n, 1, dtype=result_type(start, stop, step)) * spacing + start
            return arange(start, stop, step)
        parts = [_slice_parts(k) for k in key]
        typ = result_type(0, *[v for p in parts for v in p[:3]])
        sizes = [p[3] for p in parts]
        grids = [arange(n, dtype=typ) for n in sizes] if self.sparse else list(indices(sizes, typ))
        for k, (kk, (start, stop, step, n)) in enumerate(zip(key, parts)):
            if isinstance(kk.step, complex) and n != 1:
                step = (stop - start) / float(n - 1)
            elif isinstance(kk.step, complex):
                step = n
            grids[k] = grids[k] * step + start
        if not self.sparse:
            from ._manip import stack

            return stack(grids)
        for k in range(len(sizes)):
            shape = [1] * len(sizes)
            shape[k] = sizes[k]
            grids[k] = grids[k].reshape(shape)
        return grids


mgrid = _Grid(sparse=False)
ogrid = _Grid(sparse=True)


class IndexExpression:
    def __init__(self, maketuple):
        self.maketuple = maketuple

    def __getitem__(self, item):
        return (item,) if self.maketuple and not isinstance(item, tuple) else item


index_exp = IndexExpression(maketuple=True)
s_ = IndexExpression(maketuple=False)


def ix_(*args):
    """Open-mesh index arrays: the k-th sequence shaped to run along axis k (booleans as their nonzero indices)."""
    out = []
    nd = len(args)
    for k, new in enumerate(args):
        new = _arr(new)
        if new.ndim != 1:
            raise ValueError("Cross index must be 1 dimensional")
        if new.size == 0:
            new = new.astype(INT64)
        if new.dtype.kind == "b":
            new = new.nonzero()[0]
        out.append(new.reshape((1,) * k + (new.size,) + (1,) * (nd - k - 1)))
    return tuple(out)


def unravel_index(indices, shape, order="C"):
    from ._ndarray import from_values, scalar

    shape = tuple(operator.index(s) for s in (shape if isinstance(shape, (tuple, list)) else (shape,)))
    idx = _arr(indices)
    if idx.dtype.kind not in "iu":
        raise TypeError("only int indices permitted")
    size = math.prod(shape)
    # C order peels the last axis off first, Fortran order the first
    axes = list(range(len(shape)))[::-1] if order == "C" else list(range(len(shape)))
    coords = [[0] * idx.size for _ in shape]
    for j, flat in enumerate(idx.reshape(-1)._values()):
        if flat < 0 or flat >= size:
            raise ValueError(f"index {flat} is out of bounds for array with size {size}")
        for axis in axes:
            flat, coords[axis][j] = divmod(flat, shape[axis])
    if idx.ndim == 0:
        return tuple(scalar(c[0], INT64) for c in coords)
    return tuple(from_values(c, idx.shape, INT64) for c in coords)


def ravel_multi_index(multi_index, dims, mode="raise", order="C"):
    from ._ndarray import from_values, scalar
    from ._ufunc import broadcast_shapes, values_as

    dims = tuple(operator.index(d) for d in dims)
    arrays = [_arr(a) for a in multi_index]
    if len(arrays) != len(dims):
        raise ValueError(f"parameter multi_index must be a sequence of length {len(dims)}")
    shape = broadcast_shapes(*[a.shape for a in arrays])
    cols = [values_as(a, shape, INT64) for a in arrays]
    axes = list(range(len(dims)))
    if order != "C":
        axes.reverse()
    out = []
    for i in range(math.prod(shape)):
        flat = 0
        for axis in axes:
            v = cols[axis][i]
            if not 0 <= v < dims[axis]:
                raise ValueError("invalid entry in coordinates array")
            flat = flat * dims[axis] + v
        out.append(flat)
    return from_values(out, shape, INT64) if shape else scalar(out[0], INT64)


def _triangle(n, k, m, keep):
    from ._ndarray import from_values

    m = n if m is None else m
    pairs = [(i, j) for i in range(n) for j in range(m) if keep(j - i, k)]
    return (from_values([p[0] for p in pairs], (len(pairs),), INT64),
            from_values([p[1] for p in pairs], (len(pairs),), INT64))


def triu_indices(n, k=0, m=None):
    return _triangle(n, k, m, lambda d, k: d >= k)


def tril_indices(n, k=0, m=None):
    return _triangle(n, k, m, lambda d, k: d <= k)


def diag_indices(n, ndim=2):
    from ._creation import arange

    idx = arange(n)
    return (idx,) * ndim



class ndindex:
    """Every index tuple of an array of the given shape, in C order."""

    def __init__(self, *shape):
        if len(shape) == 1 and isinstance(shape[0], tuple):
            shape = shape[0]
        self._it = itertools.product(*map(range, shape))

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._it)


class ndenumerate:
    """(index tuple, value) for each element, in C order."""

    def __init__(self, arr):
        arr = _arr(arr)
        self._pairs = zip(ndindex(arr.shape), (arr[()] if arr.ndim == 0 else arr).reshape(-1))

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._pairs)
