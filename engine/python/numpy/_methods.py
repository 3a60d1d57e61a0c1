"""The ndarray methods that are numpy functions with the array first (a.sum(), a.reshape(2, 3), a.T, ...)."""
import math
import operator

from . import _functions as _f
from . import _manip as _m
from . import _products as _p
from . import _reduce as _r
from . import _ufunc as _u
from ._ndarray import ndarray, from_values, _shape_tuple


def _shape_args(args):
    if len(args) == 1 and (isinstance(args[0], (tuple, list)) or args[0] is None):
        return () if args[0] is None else tuple(args[0])
    return args


def reshape(self, *shape, order="C"):
    return _m.reshape(self, _shape_args(shape), order)


def transpose(self, *axes):
    axes = _shape_args(axes)
    return _m.transpose(self, axes or None)


def flatten(self, order="C"):
    return _m.ravel(self, order).copy()


def resize(self, *new_shape, refcheck=True):
    """In place, filling with zeros (np.resize repeats instead)."""
    if self._base is not None:
        raise ValueError("cannot resize this array: it does not own its data")
    shape = _shape_tuple(_shape_args(new_shape))
    n = math.prod(shape)
    values = self._values()[:n]
    values += [values[0] * 0 if values else 0] * (n - len(values))
    new = from_values(values, shape, self._dtype)
    self._buf, self._shape, self._strides, self._offset = new._buf, new._shape, new._strides, 0


def _method(fn):
    return lambda self, *args, **kwargs: fn(self, *args, **kwargs)


def _nonzero(self):
    return _m.nonzero(self)


def _sort(self, axis=-1, kind=None, order=None):
    self[...] = _m.sort(self, axis, kind, order)


def _round(self, decimals=0, out=None):
    return _f.around(self, decimals, out)


def _clip(self, min=None, max=None, out=None, **kwargs):
    return _f.clip(self, min, max, out, **kwargs)


def _max(self, axis=None, out=None, keepdims=False, initial=_r._NoValue, where=True):
    return _r.amax(self, axis, out, keepdims, initial, where)


def _min(self, axis=None, out=None, keepdims=False, initial=_r._NoValue, where=True):
    return _r.amin(self, axis, out, keepdims, initial, where)


def _searchsorted(self, v, side="left", sorter=None):
    return _m.searchsorted(self, v, side, sorter)


def _conj(self):
    return _u.conjugate(self) if self.dtype.kind == "c" else self


def _put(self, indices, values, mode="raise"):
    flat = self.reshape(-1)
    flat[indices] = values


def _dot(self, b, out=None):
    return _p.dot(self, b, out)


def _itemset(self, *args):
    *index, value = args
    if len(index) == 1:
        index = operator.index(index[0])
        self.reshape(-1)[index] = value
    else:
        self[tuple(index)] = value


_METHODS = {
    "reshape": reshape, "transpose": transpose, "flatten": flatten, "resize": resize,
    "ravel": _method(_m.ravel), "squeeze": _method(_m.squeeze), "swapaxes": _method(_m.swapaxes),
    "repeat": _method(_m.repeat), "take": _method(_m.take), "diagonal": _method(_m.diagonal),
    "trace": _method(_m.trace), "argsort": _method(_m.argsort), "sort": _sort, "nonzero": _nonzero,
    "argpartition": _method(_m.argpartition), "searchsorted": _searchsorted, "put": _put,
    "sum": _method(_r.sum), "prod": _method(_r.prod), "mean": _method(_r.mean), "std": _method(_r.std),
    "var": _method(_r.var), "max": _max, "min": _min, "argmax": _method(_r.argmax), "argmin": _method(_r.argmin),
    "cumsum": _method(_r.cumsum), "cumprod": _method(_r.cumprod), "all": _method(_r.all), "any": _method(_r.any),
    "ptp": _method(_r.ptp), "round": _round, "clip": _clip, "dot": _dot, "conj": _conj, "conjugate": _conj,
    "itemset": _itemset,
}

for _name, _fn in _METHODS.items():
    _fn.__name__ = _name
    setattr(ndarray, _name, _fn)
