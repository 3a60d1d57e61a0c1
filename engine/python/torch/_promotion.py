"""torch.result_type, torch.promote_types and torch.can_cast: the engine's type promotion rules, asked from Python."""
from pyodide.ffi import to_js

from . import _dtype
from ._dtype import BY_NAME, dtype
from ._engine import _E
from ._tensor import Tensor

_RESULT_TYPE_OVERLOADS = ("(Tensor tensor, Tensor other)", "(Number scalar, Tensor tensor)",
                          "(Tensor tensor, Number other)", "(Number scalar1, Number scalar2)")


def _check_dtype(fn, name, position, value):
    if not isinstance(value, dtype):
        raise TypeError(f"{fn}(): argument '{name}' (position {position}) must be torch.dtype, not "
                        f"{type(value).__name__}")


# the engine promotes real dtypes; a complex one promotes as its real part, the result becoming complex again
# (c10's promoteTypes and combine_categories give the same: complex64 with float64 is complex128)
_REAL_PART = {_dtype.complex32: _dtype.float16, _dtype.complex64: _dtype.float32, _dtype.complex128: _dtype.float64}
# bfloat16 has float32's range, so c10's toComplexType makes it complex64
_COMPLEX = {**{real: cplx for cplx, real in _REAL_PART.items()}, _dtype.bfloat16: _dtype.complex64}


def _complexified(name, complex_in):
    """The engine's promoted real dtype (by name), made complex when an operand was."""
    result = BY_NAME[name]
    return _COMPLEX[result] if complex_in else result


def promote_types(type1, type2):
    _check_dtype("promote_types", "type1", 1, type1)
    _check_dtype("promote_types", "type2", 2, type2)
    real1, real2 = _REAL_PART.get(type1, type1), _REAL_PART.get(type2, type2)
    complex_in = real1 is not type1 or real2 is not type2
    if complex_in and (real1.is_floating_point or real2.is_floating_point):
        return _complexified(_E.promote_types(real1._name, real2._name), True)
    # a complex with a bool or an integer keeps its own type
    return type1 if real1 is not type1 else type2 if complex_in else BY_NAME[_E.promote_types(type1._name, type2._name)]


def can_cast(from_, to):
    _check_dtype("can_cast", "from", 1, from_)
    _check_dtype("can_cast", "to", 2, to)
    if from_.is_complex or to.is_complex:
        return to.is_complex
    return _E.can_cast(from_._name, to._name)


def _operand(value):
    """(dtype name, rank, whether a Python number) of a result_type operand; None for anything else."""
    if isinstance(value, Tensor):
        return _REAL_PART.get(value.dtype, value.dtype)._name, value.dim(), False
    # a Python complex stands in as a float: its result is made complex after (see _complexified)
    for kind, name in ((bool, "bool"), (int, "int64"), (float, "float32"), (complex, "float32")):
        if isinstance(value, kind):
            return name, 0, True
    return None


def result_type(*args, **kwargs):
    """The dtype an elementwise op on these operands computes in (tensors, or Python numbers of lower priority)."""
    given = list(args) + [kwargs.pop(k) for k in ("tensor", "other", "scalar", "scalar1", "scalar2") if k in kwargs]
    operands = [_operand(v) for v in given]
    if len(given) != 2 or kwargs or None in operands:
        got = ", ".join(type(v).__name__ if not isinstance(v, Tensor) else "Tensor" for v in args)
        marks = ", ".join(f"!{type(v).__name__}!" for v in args)
        reasons = "" if len(args) != 2 else f"\n      didn't match because some of the arguments have invalid types: ({marks})"
        raise TypeError(f"result_type() received an invalid combination of arguments - got ({got}), but expected one "
                        "of:\n" + "".join(f" * {o}{reasons}\n" for o in _RESULT_TYPE_OVERLOADS))
    names, ranks, wrapped = zip(*operands)
    complex_in = any(isinstance(v, complex) or isinstance(v, Tensor) and v.dtype.is_complex for v in given)
    return _complexified(_E.result_type(to_js(list(names)), to_js(list(ranks)), to_js(list(wrapped))), complex_in)


FUNCTIONS = {"promote_types": promote_types, "can_cast": can_cast, "result_type": result_type}
