"""torch.autograd.graph: the Node base of grad_fn objects, and hooks on the tensors autograd saves for backward
(saved_tensors_hooks, save_on_cpu)."""
import abc
import contextlib

from pyodide.ffi import create_proxy

from .._engine import _E
from .._tensor import Tensor
from ..utils.hooks import RemovableHandle

__all__ = ["saved_tensors_hooks", "save_on_cpu", "disable_saved_tensors_hooks", "register_multi_grad_hook",
           "increment_version", "Node"]


class Node(abc.ABC):
    """What every grad_fn is an instance of (by __subclasshook__: the engine's nodes and custom Functions' backward
    objects are not its subclasses), as in current PyTorch."""

    @abc.abstractmethod
    def name(self):
        raise NotImplementedError

    @property
    @abc.abstractmethod
    def next_functions(self):
        raise NotImplementedError

    @abc.abstractmethod
    def metadata(self):
        raise NotImplementedError

    @property
    @abc.abstractmethod
    def _input_metadata(self):
        raise NotImplementedError

    @abc.abstractmethod
    def _register_hook_dict(self, tensor):
        raise NotImplementedError

    @abc.abstractmethod
    def register_hook(self, fn):
        raise NotImplementedError

    @abc.abstractmethod
    def register_prehook(self, fn):
        raise NotImplementedError

    @classmethod
    def __subclasshook__(cls, subclass):
        from .._grad_fn import _GradFn
        from .function import BackwardCFunction

        if cls is Node and issubclass(subclass, (_GradFn, BackwardCFunction)):
            return True
        return NotImplemented

# the pairs in force, innermost last (custom Functions' ctx.save_for_backward packs with it)
_stack = []
# while set, pushing hooks raises it (disable_saved_tensors_hooks)
_disabled_message = None


def increment_version(tensor):
    """Marks the tensor (or each of an iterable of them) as modified in place, for the saved-tensor checks."""
    for t in (tensor,) if isinstance(tensor, Tensor) else tensor:
        _E.increment_version(t._i)


def _check_unpacked(result):
    if not isinstance(result, Tensor):
        raise TypeError("Output of saved tensor unpack_hook expected to be a Tensor but got result of type "
                        f"{type(result).__name__}")
    return result


def _js_hooks(pack_hook, unpack_hook):
    """The pair as the engine calls it: pack gets a handle, unpack gives back the engine's tensor."""

    def js_pack(handle):
        return pack_hook(Tensor._wrap(handle))

    def js_unpack(packed):
        # held in a name until the engine has the tensor: a temporary would die as its handle is read, and its handle
        # could be given back (a batch of dead tensors filling up) before the engine looks it up
        unpacked = _check_unpacked(unpack_hook(packed))
        return _E.tensor(unpacked._i)

    return create_proxy(js_pack), create_proxy(js_unpack)


def _pack(tensors):
    """What the hooks in force keep for a custom Function's saved tensors: (unpack_hook, packed) per tensor. As
    for the engine's nodes, the hook's own ops save without it."""
    pack_hook, unpack_hook, js_hooks = _stack[-1]
    _E.pop_saved_tensor_hooks()
    try:
        return [None if t is None else (unpack_hook, pack_hook(t)) for t in tensors]
    finally:
        _E.push_saved_tensor_hooks(*js_hooks)


def _unpack(packed):
    return tuple(None if p is None else _check_unpacked(p[0](p[1])) for p in packed)


class saved_tensors_hooks:
    """Within the block, each tensor a recorded node saves goes through pack_hook (its result is kept in the
    tensor's place), and backward gets it back from unpack_hook, which must return a tensor."""

    def __init__(self, pack_hook, unpack_hook):
        self.pack_hook = pack_hook
        self.unpack_hook = unpack_hook

    def __enter__(self):
        if _disabled_message is not None:
            raise RuntimeError(_disabled_message)
        js_hooks = _js_hooks(self.pack_hook, self.unpack_hook)
        _stack.append((self.pack_hook, self.unpack_hook, js_hooks))
        _E.push_saved_tensor_hooks(*js_hooks)
        return self

    def __exit__(self, *args):
        _E.pop_saved_tensor_hooks()
        _stack.pop()


