"""__torch_function__: how calls on Tensor subclasses, Tensor-likes and under TorchFunctionModes reach their handlers.

PyTorch checks every call's arguments for a __torch_function__ other than the disabled one before running it
(torch/csrc/utils/python_arg_parser.cpp). Here the check costs plain tensors nothing: an argument of such a type is
never cached as a plain tensor kind (torch/_engine.py), so encoding it raises TorchFunctionArgument, and the call
goes to `divert`. The handler must receive the function the reader called: when the engine op ran inside this
package's own Python code (a composite, nn.functional), the diversion travels up to the wrapper of the public
function the reader called (torch/_ops.py, torch/_keywords.py), which dispatches with its own arguments.
"""
import os as _os
import sys as _sys

from ._engine import TorchFunctionArgument
from ._tensor import Tensor

_PACKAGE = _os.path.dirname(_os.path.dirname(_os.path.abspath(__file__)))

# torch._C's torch-function state: DisableTorchFunctionSubclass clears the first, DisableTorchFunction both
state = {"subclasses": True, "modes": True}
modes = []  # the TorchFunctionMode stack, innermost last
CATCHERS = set()  # code of the wrappers of public functions, which dispatch a diversion raised inside them


def _disabled_torch_function_impl(func, types, args=(), kwargs=None):
    """The __torch_function__ of types that never dispatch (Parameter): runs func as it is."""
    return func(*args, **(kwargs or {}))


def mode_active():
    return bool(modes) and state["modes"]


def live(t):
    """Whether values of type t send calls to their __torch_function__ (exact Tensors never do)."""
    f = getattr(t, "__torch_function__", None)
    return f is not None and f is not _disabled_torch_function_impl and t is not Tensor


def overloaded_args(relevant):
    """The arguments whose __torch_function__ to try, in order: subclasses before their superclasses, else left to
    right, one per type (append_overloaded_arg in python_arg_parser.cpp); lists and tuples are searched too."""
    if not state["subclasses"]:
        return []
    found, seen = [], set()
    for arg in _flat(relevant):
        t = type(arg)
        if t in seen or not live(t):
            continue
        seen.add(t)
        activate()
        index = next((i for i, old in enumerate(found) if issubclass(t, type(old))), len(found))
        found.insert(index, arg)
    return found


def _flat(values):
    for v in values:
        if type(v) in (list, tuple):
            yield from v
        else:
            yield v


def handle(public, relevant, args, kwargs, native=True):
    """Calls the first handler that implements `public` for these arguments: the innermost mode's, then each
    overloaded argument's; all answering NotImplemented is PyTorch's TypeError (a C-bound function's when native)."""
    found = overloaded_args(relevant)
    types = tuple(type(a) for a in found)
    mode = None
    if mode_active():
        mode = pop_mode()
        try:
            result = mode.__torch_function__(public, types, args, kwargs)
        finally:
            push_mode(mode)
        if result is not NotImplemented:
            return result
    for arg in found:
        result = arg.__torch_function__(public, types, args, kwargs)
        if result is not NotImplemented:
            return result
    if native:
        lines = [f"  - mode object {mode!r}"] if mode is not None else []
        lines += [f"  - tensor subclass {type(a)!r}" for a in found]
        raise TypeError(f"Multiple dispatch failed for '{_qualified(public)}'; all __torch_function__ handlers "
                        "returned NotImplemented:\n\n" + "".join(line + "\n" for line in lines) +
                        "\nFor more information, try re-running with TORCH_LOGS=not_implemented")
    message = (f"no implementation found for '{public.__module__}.{public.__name__}' on types that implement "
               f"__torch_function__: {[type(a) for a in found]}")
    if mode is not None:
        message += f" nor in mode {mode}"
    raise TypeError(message)


def _qualified(public):
    """The name a C-bound function's dispatch error gives it: torch.Tensor's for a method, else its namespace's."""
    import torch

    name = public.__name__
    for label, space in (("torch.Tensor", torch.Tensor), ("torch", torch), ("torch.linalg", torch.linalg),
                         ("torch.fft", torch.fft), ("torch.special", torch.special),
                         ("torch.nn.functional", torch.nn.functional)):
        if getattr(space, name, None) is public:
            return f"{label}.{name}"
    return f"{public.__module__}.{name}"


