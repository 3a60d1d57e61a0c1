"""torch.UntypedStorage and torch.TypedStorage: the memory under tensors, which views share and torch.save writes.

A storage here holds one engine tensor that spans the whole engine storage (offset 0, stride 1, in the dtype it was
made with); tensors rebuilt from it are views of that tensor, so they share memory as the saved tensors did.
"""
import io
import warnings

from pyodide.ffi import to_js

from . import _engine
from ._engine import _E
from . import _dtype

# the legacy storage class names files record for each dtype (torch.FloatStorage, ...), PyTorch's table
_STORAGE_NAMES = {
    _dtype.float64: "DoubleStorage", _dtype.float32: "FloatStorage", _dtype.float16: "HalfStorage",
    _dtype.bfloat16: "BFloat16Storage", _dtype.int64: "LongStorage", _dtype.int32: "IntStorage",
    _dtype.int16: "ShortStorage", _dtype.int8: "CharStorage", _dtype.uint8: "ByteStorage", _dtype.bool: "BoolStorage",
    _dtype.complex64: "ComplexFloatStorage", _dtype.complex128: "ComplexDoubleStorage",
    _dtype.quint8: "QUInt8Storage", _dtype.qint8: "QInt8Storage", _dtype.qint32: "QInt32Storage",
}


def _typename(obj):
    cls = type(obj)
    return f"{cls.__module__}.{cls.__qualname__}"


def _storage_tensor(t):
    """The 1-D tensor spanning the whole storage under tensor t."""
    from ._tensor import Tensor

    _, length, _, _ = _E.storage_meta(t._i).to_py()
    return Tensor._wrap(_E.strided_view(t._i, to_js([length]), to_js([1]), 0))


def _from_bytes(data, dtype):
    """A 1-D CPU tensor of dtype holding these raw little-endian bytes."""
    from ._tensor import Tensor

    engine_dtype = _dtype.STORED.get(dtype, dtype)  # a quantized storage holds its integers, a complex one its parts
    return Tensor._wrap(_engine.engine(_E.from_bytes, to_js(memoryview(data)), engine_dtype._name))


def _raw_bytes(t):
    """The bytes of the whole storage under t, as a file holds them (copied to the host first)."""
    base = t if t.is_cpu else t.cpu()
    return bytes(_engine.engine(_E.storage_bytes, base._i).to_py())


class UntypedStorage:
    """Bytes on a device; Tensor.untyped_storage() gives the one under a tensor."""

    is_sparse = False

    def __init__(self, *args, device=None):
        import torch

        if len(args) == 1 and isinstance(args[0], int):
            self._base = torch.zeros(args[0], dtype=torch.uint8, device=device)
        elif len(args) == 1:
            self._base = torch.tensor(list(args[0]), dtype=torch.uint8, device=device)
        elif not args:
            self._base = torch.zeros(0, dtype=torch.uint8, device=device)
        else:
            raise TypeError(f"{type(self).__name__}(): expected a size or a sequence of bytes")

    @classmethod
    def _wrap(cls, base):
        s = object.__new__(cls)
        s._base = base
        return s

    def _meta(self):
        return _E.storage_meta(self._base._i).to_py()

    @property
    def _cdata(self):
        return self._meta()[0]

    @property
    def device(self):
        return self._base.device

    @property
    def is_cuda(self):
        return self._base.is_cuda

    def nbytes(self):
        return self._base.numel() * self._base.element_size()

    def size(self):
        return self.nbytes()

    def __len__(self):
        return self.nbytes()

    def element_size(self):
        return 1

    def data_ptr(self):
        return self._meta()[3]

    def type(self):
        return _typename(self)

    def tolist(self):
        return list(_raw_bytes(self._base))

    def __getitem__(self, index):
        if not isinstance(index, int):
            raise RuntimeError(f"Invalid index type {type(index)}")
        return self.tolist()[index]

    def __iter__(self):
        return iter(self.tolist())

    def _moved(self, device):
        return self if self.device == device else UntypedStorage._wrap(self._base.to(device))

    def cpu(self):
        import torch

        return self._moved(torch.device("cpu"))

    def cuda(self, device=None, non_blocking=False):
        import torch

        return self._moved(torch.device("cuda" if device is None else device))

    def to(self, *, device, non_blocking=False):
        import torch

        return self._moved(torch.device(device))

    def _typed(self, dtype):
        """The elements of dtype these bytes hold, as a 1-D tensor (reinterpreting them when dtype differs); a
        quantized dtype's elements are its integers, a complex dtype's its parts."""
        dtype = _dtype.STORED.get(dtype, dtype)
        if self._base.dtype is dtype:
            return self._base
        data = _raw_bytes(self._base)
        usable = len(data) - len(data) % dtype.itemsize
        return _from_bytes(data[:usable], dtype).to(self.device)

    def __str__(self):
        info = f"[{_typename(self)}(device={self.device}) of size {len(self)}]"
        return " " + "\n ".join(str(v) for v in self.tolist()) + "\n" + info

    __repr__ = __str__

    def __reduce__(self):
        b = io.BytesIO()
        import torch

        torch.save(self, b, _use_new_zipfile_serialization=False)
        return (_load_from_bytes, (b.getvalue(),))


