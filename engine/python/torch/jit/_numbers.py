"""TorchScript's number semantics where they differ from Python's, for scripted code run as Python: an int raised to
an int is a float (aten::pow.int), round() gives a float, and the math functions give nan or inf outside their
domain (C's) rather than raising.

A scripted function runs as a copy of its Python with those operations rewritten to the helpers here; the copy has
the function's own globals, defaults and closure, so it behaves as the function in every other way."""
import ast
import copy
import math
import types

# math functions TorchScript compiles to aten ops of one number, which follow C's rules at the edges of their domain
_MATH_DOMAIN = {"sqrt", "log", "log10", "log2", "log1p", "acos", "asin", "acosh", "atanh", "exp", "expm1", "gamma",
                "lgamma", "erf", "erfc", "cos", "sin", "tan", "cosh", "sinh", "tanh", "atan", "asinh"}
_HELPERS = ("__torchscript_pow__", "__torchscript_round__", "__torchscript_math__")


def pow_(base, exponent):
    if type(base) in (int, bool) and type(exponent) in (int, bool):
        return _c_pow(float(base), float(exponent))
    if isinstance(base, (int, float)) and isinstance(exponent, (int, float)):
        return _c_pow(float(base), float(exponent))
    return base ** exponent


def _c_pow(base, exponent):
    """C's pow: a negative base to a fractional power is nan, zero to a negative power inf, overflow inf."""
    try:
        result = base ** exponent
    except ZeroDivisionError:
        return math.copysign(math.inf, base) if exponent == int(exponent) and int(exponent) % 2 else math.inf
    except OverflowError:
        return math.inf if base > 0 or exponent % 2 == 0 else -math.inf
    return math.nan if isinstance(result, complex) else result


def round_(x, *digits):
    if digits or not isinstance(x, (int, float)):
        return round(x, *digits)
    return float(round(x))  # aten::round.int/.float: half to even, a float


def math_(name, *args):
    try:
        return getattr(math, name)(*args)
    except (ValueError, OverflowError):
        if len(args) != 1:
            raise
        import torch

        # C's answer at the edge of the domain (nan, inf), as the float64 tensor op computes it
        return getattr(torch.special if name in ("gamma",) else torch, name)(
            torch.tensor(float(args[0]), dtype=torch.float64)).item()


class _Rewrite(ast.NodeTransformer):
    def __init__(self):
        self.changed = False

    def _helper(self, name, node, args):
        self.changed = True
        return ast.copy_location(ast.Call(func=ast.Name(id=name, ctx=ast.Load()), args=args, keywords=[]), node)

    def visit_BinOp(self, node):
        self.generic_visit(node)
        if isinstance(node.op, ast.Pow):
            return self._helper("__torchscript_pow__", node, [node.left, node.right])
        return node

    def visit_Call(self, node):
        self.generic_visit(node)
        func = node.func
        if isinstance(func, ast.Name) and func.id == "round" and not node.keywords:
            return self._helper("__torchscript_round__", node, node.args)
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "math" \
                and func.attr in _MATH_DOMAIN and not node.keywords:
            return self._helper("__torchscript_math__", node, [ast.Constant(func.attr)] + node.args)
        return node


def runtime(fn, fn_def, first_line):
    """fn as TorchScript runs it: fn itself where its code has none of the operations that differ, else a copy with
    them rewritten. fn_def: its parsed (dedented) definition, numbered from line 1; first_line: where it starts in
    its file."""
    freevars = fn.__code__.co_freevars
    if not _may_differ(fn_def) or "__class__" in freevars:
        return fn  # (a zero-argument super() needs the class cell Python makes only in a class body)
    rewrite = _Rewrite()
    body = rewrite.visit(copy.deepcopy(fn_def))
    if not rewrite.changed:
        return fn
    body.decorator_list = []
    maker = ast.FunctionDef(name="__maker__", args=ast.arguments(
        posonlyargs=[], args=[ast.arg(arg=n) for n in _HELPERS + freevars], kwonlyargs=[], kw_defaults=[],
        defaults=[]), body=[body, ast.Return(ast.Name(id=body.name, ctx=ast.Load()))], decorator_list=[])
    module = ast.fix_missing_locations(ast.Module(body=[maker], type_ignores=[]))
    ast.increment_lineno(module, first_line - 1)  # tracebacks point at the function's own lines
    code = compile(module, fn.__code__.co_filename, "exec")
    maker_code = next(c for c in code.co_consts if isinstance(c, types.CodeType))
    inner = next(c for c in maker_code.co_consts if isinstance(c, types.CodeType) and c.co_name == fn.__name__)
    cells = dict(zip(freevars, fn.__closure__ or ()))
    cells.update(zip(_HELPERS, (types.CellType(f) for f in (pow_, round_, math_))))
    rewritten = types.FunctionType(inner, fn.__globals__, fn.__name__, fn.__defaults__,
                                   tuple(cells[n] for n in inner.co_freevars))
    rewritten.__kwdefaults__, rewritten.__qualname__ = fn.__kwdefaults__, fn.__qualname__
    rewritten.__module__ = fn.__module__
    return rewritten


def _may_differ(fn_def):
    return any(isinstance(n, ast.BinOp) and isinstance(n.op, ast.Pow)
               or isinstance(n, ast.Name) and n.id in ("round", "math") for n in ast.walk(fn_def))