# the namespaces whose functions a wrapper's module names (the rest are torch's, whatever module defines them)
_PUBLIC_MODULES = ("torch.nn.functional", "torch.linalg", "torch.fft", "torch.special")
# engine op names of functions that live in a torch submodule under a shorter name
_NAMESPACES = (("linalg_", "linalg"), ("fft_", "fft"), ("special_", "special"))


def public(name, method, module=None):
    """The object the reader holds for the engine op or Python function `name`, looked up now (it may have been
    wrapped or replaced since): Tensor's method, or the function in its public namespace."""
    import torch

    if method:
        return getattr(torch.Tensor, name)
    for prefix, namespace in _NAMESPACES:
        if name.startswith(prefix) and hasattr(getattr(torch, namespace), name[len(prefix):]):
            return getattr(getattr(torch, namespace), name[len(prefix):])
    holder = _sys.modules.get(module) if module in _PUBLIC_MODULES else None
    for space in (holder, torch, torch.nn.functional):
        if space is not None and hasattr(space, name):
            return getattr(space, name)
    return None


def _in_package(frame):
    return frame is not None and frame.f_code.co_filename.startswith(_PACKAGE)


def _entry(frame):
    """The frame of this package that the reader's code called, at or above `frame`, less the wrappers that only
    pass a call on (out=, keyword spellings), which return what the frame under them returns."""
    from ._arg_parser import WRAPPERS

    frames = [frame]
    while _in_package(frames[-1].f_back):
        frames.append(frames[-1].f_back)
    while len(frames) > 1 and frames[-1].f_code in WRAPPERS and frames[-1].f_code not in CATCHERS:
        frames.pop()
    return frames[-1]


def divert(name, args, kwargs, method):
    """An engine op's call whose arguments dispatch: handled here, unless the reader called a public wrapper that
    ran this op, which then dispatches its own call (the diversion is raised on to it)."""
    caller = _sys._getframe(2)
    if _in_package(caller) and _entry(caller).f_code in CATCHERS:
        raise TorchFunctionArgument
    f = public(name, method) or _internal(name)
    return handle(f, args + tuple(kwargs.values()), args, kwargs)


def _internal(name):
    from . import _ops

    return _ops.INTERNAL[name]


def dispatch_caught(frame, name, method, args, kwargs, module=None, native=True):
    """A public wrapper's answer to a diversion raised inside it: its own call dispatched, when the reader made it
    (frame is the wrapper's); else the diversion goes on up to the wrapper the reader called."""
    if _entry(frame) is not frame:
        raise TorchFunctionArgument
    return _unchained(public(name, method, module), args, kwargs, native)


def _unchained(f, args, kwargs, native):
    """handle(f, ...) from a wrapper's error path: a handler's own error does not show the diversion as its cause."""
    try:
        return handle(f, args + tuple(kwargs.values()), args, kwargs, native)
    except Exception as error:
        if isinstance(error.__context__, TorchFunctionArgument):
            error.__suppress_context__ = True
        raise


class _Disabled:
    """A context in which the state keys `off` are cleared (DisableTorchFunction, DisableTorchFunctionSubclass)."""

    off = ()

    def __enter__(self):
        self._saved = dict(state)
        for key in self.off:
            state[key] = False
        _sync()

    def __exit__(self, *exc):
        state.update(self._saved)
        _sync()


class DisableTorchFunctionSubclass(_Disabled):
    off = ("subclasses",)


class DisableTorchFunction(_Disabled):
    off = ("subclasses", "modes")


def push_mode(mode):
    modes.append(mode)
    _sync()


def pop_mode():
    mode = modes.pop()
    _sync()
    return mode


def _sync():
    """Plain tensors take the engine's fast path unless a mode must see every call."""
    from . import _engine

    _engine.set_mode_active(mode_active())


def _has_live(args, kwargs):
    return mode_active() or bool(overloaded_args(args + tuple(kwargs.values())))


class _Entry:
    """What a public function written in Python runs once it dispatches (see `_install`): the function as it was,
    then, where the call ended in a diversion from an op inside it or an argument's __torch_function__ explains the
    error (a Tensor-like's missing method), the same call dispatched, as PyTorch's has_torch_function checks make
    it. The check runs on the error path only, so plain calls pay one frame."""

    def __init__(self, original, name, module, native):
        self.original, self.name, self.module, self.native = original, name, module, native

    def diverted(self, error, args, kwargs):
        frame = _sys._getframe(1)  # the entry's, which dispatches only when the reader called it
        return (type(error) is TorchFunctionArgument or _has_live(args, kwargs)) and _entry(frame) is frame

    def dispatch(self, args, kwargs):
        return handle(public(self.name, False, self.module), args + tuple(kwargs.values()), args, kwargs,
                      self.native)


