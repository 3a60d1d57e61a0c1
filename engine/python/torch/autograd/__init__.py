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
    handles = to_js([o._i for o in outputs])
    grad_handles = to_js([None if g is None else g._i for g in grads])
    input_handles = None if inputs is None else to_js([i._i for i in inputs])
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


class FunctionCtx:
    """The ctx a custom Function's forward and backward share."""

    def __init__(self, needs_input_grad):
        self.needs_input_grad = needs_input_grad
        self._saved = ()
        self.materialize_grads = True

    def save_for_backward(self, *tensors):
        self._saved = tensors

    @property
    def saved_tensors(self):
        return self._saved

    def mark_non_differentiable(self, *args):
        pass

    def set_materialize_grads(self, value):
        self.materialize_grads = value


class Function:
    """A differentiable operation with a hand-written backward: subclass with static forward and backward."""

    @staticmethod
    def forward(ctx, *args, **kwargs):
        raise NotImplementedError("You must implement the forward function for custom autograd.Function.")

    @staticmethod
    def backward(ctx, *grad_outputs):
        raise NotImplementedError("You must implement either the backward or vjp method for your custom "
                                  "autograd.Function to use it with backward mode AD.")

    @classmethod
    def apply(cls, *args, **kwargs):
        ctx = FunctionCtx(tuple(isinstance(a, Tensor) and a.requires_grad for a in args))
        with no_grad():
            outputs = cls.forward(ctx, *args, **kwargs)
        single = not isinstance(outputs, tuple)
        outs = (outputs,) if single else outputs
        positions = [i for i, a in enumerate(args) if isinstance(a, Tensor)]
        if is_grad_enabled() and any(ctx.needs_input_grad):
            def js_backward(grad_handles):
                grads = [Tensor._wrap(h) for h in grad_handles]
                result = cls.backward(ctx, *grads)
                result = result if isinstance(result, tuple) else (result,)
                if len(result) != len(args):
                    raise RuntimeError(f"function {cls.__name__}Backward returned an incorrect number of gradients "
                                       f"(expected {len(args)}, got {len(result)})")
                return to_js([None if result[i] is None else _E.tensor(result[i]._i) for i in positions])

            _engine.engine(_E.custom_function, f"{cls.__name__}Backward", to_js([args[i]._i for i in positions]),
                           to_js([o._i for o in outs if isinstance(o, Tensor)]), create_proxy(js_backward))
        return outputs


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
        out = registered(Tensor._wrap(grad_handle))
        return None if out is None else _E.tensor(out._i)

    _E.register_hook(tensor._i, create_proxy(js_hook))
    return handle
