"""torch.compile's wrappers: a compiled function, or an OptimizedModule around a module.

The first call with given guards (the arguments' shapes, dtypes, devices and requires_grad, Python numbers among
them, the grad mode, the numbers the function reads from its globals and closure, the modules' training flags) runs
the code once while the engine records its ops; later calls with the same guards replay the record, with chains of
float32 pointwise ops fused into single kernels (engine/src/trace.ts). Code that turns a tensor into a Python value
(a data-dependent branch, `.item()`) cannot be captured: like a graph break in PyTorch, it then runs eagerly, op by
op. The wrappers, their arguments' checks and their state dicts are PyTorch's. A callable backend is instead given
the graph dynamo would build (output_graph.py) and its example inputs, and what it returns serves those guards; a
branch on a tensor splits the code into graphs compiled one by one, each where it starts and for its inputs' guards,
and such code runs through them again on every call (the branch may go either way). New sizes compile as dynamo's
automatic dynamic shapes do (_AutomaticDynamic).
"""
import builtins
import contextlib
import functools
import sys
import weakref

from ..nn import Module
from . import config
from .exc import InvalidBackend, Unsupported, data_dependent_branching, untraceable_builtin, user_graph_break

_BACKENDS = ("cudagraphs", "inductor", "onnxrt", "openxla", "tvm")
_DEBUG_BACKENDS = ("eager", "aot_eager", "aot_eager_decomp_partition")
_MODES = ("default", "lite", "reduce-overhead", "max-autotune-no-cudagraphs", "max-autotune")  # inductor's


def list_backends(exclude_tags=("debug", "experimental")):
    return sorted(_BACKENDS) if exclude_tags else sorted(_BACKENDS + _DEBUG_BACKENDS)


_ALL_CAPTURES = weakref.WeakSet()


def reset():
    """Forgets every capture: the next call of each compiled callable captures (and compiles) again."""
    for captured in _ALL_CAPTURES:
        captured.forget()


# a dynamic graph serves every size, but here each size is a capture of its own, holding its record: past this many,
# sizes a dynamic graph would serve run eagerly (the same results) instead of being kept
_CAPTURES_LIMIT = 64
_EAGER = object()
_RETRACE = object()  # a capture with graph breaks: each call runs the code again through its compiled graphs


def _scalar(v):
    return v is None or type(v) in (int, float, bool, str)


def _guard(value):
    """What a call's argument must match for a capture to serve it; None where nothing can be guarded."""
    from .._tensor import Tensor

    if isinstance(value, Tensor):
        return ("T", tuple(value.shape), value.dtype, str(value.device), value.requires_grad)
    if _scalar(value):
        return ("V", type(value), value)
    if isinstance(value, (tuple, list)):
        parts = tuple(_guard(v) for v in value)
        return None if any(p is None for p in parts) else (type(value), parts)
    return None


def _sizes(guard):
    """A guard split into what must match exactly and the sizes (tensors' dims, ints) that may become dynamic."""
    if guard[0] == "T":
        return ("T", len(guard[1]), *guard[2:]), tuple(guard[1])
    if guard[0] == "V":
        return (guard, ()) if guard[1] is not int else (("V", int), (guard[2],))
    parts = [_sizes(p) for p in guard[1]]
    return (guard[0], tuple(p[0] for p in parts)), tuple(v for p in parts for v in p[1])


class _AutomaticDynamic:
    """Which captures are compiles PyTorch makes, as dynamo's automatic dynamic shapes decide (dynamic=None): the
    first sizes compile a static graph; sizes differing from them recompile once with those places dynamic, and
    later sizes differing only there run that graph. dynamic=True makes the first graph dynamic in every size;
    dynamic=False compiles each new sizes statically. A capture that is no compile is made without one being seen."""

    def __init__(self, dynamic):
        self.dynamic, self.seen = dynamic, {}  # exact part -> (first sizes, dynamic places or None)

    def compiles(self, guard, rest):
        """Whether meeting these guards compiles; `rest`: what else the capture is kept under."""
        exact, sizes = _sizes(guard)
        exact = (exact, rest)
        if self.dynamic is False or exact not in self.seen:
            if self.dynamic is not False:
                self.seen[exact] = (sizes, set(range(len(sizes))) if self.dynamic else None)
            return True
        first, dynamic = self.seen[exact]
        changed = {i for i, (a, b) in enumerate(zip(first, sizes)) if a != b}
        if dynamic is not None and changed <= dynamic:
            return False
        self.seen[exact] = (first, (dynamic or set()) | changed)
        return True

    def clear(self):
        self.seen.clear()


