"""torch.jit.trace: run once on example inputs, record the ops (engine/src/trace.ts), and run the record afterwards.

Python's own control flow is not recorded: the branch the example took is the branch every later call takes, and
turning a tensor into a Python value while tracing warns, as PyTorch's tracer does.
"""
import contextlib
import functools
import sys
import warnings

from pyodide.ffi import create_proxy, to_js

from .._engine import _E, engine
from .._tensor import Tensor
from ..nn import Module
from ._script import RecursiveScriptModule, ScriptFunction, ScriptModule, mirror
from ._trace_check import check_trace as _check_trace
from ._trace_notes import keeping_calls, noting_composites, observe, seen_by_tracer, submodule_calls
from ._traced_sizes import traced_sizes
from ._traced_graph import graphs_of, made_types
from ._traced_print import code_text, graph_text


class TracerWarning(Warning):
    pass


TracerWarning.__module__ = "torch.jit"

_SUFFIX = ("might cause the trace to be incorrect. We can't record the data flow of Python values, so this value will "
           "be treated as a constant in the future. This means that the trace might not generalize to other inputs!")
_WARNINGS = {
    "__bool__": f"Converting a tensor to a Python boolean {_SUFFIX}",
    "item": f"Converting a tensor to a Python number {_SUFFIX}",
    "__float__": f"Converting a tensor to a Python float {_SUFFIX}",
    "__int__": f"Converting a tensor to a Python integer {_SUFFIX}",
    "tolist": f"Converting a tensor to a Python list {_SUFFIX}",
    "numpy": f"Converting a tensor to a NumPy array {_SUFFIX}",
    "__iter__": "Iterating over a tensor might cause the trace to be incorrect. Passing a tensor of different shape "
                "won't change the number of iterations executed (and might lead to errors or silently give incorrect "
                "results).",
    "__len__": "Using len to get tensor shape might cause the trace to be incorrect. Recommended usage would be "
               "tensor.shape[0]. Passing a tensor of different shape might lead to errors or silently give incorrect "
               "results.",
}

# tensors made from Python data inside a trace are its constants (tracer.cpp's WARN_CONSTRUCTOR)
_CONSTRUCTORS = ("tensor", "as_tensor", "from_numpy")
_WARNINGS.update({
    f"torch.{name}": f"torch.{name} results are registered as constants in the trace. You can safely ignore this "
                     "warning if you use this function to create tensors out of constant variables that would be the "
                     "same every time you call this function. In any other case, this might cause the trace to be "
                     "incorrect."
    for name in _CONSTRUCTORS})

_CONSTRUCTED = {f"torch.{name}" for name in _CONSTRUCTORS}
_tracing = False


def is_tracing():
    return _tracing


_converting = False


def _warn(name):
    # a tensor the package's own code converts (a size tensor given for an int) is converted in C++ in PyTorch,
    # by its argument parsing, which warns of nothing
    frame, level = sys._getframe(1), 2
    while frame.f_code is not _CONVERTED:  # the hook that called this, however many callbacks between
        frame, level = frame.f_back, level + 1
    if seen_by_tracer(frame.f_back):
        # the warning names the line converting the tensor, the hook's caller
        warnings.warn(_WARNINGS[name], TracerWarning, stacklevel=level + 1)


@contextlib.contextmanager
def running_compiled():
    """Scripted code runs as TorchScript: its binary ops on numbers take the Scalar overloads; inside a trace, its
    tensors read as Python values are its own control flow, which the tracer does not warn about."""
    global _converting
    saved, _converting = _converting, True
    compiled = _E.compiled_calls(True)
    try:
        yield
    finally:
        _converting = saved
        _E.compiled_calls(compiled)


def _converting_hook(name, method, on_convert):
    def converted(self, *args, **kwargs):
        global _converting
        if _converting:  # one conversion is reported once, not again for what it calls inside
            return method(self, *args, **kwargs)
        on_convert(name)
        _converting = True
        try:
            return method(self, *args, **kwargs)
        finally:
            _converting = False
    return converted


_CONVERTED = _converting_hook(None, None, None).__code__


