"""numpy's functions about complex numbers that are not ufuncs: real, imag, angle and the complex/real tests."""
import math

from . import _ufunc as _u
from ._creation import asarray
from ._ndarray import ndarray


def _parts_of(val):
    return val if isinstance(val, ndarray) else asarray(val)


def real(val):
    out = _parts_of(val).real
    return out if isinstance(val, ndarray) else out[()]


def imag(val):
    out = _parts_of(val).imag
    return out if isinstance(val, ndarray) else out[()]


def angle(z, deg=False):
    """The counterclockwise angle from the positive real axis, as arctan2(imag, real)."""
    z = asarray(z)
    if z.dtype.kind == "c":
        re, im = z.real, z.imag
    else:
        re, im = z, 0
    a = _u.arctan2(im, re)
    return _u.multiply(a, 180 / math.pi) if deg else a


def iscomplexobj(x):
    dt = getattr(x, "dtype", None)
    return (dt if dt is not None else asarray(x).dtype).kind == "c"


def isrealobj(x):
    return not iscomplexobj(x)


def iscomplex(x):
    a = asarray(x)
    return _u.not_equal(a.imag, 0) if a.dtype.kind == "c" else _u.not_equal(_u.multiply(a, 0), 0)


def isreal(x):
    return _u.logical_not(iscomplex(x))
