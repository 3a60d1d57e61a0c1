"""numpy.ndarray: a strided view (shape, byte strides, byte offset) of a Buffer's bytes with a dtype, and numpy's
indexing (basic indexing gives views; integer and boolean arrays gather copies) over it.
"""
import builtins
import math
import operator

from . import _dtype as _d
from ._buffer import Buffer
from ._dtype import dtype, generic, as_dtype, pack, unpack


def _shape_tuple(shape):
    if isinstance(shape, (int, _d.integer)) or hasattr(shape, "__index__") and not isinstance(shape, (tuple, list)):
        shape = (operator.index(shape),)
    shape = tuple(operator.index(s) for s in shape)
    for s in shape:
        if s < 0:
            raise ValueError("negative dimensions are not allowed")
    return shape


def contiguous_strides(shape, itemsize):
    strides, step = [], itemsize
    for n in reversed(shape):
        strides.append(step)
        step *= max(n, 1)
    return tuple(reversed(strides))


def _coalesce(shape, strides):
    """Shape and element strides with size-1 dims dropped and dims that step as one merged."""
    dims = [(n, s) for n, s in zip(shape, strides) if n != 1]
    out = []
    for n, s in dims:
        if out and out[-1][1] == n * s:
            out[-1] = (out[-1][0] * n, s)
        else:
            out.append((n, s))
    return [n for n, _ in out], [s for _, s in out]


def index_list(start, shape, strides):
    """Positions (start + sum of index * stride) of every element in C order."""
    idx = [start]
    for n, s in zip(shape, strides):
        if n == 1:
            continue
        steps = [k * s for k in range(n)]
        idx = [i + d for i in idx for d in steps]
    return idx


def gather(flat, start, shape, strides):
    """The elements of a strided view of the list `flat`, in C order."""
    shape, strides = _coalesce(shape, strides)
    if not shape:
        return [flat[start]]
    n, s = shape[-1], strides[-1]
    outer = index_list(start, shape[:-1], strides[:-1])
    if s == 1 and len(outer) == 1:
        return flat[start:start + n]
    out = []
    for i in outer:
        if s > 0:
            out.extend(flat[i:i + n * s:s])
        elif s == 0:
            out.extend([flat[i]] * n)
        else:
            stop = i + n * s
            out.extend(flat[i:stop if stop >= 0 else None:s])
    return out


def scalar(value, dt):
    """A numpy scalar of dtype dt holding a Python value already in dt's range."""
    cls = dt.type
    if cls is _d.float64:
        return float.__new__(cls, value)
    if cls is _d.complex128:
        return complex.__new__(cls, value)
    if dt.kind == "U":
        return str.__new__(cls, value)
    s = object.__new__(cls)
    s._v = value
    return s


class flagsobj:
    def __init__(self, a):
        self._a = a

    c_contiguous = property(lambda self: self._a._c_contiguous())
    f_contiguous = property(lambda self: self._a._f_contiguous())
    owndata = property(lambda self: self._a._base is None)
    aligned = True

    @property
    def writeable(self):
        return self._a._writeable

    @writeable.setter
    def writeable(self, value):
        if value and self._a._base is not None and not self._a._base.flags.writeable:
            raise ValueError("cannot set WRITEABLE flag to True of this array")
        self._a._writeable = bool(value)

    def __getitem__(self, key):
        return getattr(self, {"C_CONTIGUOUS": "c_contiguous", "F_CONTIGUOUS": "f_contiguous", "OWNDATA": "owndata",
                              "WRITEABLE": "writeable", "ALIGNED": "aligned", "C": "c_contiguous",
                              "F": "f_contiguous", "W": "writeable"}[key])

    def __repr__(self):
        return "\n".join(f"  {k} : {getattr(self, v)}" for k, v in (
            ("C_CONTIGUOUS", "c_contiguous"), ("F_CONTIGUOUS", "f_contiguous"), ("OWNDATA", "owndata"),
            ("WRITEABLE", "writeable"), ("ALIGNED", "aligned"))) + "\n  WRITEBACKIFCOPY : False\n"