def _read_numbers(fn):
    """The Python numbers (and strings) a function reads from its globals and closure: captured values, guarded."""
    code = getattr(fn, "__code__", None)
    if code is None:
        return ()
    names = sorted(n for n in code.co_names if _scalar(fn.__globals__.get(n, _EAGER)))
    cells = tuple(c.cell_contents for c in (fn.__closure__ or ()) if _cell_scalar(c))
    return tuple((n, fn.__globals__[n]) for n in names) + cells


def _cell_scalar(cell):
    try:
        return _scalar(cell.cell_contents)
    except ValueError:
        return False


class _Captured:
    """Captures of one callable, by guards; each a recorded trace, or _EAGER where the code could not be captured.
    With `fullgraph`, code that would break the graph raises dynamo's Unsupported instead of running eagerly."""

    def __init__(self, fn, state=lambda: (), fullgraph=False, dynamic=None):
        self.fn, self.state, self.cache, self.fullgraph = fn, state, {}, fullgraph
        self.automatic, self.compiles = _AutomaticDynamic(dynamic), 0
        _ALL_CAPTURES.add(self)

    def forget(self):
        self.cache.clear()
        self.automatic.clear()
        self.compiles = 0

    def __call__(self, *args, **kwargs):
        global _compiled_calls
        _compiled_calls += 1
        try:
            return self._call(args, kwargs)
        finally:
            _compiled_calls -= 1

    def _call(self, args, kwargs):
        import torch

        key = None if kwargs else _guard(args)
        if key is None:
            return self.fn(*args, **kwargs)
        guard, key = key, (key, torch.is_grad_enabled(), self.state())
        entry = self.cache.get(key)
        if entry is _EAGER:
            return self.fn(*args)
        if entry is _RETRACE:
            return self._capture(args, False)[0]
        if entry is not None:
            return entry(*args)
        compiles = self.automatic.compiles(guard, key[1:])
        if self.compiles >= config.recompile_limit if compiles else len(self.cache) >= _CAPTURES_LIMIT:
            return self.fn(*args)
        self.compiles += compiles
        result, self.cache[key] = self._capture(args, compiles)
        return result

    def _capture(self, args, compiles):
        """(fn(*args), what serves later calls with the same guards); `compiles`: whether PyTorch compiles a graph
        for them (a dynamic graph compiled before serves them otherwise)."""
        from ..jit._trace import record

        printed = []

        # a run that read a tensor as a Python value or printed broke the graph (the print has to run on every call);
        # one returning an input has nothing to replay
        def usable(converted, inputs, outputs):
            return not converted and not printed and not any(o is i for o in outputs for i in inputs)

        # a branch on a tensor's value breaks even a full graph; a number read from one (`.item()`) does not, as
        # current dynamo captures scalar outputs under fullgraph=True (here that call then runs eagerly)
        def on_convert(name):
            if self.fullgraph and name == "__bool__":
                raise data_dependent_branching()

        with _breaking_on_print(self.fullgraph, lambda reason, frame: printed.append(True)):
            result, recording = record(self.fn, args, on_convert=on_convert, fuse=True, usable=usable)
        return result, (_EAGER if recording is None else recording)


