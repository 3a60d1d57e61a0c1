"""Hook handles and the machinery behind nn.Module's full backward hooks, shaped as PyTorch's torch/utils/hooks.py."""
import weakref
from collections import OrderedDict

__all__ = ["RemovableHandle", "unserializable_hook", "BackwardHook"]


class RemovableHandle:
    """A handle which provides the capability to remove a hook."""

    id: int
    next_id: int = 0

    def __init__(self, hooks_dict, *, extra_dict=None):
        self.hooks_dict_ref = weakref.ref(hooks_dict)
        self.id = RemovableHandle.next_id
        RemovableHandle.next_id += 1
        # the flags kept beside a hook (with_kwargs, always_call) go with it
        if isinstance(extra_dict, dict):
            self.extra_dict_ref = (weakref.ref(extra_dict),)
        elif isinstance(extra_dict, list):
            self.extra_dict_ref = tuple(weakref.ref(d) for d in extra_dict)
        else:
            self.extra_dict_ref = ()

    def remove(self):
        for ref in (self.hooks_dict_ref, *self.extra_dict_ref):
            d = ref()
            if d is not None and self.id in d:
                del d[self.id]

    def __getstate__(self):
        if not self.extra_dict_ref:
            return (self.hooks_dict_ref(), self.id)
        return (self.hooks_dict_ref(), self.id, tuple(ref() for ref in self.extra_dict_ref))

    def __setstate__(self, state):
        # a dict that is gone comes back as a dead reference
        self.hooks_dict_ref = weakref.ref(OrderedDict() if state[0] is None else state[0])
        self.id = state[1]
        RemovableHandle.next_id = max(RemovableHandle.next_id, self.id + 1)
        self.extra_dict_ref = () if len(state) < 3 else tuple(
            weakref.ref(OrderedDict() if d is None else d) for d in state[2])

    def __enter__(self):
        return self

    def __exit__(self, type, value, tb):
        self.remove()


def unserializable_hook(f):
    """Marks a function as a hook that is not serialized with its tensor, which silences the warning about it."""
    f.__torch_unserializable__ = True
    return f


def _pack_with_none(indices, values, size):
    res = [None] * size
    for idx, val in zip(indices, values):
        res[idx] = val
    return tuple(res)


class BackwardHook:
    """Calls a module's full backward hooks with the gradients of its inputs and outputs.

    The module's tensor inputs and outputs pass through an identity autograd function (BackwardHookFunction, as in
    PyTorch): the outputs' one sees grad_output first, runs the backward pre-hooks on it and keeps it; the inputs' one
    then sees grad_input and runs the hooks with both. Non-tensor arguments appear as None, as PyTorch passes them.
    """

    def __init__(self, module, user_hooks, user_pre_hooks):
        self.user_hooks = user_hooks
        self.user_pre_hooks = user_pre_hooks
        self.module = module
        self.grad_outputs = None
        self.n_outputs = -1
        self.output_tensors_index = None
        self.n_inputs = -1
        self.input_tensors_index = None

    def _on_grad_input(self, grad_input):
        if self.grad_outputs is None:
            # the gradient reached the inputs without passing through the outputs (double backward, for one)
            return grad_input
        res = _pack_with_none(self.input_tensors_index, grad_input, self.n_inputs)
        for hook in self.user_hooks:
            out = hook(self.module, res, self.grad_outputs)
            if out is None:
                continue
            if len(out) != len(res):
                raise RuntimeError("Backward hook returned an invalid number of grad_input, "
                                   f"got {len(out)}, but expected {len(res)}")
            res = out
        self.grad_outputs = None
        return tuple(res[i] for i in self.input_tensors_index)

    def _on_grad_output(self, grad_output):
        self.grad_outputs = _pack_with_none(self.output_tensors_index, grad_output, self.n_outputs)
        expected_len = len(self.grad_outputs)
        for pre_hook in self.user_pre_hooks:
            hook_grad_outputs = pre_hook(self.module, self.grad_outputs)
            if hook_grad_outputs is None:
                continue
            if len(hook_grad_outputs) != expected_len:
                raise RuntimeError("Backward pre hook returned an invalid number of grad_output, "
                                   f"got {len(hook_grad_outputs)}, but expected {expected_len}")
            self.grad_outputs = hook_grad_outputs
        local_grad_outputs = self.grad_outputs
        if self.input_tensors_index is None:
            # no input requires grad: nothing will reach the inputs' function, so the hooks run here
            grad_inputs = _pack_with_none([], [], self.n_inputs)
            for user_hook in self.user_hooks:
                res = user_hook(self.module, grad_inputs, self.grad_outputs)
                if res is not None and not (isinstance(res, tuple) and all(el is None for el in res)):
                    raise RuntimeError("Backward hook for Modules where no input requires "
                                       "gradient should always return None or None for all gradients.")
            self.grad_outputs = None
        return tuple(local_grad_outputs[i] for i in self.output_tensors_index)

    def _apply_on_tensors(self, on_grads, args):
        from .. import is_grad_enabled
        from .._tensor import Tensor
        from ..nn.modules._functions import BackwardHookFunction

        tensors_idx = [i for i, arg in enumerate(args) if isinstance(arg, Tensor)]
        # only tensors that require grad pass through the function: PyTorch marks the others non-differentiable,
        # and their gradients are None
        diff = [k for k, i in enumerate(tensors_idx) if args[i].requires_grad]
        if not (diff and is_grad_enabled()):
            return args, None

        def on_diff_grads(grads):
            full = [None] * len(tensors_idx)
            for k, g in zip(diff, grads):
                full[k] = g
            out = on_grads(tuple(full))
            return tuple(out[k] for k in diff)

        new_tensors = BackwardHookFunction.apply(on_diff_grads, *(args[tensors_idx[k]] for k in diff))
        arg_list = list(args)
        for k, val in zip(diff, new_tensors):
            arg_list[tensors_idx[k]] = val
        return (tuple(arg_list) if type(args) is tuple else type(args)(*arg_list)), tensors_idx

    def setup_input_hook(self, args):
        res, input_idx = self._apply_on_tensors(self._on_grad_input, args)
        self.n_inputs = len(args)
        self.input_tensors_index = input_idx
        return res

    def setup_output_hook(self, args):
        is_tuple = isinstance(args, tuple)
        if not is_tuple:
            args = (args,)
        res, output_idx = self._apply_on_tensors(self._on_grad_output, args)
        self.n_outputs = len(args)
        self.output_tensors_index = output_idx
        return res if is_tuple else res[0]
