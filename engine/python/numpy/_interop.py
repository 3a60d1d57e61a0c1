"""torch.from_numpy and Tensor.numpy: an array and a tensor over the same bytes, so writes through either show in the
other, with PyTorch's errors for what cannot be shared. A complex tensor's bytes are those of its (real, imag) pairs
tensor, which is what a complex array shares."""
from ._buffer import Buffer
from ._dtype import as_dtype
from ._ndarray import make

# numpy dtype name -> torch dtype name, for the types both have
_SHARED = {"float64": "float64", "float32": "float32", "float16": "float16", "int64": "int64", "int32": "int32",
           "int16": "int16", "int8": "int8", "uint8": "uint8", "bool": "bool", "complex64": "complex64",
           "complex128": "complex128"}


def array_of_tensor(t):
    """Tensor.numpy(): the array over t's storage (t a cpu tensor that does not require grad)."""
    name = t.dtype._name
    if name not in _SHARED:
        raise TypeError(f"Got unsupported ScalarType {_SCALAR_NAMES.get(name, name)}")
    dt = as_dtype(name)
    isz = dt.itemsize
    if dt.kind == "c":
        if t.is_conj():
            raise RuntimeError("Can't call numpy() on Tensor that has conjugate bit set. Use tensor.resolve_conj()."
                               "numpy() instead.")
        pairs = t.detach()._r
        buf = Buffer.of_tensor(pairs)
        part = isz // 2
        a = make(buf, dt, tuple(t.shape), tuple(s * part for s in pairs.stride()[:-1]),
                 pairs.storage_offset() * part, None)
        a._base = t
        return a
    buf = Buffer.of_tensor(t.detach())
    a = make(buf, dt, tuple(t.shape), tuple(s * isz for s in t.stride()), t.storage_offset() * isz, None)
    a._base = t  # as in PyTorch, the array's base is the tensor it came from
    return a


_SCALAR_NAMES = {"bfloat16": "BFloat16"}


def _torch_name(a):
    name = _SHARED.get(a.dtype.name)
    if name is None:
        raise TypeError(f"can't convert np.ndarray of type numpy.{a.dtype.type.__name__}. The only supported types "
                        "are: float64, float32, float16, complex64, complex128, int64, int32, int16, int8, uint8, and "
                        "bool.")
    return name


def tensor_of_array(a):
    """torch.from_numpy(a): a cpu tensor over a's bytes (moved into the engine's memory the first time)."""
    import torch
    from pyodide.ffi import to_js
    from torch._engine import _E
    from torch._tensor import Tensor

    name = _torch_name(a)
    if any(s < 0 for s in a.strides):
        raise ValueError("At least one stride in the given numpy array is negative, and tensors with negative "
                         "strides are not currently supported. (You can probably work around this by making a copy "
                         "of your array  with array.copy().) ")
    isz = a.itemsize
    if a._offset % isz or any(s % isz for s in a.strides):
        raise ValueError("given numpy array strides not a multiple of the element byte size. Copy the numpy array "
                         "to reallocate the memory.")
    dtype = getattr(torch, name)
    complex_ = a.dtype.kind == "c"
    # a complex array is viewed through the (real, imag) pairs of its part's float type
    element = (torch.float32 if dtype is torch.complex64 else torch.float64) if complex_ else dtype
    base = a._buf.tensor(element)
    if base is None:
        # the bytes are a tensor's storage of another element type (an array .view()ed as another dtype): there is
        # no tensor of this type over that storage to share, so this one holds a copy
        return torch.tensor(a.tolist(), dtype=dtype) if a.ndim else torch.tensor(a.item(), dtype=dtype)
    step = element.itemsize
    shape, strides = list(a.shape), [s // step for s in a.strides]
    if complex_:
        shape, strides = shape + [2], strides + [1]
    view = Tensor._wrap(_E.strided_view(base._i, to_js(shape), to_js(strides), a._offset // step))
    return torch.view_as_complex(view) if complex_ else view


def tensor_copy_of_array(a):
    """torch.tensor(a): a new cpu tensor holding a copy of a's elements, in a's dtype."""
    import torch
    from torch.storage import _from_bytes

    name = _torch_name(a)
    data = a.tobytes()
    dtype = getattr(torch, name)
    flat = _from_bytes(data, dtype) if data else torch.empty(0, dtype=dtype)
    if dtype.is_complex and data:
        return torch.view_as_complex(flat.reshape(tuple(a.shape) + (2,)))  # the bytes come back as the pairs
    return flat.reshape(a.shape)
