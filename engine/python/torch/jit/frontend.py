"""TorchScript's front end: which Python a scripted function may use, checked on Python's own syntax tree.

Scripted code runs as the Python it is (the subset below means the same in both), so what scripting adds here is
what a learner meets first: PyTorch's errors for what TorchScript cannot compile, and typed signatures.
"""
import ast


class FrontendError(Exception):
    def __init__(self, source_range, msg):
        self.source_range, self.msg = source_range, msg
        super().__init__(str(self))

    def __str__(self):
        return self.msg + (self.source_range or "")


class NotSupportedError(FrontendError):
    pass


class UnsupportedNodeError(NotSupportedError):
    pass


# PyTorch's names for statements and expressions it refuses, in its messages
_PRETTY = {ast.Try: "try blocks", ast.Global: "global variables", ast.Nonlocal: "nonlocal variables",
           ast.ClassDef: "class definitions", ast.Import: "import statements", ast.ImportFrom: "import statements",
           ast.AsyncFunctionDef: "async function definitions", ast.FunctionDef: "function definitions",
           ast.AsyncFor: "async for loops", ast.AsyncWith: "async with statements"}
_EXPRESSIONS = (ast.Lambda, ast.GeneratorExp, ast.Yield, ast.YieldFrom, ast.Await, ast.Set, ast.SetComp,
                ast.NamedExpr, ast.Starred)


def _excerpt(lines, filename, node, first_line):
    line = node.lineno + first_line - 1
    text = lines[node.lineno - 1] if node.lineno - 1 < len(lines) else ""
    width = max(1, (getattr(node, "end_col_offset", None) or len(text)) - node.col_offset)
    if getattr(node, "end_lineno", node.lineno) != node.lineno:
        width = len(text) - node.col_offset
    marker = " " * node.col_offset + "~" * width + " <--- HERE"
    return f':\n  File "{filename}", line {line}\n{text}\n{marker}\n'


def check(fn_def, lines, filename, first_line):
    """Raises PyTorch's front-end error for the first construct TorchScript does not compile."""
    args = fn_def.args
    if args.vararg or args.kwarg or (args.kwonlyargs and any(d is not None for d in args.kw_defaults)):
        raise NotSupportedError(_excerpt(lines, filename, fn_def, first_line),
                                "Compiled functions can't take variable number of arguments or use keyword-only "
                                "arguments with defaults")
    for node in ast.walk(ast.Module(body=fn_def.body, type_ignores=[])):
        kind = type(node)
        if kind in _PRETTY:
            raise UnsupportedNodeError(_excerpt(lines, filename, node, first_line), f"{_PRETTY[kind]} aren't supported")
        if isinstance(node, _EXPRESSIONS):
            raise UnsupportedNodeError(_excerpt(lines, filename, node, first_line), f"{kind.__name__} aren't supported")
        if isinstance(node, ast.Dict) and any(k is None for k in node.keys):
            raise NotSupportedError(_excerpt(lines, filename, node, first_line), "Dict expansion (e.g. `{**dict}`) is "
                                    "not supported")
