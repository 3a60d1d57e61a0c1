"""The legacy typed constructors (torch.FloatTensor, torch.LongTensor, ...), as torch/csrc/utils/tensor_new.cpp's
legacy_tensor_ctor: a class per dtype that builds plain tensors, and that a CPU tensor of its dtype is an instance of.
"""
from ._out import _CPP_NAMES
from ._size import Size
from ._tensor import Tensor, _LEGACY_NAMES

_OVERLOADS = ("(*, torch.device device)", "(torch.Storage storage)", "(Tensor other)",
              "(tuple of ints size, *, torch.device device)", "(object data, *, torch.device device)")


def _options(t_dtype):
    return (f"TensorOptions(dtype={_CPP_NAMES[t_dtype._name]}, device=cpu, layout=Strided, requires_grad=false "
            "(default), pinned_memory=false (default), memory_format=(nullopt))")


def _kind(value):
    return "Tensor" if isinstance(value, Tensor) else type(value).__name__


def _invalid(args, kwargs):
    """PyTorch's parser error: each overload, with why the closest ones did not match."""
    got = ", ".join([_kind(a) for a in args] + [f"{k}={type(v).__module__}.{type(v).__name__}"
                                                for k, v in kwargs.items()])
    notes = {}
    if kwargs:
        keywords = ", ".join(kwargs)
        notes = {3: f"didn't match because some of the keywords were incorrect: {keywords}",
                 4: f"didn't match because some of the keywords were incorrect: {keywords}"}
    elif len(args) > 1:
        notes = {0: "didn't match because some of the arguments have invalid types: (" +
                    ", ".join(f"!{_kind(a)}!" for a in args) + ")"}
    lines = "".join(f" * {o}\n" + (f"      {notes[i]}\n" if i in notes else "") for i, o in enumerate(_OVERLOADS))
    return TypeError(f"new() received an invalid combination of arguments - got ({got}), but expected one of:\n{lines}")


class _LegacyTensorType(type):
    """A CPU tensor of the class's dtype is an instance of it (torch.FloatTensor for float32 on the CPU)."""

    def __instancecheck__(cls, obj):
        return isinstance(obj, Tensor) and obj.dtype is cls.dtype and obj.is_cpu

    def __call__(cls, *args, device=None, **kwargs):
        import torch

        if kwargs:
            raise _invalid(args, kwargs)
        if not args:
            return torch.empty(0, dtype=cls.dtype, device=device)
        first = args[0]
        if len(args) == 1 and isinstance(first, Tensor):
            if first.dtype is not cls.dtype or not first.is_cpu:
                raise TypeError(f"expected {_options(cls.dtype)} (got {_options(first.dtype)})")
            return first.view(first.shape)
        if len(args) == 1 and not isinstance(first, (int, Size)):
            if isinstance(first, (list, tuple)):
                return torch.tensor(first, dtype=cls.dtype, device=device)
            if isinstance(first, str):
                raise TypeError(f"new(): invalid data type '{type(first).__name__}'")
            raise TypeError(f"new(): data must be a sequence (got {type(first).__name__})")
        size = tuple(first) if isinstance(first, Size) else args
        if not isinstance(size[0], int):
            raise _invalid(args, kwargs)
        for pos, n in enumerate(size, 1):
            if not isinstance(n, int):
                raise TypeError(f"new(): argument 'size' must be tuple of ints, but found element of type "
                                f"{type(n).__name__} at pos {pos}")
        # uninitialised memory in PyTorch; zeros here
        return torch.zeros(size, dtype=cls.dtype, device=device)


def _legacy_class(dtype, name):
    return _LegacyTensorType(name, (), {"dtype": dtype, "is_cuda": False, "is_sparse": False, "__module__": "torch"})


LEGACY = {name: _legacy_class(dtype, name) for dtype, name in _LEGACY_NAMES.items()}
