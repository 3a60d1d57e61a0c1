"""torch.autograd: backward and grad over the engine's recorded graph."""
from pyodide.ffi import create_proxy, to_js

from .. import _engine, _lazy
from .._engine import _E
from .._grad_mode import enable_grad, no_grad, set_grad_enabled, is_grad_enabled, inference_mode  # noqa: F401
from .._tensor import Tensor
from . import forward_ad, function, graph  # noqa: F401
from .function import Function, FunctionCtx  # noqa: F401
from .variable import Variable  # noqa: F401
from . import anomaly_mode, grad_mode  # noqa: F401
from .anomaly_mode import detect_anomaly, set_detect_anomaly  # noqa: F401


def _as_tuple(x):
    if x is None:
        return ()
    return (x,) if isinstance(x, Tensor) else tuple(x)


# per backward pass in progress (nested ones run inside a checkpoint's backward): whether it runs the whole graph,
# as the reentrant checkpoint needs, rather than only what reaches given inputs (autograd.grad)
_whole_graph = []


def _is_checkpoint_valid():
    return not _whole_graph or _whole_graph[-1]


def _check_grads(outputs, grads):
    """_make_grads' checks of the gradients given for outputs, in its words."""
    for i, (out, grad) in enumerate(zip(outputs, grads)):
        if grad is None:
            continue
        if not isinstance(grad, Tensor):
            raise TypeError("gradients can be either Tensors or None, but got " + type(grad).__name__)
        if out.shape != grad.shape:
            raise RuntimeError(f"Mismatch in shape: grad_output[{i}] has a shape of {grad.shape} and output[{i}] has "
                               f"a shape of {out.shape}.")


def _run(outputs, grad_outputs, retain_graph, create_graph, inputs, allow_unused, accumulate=False):
    outputs = _as_tuple(outputs)
    grads = list(_as_tuple(grad_outputs)) or [None] * len(outputs)
    if len(grads) != len(outputs):
        raise RuntimeError(f"grad can be implicitly created only for scalar outputs")
    _check_grads(outputs, grads)
    if retain_graph is None:
        retain_graph = create_graph
    _whole_graph.append(inputs is None)
    try:
        if inputs is None and len(outputs) == 1 and grads[0] is None:
            # loss.backward(), the common pass: its one root crosses as a plain handle, with no lists to convert
            return _engine.engine(_E.backward_root, outputs[0]._i, bool(retain_graph), bool(create_graph))
        handles = to_js([o._i for o in outputs])
        grad_handles = to_js([None if g is None else g._i for g in grads])
        input_handles = None if inputs is None else to_js([i._i for i in inputs])
        return _engine.engine(_E.backward, handles, grad_handles, bool(retain_graph), bool(create_graph),
                              input_handles, bool(allow_unused), accumulate)
    except Exception:
        anomaly_mode.warn_failure()
        raise
    finally:
        _whole_graph.pop()


def backward(tensors, grad_tensors=None, retain_graph=None, create_graph=False, inputs=None):
    if inputs is not None:
        # only the inputs' .grad change; each is made to retain its grad (a no-op for a leaf), as PyTorch's engine does
        inputs = (inputs,) if isinstance(inputs, Tensor) else tuple(inputs)
        if not inputs:
            raise RuntimeError("`inputs` argument to `backward()` cannot be empty.")
        for t in inputs:
            t.retain_grad()
    _run(tensors, grad_tensors, retain_graph, create_graph, inputs, True, accumulate=inputs is not None)


def _grad_like(g, input):  # noqa: A002
    """A gradient as its input's kind: a complex input's gradient is complex (the engine holds its (real, imag)
    pairs)."""
    if input.is_complex():
        from .._complex import _wrap

        return _wrap(g)
    return g