class ndarray:
    __slots__ = ("_buf", "_dtype", "_shape", "_strides", "_offset", "_base", "_writeable", "__weakref__")
    __array_priority__ = 0.0
    __hash__ = None

    def __new__(cls, shape, dtype=float, buffer=None, offset=0, strides=None, order=None):
        dt = as_dtype(dtype)
        shape = _shape_tuple(shape)
        if buffer is None:
            return empty_array(shape, dt, order == "F")
        base = buffer if isinstance(buffer, ndarray) else None
        if base is not None:
            buf = base._buf
            offset += base._offset
        else:
            data = memoryview(buffer).cast("B")
            buf = Buffer(bytearray(data))
        strides = tuple(strides) if strides is not None else contiguous_strides(shape, dt.itemsize)
        return make(buf, dt, shape, strides, offset, base)

    # -- attributes ------------------------------------------------------------------------------------------------
    dtype = property(lambda self: self._dtype)
    shape = property(lambda self: self._shape)
    strides = property(lambda self: self._strides)
    ndim = property(lambda self: len(self._shape))
    size = property(lambda self: math.prod(self._shape))
    itemsize = property(lambda self: self._dtype.itemsize)
    nbytes = property(lambda self: self.size * self._dtype.itemsize)
    base = property(lambda self: self._base)
    flags = property(lambda self: flagsobj(self))
    T = property(lambda self: self.transpose())
    flat = property(lambda self: flatiter(self))

    @shape.setter
    def shape(self, value):
        value = _shape_tuple(value) if not isinstance(value, tuple) or -1 not in value else value
        new = self.reshape(value)
        if new._base is not self and not self._c_contiguous():
            raise AttributeError("Incompatible shape for in-place modification. Use `.reshape()` to make a copy "
                                 "with the desired shape.")
        self._shape, self._strides = new._shape, new._strides

    def _part(self, which):
        """A complex array's real (0) or imaginary (1) parts: a float view of every other float of its bytes."""
        dt = _d.FLOAT32 if self._dtype.itemsize == 8 else _d.FLOAT64
        return make(self._buf, dt, self._shape, self._strides, self._offset + which * dt.itemsize, self)

    @property
    def real(self):
        return self._part(0) if self._dtype.kind == "c" else self

    @real.setter
    def real(self, value):
        self.real[...] = value

    @property
    def imag(self):
        if self._dtype.kind == "c":
            return self._part(1)
        out = zeros_like_values(self)
        out._writeable = False
        return out

    @imag.setter
    def imag(self, value):
        if self._dtype.kind != "c":
            raise TypeError("array does not have imaginary part to set")
        self.imag[...] = value

    def _c_contiguous(self):
        if len(self._shape) == 1:
            return self._strides[0] == self._dtype.itemsize or self._shape[0] <= 1
        return self._strides == contiguous_strides(self._shape, self._dtype.itemsize) or self.size <= 1 or \
            all(s == c for n, s, c in zip(self._shape, self._strides,
                                          contiguous_strides(self._shape, self._dtype.itemsize)) if n != 1)

    def _f_contiguous(self):
        rev = contiguous_strides(self._shape[::-1], self._dtype.itemsize)[::-1]
        return self.size <= 1 or all(s == c for n, s, c in zip(self._shape, self._strides, rev) if n != 1)

    # -- element access --------------------------------------------------------------------------------------------
    def _span(self):
        lo = hi = self._offset
        for n, s in zip(self._shape, self._strides):
            if s < 0:
                lo += (n - 1) * s
            else:
                hi += (n - 1) * s
        return lo, hi + self._dtype.itemsize

    def _values(self):
        """Every element as a Python value (bool, int or float), in C order."""
        if 0 in self._shape:
            return []
        dt = self._dtype
        isz = dt.itemsize
        lo, hi = self._span()
        flat = unpack(self._buf.read(lo, hi), dt)
        return gather(flat, (self._offset - lo) // isz, self._shape, [s // isz for s in self._strides])

    def _check_writeable(self):
        if not self._writeable:
            raise ValueError("assignment destination is read-only")

    def _write(self, values):
        """Stores values (already of this dtype's kind, one per element in C order) into the elements."""
        self._check_writeable()
        if not values:
            return
        dt = self._dtype
        isz = dt.itemsize
        shape, strides = _coalesce(self._shape, [s // isz for s in self._strides])
        if not shape or (len(shape) == 1 and strides[0] == 1):
            self._buf.write(self._offset, pack(values, dt))
            return
        lo, hi = self._span()
        flat = unpack(self._buf.read(lo, hi), dt)
        for i, v in zip(index_list((self._offset - lo) // isz, shape, strides), values):
            flat[i] = v
        self._buf.write(lo, pack(flat, dt))

    def _read_at(self, positions):
        isz = self._dtype.itemsize
        if not positions:
            return []
        lo, hi = min(positions), max(positions) + isz
        flat = unpack(self._buf.read(lo, hi), self._dtype)
        return [flat[(p - lo) // isz] for p in positions]

    def _write_at(self, positions, values):
        self._check_writeable()
        if not positions:
            return
        dt = self._dtype
        isz = dt.itemsize
        lo, hi = min(positions), max(positions) + isz
        flat = unpack(self._buf.read(lo, hi), dt)
        for p, v in zip(positions, values):
            flat[(p - lo) // isz] = v
        self._buf.write(lo, pack(flat, dt))

    def item(self, *args):
        if len(args) == 1 and isinstance(args[0], tuple):
            args = args[0]
        if len(args) == 1:
            i, n = operator.index(args[0]), self.size
            if not -n <= i < n:
                raise IndexError(f"index {i} is out of bounds for size {n}")
            return self._values()[i % n]
        if args:
            return self[tuple(args)].item()
        if self.size != 1:
            raise ValueError("can only convert an array of size 1 to a Python scalar")
        return self._values()[0]

    def tolist(self):
        vals = self._values()
        shape = self._shape
        if not shape:
            return vals[0]

        def build(d, start):
            if d == len(shape) - 1:
                return vals[start:start + shape[d]]
            step = math.prod(shape[d + 1:])
            return [build(d + 1, start + i * step) for i in range(shape[d])]

        return build(0, 0)

    def tobytes(self, order="C"):
        return pack(self._values(), self._dtype)

    def fill(self, value):
        self._write(_d.coerce([_scalar_of(value)], self._dtype) * self.size)

    def copy(self, order="C"):
        return from_values(self._values(), self._shape, self._dtype)

    __copy__ = copy

    def __deepcopy__(self, memo):
        return self.copy()

    def __reduce__(self):
        return (_rebuild, (self.tobytes(), self._dtype.name, self._shape))

    def view(self, dtype=None, type=None):
        if dtype is None or (isinstance(dtype, builtins.type) and issubclass(dtype, ndarray)):
            return make(self._buf, self._dtype, self._shape, self._strides, self._offset, self)
        dt = as_dtype(dtype)
        if dt.itemsize == self._dtype.itemsize:
            return make(self._buf, dt, self._shape, self._strides, self._offset, self)
        if not self._c_contiguous() or not self._shape:
            raise ValueError("To change to a dtype of a different size, the last axis must be contiguous")
        last = self._shape[-1] * self._dtype.itemsize
        if last % dt.itemsize:
            raise ValueError("When changing to a larger dtype, its size must be a divisor of the total size in bytes "
                             "of the last axis of the array.")
        shape = self._shape[:-1] + (last // dt.itemsize,)
        return make(self._buf, dt, shape, contiguous_strides(shape, dt.itemsize), self._offset, self)

    def astype(self, dtype, order="K", casting="unsafe", subok=True, copy=True):
        dt = as_dtype(dtype)
        if dt.kind == "U" and not dt.itemsize:
            dt = _d._strings.unicode_dtype(_d._strings.text_length(self._dtype))
        if dt is self._dtype and not copy:
            return self
        return from_values(_d.convert(self._values(), self._dtype, dt), self._shape, dt)

    # -- indexing --------------------------------------------------------------------------------------------------
    def __len__(self):
        if not self._shape:
            raise TypeError("len() of unsized object")
        return self._shape[0]

    def __iter__(self):
        if not self._shape:
            raise TypeError("iteration over a 0-d array")
        if len(self._shape) == 1:
            dt = self._dtype
            return iter([scalar(v, dt) for v in self._values()])
        return (self[i] for i in range(self._shape[0]))

    def __getitem__(self, key):
        if type(key) is int and len(self._shape) == 1:
            n = self._shape[0]
            if not -n <= key < n:
                raise IndexError(f"index {key} is out of bounds for axis 0 with size {n}")
            o = self._offset + (key % n) * self._strides[0]
            return scalar(unpack(self._buf.read(o, o + self._dtype.itemsize), self._dtype)[0], self._dtype)
        kind, *rest = _index(self, key)
        if kind == "view":
            view = rest[0]
            if not view._shape and not isinstance(key, ndarray):
                return scalar(view._values()[0], self._dtype)
            return view
        shape, positions = rest
        return from_values(self._read_at(positions), shape, self._dtype)

    def __setitem__(self, key, value):
        kind, *rest = _index(self, key)
        if kind == "view":
            target = rest[0]
            target._check_writeable()
            target._write(_fill_values(value, target._shape, self._dtype))
        else:
            shape, positions = rest
            self._check_writeable()
            self._write_at(positions, _fill_values(value, shape, self._dtype))

    def __contains__(self, value):
        return bool((self == value).any())

    # -- conversions -----------------------------------------------------------------------------------------------
    def __bool__(self):
        if self.size != 1:
            raise ValueError("The truth value of an array with more than one element is ambiguous. Use a.any() or "
                             "a.all()")
        return bool(self._values()[0])

    def _only_item(self, what):
        if self.size != 1:
            raise TypeError(f"only size-1 arrays can be converted to Python scalars")
        return self._values()[0]

    def __float__(self):
        return float(self._only_item("float"))

    def __int__(self):
        return int(self._only_item("int"))

    def __index__(self):
        if self.ndim != 0 or self._dtype.kind not in "iu":
            raise TypeError("only integer scalar arrays can be converted to a scalar index")
        return self._values()[0]

    def __complex__(self):
        return complex(self._only_item("complex"))

    def __array__(self, dtype=None):
        return self if dtype is None else self.astype(dtype, copy=False)

    def __repr__(self):
        from ._arrayprint import array_repr

        return array_repr(self)

    def __str__(self):
        from ._arrayprint import array_str

        return array_str(self)

    def __format__(self, spec):
        if self.ndim == 0:
            return format(scalar(self._values()[0], self._dtype), spec)
        if spec:
            raise TypeError("unsupported format string passed to numpy.ndarray.__format__")
        return str(self)


def _rebuild(data, name, shape):
    dt = as_dtype(name)
    return make(Buffer(bytearray(data)), dt, shape, contiguous_strides(shape, dt.itemsize), 0, None)


def _scalar_of(v):
    if isinstance(v, generic):
        return v.item()
    if isinstance(v, ndarray):
        return v.item()
    return v


def make(buf, dt, shape, strides, offset, base):
    a = object.__new__(ndarray)
    a._buf, a._dtype, a._shape, a._strides, a._offset, a._base = buf, dt, tuple(shape), tuple(strides), offset, base
    a._writeable = True if base is None else base._writeable
    return a


def empty_array(shape, dt, fortran=False):
    shape = tuple(shape)
    n = math.prod(shape)
    strides = contiguous_strides(shape, dt.itemsize)
    if fortran:
        strides = contiguous_strides(shape[::-1], dt.itemsize)[::-1]
    return make(Buffer(bytearray(n * dt.itemsize)), dt, shape, strides, 0, None)


def from_values(values, shape, dt):
    """A new C-contiguous array of dtype dt holding values (already of dt's kind), in C order."""
    shape = tuple(shape)
    return make(Buffer(bytearray(pack(values, dt))), dt, shape, contiguous_strides(shape, dt.itemsize), 0, None)


def zeros_like_values(a):
    return from_values(_d.coerce([0] * a.size, a._dtype), a._shape, a._dtype)


class flatiter:
    """a.flat: the elements in C order, indexable and assignable as a 1-d sequence."""

    def __init__(self, a):
        self.base = a

    def __iter__(self):
        dt = self.base._dtype
        return iter([scalar(v, dt) for v in self.base._values()])

    def __len__(self):
        return self.base.size

    def __getitem__(self, key):
        return self.base.reshape(-1)[key] if self.base._c_contiguous() else self.base.flatten()[key]

    def __setitem__(self, key, value):
        if not self.base._c_contiguous():
            raise NotImplementedError("assigning through .flat of a non-contiguous array")
        self.base.reshape(-1)[key] = value


# -- indexing ---------------------------------------------------------------------------------------------------------
def _is_int(k):
    return isinstance(k, int) and not isinstance(k, bool) or isinstance(k, _d.integer)


def _index_operand(k):
    from ._creation import asarray

    a = asarray(k)
    if a._dtype.kind == "b":
        return a
    if a._dtype.kind in "iu" or a.size == 0:
        return a if a._dtype.kind in "iu" else a.astype(_d.INT64)
    raise IndexError("arrays used as indices must be of integer (or boolean) type")


def _expand(arr, key):
    """The index as entries: ('int', i), ('slice', s), ('new',), ('adv', int array) or ('bool', bool array)."""
    if not isinstance(key, tuple):
        key = (key,)
    entries, used, ellipsis = [], 0, False
    for k in key:
        if k is None:
            entries.append(("new",))
        elif k is Ellipsis:
            if ellipsis:
                raise IndexError("an index can only have a single ellipsis ('...')")
            ellipsis = True
            entries.append(("...",))
        elif isinstance(k, slice):
            entries.append(("slice", k))
            used += 1
        elif isinstance(k, (bool, _d.bool_)):
            entries.append(("bool", _index_operand(bool(k))))
        elif _is_int(k):
            entries.append(("int", operator.index(k)))
            used += 1
        elif isinstance(k, (list, tuple, ndarray)) or hasattr(k, "__array__"):
            a = _index_operand(k)
            if a._dtype.kind == "b":
                entries.append(("bool", a))
                used += a.ndim
            else:
                entries.append(("adv", a))
                used += 1
        elif hasattr(k, "__index__") and not isinstance(k, float):
            entries.append(("int", operator.index(k)))
            used += 1
        else:
            raise IndexError("only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or "
                             "boolean arrays are valid indices")
    if used > arr.ndim:
        raise IndexError(f"too many indices for array: array is {arr.ndim}-dimensional, but {used} were indexed")
    fill = [("slice", slice(None))] * (arr.ndim - used)
    if ellipsis:
        i = next(j for j, e in enumerate(entries) if e[0] == "...")
        entries[i:i + 1] = fill
    else:
        entries.extend(fill)
    return entries


def _index(arr, key):
    """('view', ndarray) for basic indexing, or ('gather', shape, byte positions) for advanced indexing."""
    entries = _expand(arr, key)
    advanced = any(e[0] in ("adv", "bool") for e in entries)
    offset, dim = arr._offset, 0
    groups = []  # result dims in order: ('basic', size, stride) or ('adv', [(index values, stride, size, axis)])
    for e in entries:
        kind = e[0]
        if kind == "new":
            groups.append(("basic", 1, 0))
        elif kind == "slice":
            n, stride = arr._shape[dim], arr._strides[dim]
            start, stop, step = e[1].indices(n)
            groups.append(("basic", len(range(start, stop, step)), stride * step))
            if len(range(start, stop, step)):
                offset += start * stride
            dim += 1
        elif kind == "int" and not advanced:
            n = arr._shape[dim]
            i = e[1]
            if not -n <= i < n:
                raise IndexError(f"index {i} is out of bounds for axis {dim} with size {n}")
            offset += (i % n) * arr._strides[dim]
            dim += 1
        elif kind == "bool":
            mask = e[1]
            for j, (m, n) in enumerate(zip(mask._shape, arr._shape[dim:])):
                if m != n:
                    raise IndexError(f"boolean index did not match indexed array along dimension {dim + j}; "
                                     f"dimension is {n} but corresponding boolean dimension is {m}")
            if mask.ndim == 0:
                # a scalar boolean adds an axis of one element (True) or none (False)
                hits = [0] if mask.item() else []
                groups.append(("adv", [(hits, 0, 1, None, (len(hits),))]))
                continue
            from ._manip import nonzero

            groups.append(("adv", [(p._values(), arr._strides[dim + j], arr._shape[dim + j], dim + j)
                                   for j, p in enumerate(nonzero(mask))]))
            dim += mask.ndim
        else:
            a = e[1] if kind == "adv" else None
            values = a._values() if a is not None else [e[1]]
            shape = a._shape if a is not None else ()
            groups.append(("adv", [(values, arr._strides[dim], arr._shape[dim], dim, shape)]))
            dim += 1
    if not advanced:
        shape = [g[1] for g in groups]
        strides = [g[2] for g in groups]
        return ("view", make(arr._buf, arr._dtype, shape, strides, offset, arr))
    return ("gather",) + _advanced(groups, offset)


def _advanced(groups, offset):
    from ._manip import broadcast_shapes

    indices = []  # (flat values, shape, stride, size, axis)
    for g in groups:
        if g[0] == "adv":
            for item in g[1]:
                values, stride, size, axis = item[:4]
                shape = item[4] if len(item) > 4 else (len(values),)
                indices.append((values, shape, stride, size, axis))
    shapes = [s for _, s, _, _, _ in indices]
    try:
        bshape = broadcast_shapes(*shapes)
    except ValueError:
        raise IndexError("shape mismatch: indexing arrays could not be broadcast together with shapes "
                         + " ".join(shape_text(s) for s in shapes) + " ") from None
    total = math.prod(bshape)
    adv = [0] * total
    for values, shape, stride, size, axis in indices:
        for v in values:
            if not -size <= v < size:
                raise IndexError(f"index {v} is out of bounds for axis {axis} with size {size}")
        full = _broadcast_list(values, shape, bshape)
        adv = [o + (v % size) * stride for o, v in zip(adv, full)]
    kinds = [g[0] for g in groups]
    first = kinds.index("adv")
    last = len(kinds) - 1 - kinds[::-1].index("adv")
    adjacent = all(k == "adv" for k in kinds[first:last + 1])
    basic = lambda gs: ([g[1] for g in gs if g[0] == "basic"], [g[2] for g in gs if g[0] == "basic"])
    if adjacent:
        (bs, bt), (as_, at) = basic(groups[:first]), basic(groups[last + 1:])
        before, after = index_list(offset, bs, bt), index_list(0, as_, at)
        positions = [b + o + c for b in before for o in adv for c in after]
        return tuple(bs) + tuple(bshape) + tuple(as_), positions
    bs, bt = basic(groups)
    rest = index_list(0, bs, bt)
    return tuple(bshape) + tuple(bs), [offset + o + c for o in adv for c in rest]


def _broadcast_list(values, shape, target):
    """A C-order list of values of `shape` broadcast to `target`."""
    if tuple(shape) == tuple(target):
        return values
    nd = len(target)
    shape = (1,) * (nd - len(shape)) + tuple(shape)
    strides = contiguous_strides(shape, 1)
    strides = [0 if n == 1 else s for n, s in zip(shape, strides)]
    return gather(values, 0, target, strides)


def _fill_values(value, shape, dt):
    """The values of `value` broadcast to `shape` and converted to dtype dt, in C order."""
    if isinstance(value, (int, float, complex, bool, generic)) and not isinstance(value, ndarray):
        return _d.coerce([_scalar_of(value)], dt) * math.prod(shape)
    from ._creation import asarray

    src = asarray(value)
    if src._shape != tuple(shape):
        s = src._shape
        if len(s) > len(shape) and all(n == 1 for n in s[:len(s) - len(shape)]):
            s = s[len(s) - len(shape):]
            src = src.reshape(s)
        ok = len(s) <= len(shape) and all(a == b or a == 1 for a, b in zip(s[::-1], tuple(shape)[::-1]))
        if not ok:
            raise ValueError(f"could not broadcast input array from shape {shape_text(src._shape)} into shape "
                             f"{shape_text(shape)}")
        return _d.convert(_broadcast_list(src._values(), s, shape), src._dtype, dt)
    return _d.convert(src._values(), src._dtype, dt)


def shape_text(shape):
    """A shape as numpy's messages write it: (2,3) and (4,)."""
    return "(" + ",".join(str(n) for n in shape) + ("," if len(shape) == 1 else "") + ")"
