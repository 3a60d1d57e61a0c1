"""torch.Tensor: a Python object around one engine tensor, with PyTorch's operators and methods.

Most methods are generated from the engine's op table (see torch/_ops.py); this file holds what is Python-specific:
operators, indexing, conversion to Python values, printing.
"""
import collections.abc as _abc
import math

from pyodide.ffi import JsException

from . import _engine
from ._engine import _E, _dead, operands as _operands, release_after as _release_after, release_dead as _release_dead
from ._size import Size
from . import _dtype
from . import _memory_format
from . import _grad_mode
from ._device import device as _device, named as _named_device


_new = object.__new__


_TO_OVERLOADS = (
    " * (torch.device device, torch.dtype dtype, bool non_blocking, bool copy, *, torch.memory_format memory_format)\n"
    " * (torch.dtype dtype, bool non_blocking, bool copy, *, torch.memory_format memory_format)\n"
    " * (Tensor tensor, bool non_blocking, bool copy, *, torch.memory_format memory_format)\n")


_LEGACY_NAMES = {
    _dtype.float32: "FloatTensor", _dtype.float64: "DoubleTensor", _dtype.float16: "HalfTensor",
    _dtype.bfloat16: "BFloat16Tensor", _dtype.int64: "LongTensor", _dtype.int32: "IntTensor",
    _dtype.int16: "ShortTensor", _dtype.int8: "CharTensor", _dtype.uint8: "ByteTensor", _dtype.bool: "BoolTensor",
}
# Tensor.type()'s names: complex tensors have one, though torch has no legacy class for them
_TYPE_NAMES = {**_LEGACY_NAMES, _dtype.complex64: "ComplexFloatTensor", _dtype.complex128: "ComplexDoubleTensor"}


def _arg_type(value):
    if isinstance(value, _dtype.dtype):
        return "torch.dtype"
    if isinstance(value, _device):
        return "torch.device"
    return "Tensor" if isinstance(value, Tensor) else type(value).__name__


def parse_to(args, kwargs):
    """(device, dtype, non_blocking, copy) of Tensor.to's and Module.to's arguments, by PyTorch's three overloads."""
    def invalid():
        got = ", ".join(_arg_type(a) for a in args)
        for k in sorted(kwargs):  # PyTorch's wording: sorted names, each followed by ", " when none is positional
            got += f", {k}={_arg_type(kwargs[k])}" if args else f"{k}={_arg_type(kwargs[k])}, "
        return TypeError(f"to() received an invalid combination of arguments - got ({got}), but "
                         f"expected one of:\n{_TO_OVERLOADS}")

    args = tuple(_dtype.of(a) for a in args)
    kwargs = {k: _dtype.of(v) if k == "dtype" else v for k, v in kwargs.items()}
    first = args[0] if args else None
    if isinstance(first, _dtype.dtype):
        names = ("dtype", "non_blocking", "copy")
    elif isinstance(first, Tensor):
        names = ("tensor", "non_blocking", "copy")
    else:
        names = ("device", "dtype", "non_blocking", "copy")
    if len(args) > len(names):
        raise invalid()
    bound = dict(zip(names, args))
    for k, v in kwargs.items():
        if k == "memory_format":
            continue
        if k not in names or k in bound:
            raise invalid()
        bound[k] = v
    device, dtype = bound.get("device"), bound.get("dtype")
    if "tensor" in bound:
        device, dtype = bound["tensor"].device, bound["tensor"].dtype
    flags = (bound.get("non_blocking", False), bound.get("copy", False))
    if (not (device is None or type(device) in (str, int, _device))
            or not (dtype is None or isinstance(dtype, _dtype.dtype))
            or any(type(f) is not bool for f in flags)):
        raise invalid()
    if device is not None and not isinstance(device, _device):
        device = _device(device)
    return device, dtype, flags[0], flags[1]


def _check_matrices(t, name):
    if t.dim() < 2:
        raise RuntimeError(f"{name} is only supported on matrices or batches of matrices. Got {t.dim()}-D tensor.")


def _adjoint(t, name):
    """The conjugate transpose of t's last two dims (PyTorch's adjoint, which x.mH is); a 0-d t's conjugate."""
    if t.dim() == 0:
        return t.conj()
    _check_matrices(t, name)
    return t.transpose(-2, -1).conj()


def _type_error_to_not_implemented(f):
    """A reflected operator that answers NotImplemented where its op rejects the other operand's type, so Python
    raises its own "unsupported operand type(s)" error, as PyTorch's operators of this kind do."""
    def method(self, other):
        try:
            return f(self, other)
        except TypeError:
            return NotImplemented

    method.__name__ = method.__qualname__ = f.__name__
    return method