class _BackendCaptured(_Captured):
    """Captures handed to a callable backend: each is the graph dynamo would build, given to the backend with its
    example inputs; what the backend returns runs the later calls with the same guards."""

    def __init__(self, fn, backend, state=lambda: (), fullgraph=False, module=None, dynamic=None):
        super().__init__(fn, state, fullgraph, dynamic)
        self.backend, self.module = backend, module
        self.segments = {}  # the graphs between graph breaks, compiled, by where they start and their guards

    def forget(self):
        super().forget()
        self.segments.clear()

    def _capture(self, args, compiles):
        from .output_graph import DynamoTracer, GraphBreak

        def graph_break(reason, frame):
            if reason is None:
                raise GraphBreak("print")
            tracer.user_break(reason, frame)

        tracer = DynamoTracer(None if self.fullgraph else self._segment)
        try:
            with _breaking_on_print(self.fullgraph, graph_break):
                traced = tracer.trace_call(self.fn, args, self.module)
        except GraphBreak as e:
            if self.fullgraph:
                raise (data_dependent_branching() if str(e) == "__bool__" else Unsupported(str(e))) from None
            return self.fn(*args), _EAGER
        if traced is None:
            return tracer.result, _RETRACE
        gm, example_inputs, inputs_of, rebuild = traced
        compiled = self.backend(gm, example_inputs) if compiles else gm.forward

        def run(*call_args):
            return rebuild(compiled(*inputs_of(call_args)))
        return run(*args), run

    def _segment(self, gm, example_inputs, start):
        """What runs the graph starting at `start` (the function's entry, or where a graph break resumes) for
        these inputs: compiled by the backend the first time its guards are met."""
        guard = _guard(tuple(example_inputs))
        compiled = self.segments.get((start, guard))
        if compiled is None:
            compiles = self.automatic.compiles(guard, start)
            with _outside_capture():
                compiled = self.backend(gm, example_inputs) if compiles else gm.forward
            self.segments[(start, guard)] = compiled

        def run(*inputs):
            with _outside_capture():
                return compiled(*inputs)
        return run


_PRINTS = []  # the print each capture under way replaced, innermost last


@contextlib.contextmanager
def _breaking_on_print(fullgraph, on_break):
    """While code is captured, print and torch._dynamo.graph_break() break the graph, as dynamo cannot trace the
    builtin: `on_break(reason, frame)` is called before it prints (reason and frame None) or where graph_break was
    called, and with fullgraph=True dynamo's Unsupported is raised instead."""
    original = builtins.print

    def breaking(*args, **kwargs):
        if fullgraph:
            raise untraceable_builtin(original, args, kwargs)
        on_break(None, None)
        return original(*args, **kwargs)

    builtins.print = breaking
    _PRINTS.append(original)
    _BREAKS.append((fullgraph, on_break))
    try:
        yield
    finally:
        _BREAKS.pop()
        _PRINTS.pop()
        builtins.print = original


_BREAKS = []  # (fullgraph, on_break) of each capture under way, innermost last
_compiled_calls = 0  # calls of compiled callables under way


def graph_break(msg=None):
    """Ends the graph being captured there, as dynamo does; fullgraph=True refuses it."""
    if not _BREAKS:
        return
    fullgraph, on_break = _BREAKS[-1]
    error = user_graph_break(msg)
    if fullgraph:
        raise error
    on_break(str(error), sys._getframe(1))


def is_compiling():
    """Whether the code runs as torch.compile's (dynamo traces the call as True)."""
    return _compiled_calls > 0


@contextlib.contextmanager
def _outside_capture():
    """A backend compiling or running a graph mid-capture is not traced code: its prints print."""
    saved = builtins.print
    builtins.print = _PRINTS[-1] if _PRINTS else saved
    try:
        yield
    finally:
        builtins.print = saved


def _captured(fn, backend, state, fullgraph, module=None, dynamic=None):
    if isinstance(backend, str):
        return _Captured(fn, state, fullgraph, dynamic)
    return _BackendCaptured(fn, backend, state, fullgraph, module, dynamic)


def _module_captured(fn, mod, backend, fullgraph, dynamic):
    """Captures of a module's call (fn: the module, or its own call impl for Module.compile), guarded on the
    training flags of its modules."""
    return _captured(fn, backend, lambda: tuple(m.training for m in mod.modules()), fullgraph, module=mod,
                     dynamic=dynamic)


