"""Making arrays: from Python data (shape and dtype discovered as numpy does), filled, and ranges."""
import math
import operator

from . import _dtype as _d
from ._dtype import FLOAT64, INT64, BOOL, generic, as_dtype, promote_types
from ._ndarray import ndarray, from_values, empty_array, _shape_tuple, make, contiguous_strides


def _inhomogeneous(depth, shape):
    detected = "(" + ", ".join(map(str, shape[:depth])) + ("," if depth == 1 else "") + ")"
    return ValueError("setting an array element with a sequence. The requested array has an inhomogeneous shape "
                      f"after {depth} dimensions. The detected shape was {detected} + inhomogeneous part.")


def _python_dtype(v):
    if isinstance(v, bool):
        return BOOL
    if isinstance(v, int):
        if -(1 << 63) <= v < 1 << 63:
            return INT64
        if 0 <= v < 1 << 64:
            return _d.UINT64
        raise OverflowError("Python int too large to convert to C long")
    if isinstance(v, float):
        return FLOAT64
    if isinstance(v, str):
        return _d._strings.unicode_dtype(len(v))
    if isinstance(v, complex):
        return _d.COMPLEX128
    raise TypeError(f"this numpy cannot make an array of {type(v).__name__} objects")


def _discover(data):
    """(flat values, shape, dtype or None for none found) of nested sequences, arrays and scalars."""
    flat, shape, dtypes = [], [], set()
    fixed = [None]  # the depth where scalars were first found

    def walk(x, depth):
        if isinstance(x, ndarray) or (hasattr(x, "__array__") and not isinstance(x, (generic, str))):
            a = x if isinstance(x, ndarray) else x.__array__()
            for i, n in enumerate(a._shape):
                d = depth + i
                if d < len(shape):
                    if shape[d] != n:
                        raise _inhomogeneous(d, shape)
                elif fixed[0] is not None and d >= fixed[0]:
                    raise _inhomogeneous(fixed[0], shape)
                else:
                    shape.append(n)
            end = depth + a.ndim
            if fixed[0] is None:
                fixed[0] = end
            elif fixed[0] != end:
                raise _inhomogeneous(min(fixed[0], end), shape)
            flat.extend(a._values())
            dtypes.add(a._dtype)
            return
        if isinstance(x, (list, tuple, range)):
            if fixed[0] is not None and depth >= fixed[0]:
                raise _inhomogeneous(fixed[0], shape)
            if depth < len(shape):
                if shape[depth] != len(x):
                    raise _inhomogeneous(depth, shape)
            else:
                shape.append(len(x))
            for item in x:
                walk(item, depth + 1)
            return
        if depth < len(shape):
            raise _inhomogeneous(depth, shape)
        if fixed[0] is None:
            fixed[0] = depth
        if isinstance(x, generic):
            dtypes.add(x.dtype)
            flat.append(x.item())
        else:
            dtypes.add(_python_dtype(x) if type(x) not in _FAST else _FAST[type(x)])
            flat.append(x)

    walk(data, 0)
    found = None
    for d in dtypes:
        found = d if found is None else promote_types(found, d)
    return flat, tuple(shape), found


_FAST = {float: FLOAT64, int: INT64, bool: BOOL, complex: _d.COMPLEX128}


def array(object, dtype=None, *, copy=True, order="K", subok=False, ndmin=0, like=None):
    dt = None if dtype is None else as_dtype(dtype)
    if isinstance(object, ndarray):
        out = object
        if dt is not None and dt is not object._dtype:
            out = object.astype(dt)
        elif copy:
            out = object.copy()
    elif hasattr(object, "__array__") and not isinstance(object, generic):
        out = object.__array__()
        if dt is not None and dt is not out._dtype:
            out = out.astype(dt)
        elif copy:
            out = out.copy()
    else:
        flat, shape, found = _discover(object)
        target = dt or found or FLOAT64
        if found is not None and dt is not None and found.kind == "f" and dt.kind in "iub":
            values = _d.convert([float(v) for v in flat], FLOAT64, dt)
        else:
            values = _d.coerce(flat, target)
        if target.kind == "U" and not target.itemsize:
            # dtype=str: as long as the longest value
            target = _d._strings.unicode_dtype(max(map(len, values), default=1) or 1)
        out = from_values(values, shape, target)
    if ndmin > out.ndim:
        out = out.reshape((1,) * (ndmin - out.ndim) + out._shape)
    return out


def asarray(a, dtype=None, order=None, *, like=None):
    if isinstance(a, ndarray) and (dtype is None or as_dtype(dtype) is a._dtype):
        return a
    return array(a, dtype, copy=False)