class Tensor:
    # _i: the engine's handle for this tensor (see torch/_engine.py). A slot, because creating and freeing a tensor
    # object is part of every op's cost; the instance dict stays for the attributes users set, as PyTorch allows.
    # _g: the Tensor last handed out or set as this tensor's grad, handed out again while the engine's grad is the
    # same (the engine then answers with its handle; see handles.ts)
    __slots__ = ("_i", "_g", "__dict__", "__weakref__")
    _meta = None  # (shape, dtype), read from the engine once: neither changes while the handle stays
    _complex = False  # whether the handle holds a complex tensor's (real, imag) pairs (torch/_complex.py)
    _sparse = False  # whether this is a sparse tensor, whose handle is its values' (torch/_sparse.py)
    is_quantized = False  # a quantized tensor is a subclass over its integers (torch/_quantized.py)

    def __new__(cls, *args, **kwargs):
        # torch.Tensor(...) is the legacy constructor in the default dtype; a subclass gets its data the same way
        from . import get_default_dtype
        from ._legacy import construct
        from ._utils import as_type

        t = construct(get_default_dtype(), args, kwargs, base=True)
        return t if cls is Tensor else as_type(t, cls)

    @staticmethod
    def _wrap(handle):
        t = _new(Tensor)
        t._i = handle
        return t

    def __del__(self):
        try:
            _dead.append(self._i)
        except AttributeError:  # never given a handle (a failed construction)
            return
        if len(_dead) >= _release_after[0] or len(_dead) >= _operands[2]:
            _release_dead()

    # -- autograd ---------------------------------------------------------------------------------------------
    @property
    def _version(self):
        """How many in-place ops have written this tensor's memory (views share the count), as autograd checks."""
        return _E.version(self._i)

    @property
    def output_nr(self):
        """Which output of its grad_fn this tensor is (0 for a leaf)."""
        return _E.output_nr(self._i)

    @property
    def _base(self):
        """The tensor a view was taken from (the first one that is no view), None for a tensor that is no view."""
        h = _E.view_base(self._i)
        return None if h is None else _one_object(h)

    def _is_view(self):
        return _E.is_view(self._i)

    @property
    def grad(self):
        h = _E.grad(self._i)
        if h is not None and h < 0:
            import warnings

            warnings.warn(
                "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed. Its .grad attribute "
                "won't be populated during autograd.backward(). If you indeed want the .grad field to be populated "
                "for a non-leaf Tensor, use .retain_grad() on the non-leaf Tensor. If you access the non-leaf "
                "Tensor by mistake, make sure you access the leaf Tensor instead. See "
                "github.com/pytorch/pytorch/pull/30531 for more informations.", UserWarning, stacklevel=2)
            h = None if h == -1 else -2 - h
        if h is None:
            # a sparse gradient (an Embedding's with sparse=True) lives on the Python side; see nn/_sparse_grad.py
            return self.__dict__.get("_sparse_grad")
        try:
            g = self._g
            if g._i == h:
                return g
        except AttributeError:
            pass
        self._g = g = Tensor._wrap(h)
        return g

    @grad.setter
    def grad(self, value):
        if value is not None:
            _check_assigned_grad(self, value)
        self.__dict__.pop("_sparse_grad", None)
        if value is not None and value._sparse:
            self.__dict__["_sparse_grad"] = value
            value = None
        _E.set_grad(self._i, None if value is None else value._i)
        if value is not None:
            self._g = value
        else:
            try:
                del self._g
            except AttributeError:
                pass

    def backward(self, gradient=None, retain_graph=None, create_graph=False, inputs=None):
        from . import autograd

        autograd.backward(self, gradient, retain_graph, create_graph, inputs)

    def retain_grad(self):
        if not self.requires_grad:
            raise RuntimeError("can't retain_grad on Tensor that has requires_grad=False")
        _E.retain_grad(self._i)

    @property
    def retains_grad(self):
        return _E.retains_grad(self._i)

    def register_hook(self, hook):
        if not self.requires_grad:
            raise RuntimeError("cannot register a hook on a tensor that doesn't require gradient")
        from . import autograd

        return autograd._register_hook(self, hook)

    def register_post_accumulate_grad_hook(self, hook):
        if not self.requires_grad:
            raise RuntimeError("cannot register a hook on a tensor that doesn't require gradient")
        if self.grad_fn is not None:
            raise RuntimeError("post accumulate grad hooks cannot be registered on non-leaf tensors")
        from . import autograd

        return autograd._register_post_accumulate_grad_hook(self, hook)

    def detach_(self):
        if self._is_view():
            raise RuntimeError(
                "Can't detach views in-place. Use detach() instead. If you are using DistributedDataParallel (DDP) "
                "for training, and gradient_as_bucket_view is set as True, gradients are views of DDP buckets, and "
                "hence detach_() cannot be called on these gradients. To fix this error, please refer to the "
                "Optimizer.zero_grad() function in torch/optim/optimizer.py as the solution.")
        _E.detach_(self._i)
        return self

    # -- metadata ---------------------------------------------------------------------------------------------
    def _read_meta(self):
        # one crossing that returns a string ("float32:2,3"): strings reach Python without a proxy, arrays don't
        text = _E.meta(self._i)
        meta = _METAS.get(text)
        if meta is None:
            if len(_METAS) >= _METAS_KEPT:
                _METAS.clear()
            name, _, dims = text.partition(":")
            meta = _METAS[text] = (tuple.__new__(Size, map(int, dims.split(","))) if dims else Size(),
                                   _dtype.BY_NAME[name])
        self._meta = meta
        return meta

    # while torch.jit.trace runs the program: what gives the sizes the program reads (jit/_traced_sizes.py)
    _size_tracer = None

    @property
    def shape(self):
        shape = (self._meta or self._read_meta())[0]
        return shape if Tensor._size_tracer is None else Tensor._size_tracer.sizes(self, None, shape)

    def size(self, dim=None):
        shape = (self._meta or self._read_meta())[0]
        tracer = Tensor._size_tracer
        if dim is not None:
            wrapped = _wrap_dim(dim, len(shape))
            if tracer is None:
                return shape[wrapped]
        return shape if tracer is None else tracer.sizes(self, dim, shape)  # a traced size keeps dim as given

    def dim(self):
        return len((self._meta or self._read_meta())[0])

    ndimension = dim

    @property
    def ndim(self):
        return self.dim()

    def numel(self):
        return (self._meta or self._read_meta())[0].numel()

    nelement = numel

    @property
    def dtype(self):
        return (self._meta or self._read_meta())[1]

    @property
    def device(self):
        return _named_device(_E.device_of(self._i))

    @property
    def is_cuda(self):
        return _E.device_of(self._i).startswith("cuda")

    @property
    def is_meta(self):
        return _E.device_of(self._i) == "meta"

    @property
    def is_cpu(self):
        return _E.device_of(self._i) == "cpu"

    def get_device(self):
        """The CUDA ordinal of a GPU tensor; -1 on the CPU."""
        index = self.device.index
        return -1 if index is None else index

    # a view's grad_fn is remade when first asked for after an in-place op, which may raise PyTorch's errors
    @property
    def is_leaf(self):
        return _engine.engine(_E.is_leaf, self._i)

    @property
    def grad_fn(self):
        from ._grad_fn import node

        return node(_engine.engine(_E.grad_fn, self._i))

    @property
    def requires_grad(self):
        return _E.requires_grad(self._i)

    # PyTorch words the dtype check apart on two paths: the setter and requires_grad_ (lower-case "only"; 1.13's
    # requires_grad_ said "floating point dtype", the conformance suite's PyTorch says "... and complex dtype") and
    # the C++ set_requires_grad that factories and _make_subclass call
    @requires_grad.setter
    def requires_grad(self, value):
        if not self.is_leaf:
            raise RuntimeError(_leaf_error(value))
        if value and not _differentiable(self.dtype):
            raise RuntimeError("only Tensors of floating point and complex dtype can require gradients")
        _engine.engine(_E.set_requires_grad, self._i, bool(value))

    def _set_requires_grad(self, value):
        if value and not _differentiable(self.dtype):
            raise RuntimeError("Only Tensors of floating point and complex dtype can require gradients")
        _engine.engine(_E.set_requires_grad, self._i, bool(value))
        return self

    def is_inference(self):
        """Whether the tensor was made in inference mode (or is a view of one that was): it never joins autograd."""
        return _E.is_inference(self._i)

    def requires_grad_(self, requires_grad=True):
        # on a non-leaf, which requires grad already, asking for grad is a no-op
        if not self.is_leaf:
            if not requires_grad:
                raise RuntimeError(_leaf_error(False))
            return self
        if requires_grad and not _differentiable(self.dtype):
            raise RuntimeError("only Tensors of floating point and complex dtype can require gradients")
        _engine.engine(_E.set_requires_grad, self._i, bool(requires_grad))
        return self

    def stride(self, dim=None):
        strides = tuple(_E.strides(self._i).to_py())
        return strides if dim is None else strides[_wrap_dim(dim, self.dim())]

    def is_contiguous(self, memory_format=_memory_format.contiguous_format):
        if memory_format in _memory_format._ORDER:
            return _memory_format.is_contiguous_as(self.shape, self.stride(), memory_format)
        _memory_format.check(memory_format)
        return _E.is_contiguous(self._i)

    def dim_order(self, *, ambiguity_check=False):
        from ._dim_order import dim_order

        return dim_order(self, ambiguity_check)

    def contiguous(self, memory_format=_memory_format.contiguous_format):
        # PyTorch hands back the tensor itself (the same Python object) when it is laid out already
        if self.is_contiguous(memory_format):
            return self
        if memory_format is _memory_format.preserve_format:
            raise RuntimeError("preserve memory format is unsupported by the contiguous operator")
        if memory_format is _memory_format.contiguous_format:
            return _engine.call("contiguous", (self,), {})
        return _engine.call("clone", (self,), {"memory_format": memory_format})

    def is_floating_point(self):
        return self.dtype.is_floating_point

    def element_size(self):
        return self.dtype.itemsize

    @property
    def data(self):
        return Tensor._wrap(_E.data(self._i))

    @data.setter
    def data(self, value):
        _E.set_data(self._i, value._i)
        self._meta = None

    def detach(self):
        return Tensor._wrap(_E.alias(self._i))

    def module_load(self, other, assign=False):
        """What load_state_dict puts in place of the parameter or buffer self when it swaps them (with
        torch.__future__.set_swap_module_params_on_conversion(True)): other itself with assign, else other copied
        into self; detached either way. A __torch_function__ of either operand's type may transform it."""
        from ._C import _has_torch_function_variadic
        from .overrides import handle_torch_function

        if _has_torch_function_variadic(self, other):
            return handle_torch_function(Tensor.module_load, (self, other), self, other, assign=assign)
        if assign:
            return other.detach()
        return self.copy_(other).detach()

    def as_subclass(self, cls):
        """self's data as an instance of cls; autograd records the alias (AliasBackward0) as PyTorch does."""
        from . import _ops

        if not isinstance(cls, type):
            raise TypeError(f"cls must be a type (got {type(cls).__name__})")
        if not issubclass(cls, Tensor):
            raise RuntimeError("Creating a Tensor subclass from a class that does not inherit from Tensor is not "
                            "possible. Make sure your class inherits from Tensor.")
        t = _ops.INTERNAL["_named_grad"](self, "AliasBackward0")
        t.__class__ = cls
        return t

    @staticmethod
    def _make_subclass(cls, data, require_grad=False, **kwargs):
        """A detached alias of data as an instance of cls (how subclasses' __new__ build themselves)."""
        from ._utils import as_type

        t = as_type(data, cls)
        t._set_requires_grad(require_grad)
        return t

    def set_(self, source=None):
        """Makes self share source's storage, shape and strides (an empty tensor without a source)."""
        from . import empty

        if source is None:
            source = empty(0, dtype=self.dtype, device=self.device)
        elif not isinstance(source, Tensor):
            raise TypeError("set_() only supports a Tensor source here, not a Storage")
        if source.dtype != self.dtype:
            raise RuntimeError(f"Expected a tensor of dtype {self.dtype} but got {source.dtype}")
        _E.set_data(self._i, source._i)
        self._meta = None
        return self

    def __reduce_ex__(self, protocol):
        from ._utils import reduce_tensor

        return reduce_tensor(self)

    def __deepcopy__(self, memo):
        from ._utils import deepcopy_tensor

        return deepcopy_tensor(self, memo)

    def __setstate__(self, state):
        from ._utils import _set_obj_state

        _set_obj_state(self, state)

    # -- storage ------------------------------------------------------------------------------------------------
    def untyped_storage(self):
        from .storage import UntypedStorage, _storage_tensor

        return UntypedStorage._wrap(_storage_tensor(self))

    def _typed_storage(self):
        from ._utils import typed_storage

        return typed_storage(self)

    def storage(self):
        from .storage import _warn_typed_storage_removal

        _warn_typed_storage_removal(stacklevel=2)
        return self._typed_storage()

    def storage_offset(self):
        return _E.storage_meta(self._i).to_py()[2]

    def data_ptr(self):
        _, _, offset, ptr = _E.storage_meta(self._i).to_py()
        return ptr + offset * self.element_size()

    def is_set_to(self, tensor):
        """Whether both are the same view of one storage: its memory, offset, sizes and strides."""
        return (self.data_ptr() == tensor.data_ptr() and self.dtype is tensor.dtype
                and self.shape == tensor.shape and self.stride() == tensor.stride())

    @property
    def nbytes(self):
        return self.numel() * self.element_size()

    @property
    def itemsize(self):
        return self.element_size()

    # -- Python values ----------------------------------------------------------------------------------------
    def _values(self):
        """Row-major Python values (float, int or bool) of every element."""
        vals = _engine.wait(_engine.engine(_E.values, self._i)).to_py().tolist()
        if self.dtype is _dtype.bool:
            return [v == 1 for v in vals]
        return vals

    def numpy(self, *, force=False):
        """An array over this tensor's memory (PyTorch's Tensor.numpy): writes through either show in the other."""
        from numpy._interop import array_of_tensor

        if force:
            return array_of_tensor(self.detach().cpu())
        if not self.is_cpu:
            raise TypeError(f"can't convert {self.device} device type tensor to numpy. Use Tensor.cpu() to copy the "
                            "tensor to host memory first.")
        if self.requires_grad:
            raise RuntimeError("Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.")
        return array_of_tensor(self)

    # numpy defers its operators to tensors (ndarray + tensor is the tensor's), and hands ufunc results back
    __array_priority__ = 1000

    def __array__(self, dtype=None):
        a = self.numpy()
        return a if dtype is None else a.astype(dtype, copy=False)

    def __array_wrap__(self, array):
        from . import from_numpy

        if array.dtype.name == "bool":
            return from_numpy(array.astype("uint8")).to(_dtype.bool)
        return from_numpy(array)

    def item(self):
        v = _engine.wait(_engine.engine(_E.item, self._i))
        if self.dtype.is_floating_point:
            return float(v)
        if self.dtype is _dtype.bool:
            return bool(v)
        return int(v)

    def tolist(self):
        vals = self._values()
        shape = tuple(self.shape)
        if not shape:
            return vals[0]

        def build(d, start):
            if d == len(shape) - 1:
                return vals[start:start + shape[d]]
            step = math.prod(shape[d + 1:])
            return [build(d + 1, start + i * step) for i in range(shape[d])]

        return build(0, 0)

    def __bool__(self):
        if self.numel() != 1:
            if self.numel() == 0:
                raise RuntimeError("Boolean value of Tensor with no values is ambiguous")
            raise RuntimeError("Boolean value of Tensor with more than one value is ambiguous")
        return bool(self.item())

    def __float__(self):
        return float(self._scalar_item("float"))

    def __int__(self):
        return int(self._scalar_item("int"))

    def __index__(self):
        if self.dtype.is_floating_point or self.dtype is _dtype.bool or self.numel() != 1:
            raise TypeError("only integer tensors of a single element can be converted to an index")
        return self.item()

    def _scalar_item(self, what):
        if self.numel() != 1:
            raise ValueError("only one element tensors can be converted to Python scalars")
        return self.item()

    def __len__(self):
        if self.dim() == 0:
            raise TypeError("len() of a 0-d tensor")
        return self.shape[0]

    def __iter__(self):
        if self.dim() == 0:
            raise TypeError("iteration over a 0-d tensor")
        return iter([self[i] for i in range(len(self))])

    def __format__(self, spec):
        if self.dim() == 0 and type(self) is Tensor:  # a subclass formats as its repr, as in PyTorch
            return self.item().__format__(spec)
        return object.__format__(self, spec)

    def __repr__(self):
        from ._tensor_str import _str

        return _str(self)

    __hash__ = object.__hash__

    # -- conversions ------------------------------------------------------------------------------------------
    def to(self, *args, **kwargs):
        device, dtype, _non_blocking, copy = parse_to(args, kwargs)
        fmt = _memory_format.check(kwargs.get("memory_format", _memory_format.preserve_format))
        if device is not None:
            device = _engine.engine(_E.check_device, str(device))
            if device == _E.device_of(self._i):
                device = None
        if dtype is self.dtype:
            dtype = None
        # a format asks for a copy unless it is the one ops would keep for this tensor (to_will_alias), which is
        # stricter than is_contiguous: a (N, 1, H, W) tensor is contiguous in both formats but suggests contiguous
        laid_out = fmt is _memory_format.preserve_format or _memory_format.suggest(self) is fmt
        if device is None and dtype is None and not copy and laid_out:
            return self
        return _engine.call("_to_copy", (self,), {"dtype": dtype or self.dtype, "device": device,
                                                  "memory_format": fmt})

    def cuda(self, device=None, non_blocking=False):
        target = _device("cuda" if device is None else device)
        if target.type != "cuda":
            raise RuntimeError("Invalid device, must be cuda device")
        return self.to(target, non_blocking=non_blocking)

    def type(self, dtype=None, non_blocking=False):
        """The legacy type name ("torch.FloatTensor", "torch.cuda.FloatTensor"), or a conversion to a dtype or name."""
        if dtype is None:
            prefix = "torch." if self.is_cpu else "torch.cuda."
            return prefix + _TYPE_NAMES[self.dtype]
        if isinstance(dtype, type):  # a legacy class, torch.LongTensor: by its name
            dtype = f"{dtype.__module__}.{dtype.__name__}"
        if isinstance(dtype, str):
            kind = dtype[len("torch.cuda."):] if dtype.startswith("torch.cuda.") else dtype[len("torch."):]
            target = next((d for d, n in _TYPE_NAMES.items() if n == kind and dtype.startswith("torch.")), None)
            if target is None:
                raise ValueError(f"invalid type: '{dtype}'")
            return self.to("cuda" if dtype.startswith("torch.cuda.") else "cpu", target, non_blocking)
        return self.to(dtype, non_blocking)

    def float(self):
        return self.to(_dtype.float32)

    def double(self):
        return self.to(_dtype.float64)

    def half(self):
        return self.to(_dtype.float16)

    def bfloat16(self):
        return self.to(_dtype.bfloat16)

    def long(self):
        return self.to(_dtype.int64)

    def int(self):
        return self.to(_dtype.int32)

    def short(self):
        return self.to(_dtype.int16)

    def char(self):
        return self.to(_dtype.int8)

    def byte(self):
        return self.to(_dtype.uint8)

    def bool(self):
        return self.to(_dtype.bool)

    def cfloat(self):
        return self.to(_dtype.complex64)

    def cdouble(self):
        return self.to(_dtype.complex128)

    def cpu(self):
        return self.to("cpu")

    @property
    def T(self):
        return self.permute(list(reversed(range(self.dim()))))

    @property
    def mT(self):
        if self.dim() == 0:
            return self
        _check_matrices(self, "tensor.mT")
        return self.transpose(-2, -1)

    @property
    def H(self):
        n = self.dim()
        if n != 2 and n != 0:
            raise RuntimeError(f"tensor.H is only supported on matrices (2-D tensors). Got {n}-D tensor."
                               + (" For batches of matrices, consider using tensor.mH" if n > 2 else ""))
        return self.conj() if n == 0 else self.transpose(-2, -1).conj()

    @property
    def mH(self):
        return _adjoint(self, "tensor.mH")

    def _op(self, name, *args, **kwargs):
        return _engine.call(name, (self,) + args, kwargs)

    # -- indexing ---------------------------------------------------------------------------------------------
    def __getitem__(self, index):
        return _index(self, index)

    def __setitem__(self, index, value):
        _setitem(self, index, value)

    # -- operators --------------------------------------------------------------------------------------------
    def __neg__(self):
        return self._op("neg")

    def __pos__(self):
        return self

    def __abs__(self):
        return self._op("abs")

    @_type_error_to_not_implemented
    def __rsub__(self, other):
        return self._op("rsub", other)

    @_type_error_to_not_implemented
    def __rtruediv__(self, other):
        # PyTorch computes other / self as self.reciprocal() * other, rounding twice; with an array, that product is
        # numpy's (the tensor's * declines it)
        if _is_ndarray(other):
            return self._op("reciprocal") * other
        return self._op("reciprocal")._op("mul", other)

    def __invert__(self):
        if self.dtype.is_floating_point:
            raise TypeError("~ (operator.invert) is only implemented on integer and Boolean-type tensors")
        return self._op("bitwise_not")


