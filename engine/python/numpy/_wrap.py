"""numpy's hand-off of a function to its argument's own method (fromnumeric's _wrapreduction, _wrapfunc and
_wrapit), for an argument of another library's type such as a torch tensor: np.sum(t) is t.sum(axis=None,
out=None) and np.argmax(t) is t.argmax(axis=None, out=None), failing or succeeding there as with real numpy; where
the method refuses numpy's arguments, np.argmax runs on the tensor's values and hands the result back through its
__array_wrap__. Each function answers _NoValue where numpy's own code goes on (numpy's arrays and scalars, and
objects without the method)."""
from ._dtype import generic
from ._ndarray import ndarray
from ._ufunc import _NoValue

NUMPY_OR_BUILTIN = (ndarray, generic, list, tuple, int, float, complex, str, bytes, range)


def _foreign_method(a, name):
    if isinstance(a, NUMPY_OR_BUILTIN):
        return None
    return getattr(a, name, None)


def reduction(a, name, axis, dtype, out, **kwargs):
    """_wrapreduction: a's method with axis and out (dtype only when given) and the keywords the caller gave."""
    method = _foreign_method(a, name)
    if method is None:
        return _NoValue
    given = {k: v for k, v in kwargs.items() if v is not _NoValue}
    if dtype is not None:
        return method(axis=axis, dtype=dtype, out=out, **given)
    return method(axis=axis, out=out, **given)


def statistic(a, name, axis, dtype, out, **kwargs):
    """mean, var and std's hand-off: a's method with axis, dtype and out, and the keywords the caller gave."""
    method = _foreign_method(a, name)
    if method is None:
        return _NoValue
    return method(axis=axis, dtype=dtype, out=out, **{k: v for k, v in kwargs.items() if v is not _NoValue})


def function(a, name, *args, **kwargs):
    """_wrapfunc: a's method, or where its signature refuses numpy's arguments (a TypeError), _wrapit."""
    if isinstance(a, NUMPY_OR_BUILTIN) or not (hasattr(a, name) or hasattr(a, "__array_wrap__")):
        return _NoValue
    method = getattr(a, name, None)
    if method is not None:
        try:
            return method(*args, **kwargs)
        except TypeError:
            pass
    return wrapit(a, name, *args, **kwargs)


def wrapit(a, name, *args, **kwargs):
    """The ndarray method on a's values, its result (made an array) handed to a's __array_wrap__."""
    from ._creation import asarray

    wrap = getattr(a, "__array_wrap__", None)
    result = getattr(asarray(a), name)(*args, **kwargs)
    if wrap is not None:
        result = wrap(result if isinstance(result, ndarray) else asarray(result))
    return result
