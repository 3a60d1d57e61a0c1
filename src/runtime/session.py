"""Runs lesson cells and files inside Pyodide: output capture, last-expression values, tracebacks, checks.

Shared by `npm run py`, `npm run check` and the browser worker, so all three behave identically.
"""
import ast
import gc
import io
import json
import linecache
import math
import sys
import traceback
import types
import warnings

_ENGINE_ROOT = "/engine/torch/"
# Modules standing in for PyTorch's C++ layer (and numpy's C): their frames do not appear in tracebacks, as C++
# frames don't. That is every private module at the top of either package, and package __init__s outside torch.nn.
_STAND_INS = ("/engine/torch/_", "/engine/numpy/_")

_DEFAULT_WARNING_FILTERS = warnings.filters[:]  # as the interpreter started
_DEFAULT_WARNING_DISPLAY = (warnings.showwarning, warnings.formatwarning)


def _visible(frame_summary):
    f = frame_summary.filename
    if f == "<session>":  # this runner
        return False
    if f.endswith("/ast.py") and frame_summary.name == "parse":  # our parse of the cell: a SyntaxError is the reader's
        return False
    if f.startswith(_STAND_INS) and f.count("/") == 3:
        return False
    return not (f.startswith(_ENGINE_ROOT) and f.endswith("/__init__.py") and "/nn/" not in f)


def format_exception(exc):
    """A Python traceback without our runner's frames or the engine's binding frames."""
    tb = traceback.TracebackException.from_exception(exc)
    tb.stack = traceback.StackSummary.from_list([f for f in tb.stack if _visible(f)])
    return "".join(tb.format())


def run_file(path, source):
    """Runs a whole program as `python3 path` would; returns the exit code."""
    linecache.cache[path] = (len(source), None, source.splitlines(True), path)
    # each program starts from torch as a new interpreter has it, whatever ran before in this session: the warning
    # filters and display a new interpreter has (an earlier program's showwarning hook would print this one's
    # warnings), and no garbage left by earlier programs (collected later, inside this program's
    # warnings.catch_warnings(record=True), an unclosed file's ResourceWarning would show up there)
    warnings.filters[:] = _DEFAULT_WARNING_FILTERS
    warnings.showwarning, warnings.formatwarning = _DEFAULT_WARNING_DISPLAY
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        gc.collect()
    _fresh_torch_state()
    main = _main_module()
    main.__file__ = path
    ns = main.__dict__
    previous_main = sys.modules.get("__main__")
    sys.modules["__main__"] = main
    # as python3 does, the program's own directory comes first on the import path (its sibling modules)
    home = path.rsplit("/", 1)[0] or "/"
    sys.path.insert(0, home)
    try:
        exec(compile(source, path, "exec"), ns)
    except SystemExit as e:
        code = e.code
        if code is None:
            return 0
        if isinstance(code, int):
            return code
        print(code, file=sys.stderr)
        return 1
    except BaseException as e:  # noqa: BLE001 - a traceback for anything, as the interpreter does
        sys.stdout.flush()
        sys.stderr.write(format_exception(e))
        return 1
    finally:
        sys.stdout.flush()
        if home in sys.path:
            sys.path.remove(home)
        if previous_main is None:
            sys.modules.pop("__main__", None)
        else:
            sys.modules["__main__"] = previous_main
    return 0


def _main_module():
    """A fresh module to run code in as `__main__`, registered as such so that pickle finds its classes."""
    main = types.ModuleType("__main__")
    main.__builtins__ = __builtins__
    return main


_emit = None


class _Tee(io.StringIO):
    """Captures a cell's output and, while it runs, forwards each write to the page."""

    def __init__(self, emit):
        super().__init__()
        self._emit = emit

    def write(self, text):
        if self._emit is not None and text:
            self._emit("stdout", json.dumps(text))
        return super().write(text)


_in_cell = False


def in_cell():
    """Whether a notebook cell is running, rather than a program run as a file: plt.show() is inline then, as in
    Jupyter (it draws the figures and closes them), where no page is watching too (a check run, a replayed cell)."""
    return _in_cell


def emit(kind, payload):
    """Sends live output (e.g. plot points) to the page running the current cell; a no-op elsewhere.

    Returns whether a page received it, so that output with a fallback (a progress bar on stderr) knows to use it.
    """
    if _emit is None:
        return False
    _emit(kind, json.dumps(payload))
    return True


