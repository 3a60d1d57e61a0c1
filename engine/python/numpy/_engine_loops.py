"""Ufunc loops and float sums run by the engine's kernels over the arrays' own bytes (a tensor viewing an array's
Buffer, the op, the result's storage wrapped as a new array), where the engine computes exactly numpy's numbers:
+ - * / and comparisons are IEEE operations either way, as are negative, absolute, square and sqrt; float sums take
numpy's pairwise order (the engine's private _numpy_sum). numpy's loop selection (type promotion, value-based for
scalars) is resolved before; the operands are cast to the loop's dtype here, so torch's own promotion never applies.
Everything else (other dtypes and ufuncs, where=, small arrays) computes element by element in Python.
"""
import math
import operator
import sys

from . import _dtype as _d
from ._buffer import Buffer
from ._ndarray import ndarray, make, contiguous_strides

# below this many elements the Python loops are as quick as a trip to the engine
THRESHOLD = 32
# a program that has not imported torch takes the engine only once this many elements have gone through the Python
# loops that it would have run (about half a second of them): importing torch takes some seconds, which a short numpy
# program would never win back
IMPORT_AFTER = 2_000_000
_python_elements = 0


def _engine_ready(n):
    """Whether to run a loop over n elements on the engine: torch is loaded, or the Python loops have run long
    enough that loading it pays."""
    global _python_elements
    if "torch" in sys.modules:
        return True
    _python_elements += n
    return _python_elements > IMPORT_AFTER

_TORCH = {"float64": "float64", "float32": "float32", "int64": "int64", "int32": "int32", "int16": "int16",
          "int8": "int8", "uint8": "uint8", "bool": "bool"}
# loop dtypes computed here: the arithmetic of bool loops is logical, and the engine lacks numpy's other types
_LOOPS = frozenset(("float64", "float32", "int64", "int32", "int16", "int8", "uint8"))


def _square(x):
    return x * x


def _abs(x):
    import torch

    return torch.abs(x)


def _sqrt(x):
    import torch

    return torch.sqrt(x)


def _power(x, y):
    # a scalar goes as a 0-d tensor, so the engine runs C's pow on every element rather than PyTorch's special
    # forms of scalar exponents (x * x * x for 3)
    import torch

    return torch.pow(*(v if isinstance(v, torch.Tensor) else torch.tensor(v, dtype=torch.float64) for v in (x, y)))


_BINARY = {"add": operator.add, "subtract": operator.sub, "multiply": operator.mul, "divide": operator.truediv,
           "equal": operator.eq, "not_equal": operator.ne, "less": operator.lt, "less_equal": operator.le,
           "greater": operator.gt, "greater_equal": operator.ge, "power": _power}
# the same operations with their operands swapped, for a scalar first: the tensor goes first, as the engine's
# operators take it
_SWAPPED = {"add": operator.add, "multiply": operator.mul, "equal": operator.eq, "not_equal": operator.ne,
            "less": operator.gt, "less_equal": operator.ge, "greater": operator.lt, "greater_equal": operator.le}
_UNARY = {"negative": operator.neg, "square": _square, "absolute": _abs, "sqrt": _sqrt}
# the loop dtypes each ufunc computes here in, where not all: C's pow matches numpy's float64 power as closely as the
# Python loop's (float32's powf does not), and an integer square root is not a loop numpy has
_ONLY_IN = {"power": ("float64",), "sqrt": ("float64", "float32")}


