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


# the words a refused statement starts with, which its message marks (one column for the others)
_START_TOKENS = {ast.FunctionDef: "def", ast.For: "for", ast.Delete: "del", ast.ClassDef: "class", ast.With: "with",
                 ast.Raise: "raise", ast.Assert: "assert", ast.Import: "import", ast.ImportFrom: "from",
                 ast.Global: "global", ast.Break: "break", ast.Continue: "continue", ast.AsyncFunctionDef: "async def",
                 ast.AsyncFor: "async for", ast.AsyncWith: "async with", ast.Try: "try", ast.Nonlocal: "nonlocal"}
# lines of the function shown before and after the marked one, as SourceRange's highlight shows them
_CONTEXT = 2


def excerpt(lines, filename, lineno, start, end, first_line, indent):
    """The source range's highlight: where it is, the function's lines around it, the range marked (columns of
    the dedented source, `indent` columns in from the written one)."""
    start, end = start + indent, end + indent
    text = lines[lineno - 1] if lineno - 1 < len(lines) else ""
    before = lines[max(0, lineno - 1 - _CONTEXT):lineno - 1]
    after = lines[lineno:lineno + _CONTEXT]
    marker = " " * start + "~" * max(1, end - start) + " <--- HERE"
    shown = "\n".join(before + [text, marker] + after)
    return f':\n  File "{filename}", line {lineno + first_line - 1}\n{shown}\n'


def _unsupported(lines, filename, node, first_line, indent):
    kind = type(node)
    end = node.col_offset + len(_START_TOKENS.get(kind, " "))
    return UnsupportedNodeError(excerpt(lines, filename, node.lineno, node.col_offset, end, first_line, indent),
                                f"{_PRETTY.get(kind, kind.__name__)} aren't supported")


def check(fn_def, lines, filename, first_line, indent=0):
    """Raises PyTorch's front-end error for the first construct TorchScript does not compile."""
    args = fn_def.args
    message = ("Compiled functions can't take variable number of arguments or use keyword-only arguments with "
               "defaults")
    for star in (args.kwarg, args.vararg):  # marked from the star before the name
        if star is not None:
            raise NotSupportedError(excerpt(lines, filename, star.lineno, star.col_offset - 1,
                                             star.col_offset + len(star.arg), first_line, indent), message)
    for default in args.kw_defaults:
        if default is not None:
            raise NotSupportedError(excerpt(lines, filename, default.lineno, default.col_offset,
                                             default.end_col_offset, first_line, indent), message)
    for node in ast.walk(ast.Module(body=fn_def.body, type_ignores=[])):
        if type(node) in _PRETTY or isinstance(node, _EXPRESSIONS):
            raise _unsupported(lines, filename, node, first_line, indent)
        if isinstance(node, ast.Dict) and any(k is None for k in node.keys):
            raise NotSupportedError(excerpt(lines, filename, node.lineno, node.col_offset, node.col_offset + 1,
                                             first_line, indent), "Dict expansion (e.g. `{**dict}`) is not supported")
    _check_dots(fn_def, lines, filename, first_line, indent)
    _check_annotations(fn_def, lines, filename, first_line, indent)


def _check_annotations(fn_def, lines, filename, first_line, indent):
    """A number written as a type: the compiler's type parser names the expression's kind (a literal is a const)."""
    args = fn_def.args
    for node in [a.annotation for a in args.posonlyargs + args.args + args.kwonlyargs] + [fn_def.returns]:
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float, complex)):
            raise RuntimeError("\nExpression of type const cannot be used in a type expression" + excerpt(
                lines, filename, node.lineno, node.col_offset, node.end_col_offset, first_line, indent))


def _check_dots(fn_def, lines, filename, first_line, indent):
    """`...` compiles only as an index: elsewhere (a placeholder body, a value) the compiler cannot emit it, and says
    so as it says for any expression it has no rule for."""
    body = ast.Module(body=fn_def.body, type_ignores=[])
    indices = {id(item) for node in ast.walk(body) if isinstance(node, ast.Subscript)
               for item in [node.slice] + (node.slice.elts if isinstance(node.slice, ast.Tuple) else [])}
    dots = [node for node in ast.walk(body) if isinstance(node, ast.Constant) and node.value is Ellipsis
            and id(node) not in indices]
    if dots:
        first = min(dots, key=lambda node: (node.lineno, node.col_offset))
        raise RuntimeError("\nCannot emit expr for: (dots)\n" + excerpt(  # (the tree printed ends its line)
            lines, filename, first.lineno, first.col_offset, first.end_col_offset, first_line, indent))
