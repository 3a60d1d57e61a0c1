"""How tensors pickle, as PyTorch's torch._utils has it: a tensor is its storage, offset, sizes and strides.

Pickling reduces a tensor to `_rebuild_tensor_v2(storage, offset, size, stride, requires_grad, hooks)`; torch.save
turns the storage into a persistent id and writes its bytes as a file of the archive, while a plain pickle (and
copy) reduces the storage to the bytes of a torch.save of it. Either way, tensors that shared a storage share one
again once loaded.
"""
from collections import OrderedDict

from pyodide.ffi import to_js

from ._engine import _E


_NOT_STATE = ("_meta", "_backward_hooks", "_post_accumulate_grad_hooks")


def _get_obj_state(obj):
    """The Python attributes users set on a tensor (its __dict__, less the engine's cache and the gradient hooks,
    which PyTorch keeps outside __dict__), or None if none."""
    state = {k: v for k, v in getattr(obj, "__dict__", {}).items() if k not in _NOT_STATE}
    return state or None


def _set_obj_state(obj, state):
    if isinstance(state, tuple):
        if len(state) != 2:
            raise RuntimeError(f"Invalid serialized state: {state}")
        dict_state, slots_state = state
    else:
        dict_state, slots_state = state, None
    for k, v in (dict_state or {}).items():
        setattr(obj, k, v)
    for k, v in (slots_state or {}).items():
        setattr(obj, k, v)
    return obj


def as_type(t, cls):
    """t's data as an instance of Tensor subclass cls (a view of the same storage)."""
    obj = object.__new__(cls)
    obj._i = _E.alias(t._i)
    return obj


def typed_storage(t):
    """The TypedStorage under tensor t (what pickling a tensor records)."""
    from .storage import TypedStorage, UntypedStorage, _storage_tensor

    return TypedStorage(wrap_storage=UntypedStorage._wrap(_storage_tensor(t)), dtype=t.dtype, _internal=True)


def reduce_tensor(t):
    """Tensor.__reduce_ex__: PyTorch's reduction, so files and pickles round-trip with real PyTorch."""
    from ._tensor import Tensor, _rebuild_from_type_v2
    from .nn.parameter import Parameter

    if isinstance(t, Parameter):
        state = _get_obj_state(t)
        data = t.detach()
        if not state:
            return _rebuild_parameter, (data, t.requires_grad, OrderedDict())
        return _rebuild_parameter_with_state, (data, t.requires_grad, OrderedDict(), state)
    if t.is_meta:
        # no storage to save, so none is shared either (as in PyTorch)
        rebuild, args = _rebuild_meta_tensor_no_storage, (t.dtype, tuple(t.size()), t.stride(), t.requires_grad)
    else:
        rebuild = _rebuild_tensor_v2
        args = (typed_storage(t), t.storage_offset(), tuple(t.size()), t.stride(), t.requires_grad, OrderedDict())
    state = _get_obj_state(t)
    if (type(t) is Tensor or t._complex) and not state:
        return rebuild, args
    return _rebuild_from_type_v2, (rebuild, type(t), args, state)


def reduce_qtensor(t):
    """A quantized tensor's reduction, PyTorch's: its integers' storage as a storage of its quantized dtype, and its
    quantization scheme and parameters."""
    import torch

    if t.qscheme() is torch.per_tensor_affine:
        params = (torch.per_tensor_affine, t.q_scale(), t.q_zero_point())
    else:
        params = (torch.per_channel_affine, t.q_per_channel_scales(), t.q_per_channel_zero_points(),
                  t.q_per_channel_axis())
    return _rebuild_qtensor, (typed_storage(t), t.storage_offset(), tuple(t.size()), t.stride(), params,
                              t.requires_grad, OrderedDict())


def _rebuild_qtensor(storage, storage_offset, size, stride, quantizer_params, requires_grad, backward_hooks):
    import torch
    from ._quantized import _make

    integers = _view(storage, storage_offset, size, stride)
    scheme = quantizer_params[0]
    if scheme is torch.per_tensor_affine:
        return _make(integers, scheme, float(quantizer_params[1]), int(quantizer_params[2]))
    if scheme is torch.per_channel_affine:
        scales, zero_points, axis = quantizer_params[1:]
        return _make(integers, scheme, scales.to(torch.float64), zero_points.to(torch.int64), axis)
    raise RuntimeError(f"Can't deserialize quantized tensor with qscheme {scheme}")


