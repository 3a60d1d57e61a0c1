"""numpy for the browser, where the real one cannot be installed: numpy 1.24's arrays (strided views of bytes, which
torch.from_numpy and Tensor.numpy share with tensors), dtypes and promotion, ufuncs, reductions, indexing, linalg
(its factorisations through the engine's LAPACK-conventioned torch.linalg), the legacy and new random streams and
their distributions, .npy/.npz and text files, and numpy's printing. Arrays of numbers (complex ones too) and
of strings; no object or structured dtypes.
"""
import contextlib as _contextlib
import math as _math

from ._dtype import (  # noqa: F401
    dtype, generic, number, integer, signedinteger, unsignedinteger, inexact, floating, complexfloating, flexible,
    character, bool_, int8, uint8, int16, uint16, int32, uint32, int64, uint64, float16, float32, float64,
    complex64, complex128, promote_types, result_type, ComplexWarning,
)
from . import _scalar  # noqa: F401  (gives the scalar types their behaviour)
from ._ndarray import ndarray, flatiter  # noqa: F401
from ._creation import (  # noqa: F401
    array, asarray, asanyarray, ascontiguousarray, copy, empty, zeros, ones, full, empty_like, zeros_like, ones_like,
    full_like, arange, linspace, logspace, geomspace, eye, identity, frombuffer, fromfunction, meshgrid, diag, tri,
    tril, triu, diagflat, fromiter,
)
from ._ufunc import (  # noqa: F401
    ufunc, add, subtract, multiply, true_divide, divide, floor_divide, remainder, mod, fmod, power, float_power,
    maximum, minimum, fmax, fmin, arctan2, hypot, logaddexp, copysign, heaviside, nextafter, equal, not_equal, less,
    less_equal, greater, greater_equal, logical_and, logical_or, logical_xor, logical_not, bitwise_and, bitwise_or,
    bitwise_xor, left_shift, right_shift, invert, bitwise_not, negative, positive, absolute, fabs, square, reciprocal,
    sign, sqrt, cbrt, exp, exp2, expm1, log, log2, log10, log1p, sin, cos, tan, arcsin, arccos, arctan, sinh, cosh,
    tanh, arcsinh, arccosh, arctanh, deg2rad, radians, rad2deg, degrees, floor, ceil, trunc, rint, isnan, isinf,
    isfinite, signbit, conjugate, conj, broadcast_shapes, AxisError, divmod_ as divmod,
)
from ._strings import str_  # noqa: F401
from ._complex_functions import real, imag, angle, iscomplexobj, isrealobj, iscomplex, isreal  # noqa: F401
from ._reduce import (  # noqa: F401
    sum, prod, amax, amin, any, all, mean, var, std, argmax, argmin, cumsum, cumprod, ptp, count_nonzero, average,
    median, quantile, percentile, nansum, nanmean, nanmax, nanmin, nanvar, nanstd, nanargmax, nanargmin,
)
from ._manip import (  # noqa: F401
    reshape, ravel, transpose, swapaxes, moveaxis, squeeze, expand_dims, broadcast_to, broadcast_arrays, atleast_1d,
    atleast_2d, atleast_3d, concatenate, stack, vstack, hstack, dstack, column_stack, row_stack, append, array_split,
    split, hsplit, vsplit, flip, fliplr, flipud, roll, rot90, repeat, tile, resize, take, take_along_axis,
    put_along_axis, diagonal, trace, indices, sort, argsort, partition, argpartition, searchsorted, nonzero,
    flatnonzero, argwhere, unique, delete, insert, pad, rollaxis, trim_zeros,
)
from ._functions import (  # noqa: F401
    where, clip, around, round_, isclose, allclose, array_equal, array_equiv, isscalar, ndim, shape, size, diff,
    nan_to_num, interp, cross, histogram, bincount, sinc, fix, isposinf, isneginf, copyto,
)
from ._products import matmul, dot, vdot, inner, outer, tensordot, einsum  # noqa: F401
from ._arrayprint import (  # noqa: F401
    set_printoptions, get_printoptions, printoptions, array2string, array_repr, array_str, format_float_positional,
    format_float_scientific,
)
from ._getlimits import finfo, iinfo  # noqa: F401
from ._concatenator import r_, c_, find_common_type  # noqa: F401
from ._fitting import cov, corrcoef, vander, polyfit, polyval, RankWarning  # noqa: F401
from ._index_tricks import (  # noqa: F401
    mgrid, ogrid, s_, index_exp, ix_, unravel_index, ravel_multi_index, triu_indices, tril_indices, diag_indices,
    ndindex, ndenumerate,
)
from ._npyio import save, load, savez, savez_compressed, savetxt, loadtxt  # noqa: F401
from ._setops import in1d, isin, intersect1d, union1d, setdiff1d, setxor1d, digitize  # noqa: F401
from ._signal import correlate, convolve, trapz, gradient  # noqa: F401
from ._functional import apply_along_axis, vectorize  # noqa: F401
from ._assemble import select, kron, ediff1d, fill_diagonal  # noqa: F401
from . import _methods  # noqa: F401  (a.sum(), a.reshape(...), ...)
from . import char, fft, linalg, random, testing  # noqa: F401

