"""The complex loops of numpy's ufuncs, over Python complex values (complex64 values are rounded when stored):
cmath's functions, with numpy's results where Python raises (division by zero, log of zero, overflow) and numpy's
lexicographic order for comparisons, maximum and minimum."""
import cmath
import math
import operator
import struct

from ._dtype import COMPLEX128

inf, nan = math.inf, math.nan


def _each(f):
    return lambda *cols: list(map(f, *cols))


def _guarded(f, fallback):
    def g(*args):
        try:
            return f(*args)
        except (ZeroDivisionError, OverflowError, ValueError):
            return fallback(*args)
    return _each(g)


def _divide_by_zero(a, b):
    # numpy's Smith division with a zero divisor divides each part by |b.real|, which is 0
    def part(x):
        return nan if x != x or x == 0 else math.copysign(inf, x)
    return complex(part(a.real), part(a.imag))


def _power_fallback(a, b):
    if a == 0:
        return complex(inf, nan) if b.real < 0 else complex(nan, nan)
    return complex(nan, nan)


def _exp_overflow(x):
    r = math.exp(x.real) if x.real < 710 else inf
    return complex(r * math.cos(x.imag) if x.imag else r, r * math.sin(x.imag) if x.imag else 0.0)


def _log_zero(x):
    return complex(-inf, math.atan2(x.imag, x.real))


def _log_in(base):
    scale = math.log(base)
    return lambda x: cmath.log(x) / scale


def _sign(x):
    """numpy 1.24's sign of a complex value: the sign of its real part, or of its imaginary part when that is 0."""
    if x.real != x.real or x.imag != x.imag:
        return complex(nan, 0.0)
    part = x.real if x.real != 0 else x.imag
    return complex((part > 0) - (part < 0), 0.0)


def _less(a, b):
    return a.real < b.real or (a.real == b.real and a.imag < b.imag)


def _less_equal(a, b):
    return a.real < b.real or (a.real == b.real and a.imag <= b.imag)


def _has_nan(x):
    return x.real != x.real or x.imag != x.imag


def _maximum(a, b):
    return a if _has_nan(a) or not _less(a, b) else b


def _minimum(a, b):
    return a if _has_nan(a) or _less_equal(a, b) else b


def _multiply_of(loop):
    """complex64's product rounds each of the four float products, as its float32 loop does."""
    if loop.itemsize == 16:
        return _each(operator.mul)
    single = struct.Struct("<f")

    def r(x):
        return single.unpack(single.pack(x))[0] if abs(x) < 3.4e38 or x != x else x

    def mul(a, b):
        return complex(r(r(a.real * b.real) - r(a.imag * b.imag)), r(r(a.real * b.imag) + r(a.imag * b.real)))
    return _each(mul)


def _multiply(a, b):
    return _multiply_of(COMPLEX128)(a, b)


_multiply.of = _multiply_of


def _rint(x):
    return complex(*(p if not math.isfinite(p) or abs(p) >= 4503599627370496.0 else math.copysign(float(round(p)), p)
                     for p in (x.real, x.imag)))


def _unary(f, fallback=None):
    return _guarded(f, fallback or (lambda x: complex(nan, nan)))


KERNELS = {
    "add": _each(operator.add),
    "subtract": _each(operator.sub),
    "multiply": _multiply,
    "rint": _each(_rint),
    "divide": _guarded(operator.truediv, _divide_by_zero),
    "power": _guarded(operator.pow, _power_fallback),
    "negative": _each(operator.neg),
    "positive": _each(operator.pos),
    "conjugate": _each(complex.conjugate),
    "absolute": _each(abs),
    "square": _each(lambda x: x * x),
    "reciprocal": _guarded(lambda x: 1 / x, lambda x: _divide_by_zero(complex(1.0), x)),
    "sign": _each(_sign),
    "sqrt": _unary(cmath.sqrt),
    "exp": _unary(cmath.exp, _exp_overflow),
    "log": _unary(cmath.log, _log_zero),
    "log2": _unary(_log_in(2.0), _log_zero),
    "log10": _unary(cmath.log10, _log_zero),
    "sin": _unary(cmath.sin),
    "cos": _unary(cmath.cos),
    "tan": _unary(cmath.tan),
    "arcsin": _unary(cmath.asin),
    "arccos": _unary(cmath.acos),
    "arctan": _unary(cmath.atan),
    "sinh": _unary(cmath.sinh),
    "cosh": _unary(cmath.cosh),
    "tanh": _unary(cmath.tanh),
    "arcsinh": _unary(cmath.asinh),
    "arccosh": _unary(cmath.acosh),
    "arctanh": _unary(cmath.atanh),
    "isnan": _each(cmath.isnan),
    "isinf": _each(cmath.isinf),
    "isfinite": _each(cmath.isfinite),
    "less": _each(_less),
    "less_equal": _each(_less_equal),
    "greater": _each(lambda a, b: _less(b, a)),
    "greater_equal": _each(lambda a, b: _less_equal(b, a)),
    "maximum": _each(_maximum),
    "minimum": _each(_minimum),
}