def _rebuild_from_type_v2(func, new_type, args, state):
    """Unpickles a Tensor subclass, or a tensor with attributes: rebuilds the tensor, then its type and state."""
    from ._utils import _set_obj_state, as_type

    ret = func(*args)
    if type(ret) is not new_type:
        ret = as_type(ret, new_type)
    if getattr(ret.__class__, "__setstate__", Tensor.__setstate__) is not Tensor.__setstate__:
        ret.__setstate__(state)
    else:
        ret = _set_obj_state(ret, state)
    return ret


_SCALAR_KINDS = {int: "i", float: "f", bool: "b"}
_EXACT_INT = 2**53  # the ints a double holds exactly

# (shape, dtype) by the engine's meta string: a program makes tensors of few distinct shapes, and parsing one costs
# more than the crossing that reads it; kept small, so a program of ever new shapes does not grow it without end
_METAS = {}
_METAS_KEPT = 4096


def _traced_int(v):
    """Whether v is a 0-d integer tensor while a jit trace runs: an op given it for an int records taking it as an
    int, so a size the program computed stays computed."""
    return isinstance(v, Tensor) and Tensor._size_tracer is not None and v.dim() == 0 \
        and not v.dtype.is_floating_point and v.dtype is not _dtype.bool


def _operator(op, reflected=False, inplace=False):
    """A Tensor operator method: one crossing through a JS caller kept per type of the other operand, which reads
    both operands from torch/_engine.py's `operands`."""
    callers = {}  # type(other) -> (JS caller, the same op's caller taking the operands as arguments, whether other
    # passes as its handle)

    def caller(other):
        t = type(other)
        if isinstance(other, Tensor) and not other._complex and not other._sparse:
            kind, handle = "t", True
        elif t in _SCALAR_KINDS:
            kind, handle = _SCALAR_KINDS[t], False
        else:
            return None  # int and float subclasses, and whatever else, take the general path
        kinds = (kind + "t~" if reflected else "t" + kind) + ("!" if inplace else "")
        callers[t] = entry = (_engine.caller(op, kinds + "@")[0], _engine.caller(op, kinds)[0], handle)
        return entry

    def general(self, other):
        if _is_ndarray(other) and getattr(other, "shape", None) != ():
            # PyTorch's parser refuses an array operand: numpy's reflected operator then computes on the tensor's
            # values and wraps the result as a tensor; in an ordering comparison numpy gives way to the tensor in
            # turn, so Python has no way left
            if op in _ORDERINGS and not inplace:
                raise TypeError(f"'{_ORDERINGS[op]}' not supported between instances of '{type(self).__name__}' and "
                                "'numpy.ndarray'")
            return NotImplemented
        if inplace:
            _engine.call_void(op, (self, other), {})
            return self
        if not isinstance(other, (int, float, complex, Tensor)):
            if type(other).__module__ == "numpy" and getattr(other, "shape", None) == ():
                other = other.item()  # a numpy scalar counts as the Python number it holds, as in PyTorch
            else:
                return NotImplemented
        return _engine.call(op, (other, self) if reflected else (self, other), {})

    # self always goes first (a reflected caller puts it second, see bridge.ts): the common call runs as few bytecodes
    # as it can, since they are most of a small op's Python cost
    def method(self, other):
        entry = callers.get(type(other)) or caller(other)
        if entry is None:
            return general(self, other)
        f, positional, handle = entry
        if not handle and type(other) is int and not -_EXACT_INT <= other <= _EXACT_INT:
            return general(self, other)  # past 2^53 a double in `operands` would round it
        _operands[0] = self._i
        try:
            _operands[1] = other._i if handle else other
            r = f()
        except JsException as e:
            r = _engine.again(e, positional, self._i, other._i if handle else other)
        except OverflowError:  # an int past a double's range, which `operands` cannot hold
            return general(self, other)
        if inplace:
            return self
        t = _new(Tensor)
        t._i = r
        return t

    return method


