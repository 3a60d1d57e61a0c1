"""The legacy typed constructors (torch.FloatTensor, torch.LongTensor, ...), as torch/csrc/utils/tensor_new.cpp's
legacy_tensor_ctor: a class per dtype that builds plain tensors, and that a CPU tensor of its dtype is an instance of.
"""
from ._arg_parser import format_invalid_args, tp_name
from ._out import _CPP_NAMES
from ._size import Size
from ._tensor import Tensor, _LEGACY_NAMES

_OVERLOADS = ("(*, torch.device device)", "(torch.Storage storage)", "(Tensor other)",
              "(tuple of ints size, *, torch.device device)", "(object data, *, torch.device device)")


def _options(t_dtype):
    return (f"TensorOptions(dtype={_CPP_NAMES[t_dtype._name]}, device=cpu, layout=Strided, requires_grad=false "
            "(default), pinned_memory=false (default), memory_format=(nullopt))")


def _invalid(args, kwargs):
    return TypeError(format_invalid_args("new()", args, kwargs, _OVERLOADS))


def _is_sequence(obj):
    """Python's PySequence_Check, which PyTorch asks of data: numpy's scalars (C types without item access) fail it."""
    import numpy

    return (isinstance(obj, numpy.ndarray) or hasattr(type(obj), "__getitem__")
            and not isinstance(obj, (dict, numpy.generic)))


def _from_sequence(dtype, data, device):
    """legacy_new_from_sequence: data in dtype, a numpy array of that dtype shared rather than copied."""
    import numpy
    import torch

    if not _is_sequence(data):
        raise TypeError(f"new(): data must be a sequence (got {tp_name(data)})")
    if isinstance(data, str):
        raise TypeError(f"new(): invalid data type '{type(data).__name__}'")
    if isinstance(data, numpy.ndarray):
        return torch.from_numpy(data).to(dtype=dtype, device=device)
    return torch.tensor(data, dtype=dtype, device=device)


def construct(dtype, args, kwargs, base):
    """legacy_tensor_generic_ctor_new for the CPU: no arguments, a tensor to alias, sizes, or data. base: torch.Tensor
    itself, which aliases a tensor of any dtype where the typed classes insist on their own."""
    import torch

    kwargs = dict(kwargs)
    device = kwargs.pop("device", None)
    if kwargs:
        raise _invalid(args, kwargs)
    if not args:
        return torch.empty(0, dtype=dtype, device=device)
    first = args[0]
    if len(args) == 1 and isinstance(first, Tensor):
        if device is not None:
            raise RuntimeError("Legacy tensor constructor of the form torch.Tensor(tensor, device=device) is not "
                               "supported.  Use torch.tensor(...) or torch.as_tensor(...) instead.")
        if not base and (first.dtype is not dtype or not first.is_cpu):
            raise TypeError(f"expected {_options(dtype)} (got {_options(first.dtype)})")
        return first.view(first.shape)
    if len(args) == 1 and not isinstance(first, Size) and not (_is_integer(first) and type(first) is not bool):
        return _from_sequence(dtype, first, device)
    size = tuple(first) if isinstance(first, Size) else args
    if not _is_integer(size[0]):
        raise _invalid(args, kwargs)
    for pos, n in enumerate(size, 1):
        if not _is_integer(n):
            raise TypeError(f"new(): argument 'size' must be tuple of ints, but found element of type "
                            f"{type(n).__name__} at pos {pos}")
    # uninitialised memory in PyTorch; zeros here
    return torch.zeros(tuple(int(n) for n in size), dtype=dtype, device=device)


def _is_integer(n):
    """An element of a size: Python's ints or numpy's integer scalars."""
    import numpy

    return isinstance(n, (int, numpy.integer))


class _LegacyTensorType(type):
    """A CPU tensor of the class's dtype is an instance of it (torch.FloatTensor for float32 on the CPU)."""

    def __instancecheck__(cls, obj):
        return isinstance(obj, Tensor) and obj.dtype is cls.dtype and obj.is_cpu

    def __call__(cls, *args, **kwargs):
        return construct(cls.dtype, args, kwargs, base=False)


def _legacy_class(dtype, name):
    return _LegacyTensorType(name, (), {"dtype": dtype, "is_cuda": False, "is_sparse": False, "__module__": "torch"})


LEGACY = {name: _legacy_class(dtype, name) for dtype, name in _LEGACY_NAMES.items()}
