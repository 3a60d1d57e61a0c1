"""What a tensor says about itself beyond its values (layout, the is_* predicates of PyTorch's other storage kinds,
is_nonzero, is_same_size, is_signed), the legacy `Tensor.new`, and process-sharing calls that are no-ops here."""
from ._engine import _E
from ._layout import strided
from ._tensor import Tensor, _adjoint

_UNSIGNED = ("uint8", "uint16", "uint32", "uint64", "bool")


def is_nonzero(self):
    if self.numel() == 0:
        raise RuntimeError("Boolean value of Tensor with no values is ambiguous")
    if self.numel() > 1:
        raise RuntimeError("Boolean value of Tensor with more than one value is ambiguous")
    return bool(self.item() != 0)


def is_same_size(self, other):
    return self.shape == other.shape


def is_signed(self):
    return str(self.dtype).split(".")[-1] not in _UNSIGNED


def new(self, *args, **kwargs):
    """The legacy constructor on a tensor's type: sizes, a sequence of values, a tensor, or nothing."""
    import torch

    device = kwargs.pop("device", self.device)
    if kwargs:
        raise TypeError(f"new() received an invalid combination of arguments - got unexpected keyword "
                        f"{next(iter(kwargs))!r}")
    if not args:
        return torch.empty(0, dtype=self.dtype, device=device)
    if len(args) == 1 and isinstance(args[0], Tensor):
        return args[0].to(self.dtype).reshape(args[0].shape)
    if len(args) == 1 and not isinstance(args[0], int):
        if isinstance(args[0], torch.Size):
            return torch.empty(args[0], dtype=self.dtype, device=device)
        return torch.tensor(args[0], dtype=self.dtype, device=device)
    return torch.empty(*args, dtype=self.dtype, device=device)


def share_memory_(self):
    # one process holds every tensor here; worker processes receive pickled copies, as under spawn
    return self


_PINNED = set()  # the storages pin_memory() made


def pin_memory(self, device=None):
    """Page-locked host memory, for faster copies to an accelerator: a copy, when the page has one (the WebGPU cuda
    device), else current PyTorch's error on a machine without one."""
    import torch

    if not self.is_cpu:
        from ._out import _scalar_name

        # at::Tensor::toString(): the dispatch key, then the scalar type
        raise RuntimeError(f"cannot pin '{self.device.type.upper()}{_scalar_name(self.dtype)}Type' only dense CPU "
                           "tensors can be pinned")
    if is_pinned(self):
        return self
    if not torch.cuda.is_available():
        raise RuntimeError("Cannot access accelerator device when none is available.")
    pinned = self.clone()
    _PINNED.add(_storage_id(pinned))
    return pinned


def is_pinned(self, device=None):
    return _storage_id(self) in _PINNED


def _storage_id(t):
    return _E.storage_meta(t._i).to_py()[0]


def storage_type(self):
    """The legacy class of the tensor's typed storage (torch.FloatStorage, ...)."""
    from . import storage

    storage._warn_typed_storage_removal(stacklevel=2)
    return storage.LEGACY[storage._STORAGE_NAMES[self.dtype]]


def _each(self, name, fn, *others):
    """self with each element replaced by fn(element, the others' elements there), in place: apply_ and map_, which
    call back into Python once per element."""
    import torch

    if self.requires_grad:
        raise RuntimeError(f"Can't call {name}() on Variable that requires grad. Use var.detach().{name}() instead.")
    columns = [t.reshape(-1).tolist() for t in (self, *(other.expand_as(self) for other in others))]
    values = []
    for args in zip(*columns):
        value = fn(*args)
        if not isinstance(value, (int, float)) and not hasattr(value, "__float__"):
            raise TypeError(f"must be real number, not {type(value).__name__}")
        values.append(value)
    with torch.no_grad():
        self.copy_(torch.tensor(values, dtype=self.dtype).reshape(self.shape))
    return self


def apply_(self, callable):  # noqa: A002
    return _each(self, "apply_", callable)


def map_(self, tensor, callable):  # noqa: A002
    return _each(self, "map_", callable, tensor)


def map2_(self, x, y, callable):  # noqa: A002
    return _each(self, "map2_", callable, x, y)


def is_neg(input):  # noqa: A002
    """Whether the tensor is a lazily negated view: never here, where neg() always computes (only a complex conj is
    lazy)."""
    return False


def resolve_neg(input):  # noqa: A002
    return input


def positive(input):  # noqa: A002
    import torch

    if input.dtype == torch.bool:
        raise RuntimeError("The `+` operator, on a bool tensor is not supported.")
    return input


PROPERTIES = {"layout": strided, "is_sparse": False, "is_sparse_csr": False, "is_quantized": False,
              "is_mkldnn": False, "is_nested": False, "is_vulkan": False, "is_xpu": False, "is_ipu": False,
              "is_mps": False, "is_ort": False}
def adjoint(input):  # noqa: A002
    return _adjoint(input, "tensor.adjoint()")


METHODS = {"is_neg": is_neg, "resolve_neg": resolve_neg, "adjoint": adjoint, "is_nonzero": is_nonzero, "is_same_size": is_same_size, "is_signed": is_signed, "new": new,
           "share_memory_": share_memory_, "is_shared": lambda self: True, "is_pinned": is_pinned,
           "pin_memory": pin_memory, "storage_type": storage_type, "apply_": apply_, "map_": map_, "map2_": map2_,
           "positive": positive}
FUNCTIONS = {"is_neg": is_neg, "resolve_neg": resolve_neg, "adjoint": adjoint, "is_nonzero": is_nonzero, "is_same_size": is_same_size, "is_signed": is_signed, "positive": positive}


def install():
    for name, value in PROPERTIES.items():
        if not hasattr(Tensor, name):
            setattr(Tensor, name, property(lambda self, value=value: value))