def _view(storage, storage_offset, size, stride):
    """A tensor over the storage with these sizes, strides and offset (in elements of the storage's dtype)."""
    from ._tensor import Tensor

    base = storage._untyped_storage._typed(storage.dtype)
    if stride is None:  # contiguous
        stride, step = [], 1
        for n in reversed(size):
            stride.insert(0, step)
            step *= n
    if storage.dtype.is_complex:
        # the storage's float pairs, viewed with each element's two parts as a last dim
        from ._complex import _wrap
        from .storage import TypedStorage

        return _wrap(_view(TypedStorage(wrap_storage=storage._untyped_storage, dtype=base.dtype, _internal=True),
                           2 * storage_offset, [*size, 2], [2 * s for s in stride] + [1]))
    return Tensor._wrap(_E.strided_view(base._i, to_js(list(size)), to_js(list(stride)), storage_offset))


def _rebuild_tensor(storage, storage_offset, size, stride):
    return _view(storage, storage_offset, size, stride)


def _rebuild_tensor_v2(storage, storage_offset, size, stride, requires_grad, backward_hooks, metadata=None):
    t = _view(storage, storage_offset, size, stride)
    if requires_grad:
        t.requires_grad = True
    return t


def _rebuild_tensor_v3(storage, storage_offset, size, stride, requires_grad, backward_hooks, dtype, metadata=None):
    from .storage import TypedStorage

    typed = TypedStorage(wrap_storage=getattr(storage, "_untyped_storage", storage), dtype=dtype, _internal=True)
    return _rebuild_tensor_v2(typed, storage_offset, size, stride, requires_grad, backward_hooks)


def _rebuild_meta_tensor_no_storage(dtype, size, stride, requires_grad):
    import torch

    return torch.empty_strided(size, stride, dtype=dtype, device="meta", requires_grad=requires_grad)


def _rebuild_parameter(data, requires_grad, backward_hooks=None):
    from .nn.parameter import Parameter

    return Parameter(data, requires_grad)


def _rebuild_parameter_with_state(data, requires_grad, backward_hooks, state):
    return _set_obj_state(_rebuild_parameter(data, requires_grad), state)


def deepcopy_tensor(t, memo):
    """Tensor.__deepcopy__: a copy of a leaf's storage (shared among the views copied together), grad and attributes."""
    import copy

    from .nn.parameter import Parameter

    if not t.is_leaf:
        raise RuntimeError("Only Tensors created explicitly by the user (graph leaves) support the deepcopy protocol "
                           "at the moment.  If you were attempting to deepcopy a module, this may be because of a "
                           "torch.nn.utils.weight_norm usage, see https://github.com/pytorch/pytorch/pull/103001")
    if id(t) in memo:
        return memo[id(t)]
    if isinstance(t, Parameter):
        # PyTorch's Parameter.__deepcopy__: a clone of the data, no grad nor attributes
        copied = memo[id(t)] = type(t)(t.data.clone(), t.requires_grad)
        return copied
    from .storage import TypedStorage, UntypedStorage

    source = typed_storage(t)
    key = ("storage", source._cdata)
    storage = memo.get(key)
    if storage is None:
        base = source._untyped_storage._base.clone()
        storage = memo[key] = TypedStorage(wrap_storage=UntypedStorage._wrap(base), dtype=t.dtype, _internal=True)
    copied = _view(storage, t.storage_offset(), tuple(t.size()), t.stride())
    if t.requires_grad:
        copied.requires_grad = True
    if type(t) is not type(copied):
        copied = as_type(copied, type(t))
    if t.grad is not None:
        copied.grad = copy.deepcopy(t.grad, memo)
    state = _get_obj_state(t)
    if state:
        _set_obj_state(copied, copy.deepcopy(state, memo))
    memo[id(t)] = copied
    return copied
