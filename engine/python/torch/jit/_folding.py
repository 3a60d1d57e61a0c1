"""TorchScript's constant propagation over immutable types (passes/constant_propagation.cpp), as it runs on every
scripted function: an op on numbers, bools or strings whose inputs are all constants becomes its value (`2 + 3` is
printed as 5), unless running it raises (a division by zero stays the op, to raise when run)."""
import math
import operator


def _pow(base, exponent):
    return float(base) ** exponent  # aten::pow.int gives a float


def _div(a, b):
    """aten::div of numbers: a double division, which gives inf or nan for a zero divisor rather than raising."""
    if b == 0:
        return math.nan if a == 0 or a != a else math.copysign(math.inf, a) * math.copysign(1.0, b)
    return a / b


_ARITHMETIC = {"add": operator.add, "sub": operator.sub, "mul": operator.mul, "div": _div,
               "floordiv": operator.floordiv, "remainder": operator.mod, "pow": _pow}
_COMPARE = {"gt": operator.gt, "ge": operator.ge, "lt": operator.lt, "le": operator.le, "eq": operator.eq,
            "ne": operator.ne}
_LOGICAL = {"__and__": operator.and_, "__or__": operator.or_, "__xor__": operator.xor}
_NUMBERS = (int, float)
# builtins on numbers TorchScript compiles to aten or prim ops: what they give on constants
_BUILTINS = {"round": lambda x: float(round(x)), "abs": abs, "min": min, "max": max, "int": int, "float": float}

NOT_FOLDED = object()


def fold(name, values):
    """What op `name` gives on the constants `values`; NOT_FOLDED where TorchScript keeps the op."""
    kinds = {type(v) for v in values}
    if name in _ARITHMETIC and len(values) == 2 and kinds <= set(_NUMBERS):
        op = _ARITHMETIC[name]
    elif name in _COMPARE and len(values) == 2 and (kinds <= set(_NUMBERS) or len(kinds) == 1 and kinds <= {str, bool}):
        op = _COMPARE[name]
    elif name in _LOGICAL and len(values) == 2 and len(kinds) == 1 and kinds <= {int, bool}:
        op = _LOGICAL[name]
    elif name == "neg" and len(values) == 1 and kinds <= set(_NUMBERS):
        op = operator.neg
    elif name == "__not__" and kinds == {bool}:
        op = operator.not_
    elif name == "__range_length" and kinds == {int}:
        op = lambda start, end, step: len(range(start, end, step))  # noqa: E731
    elif name in _BUILTINS and values and kinds <= set(_NUMBERS):
        op = _BUILTINS[name]
    elif name.startswith("math.") and values and kinds <= set(_NUMBERS):
        from ._numbers import math_

        op = lambda *args: math_(name[len("math."):], *args)  # noqa: E731
    else:
        return NOT_FOLDED
    try:
        return op(*values)
    except (ArithmeticError, ValueError):
        return NOT_FOLDED
