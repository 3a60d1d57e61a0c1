"""A small numpy: what the lessons use (float32/float64 scalars and arrays, finfo, nextafter, random.normal),
printed as numpy 2 prints. The real numpy cannot be installed in the browser offline; this stands in for it.
"""
import math
import struct as _struct

from ._format import array_str, scalar_str, to_f32

__version__ = "2.0.0+live"


class dtype:
    def __init__(self, name, kind, itemsize):
        self.name, self.kind, self.itemsize = name, kind, itemsize

    def __repr__(self):
        return f"dtype('{self.name}')"

    def __str__(self):
        return self.name

    def __eq__(self, other):
        return isinstance(other, dtype) and other.name == self.name or (
            isinstance(other, type) and getattr(other, "_dtype", None) is self)

    def __hash__(self):
        return hash(self.name)


def _cast(value, dt):
    if dt.kind == "f":
        return to_f32(float(value)) if dt.itemsize == 4 else float(value)
    if dt.kind == "b":
        return bool(value)
    bits = dt.itemsize * 8
    v = int(value) & ((1 << bits) - 1)
    return v - (1 << bits) if v >= 1 << (bits - 1) else v


class generic:
    """A numpy scalar: a value held in its dtype's precision."""
    _dtype = None

    def __init__(self, value=0):
        self.value = _cast(value, self._dtype)

    dtype = property(lambda self: self._dtype)

    def item(self):
        return self.value

    def __repr__(self):
        return f"np.{self._dtype.name}({self})"

    def __str__(self):
        if self._dtype.kind == "f":
            return scalar_str(self.value, self._dtype.itemsize == 4)
        return str(self.value)

    def __float__(self):
        return float(self.value)

    def __int__(self):
        return int(self.value)

    def __bool__(self):
        return bool(self.value)

    def __eq__(self, other):
        return self.value == _value(other)

    def __lt__(self, other):
        return self.value < _value(other)

    def __gt__(self, other):
        return self.value > _value(other)

    def __hash__(self):
        return hash(self.value)

    def __neg__(self):
        return type(self)(-self.value)

    def __abs__(self):
        return type(self)(abs(self.value))


def _value(x):
    return x.value if isinstance(x, generic) else x


def _result_dtype(a, b):
    """NEP 50: Python numbers adapt to the numpy operand; two numpy operands promote."""
    da = a.dtype if isinstance(a, (generic, ndarray)) else None
    db = b.dtype if isinstance(b, (generic, ndarray)) else None
    if da is None:
        return db
    if db is None:
        return da
    order = [bool_._dtype, int32._dtype, int64._dtype, float32._dtype, float64._dtype]
    return max(da, db, key=order.index)


def _binary(op):
    def method(self, other):
        if not isinstance(other, (int, float, bool, generic, ndarray)):
            return NotImplemented
        if isinstance(other, ndarray):
            return getattr(other, f"__r{op.__name__}__")(self)
        dt = _result_dtype(self, other)
        with_err = _apply(op, self.value, _value(other))
        return _SCALARS[dt.name](with_err)

    def reflected(self, other):
        dt = _result_dtype(self, other)
        return _SCALARS[dt.name](_apply(op, _value(other), self.value))

    return method, reflected


def _apply(op, a, b):
    try:
        return op(a, b)
    except ZeroDivisionError:
        if op.__name__ in ("truediv",):
            return math.nan if a == 0 or math.isnan(a) else math.copysign(math.inf, a) * (1 if math.copysign(1, b) > 0 else -1)
        raise
    except OverflowError:
        return math.inf


def add(a, b):
    return a + b


def sub(a, b):
    return a - b


def mul(a, b):
    return a * b


def truediv(a, b):
    return a / b


for _op in (add, sub, mul, truediv):
    _m, _r = _binary(_op)
    setattr(generic, f"__{_op.__name__}__", _m)
    setattr(generic, f"__r{_op.__name__}__", _r)


