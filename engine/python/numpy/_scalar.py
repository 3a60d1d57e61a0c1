"""The behaviour of numpy's scalar types (np.float32(0.1), what indexing an array gives): construction, conversion,
printing, and every array method (as a 0-d array's)."""
import math

from . import _dtype as _d
from ._dtype import generic, float64, complex128, bool_, integer, floating
from ._ndarray import ndarray, scalar, from_values


def _new(cls, value=0, *args):
    dt = cls._dtype
    if isinstance(value, (list, tuple, ndarray)) or hasattr(value, "__array__") and not isinstance(value, generic):
        from ._creation import asarray

        return asarray(value, dtype=dt)
    if isinstance(value, str):
        text = value.strip()
        if dt.kind == "f":
            value = float(text)
        elif dt.kind == "c":
            value = complex(text)
        elif dt.kind == "b":
            value = bool(text)
        else:
            value = int(text)
    elif isinstance(value, generic):
        value = value.item()
    return scalar(_d.unpack(_d.pack(_d.coerce([value], dt), dt), dt)[0], dt)


for _t in _d.SCALAR_TYPES:
    _t.__new__ = _new
    _t.__init__ = lambda self, *args: None

generic.item = lambda self, *args: self._v
float64.item = lambda self, *args: float.__float__(self)
_complex_real, _complex_imag = complex.real.__get__, complex.imag.__get__
complex128.item = lambda self, *args: complex(_complex_real(self), _complex_imag(self))


def _as_array(self):
    return from_values([self.item()], (), self._dtype)


def _getattr(self, name):
    if name.startswith("__"):
        raise AttributeError(name)
    try:
        method = getattr(ndarray, name)
    except AttributeError:
        raise AttributeError(f"'numpy.{type(self).__name__}' object has no attribute '{name}'") from None
    return getattr(_as_array(self), name) if callable(method) or isinstance(method, property) else method


def _repr(self):
    from ._arrayprint import scalar_repr

    return scalar_repr(self)


def _str(self):
    from ._arrayprint import scalar_str

    return scalar_str(self)


def _format(self, spec):
    if not spec:
        return str(self)
    return format(self.item(), spec)


def _index(self):
    if not isinstance(self, integer):
        raise TypeError(f"'numpy.{type(self).__name__}' object cannot be interpreted as an integer")
    return self._v


def _round(self, ndigits=None):
    if ndigits is None:
        v = self.item()
        if isinstance(self, floating):
            if math.isnan(v):
                raise ValueError("cannot convert float NaN to integer")
            if math.isinf(v):
                raise OverflowError("cannot convert float infinity to integer")
            return int(round(v))
        return int(v)
    from ._functions import around

    return around(self, ndigits)


def _astype(self, dtype, *args, **kwargs):
    dt = _d.as_dtype(dtype)
    return scalar(_d.unpack(_d.pack(_d.convert([self.item()], self._dtype, dt), dt), dt)[0], dt)


generic.__getattr__ = _getattr
generic.__repr__ = _repr
generic.__str__ = _str
generic.__format__ = _format
generic.__hash__ = lambda self: hash(self.item())
generic.__bool__ = lambda self: bool(self.item())
generic.__float__ = lambda self: float(self.item())
generic.__int__ = lambda self: int(self.item())
generic.__complex__ = lambda self: complex(self.item())
generic.__index__ = _index
generic.__round__ = _round
generic.__reduce__ = lambda self: (type(self), (self.item(),))
generic.__array__ = lambda self, dtype=None: _as_array(self) if dtype is None else _as_array(self).astype(dtype)
generic.__copy__ = lambda self: self
generic.__deepcopy__ = lambda self, memo: self
generic.astype = _astype
generic.tolist = lambda self: self.item()
generic.dtype = property(lambda self: self._dtype)
generic.shape = ()
generic.ndim = 0
generic.size = 1
generic.strides = ()
generic.base = None
generic.itemsize = property(lambda self: self._dtype.itemsize)
generic.nbytes = property(lambda self: self._dtype.itemsize)
generic.T = property(lambda self: self)
generic.real = property(lambda self: _as_array(self).real[()])
generic.imag = property(lambda self: _as_array(self).imag[()])
