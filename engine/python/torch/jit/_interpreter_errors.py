"""What a scripted function's own `raise` or `assert` raises when called, as TorchScript's interpreter reports it: a
torch.jit.Error whose message shows the statement in the function's source (as SourceRange's highlight shows it)
and the exception: `builtins.ValueError: message` for a raised class called with its message, `RuntimeError: ` for
a bare class, `RuntimeError: AssertionError: message` for an assert; and an op's error raised inside it, retold
with the op marked in the source."""
import ast


class Error(Exception):
    pass


Error.__module__ = "torch.jit"

# lines of the function shown before and after the marked one
_CONTEXT = 2


def interpreter_error(compiled, exc):
    """The Error for exc where a raise or assert statement of compiled's function raised it, or exc retold where an
    op it calls failed; None otherwise."""
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    if type(exc).__module__ != "builtins":
        return None
    if tb is None or not _is_function_frame(tb, compiled):
        return _op_error(compiled, exc)
    stmt = _statement_at(compiled._printing[0], tb.tb_lineno - compiled._origin[1] + 1)
    if stmt is None:
        return _op_error(compiled, exc)
    if isinstance(stmt, ast.Assert):
        message = "" if stmt.msg is None else str(exc)
        raised = f"RuntimeError: AssertionError: {message}"
        end = max([stmt.col_offset + len("assert")] + [_end(n) for n in (stmt.test, stmt.msg) if n is not None])
    else:
        raised = f"builtins.{type(exc).__name__}: {exc}" if isinstance(stmt.exc, ast.Call) else "RuntimeError: "
        end = max(stmt.col_offset + len("raise"), _end(stmt.exc))
    return Error(_traceback(compiled, stmt.lineno, stmt.col_offset, end) + f"{raised}\n")


def _traceback(compiled, lineno, start, end):
    """The interpreter's report of the operation at columns start..end of the function's line lineno (counted in
    its dedented source)."""
    filename, first_line, indent = compiled._origin
    lines = compiled._lines
    at = lineno - 1
    marker = " " * (start + indent) + "~" * (end - start) + " <--- HERE"
    shown = "\n".join(lines[max(0, at - _CONTEXT):at + 1] + [marker] + lines[at + 1:at + 1 + _CONTEXT])
    return ("The following operation failed in the TorchScript interpreter.\n"
            "Traceback of TorchScript (most recent call last):\n"
            f'  File "{filename}", line {lineno + first_line - 1}, in {compiled.name}\n{shown}\n')


def _is_function_frame(tb, compiled):
    code = tb.tb_frame.f_code
    return code.co_filename == compiled._origin[0] and code.co_name == compiled.name


def _op_error(compiled, exc):
    """exc raised by an op the function called, told as the interpreter tells it: the op's source range marked (a
    call's callee, an operator's whole expression) and exc's own type, name and message after it."""
    if str(exc).startswith("The following operation failed"):  # told already, by a scripted function it called
        return None
    tb = exc.__traceback__
    frame_tb = None
    while tb is not None:
        if _is_function_frame(tb, compiled):
            frame_tb = tb
        tb = tb.tb_next
    if frame_tb is None:
        return None
    positions = list(frame_tb.tb_frame.f_code.co_positions())
    lineno, end_lineno, col, end_col = positions[frame_tb.tb_lasti // 2]
    first_line = compiled._origin[1]
    node = _expression_at(compiled._printing[0], lineno - first_line + 1, end_lineno - first_line + 1, col, end_col)
    if node is None or node.lineno != node.end_lineno:
        return None
    end = _end(node.func) if isinstance(node, ast.Call) else _end(node)
    return type(exc)(_traceback(compiled, node.lineno, node.col_offset, end) + f"{type(exc).__name__}: {exc}\n")


def _expression_at(fn_def, lineno, end_lineno, col, end_col):
    """The call or operator of the function spanning exactly that range."""
    for node in ast.walk(ast.Module(body=fn_def.body, type_ignores=[])):
        if isinstance(node, (ast.Call, ast.BinOp, ast.UnaryOp, ast.Compare, ast.Subscript)) \
                and (node.lineno, node.end_lineno, node.col_offset, node.end_col_offset) == (
                    lineno, end_lineno, col, end_col):
            return node
    return None


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