_ORDERINGS = {"lt": "<", "le": "<=", "gt": ">", "ge": ">="}
_OPERATORS = [("add", "add"), ("sub", "sub"), ("mul", "mul"), ("truediv", "div"), ("floordiv", "floor_divide"),
              ("mod", "remainder"), ("pow", "pow"), ("matmul", "matmul"), ("and", "bitwise_and"),
              ("or", "bitwise_or"), ("xor", "bitwise_xor"), ("lshift", "bitwise_left_shift"),
              ("rshift", "bitwise_right_shift")]
for _name, _op in _OPERATORS + [("eq", "eq"), ("ne", "ne"), ("lt", "lt"), ("le", "le"), ("gt", "gt"), ("ge", "ge")]:
    setattr(Tensor, f"__{_name}__", _operator(_op))
for _name in ("add", "mul", "and", "or", "xor"):
    setattr(Tensor, f"__r{_name}__", _operator(dict(_OPERATORS)[_name]))
for _name in ("lshift", "rshift", "floordiv", "mod", "pow", "matmul"):
    setattr(Tensor, f"__r{_name}__", _operator(dict(_OPERATORS)[_name], reflected=True))
for _name, _op in _OPERATORS:
    if _name != "matmul":
        setattr(Tensor, f"__i{_name}__", _operator(_op + "_", inplace=True))