class OptimizedModule(Module):
    # set on the wrapper itself; any other attribute set on it is set on the module it wraps
    _opt_mod_attributes = {"_orig_mod", "dynamo_ctx", "forward", "__dict__"}

    def __init__(self, mod, dynamo_ctx=None, fullgraph=False, backend="inductor", dynamic=None):
        super().__init__()
        self._orig_mod = mod
        self.dynamo_ctx = dynamo_ctx
        object.__setattr__(self, "_captured", _module_captured(mod, mod, backend, fullgraph, dynamic))

    @property
    def training(self):
        return self._orig_mod.training

    @training.setter
    def training(self, value):
        # Module.__init__ sets the default before the wrapped module is there: the flag is the wrapped module's
        if "_orig_mod" in self.__dict__.get("_modules", {}):
            self._orig_mod.training = value

    def forward(self, *args, **kwargs):
        return self._captured(*args, **kwargs)

    def __getattr__(self, name):
        try:
            return super().__getattr__(name)
        except AttributeError:
            return getattr(self._modules["_orig_mod"], name)

    def __setattr__(self, name, value):
        if hasattr(type(self), name) or name in OptimizedModule._opt_mod_attributes:
            return super().__setattr__(name, value)
        return setattr(self._orig_mod, name, value)


def explain(f, *extra_args, **extra_kwargs):
    """explain(f)(*args): f run once compiled, from a fresh start, reporting the graphs dynamo made of it, where
    graph breaks ended them and why, and how many ops they hold."""
    from .backends.debugging import ExplainOutput, explain_graph_detail

    def inner(*args, **kwargs):
        reset()
        graphs, ops_per_graph, break_reasons = [], [], []

        def accumulating_compiler(gm, example_inputs):
            explain_graph_detail(gm, graphs, ops_per_graph, break_reasons)
            return gm.forward

        compile(f, backend=accumulating_compiler)(*args, **kwargs)
        reset()
        return ExplainOutput(graphs, len(graphs), len(graphs) - 1, break_reasons,
                             sum(len(ops) for ops in ops_per_graph), ops_per_graph)

    if extra_args or extra_kwargs:
        import warnings

        warnings.warn("explain(f, *args, **kwargs) is deprecated, use explain(f)(*args, **kwargs) instead.  If you "
                      "don't migrate, we may break your explain call in the future if your user defined kwargs "
                      "conflict with future kwargs added to explain(f).", FutureWarning, stacklevel=2)
        return inner(*extra_args, **extra_kwargs)
    return inner


def disable(fn=None, recursive=True, *, reason=None):
    """Code torch.compile leaves to run as Python: compiling it gives it back unchanged."""
    if fn is None:
        return lambda f: disable(f, recursive, reason=reason)
    fn._torchdynamo_disable = True
    return fn


def _check_options(backend, mode, options):
    if mode is not None and options is not None:
        raise RuntimeError("Either mode or options can be specified, but both can't be specified at the same time.")
    if backend == "inductor" and mode is not None and mode not in _MODES:
        raise RuntimeError(f"Unrecognized mode={mode}, should be one of: {', '.join(_MODES)}")
    if isinstance(backend, str) and backend not in _BACKENDS + _DEBUG_BACKENDS:
        raise InvalidBackend(backend)


def compile_module_call(module, *, fullgraph=False, dynamic=None, backend="inductor", mode=None, options=None,
                        disable=False):
    """Module.compile(): the module's own call (hooks included) compiled, the module staying itself."""
    _check_options(backend, mode, options)
    return _module_captured(module._call_impl, module, backend, fullgraph, dynamic)


def compile(model=None, *, fullgraph=False, dynamic=None, backend="inductor", mode=None, options=None,  # noqa: A001
            disable=False):
    if model is None:
        def decorate(fn):
            return compile(fn, fullgraph=fullgraph, dynamic=dynamic, backend=backend, mode=mode, options=options,
                           disable=disable)
        return decorate
    _check_options(backend, mode, options)
    if getattr(model, "_torchdynamo_disable", False):
        return model
    if isinstance(model, Module):
        return OptimizedModule(model, fullgraph=fullgraph, backend=backend, dynamic=dynamic)
    if not callable(model):
        raise RuntimeError(f"torch.compile expects a callable or a Module, got {type(model).__name__}")

    captured = _captured(model, backend, lambda: _read_numbers(model), fullgraph, dynamic=dynamic)

    @functools.wraps(model)
    def compiled(*args, **kwargs):
        return captured(*args, **kwargs)
    compiled._torchdynamo_orig_callable = model
    return compiled
