"""torch.autograd: backward and grad over the engine's recorded graph."""
from pyodide.ffi import create_proxy, to_js

from .. import _engine
from .._engine import _E
from .._grad_mode import enable_grad, no_grad, set_grad_enabled, is_grad_enabled, inference_mode  # noqa: F401
from .._tensor import Tensor


def _as_tuple(x):
    if x is None:
        return ()
    return (x,) if isinstance(x, Tensor) else tuple(x)


def _run(outputs, grad_outputs, retain_graph, create_graph, inputs, allow_unused):
    outputs = _as_tuple(outputs)
    grads = list(_as_tuple(grad_outputs)) or [None] * len(outputs)
    if len(grads) != len(outputs):
        raise RuntimeError(f"grad can be implicitly created only for scalar outputs")
    if retain_graph is None:
        retain_graph = create_graph
    handles = to_js([o._h for o in outputs])
    grad_handles = to_js([None if g is None else g._h for g in grads])
    input_handles = None if inputs is None else to_js([i._h for i in inputs])
    result = _engine.engine(_E.backward, handles, grad_handles, bool(retain_graph), bool(create_graph),
                            input_handles, bool(allow_unused))
    return result


def backward(tensors, grad_tensors=None, retain_graph=None, create_graph=False, inputs=None):
    _run(tensors, grad_tensors, retain_graph, create_graph, None, False)


def grad(outputs, inputs, grad_outputs=None, retain_graph=None, create_graph=False, only_inputs=True,
         allow_unused=False, is_grads_batched=False):
    inputs = _as_tuple(inputs)
    captured = _run(outputs, grad_outputs, retain_graph, create_graph, inputs, allow_unused)
    return tuple(None if h is None else Tensor._wrap(h) for h in captured)


class Function:
    """Custom differentiable functions are not supported by this engine yet."""

    @classmethod
    def apply(cls, *args, **kwargs):
        raise NotImplementedError("torch.autograd.Function is not supported by this engine yet")


def _register_hook(tensor, hook):
    def js_hook(handle):
        out = hook(Tensor._wrap(handle))
        return None if out is None else out._h

    _E.register_hook(tensor._h, create_proxy(js_hook))