def grad(outputs, inputs, grad_outputs=None, retain_graph=None, create_graph=False, only_inputs=True,
         allow_unused=None, is_grads_batched=False, materialize_grads=False):
    if materialize_grads and allow_unused is False:
        raise ValueError("Expected allow_unused to be True or not passed when materialize_grads=True, but got: "
                         "allow_unused=False.")
    if allow_unused is None:
        allow_unused = materialize_grads
    if not only_inputs:
        import warnings

        warnings.warn("only_inputs argument is deprecated and is ignored now (defaults to True). To accumulate "
                      "gradient for other parts of the graph, please use torch.autograd.backward.", FutureWarning,
                      stacklevel=2)
    inputs = _as_tuple(inputs)
    captured = _run(outputs, grad_outputs, retain_graph, create_graph, inputs, allow_unused)
    result = tuple(None if h is None else _grad_like(Tensor._wrap(h), i) for h, i in zip(captured, inputs))
    if materialize_grads:
        from .. import zeros_like

        result = tuple(zeros_like(i, requires_grad=True) if g is None else g for g, i in zip(result, inputs))
    return result


def _hook_name(hook):
    name = getattr(hook, "__name__", None)
    return name if isinstance(name, str) else "<unknown>"


def _check_hook_result(hook, original, result):
    """A gradient hook may replace the gradient only with a tensor of the same type and size, as PyTorch checks."""
    if not isinstance(result, Tensor):
        raise TypeError(f"expected Variable, but hook returned '{type(result).__name__}'")
    if original.type() != result.type():
        raise RuntimeError(f"hook '{_hook_name(hook)}' has changed the type of value (was {original.type()} got "
                           f"{result.type()})")
    if original.shape != result.shape:
        raise RuntimeError(f"hook '{_hook_name(hook)}' has changed the size of value")


def _register_hook(tensor, hook):
    """Registers hook on tensor's gradient; the handle's remove() stops it, as PyTorch's does."""
    from collections import OrderedDict
    from ..utils.hooks import RemovableHandle

    hooks = tensor.__dict__.get("_backward_hooks")
    if hooks is None:
        hooks = tensor.__dict__["_backward_hooks"] = OrderedDict()
    handle = RemovableHandle(hooks)
    hooks[handle.id] = hook

    def js_hook(grad_handle):
        registered = hooks.get(handle.id)
        if registered is None:
            return None
        grad = Tensor._wrap(grad_handle)
        out = registered(grad)
        if out is None:
            return None
        _check_hook_result(registered, grad, out)
        return _E.tensor(out._i)

    _E.register_hook(tensor._i, create_proxy(js_hook))
    return handle


def _register_post_accumulate_grad_hook(tensor, hook):
    """Registers hook(tensor) to run each time a gradient has been accumulated into the leaf's .grad, as PyTorch's
    AccumulateGrad runs its tensor's hooks; they live in the tensor's _post_accumulate_grad_hooks, in order."""
    import weakref
    from collections import OrderedDict
    from .._tensor import _one_object
    from ..utils.hooks import RemovableHandle

    hooks = tensor.__dict__.get("_post_accumulate_grad_hooks")
    if hooks is None:
        hooks = tensor.__dict__["_post_accumulate_grad_hooks"] = OrderedDict()
        owner = weakref.ref(tensor)

        def js_hook(h):
            t = owner()
            if t is None:  # the Python object died while the graph kept the leaf: PyTorch hands over one object still
                t = _one_object(h)
            else:
                Tensor._wrap(h)  # gives the engine's handle back
            for registered in tuple(hooks.values()):
                registered(t)

        _E.register_post_accumulate_grad_hook(tensor._i, create_proxy(js_hook))
    handle = RemovableHandle(hooks)
    hooks[handle.id] = hook
    return handle


# the profiler, gradcheck and the functional API load on first use (../_lazy.py says why)
__getattr__, __dir__ = _lazy.attributes(__name__, {
    "profiler": ".profiler", "profiler_util": ".profiler_util", "functional": ".functional",
    **_lazy.names(".gradcheck", "gradcheck", "gradgradcheck"),
})
