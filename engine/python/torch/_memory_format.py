"""torch.memory_format: the order in which a dense tensor keeps its dims in memory.

The engine takes a format by its name; layouts themselves (strides) are the engine's (engine/src/memory-format.ts).
"""


class _TorchConstant:
    """A named constant of the torch module (torch.channels_last, torch.strided): printed and pickled by name."""

    __slots__ = ("_name",)

    def __init__(self, name):
        self._name = name

    def __repr__(self):
        return f"torch.{self._name}"

    def __reduce__(self):
        return self._name


class memory_format(_TorchConstant):  # noqa: N801  (PyTorch's spelling)
    __slots__ = ()


memory_format.__module__ = "torch"

contiguous_format = memory_format("contiguous_format")
preserve_format = memory_format("preserve_format")
channels_last = memory_format("channels_last")
channels_last_3d = memory_format("channels_last_3d")

# dims from the innermost to the outermost in memory, for the formats that reorder them
_ORDER = {channels_last: (4, (1, 3, 2, 0)), channels_last_3d: (5, (1, 4, 3, 2, 0))}


def is_contiguous_as(shape, strides, fmt):
    """Whether shape/strides lay the tensor out exactly as fmt orders it (TensorImpl::is_contiguous(fmt))."""
    rank, order = _ORDER[fmt]
    if len(shape) != rank:
        return False
    expected = 1
    for d in order:
        if shape[d] != 1:
            if strides[d] != expected:
                return False
            expected *= shape[d]
    return True


def suggest(t):
    """The format ops lay a result out in to keep the tensor's own (TensorBase::suggest_memory_format)."""
    from ._engine import _E

    return globals()[_E.suggest_memory_format(t._i)]


def kept(source, *results):
    """`results` (tensors of source's rank) laid out in source's suggested format, as kernels that allocate their
    outputs in their input's format return them."""
    fmt = suggest(source)
    if fmt is contiguous_format:
        return results
    return tuple(r.contiguous(memory_format=fmt) if r.dim() == source.dim() else r for r in results)


def check(fmt, name="memory_format"):
    if not isinstance(fmt, memory_format):
        raise TypeError(f"{name} must be torch.memory_format, not {type(fmt).__name__}")
    return fmt
