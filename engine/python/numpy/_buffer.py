"""The bytes an array views: its own (a bytearray in Python's memory) or a tensor's storage in the engine's memory.

torch.from_numpy and Tensor.numpy share memory both ways, as PyTorch's do. The engine's kernels compute on storages
in their own WebAssembly memory, which Python cannot address, so a shared array reads and writes the storage through
the engine (one copy of the bytes it touches per access). An array's bytes move into the engine the first time a
tensor is made over them; every view of the same bytes holds the same Buffer, so all of them follow.
"""


class Buffer:
    # flat: the bytes are those of a 1-d contiguous tensor over all of them (tensor() can hand it out as it is)
    __slots__ = ("_host", "_owner", "nbytes", "flat")

    def __init__(self, data):
        self._host, self._owner, self.nbytes, self.flat = data, None, len(data), False

    @classmethod
    def of_tensor(cls, tensor):
        """The storage of `tensor` (a detached alias that keeps the storage alive while the buffer lives)."""
        b = object.__new__(cls)
        b._host, b._owner, b.flat = None, tensor, False
        b.nbytes = _engine().storage_bytes(tensor._i).length
        return b

    @classmethod
    def of_flat(cls, tensor, nbytes):
        """The storage of a new 1-d contiguous tensor of `nbytes` bytes that nothing else holds."""
        b = object.__new__(cls)
        b._host, b._owner, b.nbytes, b.flat = None, tensor, nbytes, True
        return b

    def same_bytes(self, other):
        """Whether other holds the same bytes: the same buffer, or buffers over one tensor storage (each
        Tensor.numpy() call makes its own buffer)."""
        if self is other:
            return True
        if self._owner is None or other._owner is None:
            return False
        return self._owner.untyped_storage().data_ptr() == other._owner.untyped_storage().data_ptr()

    @property
    def shared(self):
        return self._owner is not None

    def read(self, lo, hi):
        """Bytes [lo, hi): a view of them for an array's own bytes, a copy for a tensor's."""
        if self._host is not None:
            return memoryview(self._host)[lo:hi]
        return _engine().storage_bytes(self._owner._i).subarray(lo, hi).to_bytes()

    def write(self, lo, data):
        if self._host is not None:
            self._host[lo:lo + len(data)] = data
        else:
            _engine().storage_bytes(self._owner._i).subarray(lo, lo + len(data)).assign(data)

    def tensor(self, torch_dtype):
        """A 1-d tensor over all these bytes as `torch_dtype`, moving them into the engine's memory the first time;
        None when they are a tensor's storage of another element type already."""
        if self._owner is not None:
            return self._owner if self._owner.dtype is torch_dtype else None
        import torch

        t = torch.empty(self.nbytes // torch_dtype.itemsize, dtype=torch_dtype, device="cpu")
        _engine().storage_bytes(t._i).assign(self._host)
        self._owner, self._host, self.flat = t, None, True
        return t


def _engine():
    from torch._engine import _E

    return _E