def tensor_view(a):
    """A tensor over a's elements sharing its bytes, or None where there is none to make (a dtype the engine lacks,
    negative or unaligned strides, or bytes that are a tensor's storage of another element type)."""
    name = _TORCH.get(a._dtype.name)
    if name is None:
        return None
    isz = a._dtype.itemsize
    if a._offset % isz or any(s < 0 or s % isz for s in a._strides):
        return None
    import torch

    base = a._buf.tensor(getattr(torch, name))
    if base is None:
        return None
    shape = a._shape
    if a._buf.flat and a._offset == 0 and a._buf.nbytes == math.prod(shape) * isz and a._c_contiguous():
        return base if len(shape) == 1 else base.view(shape)
    from pyodide.ffi import to_js
    from torch._engine import _E
    from torch._tensor import Tensor

    return Tensor._wrap(_E.strided_view(base._i, to_js(list(shape)), to_js([s // isz for s in a._strides]),
                                        a._offset // isz))


def array_of(t, dt, shape):
    """A new array of dtype dt owning the storage of t, a contiguous tensor of `shape` nothing else holds."""
    buf = Buffer.of_flat(t if len(shape) == 1 else t.view(-1), math.prod(shape) * dt.itemsize)
    return make(buf, dt, shape, contiguous_strides(shape, dt.itemsize), 0, None)


def _operand(x, loop):
    """x as the engine takes it in a loop of dtype `loop`: a tensor in that dtype, or a Python number it holds."""
    if isinstance(x, ndarray):
        t = tensor_view(x)
        if t is None:
            return None
        if x._dtype is not loop:
            import torch

            t = t.to(getattr(torch, _TORCH[loop.name]))
        return t
    v = _d.round_value(x.item() if isinstance(x, _d.generic) else x, loop)
    return float(v) if loop.kind == "f" else int(v)


def ufunc_call(uf, ops, shape, loop, result, out):
    """uf over ops (arrays and real scalars) in loop dtype `loop`, into `out` or a new array of dtype `result`; None
    where the engine does not compute this call."""
    name = uf._name
    f = _BINARY.get(name) if len(ops) == 2 else _UNARY.get(name)
    size = math.prod(shape)
    if f is None or loop.name not in _ONLY_IN.get(name, _LOOPS) or size < THRESHOLD or not _engine_ready(size):
        return None
    target = None
    if out is not None:
        target = tensor_view(out) if out._dtype is result else None
        if target is None:
            return None
    args = [_operand(o, loop) for o in ops]
    if any(a is None for a in args):
        return None
    if isinstance(ops[0], ndarray):
        r = f(*args)
    elif name in _SWAPPED:
        r = _SWAPPED[name](args[1], args[0])
    else:
        # any other scalar first goes as a 0-d tensor: a tensor's reflected operators are not all the plain
        # operation (2.0 / t is t.reciprocal() * 2.0)
        import torch

        r = f(torch.tensor(args[0], dtype=getattr(torch, _TORCH[loop.name])), args[1])
    if target is not None:
        target.copy_(r)
        return out
    if all(o._c_contiguous() for o in ops if isinstance(o, ndarray)):
        return array_of(r, result, shape)
    # the result's layout follows its operands' (a transpose's is a transpose), as numpy's order K does
    isz = result.itemsize
    return make(Buffer.of_tensor(r), result, shape, tuple(s * isz for s in r.stride()), 0, None)


def reduce_sum(a, axes, loop):
    """add.reduce of `a` over `axes` in loop dtype `loop` (with no initial, mask or out), as a scalar or an array
    without the reduced dims; None where the engine does not take it. Integer sums (int64 loops) are exact in any
    order. Over a C-contiguous float array (or a 1-d one) numpy's inner loop sums the reduced axes pairwise when they
    come after the kept ones, and its outer loop adds one row after another when they come before; other layouts mix
    the two (axes of one element aside)."""
    if a.size < THRESHOLD or not axes or not _engine_ready(a.size):
        return None
    if loop.name == "int64" and a._dtype.kind in "bi":
        t = tensor_view(a)
        if t is None:
            return None
        import torch

        s = torch.sum(t, dim=list(axes), dtype=torch.int64)
    elif loop is a._dtype and loop.name in ("float64", "float32") and (a.ndim == 1 or a._c_contiguous()):
        wide = [i for i, n in enumerate(a._shape) if n != 1]
        reduced = [i for i in wide if i in axes]
        kept = [i for i in wide if i not in axes]
        pairwise = not kept or not reduced or reduced[0] > kept[-1]
        if not pairwise and reduced[-1] > kept[0]:
            return None
        t = tensor_view(a)
        if t is None:
            return None
        from torch import _engine

        s = _engine.call("_numpy_sum", (t, list(axes), pairwise), {})
    else:
        return None
    if len(axes) == a.ndim:
        from ._ndarray import scalar

        return scalar(s.item(), loop)
    return array_of(s, loop, tuple(n for i, n in enumerate(a._shape) if i not in axes))