# The body each dispatching function gets: its `...` becomes the function's _Entry. It takes the original's cells
# as its own (unused) free variables, since a function's code can only be swapped for code with as many.
_ENTRY_SOURCE = """
def factory({cells}):
    def entry(*args, **kwargs):
        ({cells})
        target = ...
        try:
            return target.original(*args, **kwargs)
        except Exception as error:
            if not target.diverted(error, args, kwargs):
                raise
        return target.dispatch(args, kwargs)
    return entry
"""
_entry_codes = {}


def _entry_code(cells):
    code = _entry_codes.get(cells)
    if code is None:
        names = "".join(f"cell{i}, " for i in range(cells))
        scope = {}
        exec(compile(_ENTRY_SOURCE.format(cells=names), __file__, "exec"), scope)
        code = _entry_codes[cells] = scope["factory"](*[None] * cells).__code__
    return code


def _make_dispatching(fn, module, native):
    """Gives fn, in place, the dispatch of PyTorch's functions written in Python: the reader keeps the very function
    object it holds (identity checks, tables keyed by the function), with a body that runs a copy of the old one."""
    import inspect
    import types

    old = fn.__code__
    original = types.FunctionType(old, fn.__globals__, fn.__name__, fn.__defaults__, fn.__closure__)
    original.__kwdefaults__ = fn.__kwdefaults__
    target = _Entry(original, fn.__name__, module, native)
    template = _entry_code(len(old.co_freevars))
    fn.__signature__ = inspect.signature(fn)
    fn.__code__ = template.replace(
        co_consts=tuple(target if c is Ellipsis else c for c in template.co_consts), co_name=old.co_name,
        co_qualname=old.co_qualname, co_filename=old.co_filename, co_firstlineno=old.co_firstlineno)
    CATCHERS.add(fn.__code__)


def _install(namespace, module, native):
    """Makes the public Python functions of a module's namespace (its globals()) dispatching; `native` when
    PyTorch binds them in C (then their dispatch errors are C's)."""
    import types

    for name, fn in list(namespace.items()):
        if (not name.startswith("_") and type(fn) is types.FunctionType and fn.__module__.startswith("torch")
                and fn.__code__ not in CATCHERS):
            _make_dispatching(fn, module, native)


_active = False


def warn(message, category=UserWarning, stacklevel=1):
    """warnings.warn for torch's Python functions, `stacklevel` counted as in PyTorch: once dispatch is active, each
    dispatching function's entry adds a frame to the calls on the way (PyTorch's checks run inline), which the
    warning counts past to still point at the reader's line."""
    import warnings

    level = stacklevel + 1  # this frame is level 1
    if _active:
        frame, depth = _sys._getframe(0), 1
        while depth < level and frame is not None:
            frame, depth = frame.f_back, depth + 1
            if frame is not None and frame.f_code in CATCHERS:
                level += 1
    warnings.warn(message, category, stacklevel=level)


def activate():
    """Gives the public functions written in Python their dispatch, once the program has a type with a
    __torch_function__: a program without one never pays their wrappers' frame (nor sees it in a warning's
    stacklevel)."""
    global _active
    if _active:
        return
    _active = True
    import torch

    _install(vars(torch.nn.functional), "torch.nn.functional", False)
    for namespace in (torch.linalg, torch.fft, torch.special):
        _install(vars(namespace), namespace.__name__, True)


def watch_class_definitions():
    """Activates dispatch when the reader's code defines a class with a __torch_function__ (a Tensor-like, a mode),
    before the program can take hold of a public function (HANDLED_FUNCTIONS tables are keyed by them)."""
    import builtins

    original = builtins.__build_class__

    def build_class(func, name, *bases, **kwargs):
        cls = original(func, name, *bases, **kwargs)
        if "__torch_function__" in getattr(cls, "__dict__", {}) and cls.__module__.split(".")[0] != "torch":
            builtins.__build_class__ = original
            activate()
        return cls

    builtins.__build_class__ = build_class