def _in_place_view(name):
    def op(self, *args, **kwargs):
        _engine.call_void(name, (self,) + args, kwargs)
        self._meta = None  # the tensor's own shape changed
        return self

    op.__name__ = op.__qualname__ = name
    return op


# views taken in place: the engine gives the tensor the view's geometry
for _name in ("transpose_", "t_", "squeeze_", "unsqueeze_"):
    setattr(Tensor, _name, _in_place_view(_name))
Tensor.swapaxes_ = Tensor.swapdims_ = Tensor.transpose_


def _differentiable(dtype):
    return dtype.is_floating_point or dtype.is_complex


def _leaf_error(requires_grad):
    """requires_grad_leaf_error: turning grad off on a computed tensor is told how to get one without it."""
    message = "you can only change requires_grad flags of leaf variables."
    if not requires_grad:
        message += (" If you want to use a computed variable in a subgraph that doesn't require differentiation use "
                    "var_no_grad = var.detach().")
    return message


def _check_assigned_grad(t, grad):
    """THPVariable_set_grad's checks: a tensor, not t itself, of t's dtype, device type and size."""
    if not isinstance(grad, Tensor):
        raise TypeError(f"assigned grad expected to be a Tensor or None but got grad of type {type(grad).__name__}")
    if grad is t:
        raise RuntimeError("can't assign Variable as its own grad")
    from ._out import _CPP_NAMES

    if grad.dtype is not t.dtype:
        raise RuntimeError(f"attempting to assign a gradient with dtype '{_CPP_NAMES[grad.dtype._name]}' to a tensor "
                           f"with dtype '{_CPP_NAMES[t.dtype._name]}'. Please ensure that the gradient and the tensor "
                           "have the same dtype")
    if grad.device.type != t.device.type:
        raise RuntimeError(f"attempting to assign a gradient with device type '{grad.device.type}' to a tensor with "
                           f"device type '{t.device.type}'. Please ensure that the gradient and the tensor are on the "
                           "same device")
    if grad.shape != t.shape:
        raise RuntimeError(f"attempting to assign a gradient of size '{list(grad.shape)}' to a tensor of size "
                           f"'{list(t.shape)}'. Please ensure that the gradient and the tensor are the same size")