asanyarray = asarray


def ascontiguousarray(a, dtype=None, *, like=None):
    a = asarray(a, dtype)
    return a if a._c_contiguous() else a.copy()


def copy(a, order="K", subok=False):
    return array(a, copy=True)


def _filled(shape, value, dt):
    shape = _shape_tuple(shape)
    n = math.prod(shape)
    return from_values(_d.coerce([value], dt) * n, shape, dt)


def empty(shape, dtype=float, order="C", *, like=None):
    return empty_array(_shape_tuple(shape), as_dtype(dtype), order == "F")


def zeros(shape, dtype=float, order="C", *, like=None):
    return empty_array(_shape_tuple(shape), as_dtype(dtype), order == "F")


def ones(shape, dtype=None, order="C", *, like=None):
    return _filled(shape, 1, as_dtype(dtype))


def full(shape, fill_value, dtype=None, order="C", *, like=None):
    if dtype is None:
        fill = asarray(fill_value)
        dt = fill._dtype
        if fill.ndim:
            out = empty(shape, dt)
            out[...] = fill
            return out
        return _filled(shape, fill.item(), dt)
    if isinstance(fill_value, (ndarray, list, tuple)):
        out = empty(shape, dtype)
        out[...] = fill_value
        return out
    return _filled(shape, fill_value.item() if isinstance(fill_value, generic) else fill_value, as_dtype(dtype))


def _like(a, dtype, shape):
    a = a if isinstance(a, ndarray) else asarray(a)
    return (a._dtype if dtype is None else as_dtype(dtype)), (a._shape if shape is None else shape)


def empty_like(prototype, dtype=None, order="K", subok=True, shape=None):
    dt, shape = _like(prototype, dtype, shape)
    return empty(shape, dt)


def zeros_like(a, dtype=None, order="K", subok=True, shape=None):
    dt, shape = _like(a, dtype, shape)
    return zeros(shape, dt)


def ones_like(a, dtype=None, order="K", subok=True, shape=None):
    dt, shape = _like(a, dtype, shape)
    return ones(shape, dt)


def full_like(a, fill_value, dtype=None, order="K", subok=True, shape=None):
    dt, shape = _like(a, dtype, shape)
    return full(shape, fill_value, dt)


def _number(x):
    return x.item() if isinstance(x, (generic, ndarray)) else x


