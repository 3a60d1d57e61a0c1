"""torch.autograd.function: custom differentiable operations (Function) and their ctx, as PyTorch lays them out.

Function.apply does what PyTorch's C++ THPFunction_apply does: runs forward (and setup_context) without grad, wraps
the outputs, and records one node whose backward is the class's backward; the ctx is that node's grad_fn.
"""
import functools
import inspect
import warnings
from collections import OrderedDict

from pyodide.ffi import create_proxy, to_js

from .. import _engine
from .._engine import _E
from .._grad_fn import register_ctx
from .._grad_mode import is_grad_enabled, no_grad
from .._size import expandable_to
from .._tensor import Tensor
from ..utils import hooks
from .forward_ad import cuts_backward
from .graph import increment_version

__all__ = ["FunctionCtx", "BackwardCFunction", "FunctionMeta", "Function", "once_differentiable", "traceable",
           "InplaceFunction"]


class FunctionCtx:
    """What forward (or setup_context) leaves for backward."""

    def save_for_backward(self, *tensors):
        self.to_save = tensors

    def save_for_forward(self, *tensors):
        for tensor in tensors:
            assert isinstance(tensor, Tensor) or tensor is None, (
                "save_for_forward expects all arguments to be tensors; you should save non-tensors as attributes on "
                "ctx.")
        self.saved_for_forward = tensors

    def mark_dirty(self, *args):
        self.dirty_tensors = args

    def mark_shared_storage(self, *pairs):
        warnings.warn("mark_shared_storage is deprecated. Tensors with shared storages are automatically tracked. "
                      "Note that calls to `set_()` are not tracked")

    def mark_non_differentiable(self, *args):
        self.non_differentiable = args

    def set_materialize_grads(self, value):
        self.materialize_grads = value

    @property
    def saved_tensors(self):
        if getattr(self, "_saved_freed", False):
            raise RuntimeError(_E.freed_message)
        packed = getattr(self, "_packed_saved", None)
        if packed is not None:
            from .graph import _unpack

            return _unpack(packed)
        saved = getattr(self, "_saved_versions", None)
        if saved is not None:
            return tuple(None if s is None else s.unpack(self) for s in saved)
        return tuple(getattr(self, "to_save", ()))

    def _free_saved(self):
        """What save_for_backward kept goes, as a backward pass without retain_graph frees it."""
        versions, packed = self.__dict__.pop("_saved_versions", None), self.__dict__.pop("_packed_saved", None)
        if versions is not None or packed is not None:
            self._saved_freed = True


class _SavedVersion:
    """A tensor save_for_backward kept, with its version then: unpacking it after an in-place change raises, as
    PyTorch's SavedVariable does (no check under saved_tensors_hooks, whose results need not be that tensor)."""

    def __init__(self, tensor, output_nr):
        self.tensor = tensor
        self.version = tensor._version
        self.output_nr = output_nr  # None for a saved input
        self.was_leaf = tensor.is_leaf

    def unpack(self, ctx):
        t = self.tensor
        now = t._version
        if now != self.version:
            # an input names its grad_fn as it is now, a leaf none; an output names the node that saved it
            if self.output_nr is not None:
                culprit = f", which is output {self.output_nr} of {type(ctx).__name__},"
            elif t.grad_fn is not None:
                culprit = f", which is output 0 of {t.grad_fn.name()},"
            else:
                culprit = "" if self.was_leaf else f", which is output 0 of {type(ctx).__name__},"
            raise RuntimeError(
                "one of the variables needed for gradient computation has been modified by an inplace operation: "
                f"[{t.type()} [{', '.join(str(d) for d in t.shape)}]]{culprit} is at version {now}; expected version "
                f"{self.version} instead. Hint: enable anomaly detection to find the operation that failed to compute "
                "its gradient, with torch.autograd.set_detect_anomaly(True).")
        return t


_ContextMethodMixin = FunctionCtx  # the old name, which old pickles refer to


class _HookMixin:
    @staticmethod
    def _register_hook(backward_hooks, hook):
        if backward_hooks is None:
            backward_hooks = OrderedDict()
        handle = hooks.RemovableHandle(backward_hooks)
        backward_hooks[handle.id] = hook
        return backward_hooks, handle


class BackwardCFunction(FunctionCtx, _HookMixin):
    """The ctx class of one Function (FunctionMeta makes one per Function): it is also its outputs' grad_fn."""

    def apply(self, *args):
        backward_fn = self._forward_cls.backward
        vjp_fn = self._forward_cls.vjp
        if backward_fn is not Function.backward and vjp_fn is not Function.vjp:
            raise RuntimeError("Implementing both 'backward' and 'vjp' for a custom Function is not allowed. You "
                               "should only implement one of them.")
        user_fn = vjp_fn if vjp_fn is not Function.vjp else backward_fn
        return user_fn(self, *args)

    def apply_jvp(self, *args):
        return self._forward_cls.jvp(self, *args)

    def name(self):
        return type(self).__name__

    @property
    def metadata(self):
        if "_metadata" not in self.__dict__:
            self._metadata = {}
        return self._metadata

    def __repr__(self):
        module = type(self).__module__
        return f"<{'' if module == 'builtins' else module + '.'}{type(self).__name__} object at {id(self):#x}>"