def _one_object(h):
    """The Tensor for handle h: the live object that already is that engine tensor (PyTorch keeps one Python object
    per tensor, so `v._base is t`), else a new one."""
    fresh = Tensor._wrap(h)
    held = live_holder(set(_E.tensor_holders(h).to_py()))
    return fresh if held is None else held


def live_holder(handles):
    """The live Tensor object holding one of these handles, if any. Python keeps no map from handles to objects (it
    would cost every op), so this rare question searches the objects the collector tracks."""
    if not handles:
        return None
    import gc

    return next((o for o in gc.get_objects() if isinstance(o, Tensor) and getattr(o, "_i", None) in handles), None)


def _wrap_dim(dim, ndim):
    n = max(ndim, 1)
    if dim < -n or dim >= n:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {dim})")
    return dim + n if dim < 0 else dim


def _is_sequence(i):
    """PySequence_Check for what an index may hold: lists, tuples, ranges and other sequences, but not strings."""
    return isinstance(i, (list, tuple, range)) or (
        isinstance(i, _abc.Sequence) and not isinstance(i, (str, bytes, Tensor)))


def _as_index(i):
    """Sequences (lists, ranges, ...) and numpy arrays used as indices become tensors, and numpy scalars their
    numbers, as in PyTorch (sequenceToVariable)."""
    if _is_sequence(i) or _is_ndarray(i):
        from . import tensor

        return tensor(i if isinstance(i, (list, tuple)) or _is_ndarray(i) else list(i))
    if type(i).__module__ == "numpy":
        return i.item()
    return i


