"""Universal functions: elementwise kernels over Python values with numpy 1.24's loop selection (the dtype each
ufunc computes in for its inputs), broadcasting, out= and where=, and the operators of arrays and scalars.

Floats compute in double precision and are rounded to the output dtype when stored, which is exact for + - * / and
sqrt, and transcendental functions are correctly rounded as the C library's nearly are; where numpy 1.24 on x86
runs its own SIMD algorithm instead (float32 exp, log, sin, cos; tanh), or a C library function whose last bits
matter (float32 log1p), the kernel is a port of it.
"""
import cmath
import math
import operator
import struct as _struct

from . import _dtype as _d
from . import _engine_loops
from ._dtype import BOOL, COMPLEX64, FLOAT16, FLOAT32, FLOAT64, INT8, INT64, dtype, generic, result_type
from ._ndarray import ndarray, from_values, gather, contiguous_strides, scalar, shape_text

inf, nan = math.inf, math.nan


class UFuncTypeError(TypeError):
    pass


class AxisError(ValueError, IndexError):
    def __init__(self, axis, ndim=None, msg_prefix=None):
        if ndim is None:
            super().__init__(axis)
            return
        msg = f"axis {axis} is out of bounds for array of dimension {ndim}"
        super().__init__(f"{msg_prefix}: {msg}" if msg_prefix else msg)


def normalize_axis(axis, ndim):
    axis = operator.index(axis)
    if not -ndim <= axis < ndim:
        raise AxisError(axis, ndim)
    return axis % ndim


# -- operands -------------------------------------------------------------------------------------------------------
def operand(x):
    """An ndarray, or a Python/numpy scalar left as it is (scalars take part in value-based promotion)."""
    if isinstance(x, (ndarray, generic, bool, int, float, complex)):
        return x
    from ._creation import asarray

    return asarray(x)


def shape_of(x):
    return x._shape if isinstance(x, ndarray) else ()


def dtype_of(x):
    return _d.operand_dtype(x)


def broadcast_shapes(*shapes):
    nd = max((len(s) for s in shapes), default=0)
    out = []
    for i in range(-nd, 0):
        size = 1
        for s in shapes:
            n = s[i] if -i <= len(s) else 1
            if n != 1:
                if size != 1 and n != size:
                    raise ValueError("operands could not be broadcast together with shapes " +
                                     " ".join(shape_text(s) for s in shapes) + " ")
                size = n
        out.append(size)
    return tuple(out)


def values_as(x, shape, loop):
    """x's values broadcast to `shape` and cast to the loop dtype, as a list in C order."""
    n = math.prod(shape)
    if not isinstance(x, ndarray):
        v = _d.round_value(_value(x), loop)
        return [v] * n
    vals = x._values()
    if x._dtype is not loop:
        vals = _d.convert(vals, x._dtype, loop)
        if loop in (FLOAT16, FLOAT32, COMPLEX64):
            vals = _d.unpack(_d.pack(vals, loop), loop)
    if x._shape != shape:
        src = (1,) * (len(shape) - x.ndim) + x._shape
        strides = [0 if m == 1 else s for m, s in zip(src, contiguous_strides(src, 1))]
        vals = gather(vals, 0, shape, strides)
    return vals


def _value(x):
    return x.item() if isinstance(x, generic) else x


def _float_for(d):
    """The float dtype numpy's float-only loops (e, f, d) pick for inputs of dtype d."""
    if d.kind in "fc":
        return d
    if d.kind == "b" or d.itemsize == 1:
        return FLOAT16
    return FLOAT32 if d.itemsize == 2 else FLOAT64


# -- float kernels that give IEEE results where Python raises -------------------------------------------------------
def _signed_zero(r, x):
    return math.copysign(0.0, x) if r == 0 else r


def _rint(x):
    if not math.isfinite(x) or abs(x) >= 4503599627370496.0:
        return x
    return _signed_zero(float(round(x)), x)


def _floor(x):
    return x if not math.isfinite(x) else float(math.floor(x))


def _ceil(x):
    return x if not math.isfinite(x) else _signed_zero(float(math.ceil(x)), x)


def _trunc(x):
    return x if not math.isfinite(x) else _signed_zero(float(math.trunc(x)), x)