class FunctionMeta(type):
    """Gives each Function class its ctx class, `_backward_cls`, named after it (ExpBackward for Exp)."""

    def __init__(cls, name, bases, attrs):
        cls._backward_cls = type(name + "Backward", (BackwardCFunction,), {"_forward_cls": cls})
        super().__init__(name, bases, attrs)


class _SingleLevelFunction(FunctionCtx, _HookMixin, metaclass=FunctionMeta):
    @staticmethod
    def forward(ctx, *args, **kwargs):
        raise NotImplementedError("You must implement the forward function for custom autograd.Function.")

    @staticmethod
    def setup_context(ctx, inputs, output):
        raise NotImplementedError("setup_context is not implemented.")

    @staticmethod
    def backward(ctx, *grad_outputs):
        raise NotImplementedError("You must implement either the backward or vjp method for your custom "
                                  "autograd.Function to use it with backward mode AD.")

    vjp = backward

    @staticmethod
    def jvp(ctx, *grad_inputs):
        raise NotImplementedError("You must implement the jvp function for custom autograd.Function to use it with "
                                  "forward mode AD.")


class Function(_SingleLevelFunction):
    """A differentiable operation with a hand-written backward: subclass with static forward and backward."""

    def __init__(self, *args, **kwargs):
        warnings.warn(f"{self.__class__} should not be instantiated. Methods on autograd functions are all static, so "
                      "you should invoke them on the class itself. Instantiating an autograd function will raise an "
                      "error in a future version of PyTorch.", DeprecationWarning, stacklevel=2)

    def __call__(self, *args, **kwargs):
        raise RuntimeError("Legacy autograd function with non-static forward method is deprecated. Please use "
                           "new-style autograd function with static forward method. (Example: "
                           "https://pytorch.org/docs/stable/autograd.html#torch.autograd.Function)")

    is_traceable = False
    generate_vmap_rule = False

    @staticmethod
    def vmap(info, in_dims, *args):
        raise NotImplementedError("To use autograd.Function with vmap, you must either override the vmap staticmethod "
                                  "or set generate_vmap_rule=True.")

    @classmethod
    def apply(cls, *args, **kwargs):
        if cls.setup_context is not _SingleLevelFunction.setup_context:
            bound = inspect.signature(cls.forward).bind(*args, **kwargs)
            bound.apply_defaults()
            args = bound.args
        if kwargs:
            raise TypeError("apply() takes no keyword arguments")
        return _apply(cls, args)


def _apply(cls, args):
    ctx = cls._backward_cls.__new__(cls._backward_cls)
    ctx.needs_input_grad = tuple(isinstance(a, Tensor) and a.requires_grad for a in args)
    with no_grad():
        if cls.setup_context is not _SingleLevelFunction.setup_context:
            outputs = cls.forward(*args)
            cls.setup_context(ctx, args, outputs)
        else:
            outputs = cls.forward(ctx, *args)
    single = not isinstance(outputs, tuple)
    # what forward wrote in place under no_grad counts as written once more, as PyTorch's mark_dirty bumps it
    increment_version(getattr(ctx, "dirty_tensors", ()))
    outs = _wrap_outputs(ctx, args, (outputs,) if single else outputs)
    if is_grad_enabled() and any(ctx.needs_input_grad):
        from .graph import _pack, _stack

        if _stack and getattr(ctx, "to_save", None):
            # saved_tensors_hooks in force: only what pack_hook returned stays
            ctx._packed_saved = _pack(ctx.to_save)
            del ctx.to_save
        elif getattr(ctx, "to_save", None):
            output_nrs = {id(o): nr for nr, o in enumerate(o for o in outs if isinstance(o, Tensor))}
            ctx._saved_versions = [None if t is None else _SavedVersion(t, output_nrs.get(id(t)))
                                   for t in ctx.to_save]
        _record(ctx, args, outs)
    if cls.jvp is not _SingleLevelFunction.jvp:
        from .forward_ad import _function_tangents

        _function_tangents(ctx, args, outs)
    return outs[0] if single else outs


def _wrap_outputs(ctx, args, outputs):
    """An input returned unmodified comes back as a new view of it, as PyTorch's do; a dirtied one as itself."""
    dirty = {id(t) for t in getattr(ctx, "dirty_tensors", ())}
    inputs = {id(a) for a in args if isinstance(a, Tensor)}
    wrapped = []
    for o in outputs:
        if isinstance(o, Tensor) and id(o) in inputs and id(o) not in dirty:
            with no_grad():
                o = o.view_as(o)
        wrapped.append(o)
    return tuple(wrapped)