def _scalar_type(name, kind, itemsize):
    cls = type(name, (generic,), {"_dtype": dtype(name, kind, itemsize)})
    cls.__module__ = "numpy"
    return cls


float32 = _scalar_type("float32", "f", 4)
float64 = _scalar_type("float64", "f", 8)
int64 = _scalar_type("int64", "i", 8)
int32 = _scalar_type("int32", "i", 4)
bool_ = _scalar_type("bool", "b", 1)
single, double, float_ = float32, float64, float64
_SCALARS = {t._dtype.name: t for t in (float32, float64, int64, int32, bool_)}
nan, inf, pi, e = math.nan, math.inf, math.pi, math.e


def _as_dtype(d):
    if d is None:
        return None
    if isinstance(d, dtype):
        return d
    if isinstance(d, type) and issubclass(d, generic):
        return d._dtype
    if d is float:
        return float64._dtype
    if d is int:
        return int64._dtype
    if d is bool:
        return bool_._dtype
    if isinstance(d, str):
        return _SCALARS[{"float": "float64", "int": "int64"}.get(d, d)]._dtype
    raise TypeError(f"data type {d!r} not understood")


class ndarray:
    """A row-major array of Python numbers with a numpy dtype."""

    def __init__(self, flat, shape, dt):
        self._flat, self.shape, self.dtype = [_cast(v, dt) for v in flat], tuple(shape), dt

    ndim = property(lambda self: len(self.shape))
    size = property(lambda self: math.prod(self.shape))

    def tolist(self):
        def build(d, start):
            if d == len(self.shape):
                return self._flat[start]
            step = math.prod(self.shape[d + 1:])
            return [build(d + 1, start + i * step) for i in range(self.shape[d])]

        return build(0, 0)

    def astype(self, d):
        return ndarray(self._flat, self.shape, _as_dtype(d))

    def __len__(self):
        if not self.shape:
            raise TypeError("len() of unsized object")
        return self.shape[0]

    def __getitem__(self, i):
        if not isinstance(i, int):
            raise IndexError("only integer indexing is supported by this numpy")
        n = self.shape[0]
        if not -n <= i < n:
            raise IndexError(f"index {i} is out of bounds for axis 0 with size {n}")
        step = math.prod(self.shape[1:])
        i %= n
        if len(self.shape) == 1:
            return _SCALARS[self.dtype.name](self._flat[i])
        return ndarray(self._flat[i * step:(i + 1) * step], self.shape[1:], self.dtype)

    def __iter__(self):
        return (self[i] for i in range(len(self)))

    def _kind(self):
        return {"f": "float", "i": "int", "b": "bool"}[self.dtype.kind]

    def __str__(self):
        return array_str(self._flat, self.shape, self._kind(), self.dtype.itemsize == 4)

    def __repr__(self):
        body = array_str(self._flat, self.shape, self._kind(), self.dtype.itemsize == 4, indent=7, comma=True)
        default = self.dtype.name in ("float64", "int64", "bool") and self.size > 0
        return f"array({body})" if default else f"array({body}, dtype={self.dtype.name})"

    def _elementwise(self, other, op, reflected=False):
        if isinstance(other, ndarray):
            if other.shape != self.shape:
                raise ValueError(f"operands could not be broadcast together with shapes {self.shape} {other.shape}")
            pairs = zip(other._flat, self._flat) if reflected else zip(self._flat, other._flat)
        else:
            v = _value(other)
            pairs = ((v, a) for a in self._flat) if reflected else ((a, v) for a in self._flat)
        dt = _result_dtype(self, other)
        if op is truediv and dt.kind != "f":
            dt = float64._dtype
        return ndarray([_apply(op, a, b) for a, b in pairs], self.shape, dt)


for _op in (add, sub, mul, truediv):
    setattr(ndarray, f"__{_op.__name__}__", lambda self, o, _op=_op: self._elementwise(o, _op))
    setattr(ndarray, f"__r{_op.__name__}__", lambda self, o, _op=_op: self._elementwise(o, _op, reflected=True))


