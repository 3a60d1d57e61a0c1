"""What torch.jit.trace notes while the engine records, for the graph it prints of the trace: where each op was
called from and which tensors that frame holds by name (PyTorch's tracer names a value after the variable holding it
in the frame that first passes it to an op), and where each submodule's call begins and ends.

A call of scripted code is also kept in the recording as a call: PyTorch's trace calls its graph, control flow and
all, so runs of the trace call the code again rather than run the ops of the branch it took while tracing."""
import contextlib
import json
import os
import sys

from pyodide.ffi import create_proxy, to_js

from .. import _aten_composite
from .._engine import _E
from .._tensor import Tensor
from ..nn import Module
from ._emitter import FUNCTIONAL_BUILTINS
from ._script import ScriptModule

_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# this package's files that are Python in PyTorch too: a frame in them is one PyTorch's tracer sees; frames in the
# others are what PyTorch runs in C++
_PYTHON_IN_PYTORCH = (os.path.join(_PACKAGE, "nn") + os.sep, os.path.join(_PACKAGE, "functional.py"))
_FUNCTIONAL = os.path.join(_PACKAGE, "nn", "functional.py")


def seen_by_tracer(frame):
    """Whether PyTorch's tracer would see the frame: not one of this package's own, unless PyTorch has it in Python
    too (torch.nn.functional's builtins are C++ there)."""
    code = frame.f_code
    return not code.co_filename.startswith(_PACKAGE + os.sep) or (
        code.co_filename.startswith(_PYTHON_IN_PYTORCH) and not (
            code.co_filename == _FUNCTIONAL and code.co_name in FUNCTIONAL_BUILTINS))


def _calling_frame():
    """The innermost frame PyTorch's tracer would see calling the op."""
    frame = sys._getframe(2)
    while frame is not None and not seen_by_tracer(frame):
        frame = frame.f_back
    return frame


def _note(text, tensors):
    return json.dumps([json.dumps(text), [t._i for t in tensors]])


def observe():
    """The note of an op as the engine records it: its source location and its calling frame's tensor variables."""
    frame = _calling_frame()
    if frame is None:
        return _note(["", []], [])
    names, tensors = [], []
    for name, value in frame.f_locals.items():
        if isinstance(value, Tensor):
            names.append(name)
            tensors.append(value)
    return _note([f"{frame.f_code.co_filename}:{frame.f_lineno}:0", names], tensors)


def called_function(name, args, kwargs, run):
    """run(args, kwargs) for a compiled function `name`: while a jit trace notes, marked as one call (PyTorch's
    CallFunction) with its arguments and the variables of the frame calling it, and kept as a call."""
    if not _aten_composite.noting:
        return run(args, kwargs)
    frame = _calling_frame()
    local = {} if frame is None else {k: v for k, v in frame.f_locals.items() if isinstance(v, Tensor)}
    source = "" if frame is None else f"{frame.f_code.co_filename}:{frame.f_lineno}:0"
    tensors = [a for a in args if isinstance(a, Tensor)]
    positions = {id(t): i for i, t in enumerate(tensors)}
    spec = [["tensor", positions[id(a)]] if isinstance(a, Tensor) else ["value", a] for a in args]
    _E.trace_mark(_note(["call", name, spec, list(local), source], tensors + list(local.values())))
    result = _kept_call(run, args, kwargs)
    _E.trace_mark(_note(["exit", name], _tensors(result, [])))
    return result


# the callbacks of the calls kept by the trace under way (see keeping_calls)
_kept = []


@contextlib.contextmanager
def keeping_calls():
    """While it lasts, calls of scripted code are kept in the recording as calls; gives the list of their callbacks,
    which the trace's runs call: whoever keeps the trace destroys them (all are destroyed here if it fails)."""
    global _kept
    saved, _kept = _kept, []
    try:
        yield _kept
    except BaseException:
        for proxy in _kept:
            proxy.destroy()
        raise
    finally:
        _kept = saved


def _kept_call(run, args, kwargs):
    """run(args, kwargs), kept in the recording as a call: a run of the trace calls `run` again with the tensors it
    has in place of those given here."""
    given = _tensors((args, kwargs), [])
    _E.trace_call_begin()
    try:
        result = run(args, kwargs)
    except BaseException:
        _E.trace_call_end(to_js([]), to_js([]))
        raise

    def again(handles):
        now = iter([Tensor._wrap(h) for h in handles])
        again_args, again_kwargs = _substituted((args, kwargs), now)
        return to_js([_E.tensor(t._i) for t in _tensors(run(again_args, again_kwargs), [])])

    proxy = create_proxy(again)
    _kept.append(proxy)
    _E.trace_call_end(to_js([t._i for t in given]), to_js([t._i for t in _tensors(result, [])]), proxy)
    return result


def _substituted(value, tensors):
    """value with each tensor in it (in _tensors' order) replaced by the next of `tensors`."""
    if isinstance(value, Tensor):
        return next(tensors)
    if isinstance(value, (tuple, list)):
        return type(value)(_substituted(v, tensors) for v in value)
    if isinstance(value, dict):
        return {k: _substituted(v, tensors) for k, v in value.items()}
    return value


@contextlib.contextmanager
def noting_composites():
    """While it lasts, Python functions PyTorch runs as one aten op are noted as that op (see _aten_composite.py)."""
    _aten_composite.noting = True
    try:
        yield
    finally:
        _aten_composite.noting = False


def _tensors(value, out):
    if isinstance(value, Tensor):
        out.append(value)
    elif isinstance(value, (tuple, list)):
        for v in value:
            _tensors(v, out)
    elif isinstance(value, dict):
        for v in value.values():
            _tensors(v, out)
    return out


@contextlib.contextmanager
def submodule_calls(root):
    """While it lasts, each call of one of root's submodules is marked in the recording: where it enters (with its
    tensor arguments) and where it returns (with its tensor results)."""
    names = {id(m): name for name, m in root.named_modules() if name}
    original = Module.__call__

    def call(self, *args, **kwargs):
        name = names.get(id(self))
        if name is None:
            return original(self, *args, **kwargs)
        _E.trace_mark(_note(["enter", name], _tensors((args, kwargs), [])))
        if isinstance(self, ScriptModule):
            result = _kept_call(lambda a, k: original(self, *a, **k), args, kwargs)
        else:
            result = original(self, *args, **kwargs)
        _E.trace_mark(_note(["exit", name], _tensors(result, [])))
        return result

    Module.__call__ = call
    try:
        yield
    finally:
        Module.__call__ = original