def _validate_grad(name, index, grad, input):  # noqa: A002
    """The engine's validate_outputs for one gradient a custom backward returned: one of a shape its input
    broadcasts to is summed back to the input's shape, any other shape refused, another dtype cast to the input's."""
    if grad is None or not input.requires_grad:
        return grad
    if grad.shape != input.shape:
        if not expandable_to(input.shape, grad.shape):
            raise RuntimeError(f"Function {name} returned an invalid gradient at index {index} - got "
                               f"{list(grad.shape)} but expected shape compatible with {list(input.shape)}")
        grad = grad.sum_to_size(input.shape)
    return grad if grad.dtype is input.dtype else grad.to(input.dtype)


def _record(ctx, args, outputs):
    dirty = {id(t) for t in getattr(ctx, "dirty_tensors", ())}
    for a in args:
        if isinstance(a, Tensor) and id(a) in dirty and a.is_leaf and a.requires_grad:
            raise RuntimeError("a leaf Variable that requires grad has been used in an in-place operation.")
    non_differentiable = {id(t) for t in getattr(ctx, "non_differentiable", ())}
    positions = [i for i, a in enumerate(args) if isinstance(a, Tensor)]
    tensors = [o for o in outputs if isinstance(o, Tensor)]
    # backward takes one gradient per output; a non-tensor output's is None
    slots = [i for i, o in enumerate(outputs) if isinstance(o, Tensor)]

    def js_backward(grad_handles):
        if grad_handles is None:  # backward without retain_graph has passed the node
            ctx._free_saved()
            return None
        if cuts_backward(ctx):
            return to_js([None] * len(positions))
        grads = [None] * len(outputs)
        for slot, h in zip(slots, grad_handles):
            grads[slot] = None if h is None else Tensor._wrap(h)
        result = ctx.apply(*grads)
        result = result if isinstance(result, tuple) else (result,)
        # extra trailing Nones are dropped, as PyTorch's THPFunction_apply does (a backward written for an optional
        # argument the call left out)
        if len(result) > len(args) and all(r is None for r in result[len(args):]):
            result = result[:len(args)]
        if len(result) != len(args):
            raise RuntimeError(f"function {type(ctx).__name__} returned an incorrect number of gradients "
                               f"(expected {len(args)}, got {len(result)})")
        checked = [_validate_grad(type(ctx).__name__, n, result[i], args[i]) for n, i in enumerate(positions)]
        return to_js([None if g is None else _E.tensor(g._i) for g in checked])

    _engine.engine(_E.custom_function, type(ctx).__name__, to_js([args[i]._i for i in positions]),
                   to_js([t._i for t in tensors]), create_proxy(js_backward),
                   bool(getattr(ctx, "materialize_grads", True)), to_js([id(t) not in non_differentiable for t in tensors]),
                   register_ctx(ctx))


class _DelayedError(Function):
    """The node once_differentiable puts after its backward's results: differentiating through it raises."""

    @staticmethod
    def forward(ctx, *inputs):
        return tuple(t.view_as(t) for t in inputs)

    @staticmethod
    def backward(ctx, *grads):
        raise RuntimeError("trying to differentiate twice a function that was marked with @once_differentiable")


def shown_as_node(function, name):
    """Names a Function's backward node as one of PyTorch's C++ nodes shows: `<class 'name'>`, `<name object at ...>`."""
    node = function._backward_cls
    node.__name__ = node.__qualname__ = name
    node.__module__ = "builtins"


# shown as PyTorch's C++ node: <class 'Error'>, name() torch::autograd::Error
shown_as_node(_DelayedError, "Error")


def once_differentiable(fn):
    """Runs a backward without recording it; a graph built through its results raises when differentiated."""

    @functools.wraps(fn)
    def wrapper(ctx, *args):
        with no_grad():
            outputs = fn(ctx, *args)
        if not is_grad_enabled():
            return outputs
        if not any(isinstance(arg, Tensor) and arg.requires_grad for arg in args):
            return outputs
        if not isinstance(outputs, tuple):
            outputs = (outputs,)
        present = [i for i, v in enumerate(outputs) if v is not None]
        fakes = _DelayedError.apply(*(outputs[i].detach().requires_grad_(True) for i in present))
        fakes = fakes if isinstance(fakes, tuple) else (fakes,)
        result = list(outputs)
        for i, fake in zip(present, fakes):
            result[i] = fake
        return tuple(result)

    return wrapper


def traceable(fn_cls):
    """Marks a Function as traceable by the JIT."""
    fn_cls.is_traceable = True
    return fn_cls


class InplaceFunction(Function):
    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace
