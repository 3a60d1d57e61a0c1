"""torch.result_type, torch.promote_types and torch.can_cast: the engine's type promotion rules, asked from Python."""
from pyodide.ffi import to_js

from ._dtype import BY_NAME, dtype
from ._engine import _E
from ._tensor import Tensor

_RESULT_TYPE_OVERLOADS = ("(Tensor tensor, Tensor other)", "(Number scalar, Tensor tensor)",
                          "(Tensor tensor, Number other)", "(Number scalar1, Number scalar2)")


def _check_dtype(fn, name, position, value):
    if not isinstance(value, dtype):
        raise TypeError(f"{fn}(): argument '{name}' (position {position}) must be torch.dtype, not "
                        f"{type(value).__name__}")


def promote_types(type1, type2):
    _check_dtype("promote_types", "type1", 1, type1)
    _check_dtype("promote_types", "type2", 2, type2)
    return BY_NAME[_E.promote_types(type1._name, type2._name)]


def can_cast(from_, to):
    _check_dtype("can_cast", "from", 1, from_)
    _check_dtype("can_cast", "to", 2, to)
    return _E.can_cast(from_._name, to._name)


def _operand(value):
    """(dtype name, rank, whether a Python number) of a result_type operand; None for anything else."""
    if isinstance(value, Tensor):
        return value.dtype._name, value.dim(), False
    for kind, name in ((bool, "bool"), (int, "int64"), (float, "float32")):
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
    return BY_NAME[_E.result_type(to_js(list(names)), to_js(list(ranks)), to_js(list(wrapped)))]


FUNCTIONS = {"promote_types": promote_types, "can_cast": can_cast, "result_type": result_type}