@contextlib.contextmanager
def tracing_python(on_convert=_warn, observe=None):
    """While it lasts, the engine records the ops, a tensor turned into a Python value calls `on_convert` (the
    tracer warns), and `observe()` (when given) notes each op's moment (see _trace_notes.py)."""
    global _tracing
    import torch

    saved = {name: Tensor.__dict__[name] for name in _WARNINGS if name in Tensor.__dict__}
    for name, method in saved.items():
        setattr(Tensor, name, _converting_hook(name, method, on_convert))
    constructors = {name: getattr(torch, name) for name in _CONSTRUCTORS}
    for name, fn in constructors.items():
        setattr(torch, name, _converting_hook(f"torch.{name}", fn, on_convert))
    _tracing = True
    observer = None if observe is None else create_proxy(observe)
    _E.trace_begin(observer)
    try:
        yield
    finally:
        _tracing = False
        for name, method in saved.items():
            setattr(Tensor, name, method)
        for name, fn in constructors.items():
            setattr(torch, name, fn)
        if observer is not None:
            observer.destroy()


def flatten(value, out):
    """The tensors in nested tuples, lists and dicts, and a template to rebuild the structure from new ones."""
    if isinstance(value, Tensor):
        out.append(value)
        return len(out) - 1
    if isinstance(value, (tuple, list)):
        return type(value)(flatten(v, out) for v in value)
    if isinstance(value, dict):
        return {k: flatten(v, out) for k, v in value.items()}
    raise RuntimeError(f"Type '{type(value).__name__}' cannot be traced. Only Tensors and (possibly nested) Lists, "
                       "Dicts, and Tuples of Tensors can be traced")


def rebuild(template, tensors):
    if isinstance(template, int):
        return tensors[template]
    if isinstance(template, (tuple, list)):
        return type(template)(rebuild(t, tensors) for t in template)
    return {k: rebuild(v, tensors) for k, v in template.items()}


class Recording:
    """The engine's record of a function's ops, from its inputs' structure to its outputs': runs on new inputs."""

    def __init__(self, trace, arity, template):
        self.trace, self.arity, self.template = trace, arity, template
        self.kept_calls = []  # the callbacks of the calls the trace keeps (see _trace_notes.keeping_calls)

    def __del__(self):
        for proxy in self.kept_calls:
            proxy.destroy()

    def __call__(self, *inputs):
        flat_in = []
        flatten(tuple(inputs), flat_in)
        if len(flat_in) != self.arity:
            raise RuntimeError(f"forward() expected {self.arity} tensor input(s) but received {len(flat_in)}")
        handles = engine(_E.trace_run, self.trace, to_js([t._i for t in flat_in]))
        return rebuild(self.template, [Tensor._wrap(h) for h in handles])

    def __reduce__(self):
        # the engine's record cannot be saved: what made it is saved instead, and recorded again when loaded
        fn, inputs = self.source
        return _record_again, (fn, inputs)

    @property
    def fused_chains(self):
        return int(_E.trace_fused_chains(self.trace))

    @property
    def fused_runs(self):
        """How many times, over the replays so far, a chain ran as one kernel (not when a gradient was recorded)."""
        return int(_E.trace_fused_runs(self.trace))


def record(fn, inputs, *, on_convert=_warn, fuse=False, usable=None, observe=None, scalars=False):
    """fn(*inputs) run while the engine records its ops: (its result, the Recording), or (result, None) when the
    result is not tensors in tuples, lists and dicts, or when `usable(converted, inputs, outputs)` refuses the record
    (`converted`: whether the run read a tensor as a Python value). `fuse` lets replays run fused kernels; `scalars`
    makes them run a recorded number's Scalar overload, as PyTorch's graph executor runs a jit trace; `observe`
    notes each op's moment."""
    flat_in = []
    flatten(tuple(inputs), flat_in)
    converted = []

    def noted(name):
        if name not in _CONSTRUCTED:  # a constant made from Python data reads no tensor
            converted.append(name)
        on_convert(name)

    with tracing_python(on_convert=noted, observe=observe):
        try:
            result = fn(*inputs)
        except BaseException:
            _E.trace_end(None, to_js([]))
            raise
        flat_out = []
        try:
            template = flatten(result, flat_out)
        except RuntimeError:
            template = None
        if template is None or (usable is not None and not usable(bool(converted), flat_in, flat_out)):
            _E.trace_end(None, to_js([]))
            return result, None
        trace = _E.trace_end(to_js([t._i for t in flat_in]), to_js([t._i for t in flat_out]), fuse, scalars)
    return result, Recording(trace, len(flat_in), template)