class Notebook:
    """One lesson's Python state: a namespace that cells run in, top to bottom."""

    def __init__(self):
        self.reset()

    def reset(self):
        main = _main_module()
        sys.modules["__main__"] = main
        self.ns = main.__dict__
        self.count = 0
        _fresh_torch_state()
        _close_figures()

    def run_cell(self, code, options_json="{}", emit=None):
        """Runs one cell; returns a JSON report: stdout, value, error, checks.

        `emit(kind, json)` (optional) receives output while the cell runs: printed text and plot points.
        """
        global _emit, _in_cell
        _emit = emit
        options = json.loads(options_json)
        need = options.get("needs")
        if need not in (None, "cuda"):
            message = f"ValueError: unknown need {need!r}: a cell may declare needs=cuda"
            return json.dumps({"stdout": "", "value": None, "error": message, "errorType": message,
                               "errorLine": None, "checks": []})
        if need == "cuda" and not _has_cuda():
            return json.dumps({"stdout": "", "value": None, "error": None, "errorLine": None, "checks": [],
                               "skipped": NO_GPU})
        raises = _raises_comment(code)
        if raises is not None:
            options["raises"] = raises
        self.count += 1
        filename = f"<cell {options.get('id', self.count)}>"
        linecache.cache[filename] = (len(code), None, code.splitlines(True), filename)
        out = _Tee(emit)
        report = {"stdout": "", "value": None, "error": None, "errorLine": None, "checks": []}
        old_stdout = sys.stdout
        sys.stdout = out
        _in_cell = True
        value, error = None, None
        try:
            try:
                value = self._execute(code, filename, out, report["checks"], options)
            finally:
                _show_figures()
        except BaseException as e:  # noqa: BLE001 - a cell's error is shown, never fatal to the page
            error = e
        finally:
            sys.stdout = old_stdout
            # output after the cell (a progress bar closed when collected) has no page to go to
            _emit, _in_cell = None, False
        report["stdout"] = out.getvalue()
        if error is not None:
            report["error"] = format_exception(error)
            report["errorType"] = f"{type(error).__name__}: {error}"
            tb = traceback.extract_tb(error.__traceback__)
            lines = [f.lineno for f in tb if f.filename == filename]
            report["errorLine"] = lines[-1] if lines else getattr(error, "lineno", None)
            clash = getattr(error, "_broadcast", None)
            if clash is not None:
                report["broadcast"] = clash
        elif value is not None:
            report["value"] = repr(value)
            kind = _tensor_kind(value)
            if kind is not None:
                report["valueKind"] = kind
            grid = _grid(value)
            if grid is not None:
                report["grid"] = grid
        _option_checks(report, options, value, error)
        return json.dumps(report)

    def _execute(self, code, filename, out, checks, options):
        tree = ast.parse(code, filename)
        expected = _expected_comments(code)
        last_value = None
        for i, stmt in enumerate(tree.body):
            is_last = i == len(tree.body) - 1
            start = len(out.getvalue())
            if isinstance(stmt, ast.Expr):
                value = eval(compile(ast.Expression(stmt.value), filename, "eval"), self.ns)
                if is_last:
                    last_value = value
            else:
                exec(compile(ast.Module([stmt], []), filename, "exec"), self.ns)
                value = None
            want = expected.get(stmt.end_lineno)
            if want is not None:
                printed = out.getvalue()[start:]
                actual = repr(value) if value is not None else printed.rstrip("\n")
                checks.append(_compare(want, actual, value, stmt.end_lineno, options.get("tol")))
        return last_value


NO_GPU = ("This cell needs a GPU, and this page has none: the browser offered no WebGPU adapter. "
          "It did not run; the text quotes what it prints on one.")


def _tensor_kind(value):
    """"float32 · [4, 5]" for a tensor (with its device when not the CPU), else None: the header above its repr."""
    torch = sys.modules.get("torch")
    if torch is None or not isinstance(value, torch.Tensor):
        return None
    dtype = str(value.dtype).replace("torch.", "")
    where = "" if value.device.type == "cpu" else f" · {value.device}"
    return f"{dtype} · [{', '.join(str(d) for d in value.shape)}]{where}"


def _fresh_torch_state():
    """torch's process-wide settings as a new interpreter has them: a reset must look like a fresh run."""
    torch = sys.modules.get("torch")
    if torch is None:
        return
    torch.set_grad_enabled(True)
    torch._engine._E.set_inference_mode(False)
    torch.set_printoptions(profile="default")
    torch.set_default_device(None)
    torch.set_default_dtype(torch.float32)
    torch.seed()
    torch.backends.cudnn.set_flags(True, False, 10, False, True)
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.utils.hooks.RemovableHandle.next_id = 0  # hook handles number from 0 in a new process
    torch.jit._script.reset_types()  # no scripted module types, so none is mangled for an earlier program's
    # autocast off with its default dtypes, its weight-cast cache on and empty, no region open (a program may leave
    # one on: torch.set_autocast_enabled, or one autocast object entered twice)
    for device_type, dtype in (("cpu", torch.bfloat16), ("cuda", torch.float16)):
        torch.set_autocast_enabled(device_type, False)
        torch.set_autocast_dtype(device_type, dtype)
    torch.set_autocast_cache_enabled(True)
    while torch.autocast_decrement_nesting() >= 0:
        pass
    torch.autocast_increment_nesting()
    torch.clear_autocast_cache()
    # warnings an op gives once a process (TORCH_WARN_ONCE) are due again
    warned_once = sys.modules.get("torch._warn_once")
    if warned_once is not None:
        warned_once._warned.clear()
    # torch.compile's settings as a new process has them, and nothing compiled yet
    dynamo = sys.modules.get("torch._dynamo")
    if dynamo is not None:
        dynamo.config._restore_defaults()
        dynamo.reset()