def arange(start, stop=None, step=None, dtype=None, *, like=None):
    if stop is None:
        start, stop = 0, start
    step = 1 if step is None else step
    start, stop, step = _number(start), _number(stop), _number(step)
    if dtype is None:
        dt = FLOAT64 if any(isinstance(v, float) for v in (start, stop, step)) else INT64
    else:
        dt = as_dtype(dtype)
    if step == 0:
        raise ZeroDivisionError("division by zero")
    n = max(math.ceil((stop - start) / step), 0) if isinstance(stop - start, float) or isinstance(step, float) \
        else max(-((start - stop) // step), 0)
    if dt.kind == "f":
        first = _d.round_value(float(start), dt)
        delta = _d.round_value(_d.round_value(float(start) + float(step), dt) - first, dt)
        if dt.itemsize == 8:
            values = [first + i * delta for i in range(n)]
        else:
            values = [_d.round_value(first + _d.round_value(i * delta, dt), dt) for i in range(n)]
        # numpy stores the first two values as given and fills the rest from their difference
        values[:2] = [first, _d.round_value(float(start) + float(step), dt)][:n]
    elif dt.kind == "b":
        values = [bool(start + i * step) for i in range(n)]
    else:
        values = _d.wrap_ints([int(start) + i * int(step) for i in range(n)], dt)
    return from_values(values, (n,), dt)


def linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=None, axis=0):
    num = operator.index(num)
    if num < 0:
        raise ValueError(f"Number of samples, {num}, must be non-negative.")
    div = num - 1 if endpoint else num
    from ._ufunc import multiply, add, subtract, true_divide

    start_a, stop_a = multiply(asarray(start), 1.0), multiply(asarray(stop), 1.0)
    dt = _d.result_type(start_a, stop_a, float(num))
    delta = subtract(stop_a, start_a)
    y = arange(0, num, dtype=dt)
    shaped = isinstance(delta, ndarray) and delta.ndim
    if shaped:
        y = y.reshape((-1,) + (1,) * delta.ndim)
    if div > 0:
        step = true_divide(delta, div)
        if (step == 0).any() if shaped else step == 0:
            y = multiply(true_divide(y, div), delta)
        else:
            y = multiply(y, step)
    else:
        step = math.nan
        y = multiply(y, delta)
    y = add(y, start_a)
    if endpoint and num > 1:
        y[-1, ...] = stop_a
    if axis != 0 and shaped:
        from ._manip import moveaxis

        y = moveaxis(y, 0, axis)
    if dtype is not None:
        target = as_dtype(dtype)
        if target.kind in "iu":
            from ._ufunc import floor

            y = floor(y)
        y = y.astype(target, copy=False)
    return (y, step) if retstep else y


def logspace(start, stop, num=50, endpoint=True, base=10.0, dtype=None, axis=0):
    from ._ufunc import power

    y = linspace(start, stop, num=num, endpoint=endpoint, axis=axis)
    out = power(base, y)
    return out if dtype is None else out.astype(dtype, copy=False)


def geomspace(start, stop, num=50, endpoint=True, dtype=None, axis=0):
    from ._ufunc import log10

    out = logspace(log10(start), log10(stop), num=num, endpoint=endpoint, base=10.0, axis=axis)
    if num > 0:
        out[0] = start
        if endpoint and num > 1:
            out[-1] = stop
    return out if dtype is None else out.astype(dtype, copy=False)


def eye(N, M=None, k=0, dtype=float, order="C", *, like=None):
    M = N if M is None else M
    dt = as_dtype(dtype)
    out = zeros((N, M), dt)
    one = _d.coerce([1], dt)[0]
    values = out._values()
    for i in range(N):
        j = i + k
        if 0 <= j < M:
            values[i * M + j] = one
    out._write(values)
    return out


def identity(n, dtype=None, *, like=None):
    return eye(n, dtype=float if dtype is None else dtype)


def frombuffer(buffer, dtype=float, count=-1, offset=0, *, like=None):
    from ._buffer import Buffer

    dt = as_dtype(dtype)
    data = memoryview(buffer).cast("B")[offset:]
    n = len(data) // dt.itemsize if count < 0 else count
    out = make(Buffer(bytearray(data[:n * dt.itemsize])), dt, (n,), (dt.itemsize,), 0, None)
    out._writeable = False
    return out


def fromfunction(function, shape, *, dtype=float, **kwargs):
    from ._manip import indices

    return function(*indices(shape, dtype=dtype), **kwargs)


def meshgrid(*xi, copy=True, sparse=False, indexing="xy"):
    arrays = [asarray(x).reshape(-1) for x in xi]
    n = len(arrays)
    shape = [a.size for a in arrays]
    if indexing == "xy" and n > 1:
        shape[0], shape[1] = shape[1], shape[0]
    out = []
    for i, a in enumerate(arrays):
        axis = i
        if indexing == "xy" and n > 1 and i < 2:
            axis = 1 - i
        view_shape = [1] * n
        view_shape[axis] = a.size
        v = a.reshape(view_shape)
        if not sparse:
            from ._manip import broadcast_to

            v = broadcast_to(v, shape).copy()
        out.append(v)
    return out


def diag(v, k=0):
    v = asarray(v)
    if v.ndim == 1:
        n = v.size + abs(k)
        out = zeros((n, n), v._dtype)
        for i, x in enumerate(v._values()):
            out[i + max(-k, 0), i + max(k, 0)] = x
        return out
    if v.ndim == 2:
        return v.diagonal(k).copy()
    raise ValueError("Input must be 1- or 2-d.")


def diagflat(v, k=0):
    return diag(asarray(v).reshape(-1), k)


def fromiter(iter, dtype, count=-1, *, like=None):
    import itertools

    dt = as_dtype(dtype)
    values = list(iter if count < 0 else itertools.islice(iter, count))
    if 0 <= count != len(values):
        raise ValueError(f"iterator too short: Expected {count} but iterator had only {len(values)} items.")
    return from_values(_d.coerce(values, dt), (len(values),), dt)


def tri(N, M=None, k=0, dtype=float):
    M = N if M is None else M
    dt = as_dtype(dtype)
    return from_values(_d.coerce([j <= i + k for i in range(N) for j in range(M)], dt), (N, M), dt)


def _triangle(m, k, lower):
    m = asarray(m)
    rows, cols = m._shape[-2:]
    mask = [(j <= i + k) == lower for i in range(rows) for j in range(cols)]
    keep = from_values(mask, (rows, cols), BOOL)
    from ._functions import where

    return where(keep, m, zeros((), m._dtype))


def tril(m, k=0):
    return _triangle(m, k, True)


def triu(m, k=0):
    return _triangle(m, k - 1, False)