class save_on_cpu(saved_tensors_hooks):
    """Saved tensors kept on the CPU and moved back to their device when backward needs them."""

    def __init__(self, pin_memory=False, device_type="cuda"):
        import torch

        def pack_to_cpu(tensor):
            if not pin_memory:
                return (tensor.device, tensor.cpu())
            # a copy into fresh host memory, which needs no pinning here to be copied back
            packed = torch.empty(tensor.size(), dtype=tensor.dtype)
            packed.copy_(tensor)
            return (tensor.device, packed)

        def unpack_from_cpu(packed):
            device, tensor = packed
            return tensor.to(device, non_blocking=pin_memory)

        super().__init__(pack_to_cpu, unpack_from_cpu)


@contextlib.contextmanager
def disable_saved_tensors_hooks(error_message):
    """Within the block, entering saved_tensors_hooks raises RuntimeError(error_message)."""
    global _disabled_message
    previous = _disabled_message
    try:
        _disabled_message = error_message
        yield
    finally:
        _disabled_message = previous


def _get_grad_fn_or_grad_acc(t):
    """The node a tensor's gradient reaches first: its grad_fn, or a leaf's AccumulateGrad."""
    if t.requires_grad and t.grad_fn is None:
        import torch

        with torch.enable_grad():
            return t.view_as(t).grad_fn.next_functions[0][0]
    return t.grad_fn


class _MultiHandle(RemovableHandle):
    """Removes a hook from each of several tensors."""

    def __init__(self, handles):
        self.handles = handles

    def remove(self):
        for handle in self.handles:
            handle.remove()

    def __getstate__(self):
        return self.handles

    def __setstate__(self, state):
        self.handles = state


def register_multi_grad_hook(tensors, fn, *, mode="all"):
    """As current PyTorch's: with mode "all", fn(grads) once per backward, after every tensor among `tensors` whose
    gradient that backward computes has it (None in the others' places); with mode "any", fn(grad) with the first of
    them to get its gradient. The handle removes the hooks on every tensor."""
    from .. import _C

    supported_modes = ("all", "any")
    if mode not in supported_modes:
        raise ValueError(f"Expects mode to be one of {supported_modes} but got {mode}")

    if mode == "all":
        count, buffer = {}, {}
        nb_calls = None
        grad_fns = list(map(_get_grad_fn_or_grad_acc, tensors))
        len_tensors = len(tensors)

        def get_inner_hook(idx):
            def inner_hook(grad):
                nonlocal nb_calls
                task = _C._current_graph_task_id()
                assert task != -1, "expected this hook to be called inside a backward call"
                count[task] = count.get(task, 0)
                buffer[task] = buffer.get(task, [None] * len_tensors)
                curr_count, count[task] = count[task], count[task] + 1
                if curr_count == 0:
                    # on the first call, how many of the hooks this backward will call
                    nb_calls = sum(map(_C._will_engine_execute_node, grad_fns))
                buffer[task][idx] = grad
                if curr_count == nb_calls - 1:
                    fn(buffer[task])
                    del count[task]
                    del buffer[task]

            return inner_hook

        handles = [t.register_hook(get_inner_hook(i)) for i, t in enumerate(tensors)]
    else:
        import collections
        import functools

        ran_hook = collections.defaultdict(bool)

        @functools.wraps(fn)
        def wrapped_fn(grad):
            task = _C._current_graph_task_id()
            assert task != -1, "expected this hook to be called inside a backward call"
            prev, ran_hook[task] = ran_hook[task], True
            if prev:
                return
            fn(grad)

        handles = [tensor.register_hook(wrapped_fn) for tensor in tensors if tensor.requires_grad]

    return _MultiHandle(tuple(handles))