__version__ = "1.24.2"

for _cls in (ndarray, flatiter, dtype, ufunc, finfo, iinfo):
    _cls.__module__ = "numpy"

abs = absolute
max = amax
min = amin
round = around
half, single, double, float_ = float16, float32, float64, float64
csingle, singlecomplex, cdouble, cfloat, complex_ = complex64, complex64, complex128, complex128, complex128
byte, ubyte, short, ushort, intc, uintc = int8, uint8, int16, uint16, int32, uint32
int_, intp, uint, uintp, longlong, ulonglong = int64, int64, uint64, uint64, int64, uint64
bool8 = bool_
unicode_ = str0 = str_

pi, e, euler_gamma = _math.pi, _math.e, 0.5772156649015329
inf = Inf = Infinity = PINF = infty = _math.inf
NINF = -_math.inf
nan = NaN = NAN = _math.nan
newaxis = None
PZERO, NZERO = 0.0, -0.0


def __getattr__(name):
    # the old polynomial class loads on first use rather than with every import of numpy
    if name in ("poly1d", "polyder"):
        from . import _poly1d

        return getattr(_poly1d, name)
    raise AttributeError(f"module 'numpy' has no attribute '{name}'")


def can_cast(from_, to, casting="safe"):
    from ._ufunc import can_cast_dtypes

    src = from_.dtype if isinstance(from_, (ndarray, generic)) else dtype(from_)
    return can_cast_dtypes(src, dtype(to), casting)


def issubdtype(arg1, arg2):
    def as_type(x):
        if isinstance(x, type) and issubclass(x, generic):
            return x
        return dtype(x).type

    return issubclass(as_type(arg1), as_type(arg2))


def min_scalar_type(a):
    from ._dtype import min_scalar_type as _mst

    return _mst(a.item() if isinstance(a, (ndarray, generic)) else a)[0]


def iterable(y):
    try:
        iter(y)
    except TypeError:
        return False
    return True


def may_share_memory(a, b, max_work=None):
    return isinstance(a, ndarray) and isinstance(b, ndarray) and a._buf.same_bytes(b._buf)


shares_memory = may_share_memory

_errstate = {"divide": "warn", "over": "warn", "under": "ignore", "invalid": "warn"}


def seterr(all=None, divide=None, over=None, under=None, invalid=None):
    old = dict(_errstate)
    for k, v in (("divide", divide), ("over", over), ("under", under), ("invalid", invalid)):
        if v is not None or all is not None:
            _errstate[k] = v if v is not None else all
    return old


def geterr():
    return dict(_errstate)


@_contextlib.contextmanager
def errstate(**kwargs):
    old = seterr(**kwargs)
    try:
        yield
    finally:
        _errstate.clear()
        _errstate.update(old)