def _record_again(fn, inputs):
    return _Rerecorded(fn, inputs)


class _Rerecorded:
    """A recording loaded back: recorded again from what made it when first used, not while loading, when the
    modules it runs may not all be whole yet."""

    def __init__(self, fn, inputs):
        self._source = (fn, inputs)

    @functools.cached_property
    def _recording(self):
        fn = self._source[0]
        # the traces of the modules it calls are recorded first: one trace cannot be recorded inside another
        for module in fn.modules() if isinstance(fn, Module) else ():
            inner = module.__dict__.get("_recorded")
            if isinstance(inner, _Rerecorded) and inner is not self:
                inner._recording  # noqa: B018
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", TracerWarning)
            return _traced(*self._source, strict=False)

    def __call__(self, *inputs):
        return self._recording(*inputs)

    def __getattr__(self, name):
        return getattr(self._recording, name)

    def __reduce__(self):
        return _record_again, self._source


_CONTAINER_SUFFIX = (" might cause the trace to be incorrect, this is only valid if the container structure does not "
                     "change based on the module's inputs. Consider using a constant container instead (e.g. for "
                     "`list`, use a `tuple` instead. for `dict`, use a `NamedTuple` instead). If you absolutely need "
                     "this and know the side effects, pass strict=False to trace() to allow this behavior.")


def _check_containers(value):
    """A strict trace refuses a dict among its outputs and warns about a list: their structure is recorded as it
    was on the example inputs."""
    if isinstance(value, dict):
        raise RuntimeError("Encountering a dict at the output of the tracer" + _CONTAINER_SUFFIX)
    if isinstance(value, list):
        warnings.warn("Encountering a list at the output of the tracer" + _CONTAINER_SUFFIX, TracerWarning,
                      stacklevel=4)
    if isinstance(value, (tuple, list)):
        for item in value:
            _check_containers(item)


def _traced(fn, inputs, strict):
    with submodule_calls(fn) if isinstance(fn, Module) else contextlib.nullcontext(), noting_composites(), \
            traced_sizes(), keeping_calls() as kept:
        result, recording = record(fn, inputs, observe=observe, scalars=True)
        if recording is None:
            flatten(result, [])  # raises PyTorch's error for what the result holds
    recording.kept_calls = kept
    recording.source = (fn, inputs)
    recording.types = made_types(fn)
    if strict:
        _check_containers(result)
    return recording


def _checked(fn, inputs, traced, recording, check_trace, check_inputs, check_tolerance, strict):
    """traced, once checked as torch.jit.trace checks it (on check_inputs, else the example inputs)."""
    if check_trace:
        _check_trace(fn, recording, traced, check_inputs if check_inputs is not None else [inputs], check_tolerance,
                     lambda again: _traced(fn, again, strict), TracerWarning)
    return traced


class _TracedCompiled:
    """A traced function's TorchScript view: its graph and code, built from the recording when first asked for."""

    def __init__(self, fn, recording):
        self.name = getattr(fn, "__name__", "traced")
        self._source = (fn, recording)

    @functools.cached_property
    def _graph(self):
        return graphs_of(self._source[1], self._source[0]).graph()

    @property
    def graph(self):
        return GraphText(graph_text(self._graph))

    @property
    def code(self):
        return code_text(self._graph, self.name)

    def declaration(self):
        return f"{self.name}(...)"

    def __reduce__(self):
        return _TracedCompiled, self._source

    def check_call(self, args, kwargs):
        pass


class _TracedMethods:
    """A traced module's graph and code (and those of its submodules' forwards, by their path from the root)."""

    @functools.cached_property
    def _graph(self):
        return self._traced_graphs.graph(self._path)

    @property
    def graph(self):
        return GraphText(graph_text(self._graph))

    @property
    def inlined_graph(self):
        return GraphText(graph_text(self._traced_graphs.inlined(self._path)))

    @property
    def code(self):
        return code_text(self._graph, "forward")


class TopLevelTracedModule(_TracedMethods, ScriptModule):
    """A traced nn.Module: its parameters and submodules, and a forward that replays the trace."""

    def forward(self, *inputs):
        return self._recorded(*inputs)

    def extra_repr(self):
        return f"original_name={self.original_name}"

    def _get_name(self):
        return self.original_name

    def __reduce_ex__(self, protocol):
        # TorchScript loads every module back as a RecursiveScriptModule, traced or scripted
        _, _, *rest = super().__reduce_ex__(protocol)
        return (_new_loaded, (), *rest)