def _index_tuple(index):
    """The index as a tuple of per-dimension indices (PyTorch's wrapTuple): a tuple is one already; a short sequence
    holding a tensor, a sequence, a slice, Ellipsis or None is read as one too (NumPy's old heuristic, which PyTorch's
    treatSequenceAsTuple keeps); anything else is a single index."""
    if isinstance(index, tuple):
        return index
    if isinstance(index, str) and 0 < len(index) < 32:
        return tuple(index)  # a string is a sequence of strings, each of which a tuple's item may be
    if isinstance(index, Tensor) or _is_ndarray(index) or not _is_sequence(index) or len(index) >= 32:
        return (index,)
    for item in index:
        if isinstance(item, (Tensor, slice, str, bytes)) or item is Ellipsis or item is None or _is_sequence(item) \
                or _is_ndarray(item):
            return tuple(index)
    return (index,)


def _is_ndarray(x):
    return type(x).__name__ == "ndarray" and type(x).__module__ == "numpy"


def _is_advanced(i):
    return isinstance(i, Tensor) and not (i.dim() == 0 and not i.dtype.is_floating_point and i.dtype is not _dtype.bool)


def _is_boolean_scalar(i):
    return isinstance(i, bool) or (isinstance(i, Tensor) and i.dim() == 0
                                   and i.dtype in (_dtype.bool, _dtype.uint8))


