"""Python functions over arrays: apply_along_axis (a function of 1-d slices) and vectorize (a function of
elements, its output dtype taken from its result on the first element, as numpy takes it)."""
import itertools

from ._ufunc import normalize_axis


def _arr(a):
    from ._creation import asarray

    return asarray(a)


def apply_along_axis(func1d, axis, arr, *args, **kwargs):
    from ._creation import zeros
    from ._manip import transpose

    arr = _arr(arr)
    nd = arr.ndim
    axis = normalize_axis(axis, nd)
    dims = list(range(nd))
    view = transpose(arr, dims[:axis] + dims[axis + 1:] + [axis])
    indices = (ind + (Ellipsis,) for ind in itertools.product(*map(range, view.shape[:-1])))
    try:
        first = next(indices)
    except StopIteration:
        raise ValueError("Cannot apply_along_axis when any iteration dimensions are 0") from None
    res = _arr(func1d(view[first], *args, **kwargs))
    buff = zeros(view.shape[:-1] + res.shape, res.dtype)
    bdims = list(range(buff.ndim))
    # the function's own axes go where the sliced axis was
    permute = bdims[0:axis] + bdims[buff.ndim - res.ndim:buff.ndim] + bdims[axis:buff.ndim - res.ndim]
    buff[first] = res
    for ind in indices:
        buff[ind] = _arr(func1d(view[ind], *args, **kwargs))
    return transpose(buff, permute)


class vectorize:
    def __init__(self, pyfunc, otypes=None, doc=None, excluded=None, cache=False, signature=None):
        if signature is not None:
            raise NotImplementedError("vectorize(signature=...) is not supported by this numpy")
        self.pyfunc = pyfunc
        self.cache = cache
        self.otypes = None if otypes is None else (otypes if isinstance(otypes, str) else
                                                    "".join(_char(t) for t in otypes))
        self.excluded = set(excluded or ())
        self.__doc__ = pyfunc.__doc__ if doc is None else doc

    def __call__(self, *args, **kwargs):
        fixed = {k: v for k, v in kwargs.items() if k in self.excluded}
        names = [k for k in kwargs if k not in self.excluded]
        fixed_pos = {i: a for i, a in enumerate(args) if i in self.excluded}
        free = [a for i, a in enumerate(args) if i not in self.excluded] + [kwargs[k] for k in names]
        npos = len(args) - len(fixed_pos)

        def call(*vals):
            pos, it = [], iter(vals[:npos])
            for i in range(len(args)):
                pos.append(fixed_pos[i] if i in fixed_pos else next(it))
            return self.pyfunc(*pos, **fixed, **dict(zip(names, vals[npos:])))

        if not free:
            return call()
        return self._vectorized(call, [_arr(a) for a in free])

    def _vectorized(self, call, arrays):
        from ._creation import asarray
        from ._manip import broadcast_arrays

        arrays = broadcast_arrays(*arrays)
        shape = arrays[0].shape
        columns = [a._values() for a in arrays]
        n = len(columns[0])
        otypes = self.otypes
        results = []
        if otypes is None:
            if n == 0:
                raise ValueError("cannot call `vectorize` on size 0 inputs unless `otypes` is set")
            # numpy calls the function once more on the first elements (numpy scalars) to learn the output types
            first = call(*[a.reshape(-1)[0] for a in arrays])
            outs = first if isinstance(first, tuple) else (first,)
            otypes = "".join(asarray(o).dtype.char for o in outs)
            if self.cache:
                results.append(first)
        for i in range(len(results), n):
            results.append(call(*[c[i] for c in columns]))
        if len(otypes) == 1:
            return _shaped(results, shape, otypes[0])
        return tuple(_shaped([r[k] for r in results], shape, t) for k, t in enumerate(otypes))


def _char(t):
    from ._dtype import dtype

    return dtype(t).char


def _shaped(values, shape, char):
    from ._creation import array

    return array(values, dtype=char).reshape(shape)
