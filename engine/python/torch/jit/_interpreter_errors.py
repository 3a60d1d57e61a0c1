"""What a scripted function's own `raise` or `assert` raises when called, as TorchScript's interpreter reports it: a
torch.jit.Error whose message shows the statement in the function's source (as SourceRange's highlight shows it)
and the exception: `builtins.ValueError: message` for a raised class called with its message, `RuntimeError: ` for
a bare class, `RuntimeError: AssertionError: message` for an assert."""
import ast


class Error(Exception):
    pass


Error.__module__ = "torch.jit"

# lines of the function shown before and after the marked one
_CONTEXT = 2


def interpreter_error(compiled, exc):
    """The Error for exc where a raise or assert statement of compiled's function raised it; None otherwise."""
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    filename, first_line, indent = compiled._origin
    if tb is None or tb.tb_frame.f_code.co_filename != filename or tb.tb_frame.f_code.co_name != compiled.name:
        return None
    stmt = _statement_at(compiled._printing[0], tb.tb_lineno - first_line + 1)
    if stmt is None or type(exc).__module__ != "builtins":
        return None
    if isinstance(stmt, ast.Assert):
        message = "" if stmt.msg is None else str(exc)
        raised = f"RuntimeError: AssertionError: {message}"
        end = max([stmt.col_offset + len("assert")] + [_end(n) for n in (stmt.test, stmt.msg) if n is not None])
    else:
        raised = f"builtins.{type(exc).__name__}: {exc}" if isinstance(stmt.exc, ast.Call) else "RuntimeError: "
        end = max(stmt.col_offset + len("raise"), _end(stmt.exc))
    lines = compiled._lines
    at = stmt.lineno - 1
    marker = " " * (stmt.col_offset + indent) + "~" * (end - stmt.col_offset) + " <--- HERE"
    shown = "\n".join(lines[max(0, at - _CONTEXT):at + 1] + [marker] + lines[at + 1:at + 1 + _CONTEXT])
    return Error("The following operation failed in the TorchScript interpreter.\n"
                 "Traceback of TorchScript (most recent call last):\n"
                 f'  File "{filename}", line {tb.tb_lineno}, in {compiled.name}\n{shown}\n{raised}\n')


def _statement_at(fn_def, lineno):
    """The one-line raise or assert of the function (not of a function defined in it) on that line."""
    def walk(nodes):
        for node in nodes:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
                continue
            if isinstance(node, (ast.Raise, ast.Assert)) and node.lineno == lineno == node.end_lineno \
                    and (not isinstance(node, ast.Raise) or node.exc is not None and node.cause is None):
                return node
            found = walk(ast.iter_child_nodes(node))
            if found is not None:
                return found
        return None
    return walk(fn_def.body)


def _end(node):
    """Where TorchScript's front end ends an expression's source range (a column of its line): a name or number
    at its end, a string literal one before its closing quote's end, a call or operator at the end of its last
    operand, an attribute at its name's end."""
    if isinstance(node, ast.Name):
        return node.col_offset + len(node.id)
    if isinstance(node, ast.Constant):
        text = node.value if isinstance(node.value, str) else str(node.value)
        return node.col_offset + len(text) + isinstance(node.value, str)
    if isinstance(node, ast.Call):
        return max([_end(node.func)] + [_end(a) for a in node.args] + [_end(k.value) for k in node.keywords])
    if isinstance(node, ast.Attribute):
        return _end(node.value) + 1 + len(node.attr)
    if isinstance(node, ast.BinOp):
        return max(_end(node.left), _end(node.right))
    if isinstance(node, ast.Compare):
        return max([_end(node.left)] + [_end(c) for c in node.comparators])
    if isinstance(node, ast.BoolOp):
        return max(_end(v) for v in node.values)
    if isinstance(node, ast.UnaryOp):
        return _end(node.operand)
    return node.end_col_offset