def _apply_slicing(t, index):
    """Basic indexing as a chain of views (PyTorch's applySlicing); tensor indices are set aside per dim."""
    index = tuple(_as_index(i) for i in _index_tuple(index))
    if t.dim() == 0 and len(index) == 1:
        # PyTorch's own wording for the two ways of indexing into a scalar
        if isinstance(index[0], slice):
            raise IndexError("slice() cannot be applied to a 0-dim tensor.")
        if type(index[0]) is int:
            if index[0] == 0:
                raise IndexError("invalid index of a 0-dim tensor. Use `tensor.item()` in Python or "
                                 "`tensor.item<T>()` in C++ to convert a 0-dim tensor to a number")
            raise IndexError(f"index {index[0]} is out of bounds for dimension 0 with size 0")
    consumed = 0
    for i in index:
        if i is None or i is Ellipsis or isinstance(i, bool):
            continue
        consumed += i.dim() if isinstance(i, Tensor) and i.dtype in (_dtype.bool, _dtype.uint8) else 1
    if consumed > t.dim():
        raise IndexError(f"too many indices for tensor of dimension {t.dim()}")
    result, dim, tensors = t, 0, {}
    for position, i in enumerate(index):
        if i is Ellipsis:
            dim += t.dim() - consumed
        elif i is None:
            result = result._op("unsqueeze", dim)
            dim += 1
        elif isinstance(i, slice):
            # a slice's bounds may be one-element integer tensors, read through __index__ as Python does
            start, stop, step = (v if _traced_int(v) else v.__index__() if isinstance(v, Tensor) else v
                                 for v in (i.start, i.stop, i.step))
            if step == 0:
                raise ValueError("slice step cannot be zero")  # PySlice_Unpack's, before PyTorch looks
            if step is not None and step < 0:
                raise ValueError("step must be greater than zero")  # applySlicing's, before at::slice's own check
            result = result._op("slice", dim, start, stop, 1 if step is None else step)
            dim += 1
        elif _is_boolean_scalar(i):
            # a boolean adds a dim of size 1, which True indexes whole and False empties (boolToIndexingTensor)
            result = result._op("unsqueeze", dim)
            from . import zeros

            tensors[dim] = zeros(1 if bool(i) else 0, dtype=_dtype.int64, device=result.device)
            dim += 1
        elif _is_advanced(i):
            tensors[dim] = i
            dim += i.dim() if i.dtype is _dtype.bool else 1
        elif isinstance(i, (int, Tensor)) and not isinstance(i, bool):
            size = result.shape[dim]
            if not -size <= int(i) < size:
                # PyTorch's "dimension" is the index's position in the indexing tuple (applySlicing's real_dim)
                raise IndexError(f"index {int(i)} is out of bounds for dimension {position} with size {size}")
            result = result._op("select", dim, i if _traced_int(i) else int(i))
        elif isinstance(i, str):
            raise TypeError("new(): invalid data type 'str'")  # a string is a sequence, made a tensor as one
        else:
            raise IndexError(
                "only integers, slices (`:`), ellipsis (`...`), None and long or byte Variables are valid indices "
                f"(got {type(i).__name__})")
    if not tensors:
        return result, None
    # each tensor index sits at the dim it indexes; a bool mask covers as many dims as it has
    indices, d = [], 0
    while d < dim and d <= max(tensors):
        if d in tensors:
            indices.append(tensors[d])
            d += tensors[d].dim() if tensors[d].dtype is _dtype.bool else 1
        else:
            indices.append(None)
            d += 1
    return result, indices


def _index(t, index):
    result, indices = _apply_slicing(t, index)
    if indices is None:
        return t.view(t.shape) if result is t else result  # t[...] is a view that autograd follows
    return _engine.call("index", (result, indices), {})


def _setitem_source(value, shape):
    """The source of `t[i] = value` as PyTorch's copy_to takes it: as it is when its sizes are the target's, else its
    leading size-1 dims dropped, then expanded to the target's shape (so a mismatch is expand's error)."""
    sizes = tuple(value.shape)
    if sizes == tuple(shape):
        return value
    lead = next((i for i, n in enumerate(sizes) if n != 1), len(sizes))
    if lead:
        value = value.reshape(sizes[lead:])
    return value.expand(shape)


def _setitem(t, index, value):
    target, indices = _apply_slicing(t, index)
    if indices is None:
        if isinstance(value, Tensor):
            target.copy_(_setitem_source(value, target.shape))
        else:
            target.fill_(value)
        return
    if not isinstance(value, Tensor):
        from . import tensor

        value = tensor(value, dtype=t.dtype)
    _engine.call_void("index_put_", (target, indices, value), {})
