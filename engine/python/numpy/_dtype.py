"""numpy's dtypes and scalar types for the numbers (bool, signed and unsigned integers, float16/32/64, complex64/128),
numpy 1.24's type promotion (value-based for Python numbers and 0-d operands beside arrays), and the conversion of Python
values to a dtype's bytes and back.
"""
import array as _array
import math
import struct

# numpy compares float and complex as one kind when it decides whether scalars count by value
_KIND_ORDER = {"b": 0, "u": 1, "i": 1, "f": 2, "c": 2, "U": 3}


class dtype:
    """A data type: what np.dtype(...) returns. One object per type, so `is` works as in numpy for builtins."""
    __slots__ = ("name", "kind", "char", "itemsize", "type", "num", "_fmt")

    def __new__(cls, obj, align=False, copy=False):
        return as_dtype(obj)

    @classmethod
    def _make(cls, name, kind, char, itemsize, num, fmt):
        d = object.__new__(cls)
        d.name, d.kind, d.char, d.itemsize, d.num, d._fmt = name, kind, char, itemsize, num, fmt
        return d

    @property
    def str(self):
        if self.kind == "U":
            return f"<U{self.itemsize // 4}"
        return ("|" if self.itemsize == 1 else "<") + ("b" if self.kind == "b" else self.kind) + str(self.itemsize)

    byteorder = property(lambda self: "|" if self.itemsize == 1 else "=")
    alignment = property(lambda self: self.itemsize)
    descr = property(lambda self: [("", self.str)])
    isnative = True
    isbuiltin = 1
    names = fields = subdtype = metadata = None
    shape = ()
    ndim = 0
    hasobject = False
    base = property(lambda self: self)

    def __repr__(self):
        return f"dtype('{self}')"

    def __str__(self):
        return self.str if self.kind == "U" else self.name

    def __eq__(self, other):
        if isinstance(other, dtype):
            return other is self
        try:
            return as_dtype(other) is self
        except TypeError:
            return False

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(self.name)

    def __reduce__(self):
        return (as_dtype, (str(self),))


class generic:
    """The base of numpy's scalar types: one value held in its dtype."""
    __slots__ = ()
    _dtype = None
    __array_priority__ = -1000000.0


class number(generic):
    __slots__ = ()


class integer(number):
    __slots__ = ()


class signedinteger(integer):
    __slots__ = ()


class unsignedinteger(integer):
    __slots__ = ()


class inexact(number):
    __slots__ = ()


class floating(inexact):
    __slots__ = ()


class complexfloating(inexact):
    __slots__ = ()


class flexible(generic):
    __slots__ = ()


class character(flexible):
    __slots__ = ()


def _scalar_class(name, bases, char, num, itemsize, fmt, kind):
    python_type = float in bases or complex in bases
    cls = type(name, bases, {"__slots__": () if python_type else ("_v",), "__module__": "numpy"})
    cls._dtype = dtype._make(name, kind, char, itemsize, num, fmt)
    cls._dtype.type = cls
    return cls


bool_ = _scalar_class("bool_", (generic,), "?", 0, 1, "?", "b")
int8 = _scalar_class("int8", (signedinteger,), "b", 1, 1, "b", "i")
uint8 = _scalar_class("uint8", (unsignedinteger,), "B", 2, 1, "B", "u")
int16 = _scalar_class("int16", (signedinteger,), "h", 3, 2, "h", "i")
uint16 = _scalar_class("uint16", (unsignedinteger,), "H", 4, 2, "H", "u")
int32 = _scalar_class("int32", (signedinteger,), "i", 5, 4, "i", "i")
uint32 = _scalar_class("uint32", (unsignedinteger,), "I", 6, 4, "I", "u")
int64 = _scalar_class("int64", (signedinteger,), "l", 7, 8, "q", "i")
uint64 = _scalar_class("uint64", (unsignedinteger,), "L", 8, 8, "Q", "u")
float16 = _scalar_class("float16", (floating,), "e", 23, 2, "e", "f")
float32 = _scalar_class("float32", (floating,), "f", 11, 4, "f", "f")
# numpy's float64 is a Python float, as here: isinstance(np.float64(1), float) holds
float64 = _scalar_class("float64", (floating, float), "d", 12, 8, "d", "f")
# a complex element is two floats of the part's format; complex128 is a Python complex, as float64 is a float
complex64 = _scalar_class("complex64", (complexfloating,), "F", 14, 8, "f", "c")
complex128 = _scalar_class("complex128", (complexfloating, complex), "D", 15, 16, "d", "c")
bool_._dtype.name = "bool"