class TracedModule(TopLevelTracedModule):
    """A traced module's submodule: its graph is part of its parent's trace, which alone runs."""

    def forward(self, *inputs):
        raise RuntimeError("Trace submodules cannot be called.")


def _new_loaded():
    return LoadedTracedModule.__new__(LoadedTracedModule)


class LoadedTracedModule(_TracedMethods, RecursiveScriptModule):
    """A traced module saved and loaded back: it replays its trace, and prints as a RecursiveScriptModule."""

    def forward(self, *inputs):
        return self._recorded(*inputs)

    def train(self, mode=True):
        return ScriptModule.train(self, mode)


class _LazyGraphs:
    """A module trace's graphs, described from the recording when one is first asked for."""

    def __init__(self, recording, module):
        self._source = (recording, module)

    @functools.cached_property
    def _graphs(self):
        return graphs_of(*self._source)

    def graph(self, path):
        return self._graphs.graph(path)

    def inlined(self, path):
        return self._graphs.inlined(path)


class GraphText(str):
    """A graph as printed: str(graph) and print(graph) give PyTorch's text."""

    def __repr__(self):
        return str(self)


def _child(module):
    if isinstance(module, ScriptModule):  # a scripted submodule stays itself, its code scripted
        return module
    return mirror(TracedModule, module, _child, _recorded=module)


def trace(func, example_inputs=None, optimize=None, check_trace=True, check_inputs=None, check_tolerance=1e-5,
          strict=True, _force_outplace=False, _module_class=None, _compilation_unit=None, example_kwarg_inputs=None,
          _store_inputs=True):
    if example_inputs is None:
        raise RuntimeError("example_kwarg_inputs and example_inputs should not be None at the same time")
    inputs = example_inputs if isinstance(example_inputs, tuple) else (example_inputs,)
    if isinstance(func, ScriptModule):
        return func
    if isinstance(func, Module):
        return trace_module(func, {"forward": inputs}, check_trace=check_trace, check_tolerance=check_tolerance,
                            check_inputs=None if check_inputs is None else [{"forward": c} for c in check_inputs],
                            strict=strict)
    recorded = _traced(func, inputs, strict)
    traced = ScriptFunction(recorded, _TracedCompiled(func, recorded))
    traced.__wrapped__ = func
    return _checked(func, inputs, traced, recorded, check_trace, check_inputs, check_tolerance, strict)


def trace_module(mod, inputs, optimize=None, check_trace=True, check_inputs=None, check_tolerance=1e-5, strict=True,
                 _force_outplace=False, _module_class=None, _compilation_unit=None, example_inputs_is_kwarg=False,
                 _store_inputs=True):
    """A module with each method named in `inputs` traced on its example inputs (forward as the module's call)."""
    if not isinstance(mod, Module):
        raise AttributeError("expected torch.nn.Module as the first argument")
    if not isinstance(inputs, dict):
        raise AttributeError("expected a dictionary of (method_name, input) pairs")
    recorded, examples = {}, {}
    for name, example in inputs.items():
        examples[name] = example if isinstance(example, tuple) else (example,)
        recorded[name] = _traced(mod if name == "forward" else getattr(mod, name), examples[name], strict)
    traced = mirror(TopLevelTracedModule, mod, _child, _recorded=recorded.get("forward", mod))
    if "forward" in recorded:  # its type is the one its trace made
        object.__setattr__(traced, "_traced_type", recorded["forward"].types[""])
    if "forward" in recorded:
        graphs = _LazyGraphs(recorded["forward"], mod)
        for path, m in traced.named_modules():
            if isinstance(m, TopLevelTracedModule):
                object.__setattr__(m, "_traced_graphs", graphs)
                object.__setattr__(m, "_path", path)
    for name, recording in recorded.items():
        if name != "forward":
            object.__setattr__(traced, name, recording)
    for name, recording in recorded.items():
        method_inputs = None if check_inputs is None else [c[name] for c in check_inputs]
        _checked(mod if name == "forward" else getattr(mod, name), examples[name],
                 traced if name == "forward" else recording, recording, check_trace, method_inputs, check_tolerance,
                 strict)
    return traced
