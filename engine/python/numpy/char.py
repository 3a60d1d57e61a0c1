"""numpy.char: str methods applied to every element of a string array."""
from ._creation import asarray
from ._dtype import BOOL, INT64
from ._ndarray import from_values
from ._strings import unicode_dtype
from ._ufunc import broadcast_shapes, values_as


def _strings(a):
    a = asarray(a)
    if a.dtype.kind != "U":
        raise TypeError("string operation on non-string array")
    return a


def _elementwise(method, result=None):
    """A function of string arrays (and further arguments) applying str.<method> to each element; `result` is
    the dtype of its values, "same" for the input's string dtype, or None for strings as long as the longest."""
    def apply(a, *args):
        a = _strings(a)
        values = [getattr(v, method)(*args) for v in a._values()]
        dt = a.dtype if result == "same" else result or unicode_dtype(max(map(len, values), default=0) or 1)
        return from_values(values, a.shape, dt)
    apply.__name__ = method
    return apply


upper, lower, capitalize, title, swapcase, strip, lstrip, rstrip = (_elementwise(m, "same") for m in (
    "upper", "lower", "capitalize", "title", "swapcase", "strip", "lstrip", "rstrip"))
replace, center, ljust, rjust, zfill = (_elementwise(m) for m in ("replace", "center", "ljust", "rjust", "zfill"))
startswith, endswith, isdigit, isalpha, isspace, isupper, islower = (_elementwise(m, BOOL) for m in (
    "startswith", "endswith", "isdigit", "isalpha", "isspace", "isupper", "islower"))
find, count = _elementwise("find", INT64), _elementwise("count", INT64)
str_len = _elementwise("__len__", INT64)


def add(x1, x2):
    a, b = _strings(x1), _strings(x2)
    shape = broadcast_shapes(a.shape, b.shape)
    values = [p + q for p, q in zip(values_as(a, shape, a.dtype), values_as(b, shape, b.dtype))]
    return from_values(values, shape, unicode_dtype(a.dtype.itemsize // 4 + b.dtype.itemsize // 4))