SCALAR_TYPES = (bool_, int8, uint8, int16, uint16, int32, uint32, int64, uint64, float16, float32, float64, complex64,
                complex128)
BOOL, INT8, UINT8, INT16, UINT16, INT32, UINT32, INT64, UINT64, FLOAT16, FLOAT32, FLOAT64, COMPLEX64, COMPLEX128 = (
    t._dtype for t in SCALAR_TYPES)

_BY_NAME = {}
for _t in SCALAR_TYPES:
    _d = _t._dtype
    _BY_NAME[_d.name] = _BY_NAME[_d.char] = _BY_NAME[_d.str] = _BY_NAME[_d.str[1:]] = _d
    _BY_NAME[_d.str.replace("<", "=")] = _d
_BY_NAME.update({
    "bool_": BOOL, "bool8": BOOL, "float": FLOAT64, "double": FLOAT64, "float_": FLOAT64, "single": FLOAT32,
    "half": FLOAT16, "int": INT64, "int_": INT64, "long": INT64, "longlong": INT64, "intp": INT64, "p": INT64,
    "q": INT64, "Q": UINT64, "uint": UINT64, "ulonglong": UINT64, "uintp": UINT64, "P": UINT64,
    "intc": INT32, "uintc": UINT32, "short": INT16, "ushort": UINT16, "byte": INT8, "ubyte": UINT8,
    "b1": BOOL, "?": BOOL, "complex": COMPLEX128, "complex_": COMPLEX128, "cfloat": COMPLEX128, "cdouble": COMPLEX128,
    "csingle": COMPLEX64, "singlecomplex": COMPLEX64,
})
_BY_PYTYPE = {float: FLOAT64, int: INT64, bool: BOOL, complex: COMPLEX128}


def as_dtype(obj):
    """np.dtype(obj) for the real dtypes: a dtype, a scalar type, a Python type or a name."""
    if isinstance(obj, dtype):
        return obj
    if obj is None:
        return FLOAT64
    if isinstance(obj, type):
        if issubclass(obj, generic) and obj._dtype is not None:
            return obj._dtype
        if obj in _BY_PYTYPE:
            return _BY_PYTYPE[obj]
    if obj is str:
        return _strings.unicode_dtype(0)
    if isinstance(obj, str):
        found = _BY_NAME.get(obj) or _strings.parse(obj)
        if found is not None:
            return found
    found = getattr(obj, "dtype", None)
    if isinstance(found, dtype):
        return found
    if isinstance(obj, str):
        raise TypeError(f"data type {obj!r} not understood")
    raise TypeError(f"Cannot interpret '{obj!r}' as a data type")


# -- promotion ------------------------------------------------------------------------------------------------------
_SIGNED = {1: INT8, 2: INT16, 4: INT32, 8: INT64}
_UNSIGNED = {1: UINT8, 2: UINT16, 4: UINT32, 8: UINT64}
_FLOATS = {2: FLOAT16, 4: FLOAT32, 8: FLOAT64}
_COMPLEX = {4: COMPLEX64, 8: COMPLEX128}


def _float_part_size(d):
    """The size of the float that holds d's values (a complex dtype's parts)."""
    if d.kind == "c":
        return d.itemsize // 2
    if d.kind == "f":
        return d.itemsize
    return 1 if d.kind == "b" else {1: 2, 2: 4}.get(d.itemsize, 8)


def promote_types(a, b):
    """np.promote_types: the smallest dtype both a and b cast to safely."""
    if a is b:
        return a
    if a.kind == "U" or b.kind == "U":
        return _strings.unicode_dtype(max(_strings.text_length(a), _strings.text_length(b)))
    if a.kind == "b":
        return b
    if b.kind == "b":
        return a
    if a.kind == "c" or b.kind == "c":
        return _COMPLEX[max(4, _float_part_size(a), _float_part_size(b))]
    if a.kind == "f" or b.kind == "f":
        if a.kind == "f" and b.kind == "f":
            return a if a.itemsize >= b.itemsize else b
        f, i = (a, b) if a.kind == "f" else (b, a)
        # an integer needs a float wide enough for all its values
        need = {1: 2, 2: 4}.get(i.itemsize, 8)
        return _FLOATS[max(f.itemsize, need)]
    if a.kind == b.kind:
        return a if a.itemsize >= b.itemsize else b
    s, u = (a, b) if a.kind == "i" else (b, a)
    if s.itemsize > u.itemsize:
        return s
    if u.itemsize == 8:
        return FLOAT64
    return _SIGNED[u.itemsize * 2]