def _flatten(data, shape, depth=0):
    if isinstance(data, ndarray):
        if depth == 0:
            shape.extend(data.shape)
        return list(data._flat)
    if isinstance(data, (list, tuple)):
        if depth == len(shape):
            shape.append(len(data))
        out = []
        for item in data:
            out.extend(_flatten(item, shape, depth + 1))
        return out
    return [_value(data)]


def array(data, dtype=None):
    if hasattr(data, "numpy") and not isinstance(data, ndarray):
        return data.numpy()
    shape = []
    flat = _flatten(data, shape)
    dt = _as_dtype(dtype)
    if dt is None:
        if isinstance(data, ndarray):
            dt = data.dtype
        elif any(isinstance(v, float) for v in flat):
            dt = float64._dtype
        elif all(isinstance(v, bool) for v in flat) and flat:
            dt = bool_._dtype
        else:
            dt = int64._dtype
    return ndarray(flat, shape, dt)


asarray = array


def zeros(shape, dtype=float64):
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    return ndarray([0] * math.prod(shape), shape, _as_dtype(dtype))


def ones(shape, dtype=float64):
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    return ndarray([1] * math.prod(shape), shape, _as_dtype(dtype))


def _nextafter(a, b, single):
    if math.isnan(a) or math.isnan(b):
        return math.nan
    if a == b:
        return b
    if not single:
        return math.nextafter(a, b)
    bits = _struct.unpack("<i", _struct.pack("<f", a))[0]
    if a == 0:
        return math.copysign(1.401298464324817e-45, b - a)
    bits += 1 if (b > a) == (a > 0) else -1
    return _struct.unpack("<f", _struct.pack("<i", bits))[0]


def nextafter(a, b):
    dt = _result_dtype(a, b) or float64._dtype
    if isinstance(a, ndarray):
        other = b._flat if isinstance(b, ndarray) else [_value(b)] * a.size
        return ndarray([_nextafter(x, y, dt.itemsize == 4) for x, y in zip(a._flat, other)], a.shape, dt)
    return _SCALARS[dt.name](_nextafter(float(_value(a)), float(_value(b)), dt.itemsize == 4))


def exp(x):
    if isinstance(x, ndarray):
        return ndarray([_apply(lambda v, _: math.exp(v), v, 0) for v in x._flat], x.shape, x.dtype)
    return type(x)(_apply(lambda v, _: math.exp(v), _value(x), 0)) if isinstance(x, generic) else float64(math.exp(x))


class finfo:
    """Machine limits of a float dtype."""

    _LIMITS = {
        "float32": dict(bits=32, eps=1.1920928955078125e-07, max=3.4028234663852886e38,
                        tiny=1.1754943508222875e-38, smallest_subnormal=1.401298464324817e-45, resolution=1e-06),
        "float64": dict(bits=64, eps=2.220446049250313e-16, max=1.7976931348623157e308,
                        tiny=2.2250738585072014e-308, smallest_subnormal=5e-324, resolution=1e-15),
    }

    def __init__(self, dt=float64):
        d = _as_dtype(dt)
        if d.kind != "f":
            raise ValueError(f"data type {d.name!r} not inexact")
        self.dtype = d
        kind = _SCALARS[d.name]
        for k, v in self._LIMITS[d.name].items():
            setattr(self, k, kind(v) if k != "bits" else v)
        self.min = -self.max
        self.smallest_normal = self.tiny

    def __repr__(self):
        return (f"finfo(resolution={self.resolution}, min={self.min}, max={self.max}, dtype={self.dtype.name})")


class iinfo:
    def __init__(self, dt):
        d = _as_dtype(dt)
        self.dtype, self.bits = d, d.itemsize * 8
        self.min, self.max = -(1 << (self.bits - 1)), (1 << (self.bits - 1)) - 1

    def __repr__(self):
        return f"iinfo(min={self.min}, max={self.max}, dtype={self.dtype.name})"


from . import random  # noqa: E402,F401