def _show_figures():
    """The matplotlib figures a cell leaves open are shown at its end and closed, as a notebook's inline backend
    does: a cell ending in plt.plot(...) draws without plt.show(), and no figure carries over into the next cell."""
    pyplot = sys.modules.get("matplotlib.pyplot")
    if pyplot is not None:
        pyplot.show()


def _close_figures():
    """No open matplotlib figures, as in a new interpreter: one left by another page would show with this one's."""
    pyplot = sys.modules.get("matplotlib.pyplot")
    if pyplot is not None:
        pyplot.close("all")


GRID_LIMIT = 128 * 128


def _grid(value):
    """A 2-D floating tensor's values (row by row, non-finite as None) for the page's heatmap, else None."""
    torch = sys.modules.get("torch")
    if torch is None or not isinstance(value, torch.Tensor) or value.dim() != 2 or not value.is_floating_point():
        return None
    rows, cols = value.shape
    if rows * cols == 0 or rows * cols > GRID_LIMIT:
        return None
    values = [v if math.isfinite(v) else None for v in value.detach().float().cpu().reshape(-1).tolist()]
    return {"rows": rows, "cols": cols, "values": values}


def _has_cuda():
    import torch

    return torch.cuda.is_available()


def _raises_comment(code):
    """The error a `# raises: Type: message` line says the cell ends with (for messages with quotes in them)."""
    for line in code.splitlines():
        stripped = line.strip()
        if stripped.startswith("# raises:"):
            return stripped[len("# raises:"):].strip()
    return None


def _expected_comments(code):
    """Maps a statement's last line to the text its `# =>` comments expect (trailing, then continued below)."""
    lines = code.splitlines()
    expected = {}
    last_code_line = None
    for n, line in enumerate(lines, start=1):
        stripped = line.strip()
        if stripped.startswith("# =>"):
            if last_code_line is not None:
                text = stripped[4:]
                text = text[1:] if text.startswith(" ") else text
                prev = expected.get(last_code_line)
                expected[last_code_line] = text if prev is None else prev + "\n" + text
            continue
        marker = line.find("# =>")
        if marker > 0 and stripped:
            last_code_line = n
            text = line[marker + 4:]
            expected[n] = text[1:] if text.startswith(" ") else text
        elif stripped and not stripped.startswith("#"):
            last_code_line = n
    return expected


def _compare(want, actual, value, line, tol):
    if tol is None:
        ok = want == actual
    else:
        ok = _close(want, value, float(tol))
    return {"line": line, "expected": want, "actual": actual, "pass": ok}


def _numbers(x):
    import torch

    if isinstance(x, torch.Tensor):
        return [float(v) for v in x.reshape(-1).tolist()]
    if isinstance(x, (list, tuple)):
        return [v for item in x for v in _numbers(item)]
    return [float(x)]


def _close(want, value, tol):
    """Numeric comparison: the expected text is evaluated (tensor(...) allowed) and compared within tol."""
    import torch

    try:
        expected = eval(want, {"tensor": torch.tensor, "inf": math.inf, "nan": math.nan, "torch": torch})
        a, b = _numbers(value), _numbers(expected)
    except Exception:  # noqa: BLE001 - an unreadable expectation is a failed check, not a crash
        return False
    return len(a) == len(b) and all(
        (math.isnan(x) and math.isnan(y)) or abs(x - y) <= tol * max(1.0, abs(y)) for x, y in zip(a, b))


def _option_checks(report, options, value, error):
    """Checks written as cell options: raises=, shape=, dtype=."""
    checks = report["checks"]
    if "raises" in options:
        # a multi-line message (a DataLoader worker's error carries the worker's traceback) is checked by its
        # headline, the line a reader sees first
        actual = (report.get("errorType") or "no error").split("\n")[0]
        checks.append({"line": None, "expected": options["raises"], "actual": actual,
                       "pass": actual == options["raises"]})
    if "shape" in options:
        shape = getattr(value, "shape", None)
        actual = "[" + ", ".join(str(d) for d in shape) + "]" if shape is not None else repr(value)
        want = options["shape"]
        checks.append({"line": None, "expected": f"shape {want}", "actual": f"shape {actual}",
                       "pass": actual.replace(" ", "") == want.replace(" ", "")})
    if "dtype" in options:
        actual = repr(getattr(value, "dtype", None))
        checks.append({"line": None, "expected": f"dtype {options['dtype']}", "actual": f"dtype {actual}",
                       "pass": actual == options["dtype"]})


notebook = Notebook()