def min_scalar_type(value):
    """(dtype, small unsigned) as numpy 1.24's min_scalar_type sees a Python or numpy scalar value."""
    if isinstance(value, str):
        return _strings.unicode_dtype(len(value)), False
    if isinstance(value, (bool, bool_)):
        return BOOL, False
    if isinstance(value, float16):
        return FLOAT16, False
    if isinstance(value, (complex, complexfloating)):
        v = complex(value)
        fits = all(-3.4e38 < p < 3.4e38 or p != p for p in (v.real, v.imag))
        return (COMPLEX64 if fits or isinstance(value, complex64) else COMPLEX128), False
    if isinstance(value, (float, floating)):
        v = float(value)
        if -65000 < v < 65000:
            return FLOAT16, False
        if -3.4e38 < v < 3.4e38 or (isinstance(value, float32)):
            return FLOAT32, False
        return FLOAT64, False
    v = int(value)
    if v >= 0:
        for size in (1, 2, 4, 8):
            if v < 1 << (8 * size):
                return _UNSIGNED[size], v < 1 << (8 * size - 1)
        return UINT64, False
    for size in (1, 2, 4, 8):
        if v >= -(1 << (8 * size - 1)):
            return _SIGNED[size], False
    return INT64, False


def _promote_small(a, b, a_small, b_small):
    """numpy 1.24's promote_types with its flag for unsigned values that also fit the same-size signed type."""
    if a_small and b.kind == "i":
        return promote_types(_SIGNED[a.itemsize], b)
    if b_small and a.kind == "i":
        return promote_types(a, _SIGNED[b.itemsize])
    return promote_types(a, b)


def operand_dtype(x):
    """The dtype an operand brings by itself (a Python number: numpy's default for its type)."""
    d = getattr(x, "dtype", None)
    if isinstance(d, dtype):
        return d
    if isinstance(x, bool):
        return BOOL
    if isinstance(x, int):
        return INT64 if -(1 << 63) <= x < 1 << 63 else UINT64
    if isinstance(x, float):
        return FLOAT64
    if isinstance(x, complex):
        return COMPLEX128
    if isinstance(x, str):
        return _strings.unicode_dtype(len(x))
    raise TypeError(f"unsupported operand type: {type(x).__name__}")


def _is_scalar_like(x):
    return not hasattr(x, "ndim") or x.ndim == 0


def result_type(*operands):
    """numpy 1.24's result type: scalars and 0-d arrays beside arrays count by value when their kind is no higher."""
    first = getattr(operands[0], "dtype", None) if operands else None
    if isinstance(first, dtype) and all(getattr(o, "ndim", 0) and o.dtype is first for o in operands):
        return first  # arrays of one dtype: the common case, with nothing to promote
    if len(operands) == 2 and any(getattr(o, "dtype", None) is FLOAT64 and getattr(o, "ndim", 0) for o in operands) \
            and any(type(o) in (float, int) for o in operands):
        return FLOAT64  # a float64 array and a Python number: nothing promotes a float64 further but complex
    dtypes = [as_dtype(o) for o in operands if isinstance(o, (dtype, type, str))]
    values = [o for o in operands if not isinstance(o, (dtype, type, str))]
    arrays = [operand_dtype(v) for v in values if not _is_scalar_like(v)]
    scalars = [v for v in values if _is_scalar_like(v)]
    by_value = bool(arrays) and scalars and max(_KIND_ORDER[operand_dtype(s).kind] for s in scalars) <= max(
        _KIND_ORDER[d.kind] for d in arrays + dtypes)
    result, small = None, False
    for v in values:
        if by_value and _is_scalar_like(v):
            d, s = min_scalar_type(_scalar_value(v))
        else:
            d, s = operand_dtype(v), False
        if result is None:
            result, small = d, s
        else:
            result, small = _promote_small(d, result, s, small), s and small
    for d in dtypes:
        result = d if result is None else promote_types(result, d)
    return result


def _scalar_value(x):
    if hasattr(x, "ndim") and not isinstance(x, generic):
        return x.item()
    return x.item() if isinstance(x, generic) else x


# -- values to bytes and back ---------------------------------------------------------------------------------------
def unpack(data, dt):
    """The elements of `data` (bytes-like, little-endian) as Python values of dtype dt."""
    if dt.char == "e":
        return list(struct.unpack(f"<{len(data) // 2}e", data))
    if dt.kind == "U":
        return _strings.unpack(data, dt)
    if dt.kind == "c":
        parts = memoryview(data).cast(dt._fmt).tolist()
        return list(map(complex, parts[::2], parts[1::2]))
    return memoryview(data).cast(dt._fmt).tolist()


