"""What matplotlib takes as data: tensors, our numpy's arrays and scalars, numbers, and lists, tuples and ranges of
them, converted as numpy.asarray converts them (a tensor through Tensor.numpy(), with PyTorch's errors for one that
requires grad or lives on a GPU).
"""
import math

import numpy as np

# numpy's promotion among the dtypes our numpy has: float32 with any integer widens to float64
_ORDER = ("bool", "int32", "int64", "float32", "float64")


def _promote(names):
    names = set(names)
    if not names:
        return "float64"
    widest = max(names, key=_ORDER.index)
    if widest == "float32" and names & {"int32", "int64"}:
        return "float64"
    return widest


def _make(flat, shape, name):
    return np.array(flat, dtype=name).reshape(shape)


def asarray(x):
    """x as an ndarray of our numpy."""
    if isinstance(x, np.ndarray):
        return x
    if isinstance(x, np.generic):
        return _make([x.item()], (), x.dtype.name)
    if isinstance(x, bool):
        return _make([x], (), "bool")
    if isinstance(x, int):
        return _make([x], (), "int64")
    if isinstance(x, float):
        return _make([x], (), "float64")
    if isinstance(x, str):
        raise TypeError(f"this matplotlib plots numbers only, not strings: {x!r}")
    if callable(getattr(x, "numpy", None)):
        return x.numpy()
    try:
        items = list(x)
    except TypeError:
        raise TypeError(f"matplotlib cannot plot a {type(x).__name__}: give it numbers, a list, a tensor or an "
                        "array") from None
    parts = [asarray(v) for v in items]
    shapes = {p.shape for p in parts}
    if len(shapes) > 1:
        raise ValueError("setting an array element with a sequence. The requested array has an inhomogeneous shape "
                         "after 1 dimensions.")
    inner = shapes.pop() if shapes else ()
    return _make([v for p in parts for v in p.ravel().tolist()], (len(parts),) + inner, _promote(p.dtype.name for p in parts))


def values(x):
    """x's values as a flat list of Python numbers."""
    return asarray(x).ravel().tolist()


def columns(x):
    """A 1-D or 2-D array as a list of columns (a 1-D one is one column), as plot() reads y and x."""
    a = asarray(x)
    if a.ndim == 0:
        return [a.ravel().tolist()]
    if a.ndim == 1:
        return [a.tolist()]
    if a.ndim == 2:
        rows, cols = a.shape
        return [a[:, c].tolist() for c in range(cols)]
    raise ValueError(f"x and y can be no greater than 2D, but have shapes {a.shape}")


def finite(v):
    """A value for the page's JSON: a float, or None where it is not finite (a gap in a line)."""
    v = float(v)
    return v if math.isfinite(v) else None