UntypedStorage.__module__ = "torch.storage"


class TypedStorage:
    """A storage seen as elements of one dtype: what tensors pickle and what files name (torch.FloatStorage, ...)."""

    is_sparse = False

    def __init__(self, *args, wrap_storage=None, dtype=None, device=None, _internal=False):
        if not _internal:
            _warn_typed_storage_removal()
        cls_dtype = getattr(type(self), "_dtype", None)
        self.dtype = cls_dtype or dtype or _dtype.float32
        if wrap_storage is not None:
            self._untyped_storage = wrap_storage
            return
        import torch

        if len(args) == 1 and isinstance(args[0], int):
            base = torch.zeros(args[0], dtype=self.dtype, device=device)
        elif len(args) == 1:
            base = torch.tensor(list(args[0]), dtype=self.dtype, device=device)
        else:
            base = torch.zeros(0, dtype=self.dtype, device=device)
        self._untyped_storage = UntypedStorage._wrap(base)

    @property
    def device(self):
        return self._untyped_storage.device

    @property
    def is_cuda(self):
        return self._untyped_storage.is_cuda

    @property
    def _cdata(self):
        return self._untyped_storage._cdata

    def _tensor(self):
        return self._untyped_storage._typed(self.dtype)

    def _size(self):
        return self._untyped_storage.nbytes() // self.dtype.itemsize

    def size(self):
        _warn_typed_storage_removal()
        return self._size()

    def __len__(self):
        return self._size()

    def nbytes(self):
        return self._untyped_storage.nbytes()

    def element_size(self):
        return self.dtype.itemsize

    def data_ptr(self):
        return self._untyped_storage.data_ptr()

    def _data_ptr(self):
        return self._untyped_storage.data_ptr()

    def untyped(self):
        return self._untyped_storage

    def _pickle_storage_type(self):
        try:
            return _STORAGE_NAMES[self.dtype]
        except KeyError:
            raise KeyError(f"dtype {self.dtype} is not recognized") from None

    def type(self):
        return _typename(self)

    def tolist(self):
        return self._tensor().tolist()

    def __getitem__(self, index):
        if not isinstance(index, int):
            raise RuntimeError(f"can't index a {_typename(self)} with {type(index).__name__}")
        return self.tolist()[index]

    def __iter__(self):
        return iter(self.tolist())

    def cpu(self):
        return TypedStorage(wrap_storage=self._untyped_storage.cpu(), dtype=self.dtype, _internal=True)

    def cuda(self, device=None, non_blocking=False):
        return TypedStorage(wrap_storage=self._untyped_storage.cuda(device), dtype=self.dtype, _internal=True)

    def __str__(self):
        info = f"[{_typename(self)}(dtype={self.dtype}, device={self.device}) of size {len(self)}]"
        return " " + "\n ".join(str(v) for v in self.tolist()) + "\n" + info

    __repr__ = __str__

    def __reduce__(self):
        b = io.BytesIO()
        import torch

        torch.save(self, b, _use_new_zipfile_serialization=False)
        return (_load_from_bytes, (b.getvalue(),))


TypedStorage.__module__ = "torch.storage"


class _LegacyStorageMeta(type):
    def __instancecheck__(cls, instance):
        return type(instance) is TypedStorage and instance.dtype is cls._dtype


def _legacy_storage(name, dtype):
    """torch.FloatStorage and its kin: a TypedStorage of one dtype, the class a file names for its storages."""
    cls = _LegacyStorageMeta(name, (TypedStorage,), {"_dtype": dtype, "__module__": "torch"})

    def __new__(klass, *args, wrap_storage=None, device=None, **kwargs):
        s = object.__new__(TypedStorage)
        TypedStorage.__init__(s, *args, wrap_storage=wrap_storage, dtype=dtype, device=device, _internal=True)
        return s

    cls.__new__ = __new__
    cls.dtype = dtype
    return cls


LEGACY = {name: _legacy_storage(name, dtype) for dtype, name in _STORAGE_NAMES.items()}


def _warn_typed_storage_removal(stacklevel=2):
    if getattr(_warn_typed_storage_removal, "has_warned", False):
        return
    warnings.warn("TypedStorage is deprecated. It will be removed in the future and UntypedStorage will be the only "
                  "storage class. This should only matter to you if you are using storages directly.  To access "
                  "UntypedStorage directly, use tensor.untyped_storage() instead of tensor.storage()", UserWarning,
                  stacklevel=stacklevel + 1)
    _warn_typed_storage_removal.has_warned = True


def _load_from_bytes(b):
    import torch

    return torch.load(io.BytesIO(b), weights_only=False)


def _get_dtype_from_pickle_storage_type(name):
    for dtype, storage_name in _STORAGE_NAMES.items():
        if storage_name == name:
            return dtype
    raise KeyError(f"pickle storage type \"{name}\" is not recognized")