def pack(values, dt):
    """Bytes of values already converted to dt's kind (see convert), rounding floats and wrapping integers."""
    if dt.kind == "U":
        return _strings.pack(values, dt)
    if dt.kind == "c":
        parts = [p for v in values for p in (v.real, v.imag)]
        try:
            return struct.pack(f"<{len(parts)}{dt._fmt}", *parts)
        except (OverflowError, struct.error):
            return _array.array(dt._fmt, parts).tobytes()
    n = len(values)
    try:
        return struct.pack(f"<{n}{dt._fmt}", *values)
    except (OverflowError, struct.error):
        pass
    if dt.kind == "f":
        if dt.char == "e":
            return struct.pack(f"<{n}e", *(_to_half_range(v) for v in values))
        return _array.array(dt._fmt, values).tobytes()
    return struct.pack(f"<{n}{dt._fmt}", *wrap_ints(values, dt))


def _to_half_range(v):
    try:
        struct.pack("<e", v)
        return v
    except OverflowError:
        return math.copysign(math.inf, v)


def wrap_ints(values, dt):
    bits = dt.itemsize * 8
    mod = 1 << bits
    if dt.kind == "u":
        return [int(v) % mod for v in values]
    half = mod >> 1
    return [(int(v) + half) % mod - half for v in values]


def _float_to_int(v, dt):
    # C's float-to-integer conversion as x86 does it (numpy's casts): truncation, and the most negative int64 for
    # NaN, infinities and values out of range; narrower types convert through a 32-bit int and keep its low bits
    if v != v or v in (math.inf, -math.inf) or not -9.2233720368547758e18 <= v < 9.2233720368547758e18:
        t = -(1 << 63)
    else:
        t = int(v)
    if dt.itemsize < 4 or (dt.itemsize == 4 and dt.kind == "i"):
        if not -(1 << 31) <= t < 1 << 31:
            t = -(1 << 31)
    return t


def convert(values, src, dst):
    """Python values of dtype src as values of dtype dst (numpy's unsafe cast, before pack rounds or wraps)."""
    if dst.kind == "U":
        return _strings.as_text(values, src, dst.itemsize // 4)
    if src.kind == "U":
        return _strings.from_text(values, dst)
    if dst.kind == "b":
        return [v != 0 for v in values] if src.kind != "b" else list(values)
    if dst.kind == "c":
        return [complex(v) for v in values] if src.kind != "c" else list(values)
    if src.kind == "c":
        # numpy's cast keeps the real part (with a ComplexWarning)
        _complex_warning()
        values = [v.real for v in values]
        src = FLOAT64
    if dst.kind == "f":
        return [float(v) for v in values] if src.kind != "f" else list(values)
    if src.kind == "f":
        return wrap_ints([_float_to_int(v, dst) for v in values], dst)
    if src.kind == "b":
        return [int(v) for v in values]
    if src is dst:
        return list(values)
    return wrap_ints(values, dst)


def coerce(values, dt):
    """Python numbers of any type as values of dtype dt, as numpy converts them when filling an array of dt."""
    if dt.kind == "U":
        n = dt.itemsize // 4
        return [str(v)[:n] if n else str(v) for v in values]
    if dt.kind == "b":
        return [bool(v) for v in values]
    if dt.kind == "c":
        return [complex(v) for v in values]
    if dt.kind == "f":
        return [float(v) for v in values]
    out = []
    for v in values:
        if isinstance(v, float) or isinstance(v, floating):
            out.append(_float_to_int(float(v), dt))
        else:
            out.append(int(v))
    return wrap_ints(out, dt)


def round_value(v, dt):
    """One value held as dtype dt holds it (float32 rounding, integer wrapping)."""
    if dt.kind == "f":
        if dt.itemsize == 8:
            return float(v)
        return unpack(pack([float(v)], dt), dt)[0]
    if dt.kind == "c":
        return complex(v) if dt.itemsize == 16 else unpack(pack([complex(v)], dt), dt)[0]
    if dt.kind == "b":
        return bool(v)
    return coerce([v], dt)[0]



class ComplexWarning(RuntimeWarning):
    pass


def _complex_warning():
    import warnings

    warnings.warn("Casting complex values to real discards the imaginary part", ComplexWarning, stacklevel=3)


from . import _strings  # noqa: E402  (the string dtype is made from the classes above)