def _log_of(f):
    def g(x):
        if x > 0:
            return f(x)
        if x == 0:
            return -inf
        return nan if x == x else x
    return g


def _log1p(x):
    if x > -1:
        return math.log1p(x)
    return -inf if x == -1 else nan


def _sqrt(x):
    return math.sqrt(x) if x >= 0 else (nan if x == x else x) if x != -inf else nan


def _overflowing(f, big=inf, signed=False):
    def g(x):
        try:
            return f(x)
        except OverflowError:
            return math.copysign(big, x) if signed else big
        except ValueError:
            return nan
    return g


def _domain(f):
    def g(x):
        try:
            return f(x)
        except ValueError:
            return nan
    return g


def _arctanh(x):
    if abs(x) == 1:
        return math.copysign(inf, x)
    return math.atanh(x) if abs(x) < 1 else nan


def _sign_float(x):
    return x if x != x else (1.0 if x > 0 else -1.0 if x < 0 else 0.0)


def _exp2(x):
    try:
        return math.pow(2.0, x)
    except OverflowError:
        return inf


def _power(a, b):
    try:
        return math.pow(a, b)
    except OverflowError:
        neg = a < 0 and b == int(b) and int(b) % 2 == 1
        return -inf if neg else inf
    except ValueError:
        if a == 0 and b < 0:
            odd = b == int(b) and int(b) % 2 == 1
            return math.copysign(inf, a) if odd else inf
        return nan


def _true_divide(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        if a != a or a == 0:
            return nan
        return math.copysign(inf, a) * math.copysign(1.0, b)


def _floor_divide(a, b):
    try:
        return a // b
    except ZeroDivisionError:
        return _true_divide(a, b)


def _fremainder(a, b):
    try:
        return a % b
    except ZeroDivisionError:
        return nan


def _fmod(a, b):
    try:
        return math.fmod(a, b)
    except ValueError:
        return nan


def _int_floor_divide(a, b):
    return a // b if b else 0


def _int_remainder(a, b):
    return a % b if b else 0


def _int_fmod(a, b):
    if not b:
        return 0
    return int(math.fmod(a, b)) if abs(a) < 2 ** 52 and abs(b) < 2 ** 52 else a - b * int(a / b)


def _maximum(a, b):
    return a if a >= b or a != a else b


def _minimum(a, b):
    return a if a <= b or a != a else b


def _fmax(a, b):
    return a if a >= b or b != b else b


def _fmin(a, b):
    return a if a <= b or b != b else b


def _logaddexp(a, b):
    if a == b:
        return a + math.log(2.0) if math.isfinite(a) else a
    hi, lo = (a, b) if a > b else (b, a)
    if hi != hi or lo != lo:
        return nan
    return hi + math.log1p(math.exp(lo - hi))


def _nextafter_of(loop):
    if loop.itemsize == 8:
        return _elementwise(math.nextafter)
    fmt, bits = ("<f", "<i") if loop.itemsize == 4 else ("<e", "<h")
    tiny = _d.unpack(_struct.pack(bits, 1), loop)[0]

    def step(a, b):
        if a != a or b != b:
            return nan
        if a == b:
            return b
        if a == 0:
            return math.copysign(tiny, b)
        n = _struct.unpack(bits, _struct.pack(fmt, a))[0]
        n += 1 if (b > a) == (a > 0) else -1
        return _struct.unpack(fmt, _struct.pack(bits, n))[0]
    return _elementwise(step)


def _nextafter(a, b):
    return _nextafter_of(FLOAT64)(a, b)


_nextafter.of = _nextafter_of


def _arctan2(a, b):
    return math.atan2(a, b)


def _hypot(a, b):
    return math.hypot(a, b)


def _copysign(a, b):
    return math.copysign(a, b)


def _heaviside(a, b):
    return nan if a != a else (0.0 if a < 0 else b if a == 0 else 1.0)


# -- ufunc ----------------------------------------------------------------------------------------------------------
class _NoValueType:
    def __repr__(self):
        return "<no value>"


_NoValue = _NoValueType()


class ufunc:
    """An elementwise function: `loops` picks (input dtype, output dtype) for the operands; `kernels` maps a loop's
    kind ('f', 'i' or 'b') to a function of Python values."""

    def __init__(self, name, nin, resolve, kernels, identity=None):
        self.__name__ = self._name = name
        self.nin, self.nout, self.nargs = nin, 1, nin + 1
        self._resolve, self._kernels, self.identity = resolve, kernels, identity

    def __repr__(self):
        return f"<ufunc '{self._name}'>"

    def _kernel(self, loop):
        f = self._kernels.get(loop.kind if loop.kind != "u" else "i") or self._kernels.get("*")
        if f is None:
            raise UFuncTypeError(f"ufunc '{self._name}' not supported for the input types, and the inputs could not "
                                 "be safely coerced to any supported types according to the casting rule ''safe''")
        return f

    def __call__(self, *args, out=None, where=True, dtype=None, casting="same_kind", order="K", subok=True,
                 signature=None):
        if len(args) > self.nin:
            if out is not None:
                raise TypeError("cannot specify 'out' as both a positional and keyword argument")
            out, args = args[self.nin], args[:self.nin]
        if len(args) != self.nin:
            raise TypeError(f"{self._name}() takes from {self.nin} to {self.nin + 1} positional arguments but "
                            f"{len(args)} were given")
        if isinstance(out, tuple):
            out = out[0]
        ops = [operand(a) for a in args]
        loop, result = self._resolve(self, ops, None if dtype is None else _d.as_dtype(dtype))
        shape = broadcast_shapes(*[shape_of(o) for o in ops])
        if out is not None:
            shape = broadcast_shapes(shape, out._shape)
            if shape != out._shape:
                raise ValueError(f"non-broadcastable output operand with shape {shape_text(out._shape)} doesn't match "
                                 f"the broadcast shape {shape_text(shape)}")
            check_cast(self._name, result, out._dtype, casting)
            if not out._writeable:
                raise ValueError("output array is read-only")
        if where is True and _wrapper(args) is None:
            done = _engine_loops.ufunc_call(self, ops, shape, loop, result, out)
            if done is not None:
                return done
        values = self._compute(ops, shape, loop)
        if where is not True:
            mask = values_as(operand(where), shape, BOOL)
            base = out._values() if out is not None else [0] * len(values)
            values = [v if m else b for v, m, b in zip(values, mask, base)]
        target = out._dtype if out is not None else result
        if target is not result:
            values = _d.convert(values, result, target)
        if out is not None:
            out._write(values)
            return out
        wrap = _wrapper(args)
        if wrap is not None:
            return wrap(from_values(values, shape, result))
        if not shape:
            return scalar(_d.unpack(_d.pack(values, result), result)[0], result)
        return from_values(values, shape, result)

    def _compute(self, ops, shape, loop):
        f = self._kernel(loop)
        cols = [values_as(o, shape, loop) for o in ops]
        specialise = getattr(f, "of", None)
        return (specialise(loop) if specialise else f)(*cols)

    def reduce(self, array, axis=0, dtype=None, out=None, keepdims=False, initial=_NoValue, where=True):
        from ._reduce import ufunc_reduce

        return ufunc_reduce(self, array, axis, dtype, out, keepdims, initial, where)

    def accumulate(self, array, axis=0, dtype=None, out=None):
        from ._reduce import ufunc_accumulate

        return ufunc_accumulate(self, array, axis, dtype, out)

    def at(self, a, indices, b=None):
        """Unbuffered in place: each element a[indices] selects (a repeated index every time it appears) becomes
        op(element, matching b)."""
        from ._creation import arange, asarray
        from ._index_tricks import unravel_index
        from ._manip import broadcast_to

        if not isinstance(a, ndarray):
            raise TypeError("first operand must be array")
        if (b is None) != (self.nin == 1):
            raise ValueError("second operand needed for ufunc" if b is None else
                             "second operand provided when ufunc is unary")
        positions = asarray(arange(a.size).reshape(a._shape)[indices])
        operands = None if b is None else broadcast_to(asarray(b), positions._shape).reshape(-1)
        for k, p in enumerate(positions.reshape(-1)._values()):
            where = unravel_index(p, a._shape)
            a[where] = self(a[where]) if operands is None else self(a[where], operands[k])

    def outer(self, a, b, **kwargs):
        from ._creation import asarray

        a, b = asarray(a), asarray(b)
        return self(a.reshape(a._shape + (1,) * b.ndim), b, **kwargs)


def _wrapper(args):
    """The __array_wrap__ of the foreign input with the highest priority (a tensor's gives np.exp(t) as a tensor)."""
    best = None
    for a in args:
        if not isinstance(a, (ndarray, generic)) and hasattr(a, "__array_wrap__"):
            if best is None or getattr(a, "__array_priority__", 0) > getattr(best, "__array_priority__", 0):
                best = a
    return None if best is None else best.__array_wrap__


_KIND_RANK = {"b": 0, "u": 1, "i": 2, "f": 4, "c": 5}


def can_cast_dtypes(src, dst, casting="safe"):
    if casting == "unsafe":
        return True
    if casting in ("no", "equiv"):
        return src is dst
    safe = _d.promote_types(src, dst) is dst
    if casting == "same_kind":
        return safe or _KIND_RANK[src.kind] <= _KIND_RANK[dst.kind]
    return safe


def check_cast(name, src, dst, casting):
    if not can_cast_dtypes(src, dst, casting):
        raise UFuncTypeError(f"Cannot cast ufunc '{name}' output from {src!r} to {dst!r} with casting rule "
                             f"'{casting}'")


# -- loop resolution ------------------------------------------------------------------------------------------------
def _common(uf, ops, forced):
    d = forced or result_type(*ops)
    return d, d


def _arith(bool_as=None, bool_error=None):
    def resolve(uf, ops, forced):
        d = forced or result_type(*ops)
        if d.kind == "b":
            if bool_error:
                raise TypeError(bool_error)
            if bool_as is not None:
                return bool_as, bool_as
        return d, d
    return resolve


def _to_float(uf, ops, forced):
    d = forced or _float_for(result_type(*ops))
    return d, d


def _true_div(uf, ops, forced):
    d = forced or result_type(*ops)
    if d.kind in "biu":
        d = FLOAT64
    return d, d


def _compare(uf, ops, forced):
    return forced or result_type(*ops), BOOL


def _magnitude(uf, ops, forced):
    """absolute: a complex value's magnitude is a float of its part's size."""
    d = forced or result_type(*ops)
    return d, (_d.FLOAT32 if d.itemsize == 8 else FLOAT64) if d.kind == "c" else d


def _logical(uf, ops, forced):
    return BOOL, BOOL


def _predicate(uf, ops, forced):
    d = result_type(*ops)
    return d, BOOL


def _integral(uf, ops, forced):
    d = forced or result_type(*ops)
    if d.kind == "f":
        raise UFuncTypeError(f"ufunc '{uf._name}' not supported for the input types, and the inputs could not be "
                             "safely coerced to any supported types according to the casting rule ''safe''")
    return d, d


def _elementwise(f):
    return lambda *cols: list(map(f, *cols))


def _guarded(fast, safe):
    """A column kernel running `fast` (a C function) over whole columns, and `safe` per element where it raises."""
    def run(*cols):
        try:
            return list(map(fast, *cols))
        except (ValueError, OverflowError, ZeroDivisionError, TypeError):
            return list(map(safe, *cols))
    return run


def _int_power_of(loop):
    mod = 1 << (8 * loop.itemsize)

    def run(a, b):
        out = []
        for x, y in zip(a, b):
            if y < 0:
                raise ValueError("Integers to negative integer powers are not allowed.")
            out.append(pow(x, y, mod))
        return out
    return run


def _int_power(a, b):
    return _int_power_of(INT64)(a, b)


_int_power.of = _int_power_of


def _float1(fast, safe=None):
    return {"f": _guarded(fast, safe or fast)}


def _ported(kernel, module, loops):
    """`kernel`, but for a loop dtype in `loops` the port of what numpy runs there (its SIMD algorithm, or a C
    library function that is not correctly rounded): the function of that name in `module`, imported when first
    used."""
    def of(loop):
        if loop not in loops:
            return kernel
        import importlib

        return getattr(importlib.import_module(module, __package__), loops[loop])
    kernel.of = of
    return kernel


def _make(name, nin, resolve, kernels, identity=None):
    return ufunc(name, nin, resolve, kernels, identity)


_f = _float1
add = _make("add", 2, _common, {"f": _guarded(operator.add, operator.add), "i": _elementwise(operator.add),
                                "b": _elementwise(operator.or_)}, 0)
subtract = _make("subtract", 2, _arith(bool_error="numpy boolean subtract, the `-` operator, is not supported, use "
                                                  "the bitwise_xor, the `^` operator, or the logical_xor function "
                                                  "instead."),
                 {"f": _elementwise(operator.sub), "i": _elementwise(operator.sub)})
multiply = _make("multiply", 2, _common, {"f": _elementwise(operator.mul), "i": _elementwise(operator.mul),
                                          "b": _elementwise(operator.and_)}, 1)
true_divide = divide = _make("divide", 2, _true_div, {"f": _guarded(operator.truediv, _true_divide)})
floor_divide = _make("floor_divide", 2, _arith(bool_as=INT8),
                     {"f": _guarded(operator.floordiv, _floor_divide), "i": _elementwise(_int_floor_divide)})
remainder = mod = _make("remainder", 2, _arith(bool_as=INT8),
                        {"f": _guarded(operator.mod, _fremainder), "i": _elementwise(_int_remainder)})
fmod = _make("fmod", 2, _arith(bool_as=INT8), {"f": _elementwise(_fmod), "i": _elementwise(_int_fmod)})
power = _make("power", 2, _arith(bool_as=INT8), {"f": _elementwise(_power), "i": _int_power})
float_power = _make("float_power", 2, lambda uf, ops, forced: (FLOAT64, FLOAT64), {"f": _elementwise(_power)})
maximum = _make("maximum", 2, _common, {"*": _elementwise(_maximum)})
minimum = _make("minimum", 2, _common, {"*": _elementwise(_minimum)})
fmax = _make("fmax", 2, _common, {"*": _elementwise(_fmax)})
fmin = _make("fmin", 2, _common, {"*": _elementwise(_fmin)})
arctan2 = _make("arctan2", 2, _to_float, {"f": _elementwise(_arctan2)})
hypot = _make("hypot", 2, _to_float, {"f": _elementwise(_hypot)})
logaddexp = _make("logaddexp", 2, _to_float, {"f": _elementwise(_logaddexp)})
copysign = _make("copysign", 2, _to_float, {"f": _elementwise(_copysign)})
heaviside = _make("heaviside", 2, _to_float, {"f": _elementwise(_heaviside)})
nextafter = _make("nextafter", 2, _to_float, {"f": _nextafter})

equal = _make("equal", 2, _compare, {"*": _elementwise(operator.eq)})
not_equal = _make("not_equal", 2, _compare, {"*": _elementwise(operator.ne)})
less = _make("less", 2, _compare, {"*": _elementwise(operator.lt)})
less_equal = _make("less_equal", 2, _compare, {"*": _elementwise(operator.le)})
greater = _make("greater", 2, _compare, {"*": _elementwise(operator.gt)})
greater_equal = _make("greater_equal", 2, _compare, {"*": _elementwise(operator.ge)})
logical_and = _make("logical_and", 2, _logical, {"*": _elementwise(lambda a, b: bool(a) and bool(b))}, True)
logical_or = _make("logical_or", 2, _logical, {"*": _elementwise(lambda a, b: bool(a) or bool(b))}, False)
logical_xor = _make("logical_xor", 2, _logical, {"*": _elementwise(lambda a, b: bool(a) != bool(b))}, False)
logical_not = _make("logical_not", 1, _logical, {"*": _elementwise(operator.not_)})
bitwise_and = _make("bitwise_and", 2, _integral, {"i": _elementwise(operator.and_), "b": _elementwise(operator.and_)})
bitwise_or = _make("bitwise_or", 2, _integral, {"i": _elementwise(operator.or_), "b": _elementwise(operator.or_)})
bitwise_xor = _make("bitwise_xor", 2, _integral, {"i": _elementwise(operator.xor), "b": _elementwise(operator.xor)})
left_shift = _make("left_shift", 2, _integral, {"i": _elementwise(lambda a, b: a << b if 0 <= b < 64 else 0)})
right_shift = _make("right_shift", 2, _integral,
                    {"i": _elementwise(lambda a, b: a >> b if 0 <= b < 64 else (0 if a >= 0 else -1))})
invert = bitwise_not = _make("invert", 1, _integral, {"i": _elementwise(operator.invert),
                                                      "b": _elementwise(operator.not_)})

negative = _make("negative", 1, _arith(bool_error="The numpy boolean negative, the `-` operator, is not supported, "
                                                  "use the `~` operator or the logical_not function instead."),
                 {"f": _elementwise(operator.neg), "i": _elementwise(operator.neg)})
positive = _make("positive", 1, _common, {"*": _elementwise(operator.pos)})
absolute = _make("absolute", 1, _magnitude, {"f": _elementwise(abs), "i": _elementwise(abs), "b": _elementwise(bool)})
fabs = _make("fabs", 1, _to_float, {"f": _elementwise(math.fabs)})
square = _make("square", 1, _arith(bool_as=INT8), {"f": _guarded(lambda x: x * x, lambda x: x * x),
                                                   "i": _elementwise(lambda x: x * x)})
reciprocal = _make("reciprocal", 1, _common, {"f": _guarded(lambda x: 1.0 / x, lambda x: _true_divide(1.0, x)),
                                              "i": _elementwise(lambda x: 0 if x == 0 else int(1 / x))})
sign = _make("sign", 1, _common, {"f": _elementwise(_sign_float), "i": _elementwise(lambda x: (x > 0) - (x < 0))})
sqrt = _make("sqrt", 1, _to_float, _f(math.sqrt, _sqrt))
cbrt = _make("cbrt", 1, _to_float, _f(getattr(math, "cbrt", lambda x: math.copysign(abs(x) ** (1 / 3), x))))
exp = _make("exp", 1, _to_float, {"f": _ported(_guarded(math.exp, _overflowing(math.exp)), "._simd_math",
                                                {FLOAT32: "exp"})})
exp2 = _make("exp2", 1, _to_float, _f(_exp2))
expm1 = _make("expm1", 1, _to_float, _f(math.expm1, _overflowing(math.expm1)))
log = _make("log", 1, _to_float, {"f": _ported(_elementwise(_log_of(math.log)), "._simd_math", {FLOAT32: "log"})})
log2 = _make("log2", 1, _to_float, _f(_log_of(math.log2)))
log10 = _make("log10", 1, _to_float, _f(_log_of(math.log10)))
log1p = _make("log1p", 1, _to_float, {"f": _ported(_elementwise(_log1p), "._libm_f32",
                                                    {FLOAT16: "log1p", FLOAT32: "log1p"})})
sin = _make("sin", 1, _to_float, {"f": _ported(_guarded(math.sin, _domain(math.sin)), "._simd_math",
                                                {FLOAT32: "sin"})})
cos = _make("cos", 1, _to_float, {"f": _ported(_guarded(math.cos, _domain(math.cos)), "._simd_math",
                                                {FLOAT32: "cos"})})
tan = _make("tan", 1, _to_float, _f(math.tan, _domain(math.tan)))
arcsin = _make("arcsin", 1, _to_float, _f(math.asin, _domain(math.asin)))
arccos = _make("arccos", 1, _to_float, _f(math.acos, _domain(math.acos)))
arctan = _make("arctan", 1, _to_float, _f(math.atan))
sinh = _make("sinh", 1, _to_float, _f(math.sinh, _overflowing(math.sinh, signed=True)))
cosh = _make("cosh", 1, _to_float, _f(math.cosh, _overflowing(math.cosh)))
tanh = _make("tanh", 1, _to_float, {"f": _ported(_guarded(math.tanh, math.tanh), "._simd_tanh",
                                                 {FLOAT32: "tanh_f32", FLOAT64: "tanh_f64"})})
arcsinh = _make("arcsinh", 1, _to_float, _f(math.asinh))
arccosh = _make("arccosh", 1, _to_float, _f(math.acosh, _domain(math.acosh)))
arctanh = _make("arctanh", 1, _to_float, _f(_arctanh))
deg2rad = radians = _make("deg2rad", 1, _to_float, _f(math.radians))
rad2deg = degrees = _make("rad2deg", 1, _to_float, _f(math.degrees))
floor = _make("floor", 1, _to_float, _f(_floor))
ceil = _make("ceil", 1, _to_float, _f(_ceil))
trunc = _make("trunc", 1, _to_float, _f(_trunc))
rint = _make("rint", 1, _to_float, _f(_rint))
conjugate = conj = _make("conjugate", 1, _common, {"*": _elementwise(operator.pos)})
isnan = _make("isnan", 1, _predicate, {"f": _elementwise(lambda x: x != x), "*": _elementwise(lambda x: False)})
isinf = _make("isinf", 1, _predicate, {"f": _elementwise(lambda x: x in (inf, -inf)),
                                       "*": _elementwise(lambda x: False)})
isfinite = _make("isfinite", 1, _predicate, {"f": _elementwise(math.isfinite), "*": _elementwise(lambda x: True)})
signbit = _make("signbit", 1, _predicate, {"f": _elementwise(lambda x: math.copysign(1.0, x) < 0),
                                           "*": _elementwise(lambda x: x < 0)})


def _add_complex_loops():
    from ._complex_kernels import KERNELS

    for uf in (add, subtract, multiply, true_divide, power, negative, positive, conjugate, absolute, square,
               reciprocal, sign, rint, sqrt, exp, log, log2, log10, sin, cos, tan, arcsin, arccos, arctan, sinh, cosh, tanh,
               arcsinh, arccosh, arctanh, isnan, isinf, isfinite, less, less_equal, greater, greater_equal, maximum,
               minimum):
        uf._kernels["c"] = KERNELS[uf._name]


_add_complex_loops()


# -- operators ------------------------------------------------------------------------------------------------------
def _defers(self, other):
    """Whether a binary operator should let `other` handle it (numpy's __array_priority__ rule: torch tensors)."""
    if isinstance(other, (ndarray, generic, int, float, bool, list, tuple)):
        return False
    priority = getattr(other, "__array_priority__", None)
    return getattr(other, "__array_ufunc__", 0) is None or (
        priority is not None and priority > self.__array_priority__)


_SYMBOLS = {"matmul": "@", "add": "+", "sub": "-", "mul": "*", "truediv": "/", "floordiv": "//", "mod": "%",
            "pow": "** or pow()", "and": "&", "or": "|", "xor": "^", "lshift": "<<", "rshift": ">>", "eq": "==",
            "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">="}
_MIRRORED = {"eq": "eq", "ne": "ne", "lt": "gt", "le": "ge", "gt": "lt", "ge": "le"}


def _c_name(x):
    """The type's name as numpy's C types spell it in Python's operator errors (numpy.ndarray, numpy.float64)."""
    return f"numpy.{type(x).__name__}" if isinstance(x, (ndarray, generic)) else type(x).__name__


def _deferred(self, other, name):
    """numpy's operator giving way to an operand of higher __array_priority__ (a tensor), and the rest of Python's
    protocol for it: the other operand's reflected operator, and where that declines too, Python's error with
    numpy's type names (for + on an array, numpy's refusal to concatenate)."""
    reflected = getattr(type(other), f"__r{name}__", None)
    result = NotImplemented if reflected is None else reflected(other, self)
    if result is not NotImplemented:
        return result
    if name == "add" and isinstance(self, ndarray):
        raise TypeError("Concatenation operation is not implemented for NumPy arrays, use np.concatenate() instead. "
                        "Please do not rely on this error; it may not be given on all Python implementations.")
    raise TypeError(f"unsupported operand type(s) for {_SYMBOLS[name]}: '{_c_name(self)}' and '{_c_name(other)}'")


def _binary(uf, name):
    def op(self, other):
        if _defers(self, other):
            return _deferred(self, other, name)
        return uf(self, other)

    def rop(self, other):
        # numpy gives way only as the left operand: here the other operand's own operator has declined already
        return uf(other, self)

    def iop(self, other):
        if _defers(self, other):
            return NotImplemented
        return uf(self, other, out=self)
    return op, rop, iop


def _comparison(uf, name):
    def op(self, other):
        if other is None or isinstance(other, str) and self.dtype.kind != "U":
            return _constant_like(self, uf is not_equal)
        if _defers(self, other):
            try:
                result = getattr(type(other), f"__{_MIRRORED[name]}__")(other, self)
            except TypeError:  # a tensor refuses an array in any comparison but == and !=
                result = NotImplemented
            if result is not NotImplemented:
                return result
            if name in ("eq", "ne"):
                return (self is other) == (name == "eq")
            raise TypeError(f"'{_SYMBOLS[name]}' not supported between instances of '{_c_name(self)}' and "
                            f"'{_c_name(other)}'")
        return uf(self, other)
    return op


def _constant_like(a, value):
    if isinstance(a, ndarray):
        return from_values([value] * a.size, a._shape, BOOL)
    return scalar(value, BOOL)


for _name, _uf in (("add", add), ("sub", subtract), ("mul", multiply), ("truediv", true_divide),
                   ("floordiv", floor_divide), ("mod", remainder), ("pow", power), ("and", bitwise_and),
                   ("or", bitwise_or), ("xor", bitwise_xor), ("lshift", left_shift), ("rshift", right_shift)):
    _op, _rop, _iop = _binary(_uf, _name)
    for _cls in (ndarray, generic):
        setattr(_cls, f"__{_name}__", _op)
        setattr(_cls, f"__r{_name}__", _rop)
    setattr(ndarray, f"__i{_name}__", _iop)

for _name, _uf in (("eq", equal), ("ne", not_equal), ("lt", less), ("le", less_equal), ("gt", greater),
                   ("ge", greater_equal)):
    for _cls in (ndarray, generic):
        setattr(_cls, f"__{_name}__", _comparison(_uf, _name))

for _name, _uf in (("neg", negative), ("pos", positive), ("abs", absolute), ("invert", invert)):
    for _cls in (ndarray, generic):
        setattr(_cls, f"__{_name}__", lambda self, _uf=_uf: _uf(self))


def _scalar_exponent(x):
    """(exponent, whether it is a float) for what numpy's fast_scalar_power takes as a scalar exponent (a Python
    int or float, a numpy integer or float scalar, a 0-d integer or float array), else None."""
    if isinstance(x, int) and not isinstance(x, generic):
        return (float(x), False) if -2 ** 63 <= x < 2 ** 63 else None
    if isinstance(x, float) and not isinstance(x, generic):
        return x, True
    if isinstance(x, (generic, ndarray)) and x.ndim == 0 and x.dtype.kind in "iuf":
        return float(x), x.dtype.kind == "f"
    return None


def _power(self, other, inplace=False):
    """a ** b for an array a: numpy's fast_scalar_power runs a float array to the scalar power 1, -1, 0, 0.5 or 2
    as positive, reciprocal, ones_like, sqrt or square, and any other array to the power 2 as square (an integer
    array to a float 2 cast to float64 first); power otherwise."""
    if _defers(self, other):
        return NotImplemented if inplace else _deferred(self, other, "pow")
    out = self if inplace else None
    scalar_exponent = _scalar_exponent(other)
    if scalar_exponent is not None:
        e, is_float = scalar_exponent
        if self._dtype.kind in "fc":
            if e == 0.0:
                if inplace:
                    self[...] = 1
                    return self
                from ._creation import ones_like

                return ones_like(self)
            fast = {1.0: positive, -1.0: reciprocal, 0.5: sqrt, 2.0: square}.get(e)
            if fast is not None:
                return fast(self, out=out)
        elif e == 2.0:
            if is_float and self._dtype.kind in "iu" and not inplace:
                return square(self.astype(FLOAT64), out=None)
            return square(self, out=out)
    return power(self, other, out=out)


ndarray.__pow__ = _power
ndarray.__ipow__ = lambda self, other: _power(self, other, True)


def divmod_(x1, x2, out=(None, None), **kwargs):
    """numpy's divmod: floor_divide's quotient and remainder's remainder, as a pair."""
    return floor_divide(x1, x2, out=out[0], **kwargs), remainder(x1, x2, out=out[1], **kwargs)


def _divmod(self, other):
    return divmod_(self, other)


def _rdivmod(self, other):
    return divmod_(other, self)


for _cls in (ndarray, generic):
    _cls.__divmod__, _cls.__rdivmod__ = _divmod, _rdivmod
