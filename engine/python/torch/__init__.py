"""A PyTorch-compatible `torch` package over the Effective PyTorch, Live tensor engine."""
import builtins as _builtins
from array import array as array_
import warnings as _warnings

from pyodide.ffi import to_js as _to_js

from . import _engine, _lazy
from ._engine import _E, AcceleratorError
from ._dtype import (dtype, float32, float64, float16, bfloat16, int64, int32, int16, int8, uint8, bool,  # noqa: A004
                     complex32, complex64, complex128, quint8, qint8, qint32, BY_NAME as _BY_NAME, of as _dtype_of)
from ._size import Size
from ._device import device
from ._memory_format import memory_format, contiguous_format, preserve_format, channels_last, channels_last_3d
from ._tensor import Tensor
from . import _tensor_subclass, _torch_function

_tensor_subclass.install()  # before this package's own subclasses are defined
from . import _complex  # noqa: E402

Tensor.__module__ = "torch"  # as in PyTorch: type(t) prints <class 'torch.Tensor'>
from ._tensor_str import set_printoptions
from ._finfo import finfo, iinfo
from ._grad_mode import no_grad, enable_grad, set_grad_enabled, is_grad_enabled, inference_mode, is_inference_mode_enabled
from ._grad_mode import is_anomaly_enabled, is_anomaly_check_nan_enabled, set_anomaly_enabled
from . import _ops

float = float32  # noqa: A001
double = float64
half = float16
long = int64
int = int32  # noqa: A001
short = int16
chalf = complex32
cfloat = complex64
cdouble = complex128

from .torch_version import __version__  # noqa: E402,F401

globals().update(_ops.FUNCTIONS)
from . import _quantized  # noqa: E402

globals().update(_quantized.FUNCTIONS)
_quantized.install()
from ._layout import LAYOUTS  # noqa: E402

globals().update(LAYOUTS)
from ._promotion import promote_types, can_cast, result_type  # noqa: E402,F401


from ._generator import Generator, default_generator  # noqa: E402
from .random import get_rng_state, initial_seed, manual_seed, seed, set_rng_state  # noqa: E402


def set_default_device(device):
    """Where factories make tensors when not told (None: the CPU)."""
    _engine.engine(_E.set_default_device, "cpu" if device is None else str(globals()["device"](device)))


def get_default_device():
    return globals()["device"](_E.get_default_device())


_default_dtype = float32


def get_float32_matmul_precision():
    return backends.cuda.float32_matmul_precision


def set_float32_matmul_precision(precision):
    # at::Context::setFloat32MatmulPrecision: its second, lower-case try transforms into an empty string, so only the
    # exact spellings count; its warning lacks a space, as PyTorch's does
    if precision in ("highest", "high", "medium"):
        backends.cuda.float32_matmul_precision = precision
        return
    _warnings.warn(f"{precision} is not one of 'highest', 'high', or 'medium'; the currentsetFloat32MatmulPrecision "
                   "call has no effect.", UserWarning, stacklevel=2)


def get_default_dtype():
    return _default_dtype


def set_default_dtype(d):
    """The dtype float factories, Python floats and integer inputs of float ops take from now on."""
    global _default_dtype
    if not isinstance(d, dtype):
        raise TypeError("invalid dtype object: only floating-point types are supported as the default type")
    if not d.is_floating_point:
        raise TypeError("only floating-point types are supported as the default type")
    _E.set_default_dtype(d._name)
    _default_dtype = d


def set_default_tensor_type(t):
    import warnings

    warnings.warn("torch.set_default_tensor_type() is deprecated as of PyTorch 2.1, please use "
                  "torch.set_default_dtype() and torch.set_default_device() as alternatives.", UserWarning,
                  stacklevel=2)
    name = t if isinstance(t, str) else f"{t.__module__}.{t.__name__}"
    kinds = {"torch.FloatTensor": float32, "torch.DoubleTensor": float64, "torch.HalfTensor": float16,
             "torch.BFloat16Tensor": bfloat16}
    if name not in kinds:
        raise TypeError("only floating-point types are supported as the default type")
    set_default_dtype(kinds[name])


def is_tensor(obj):
    return isinstance(obj, Tensor)


def typename(obj):
    """A name for obj's type: a tensor's type() ('torch.FloatTensor'), else its module and class."""
    if isinstance(obj, Tensor):
        return obj.type()
    module = ""
    if getattr(obj, "__module__", None) not in (None, "builtins", "__builtin__"):
        module = obj.__module__ + "."
    name = getattr(obj, "__qualname__", None) or getattr(obj, "__name__", None) or type(obj).__name__
    return module + name


def is_floating_point(t):
    return t.dtype.is_floating_point


def numel(input):  # noqa: A002
    if not isinstance(input, Tensor):
        raise TypeError(f"numel(): argument 'input' (position 1) must be Tensor, not {type(input).__name__}")
    return input.numel()


def is_storage(obj):
    return isinstance(obj, (TypedStorage, UntypedStorage))


def _assert(condition, message):
    """assert as a function, which tracing can record where the statement would be skipped."""
    assert condition, message


from math import e, inf, nan, pi  # noqa: E402,F401

newaxis = None


def _thread_count_argument(name, args, kwargs):
    """The one int a set_num_*threads binding takes, refused in its binding's words."""
    if kwargs:
        raise TypeError(f"torch.{name}() takes no keyword arguments")
    if len(args) != 1:
        raise TypeError(f"torch.{name}() takes exactly one argument ({len(args)} given)")
    n = args[0]
    if isinstance(n, _builtins.bool) or not hasattr(type(n), "__index__"):
        raise RuntimeError(f"{name} expects an int, but got {type(n).__name__}")
    return n.__index__()


def set_num_threads(*args, **kwargs):
    """Sets the number of threads used for intraop parallelism on CPU."""
    n = _thread_count_argument("set_num_threads", args, kwargs)
    # the C++ side takes an int: larger values wrap, as there
    _engine.engine(_E.set_num_threads, (n + 2**31) % 2**32 - 2**31)


def get_num_threads(*args):
    """Returns the number of threads used for parallelizing CPU operations."""
    if args:
        raise TypeError(f"torch.get_num_threads() takes no arguments ({len(args)} given)")
    return _E.get_num_threads()


# inter-op parallelism (several ops at once) has no pool here: the setting is kept and reported, as PyTorch's is
_interop_threads = []


def set_num_interop_threads(*args, **kwargs):
    """Sets the number of threads used for interop parallelism on CPU; once only, as in PyTorch."""
    n = _thread_count_argument("set_num_interop_threads", args, kwargs)
    if n <= 0:
        raise RuntimeError("set_num_interop_threads expects a positive integer")
    if _interop_threads:
        raise RuntimeError("Error: cannot set number of interop threads after parallel work has started or "
                           "set_num_interop_threads called")
    _interop_threads.append(n)


def get_num_interop_threads(*args):
    """Returns the number of threads used for inter-op parallelism on CPU."""
    if args:
        raise TypeError(f"torch.get_num_interop_threads() takes no arguments ({len(args)} given)")
    return _interop_threads[0] if _interop_threads else _E.get_num_threads()


from ._warn_once import is_warn_always_enabled, set_warn_always  # noqa: E402,F401


def set_flush_denormal(mode):
    """Whether denormal floats can be flushed to zero: False, as on a CPU without the SSE3 control PyTorch sets,
    since WebAssembly arithmetic keeps denormals."""
    if not isinstance(mode, _builtins.bool):
        raise TypeError(f"set_flush_denormal(): argument 'mode' (position 1) must be bool, not {type(mode).__name__}")
    return False


def _infer(data, dims, flat, depth=0):
    """Walks nested sequences, recording each level's length and the scalars in row-major order."""
    if isinstance(data, Tensor):
        # as PyTorch sizes nested data: only sequences give dims, so a tensor the first-element chain reaches is
        # one scalar (a one-element tensor), and only one where a sibling set the dim is read as a sequence
        if data.dim() == 0 or 0 < depth == len(dims):
            if data.numel() != 1:
                raise ValueError("only one element tensors can be converted to Python scalars")
            flat.append(data.item())
            return
        data = data.tolist()
    if isinstance(data, str) and depth > 0:
        raise ValueError(f"too many dimensions '{type(data).__name__}'")
    if isinstance(data, (list, tuple, _builtins.range)):
        n = len(data)
        if depth == len(dims) and flat:
            # the sizes, read along the first elements, ended at a scalar: this sequence stands where one is stored
            flat.append(_Misplaced(data))
            return
        if depth == len(dims):
            dims.append(n)
        elif dims[depth] != n:
            raise ValueError(f"expected sequence of length {dims[depth]} at dim {depth} (got {n})")
        for item in data:
            _infer(item, dims, flat, depth + 1)
        return
    if depth < len(dims):
        # recursive_store's PySequence_Fast on a scalar where the sizes want a sequence
        raise TypeError("not a sequence")
    if not isinstance(data, (_builtins.bool, _builtins.int, _builtins.float, _builtins.complex)):
        raise TypeError(f"new(): invalid data type '{type(data).__name__}'")
    flat.append(data)


class _Misplaced:
    """A sequence where the data's sizes put a scalar, refused once the dtype it would be stored as is known."""

    def __init__(self, data):
        self.data = data

    def values(self):
        """The scalars inside, which infer_scalar_type reads like any others."""
        dims, flat = [], []
        _infer(self.data, dims, flat)
        return _leaves(flat)

    def error(self, dtype):
        """store_scalar's complaint: a number unpacked from a sequence object."""
        name = type(self.data).__name__
        if dtype.is_floating_point or dtype.is_complex:
            return TypeError(f"must be real number, not {name}")
        return TypeError(f"'{name}' object cannot be interpreted as an integer")


def _leaves(flat):
    return [v for item in flat for v in (item.values() if isinstance(item, _Misplaced) else (item,))]


_SEQUENCES = (list, tuple, _builtins.range)  # torch.range shadows the builtin here, as in PyTorch
_SCALARS = (_builtins.bool, _builtins.int, _builtins.float, _builtins.complex)


def _check_data(data, inferring):
    """internal_new_from_data's checks before it stores a value: a string as the data, the sizes read along the first
    elements (where a string, a sequence itself, never ends), then, when the dtype is inferred, every element's type."""
    if isinstance(data, str):
        raise TypeError(f"new(): invalid data type '{type(data).__name__}'")
    seq = data
    while isinstance(seq, _SEQUENCES) and len(seq):
        seq = seq[0]
        if isinstance(seq, str):
            raise ValueError(f"too many dimensions '{type(seq).__name__}'")
    if inferring:
        _check_scalar_types(data)


def _check_scalar_types(data):
    """infer_scalar_type's refusals, element by element in order."""
    if isinstance(data, _SEQUENCES):
        for item in data:
            _check_scalar_types(item)
    elif isinstance(data, str):
        raise TypeError(f"new(): invalid data type '{type(data).__name__}'")
    elif not (isinstance(data, (Tensor,) + _SCALARS) or type(data).__module__ == "numpy" or _sequence_like(data)):
        raise RuntimeError(f"Could not infer dtype of {type(data).__name__}")


def _sequence_like(obj):
    """PySequence_Check: a type that can be indexed and measured and is not a mapping."""
    import collections.abc

    t = type(obj)
    return hasattr(t, "__getitem__") and hasattr(t, "__len__") and not isinstance(obj, collections.abc.Mapping)


def _scalar_dtype(values):
    kinds = {type(v) for v in values}
    if _builtins.complex in kinds:
        return cdouble if get_default_dtype() is float64 else cfloat
    if _builtins.float in kinds:
        return get_default_dtype()
    if _builtins.int in kinds:
        return int64
    if _builtins.bool in kinds:
        return bool
    return get_default_dtype()


def _sequence_dtype(data):
    """infer_scalar_type of nested data holding numpy values: each element's own type (a numpy scalar's or array's
    dtype, int64 for an int, the default dtype for a float, ...), promoted together as PyTorch promotes dtypes, not
    as numpy would build one array of them."""
    if isinstance(data, Tensor):
        return data.dtype
    if type(data).__module__ == "numpy":
        import numpy
        from numpy import _interop

        return globals()[_interop._torch_name(numpy.asarray(data))]
    if isinstance(data, _SEQUENCES):
        result = None
        for item in data:
            d = _sequence_dtype(item)
            result = d if result is None else promote_types(result, d)
        return result if result is not None else get_default_dtype()
    return _scalar_dtype([data])


def _holds_numpy(data):
    """Whether nested lists start with numpy arrays or scalars (whose dtypes PyTorch keeps)."""
    while isinstance(data, (list, tuple)) and data:
        data = data[0]
    return type(data).__module__ == "numpy"


def from_numpy(ndarray):
    """A cpu tensor over the array's memory: writes through either show in the other."""
    import numpy
    from numpy._interop import tensor_of_array

    if not isinstance(ndarray, numpy.ndarray):
        raise TypeError(f"expected np.ndarray (got {type(ndarray).__name__})")
    return tensor_of_array(ndarray)


def tensor(data, *, dtype=None, device=None, requires_grad=False, pin_memory=False):
    dtype = _dtype_of(dtype)
    if type(data).__module__ == "numpy":
        import numpy
        from numpy._interop import tensor_copy_of_array

        out = tensor_copy_of_array(numpy.asarray(data))
        out = out.to(dtype) if dtype is not None else out
        out = out.to(_E.get_default_device() if device is None else device)
        return out._set_requires_grad(True) if requires_grad else out
    if isinstance(data, Tensor):
        _warnings.warn(
            "To copy construct from a tensor, it is recommended to use sourceTensor.clone().detach() or "
            "sourceTensor.clone().detach().requires_grad_(True), rather than torch.tensor(sourceTensor).",
            UserWarning, stacklevel=2)
        # a copy of the values only: no history, and requires_grad from the argument alone
        out = data.detach()
        out = (out.to(dtype) if dtype is not None else out).clone()
    elif isinstance(data, (list, tuple)) and _holds_numpy(data):
        import numpy

        if isinstance(data[0], numpy.ndarray):
            from ._warn_once import warn_once

            # TORCH_WARN_ONCE in tensor_new.cpp
            warn_once("Creating a tensor from a list of numpy.ndarrays is extremely slow. Please consider converting "
                      "the list to a single numpy.ndarray with numpy.array() before converting to a tensor.")
        if dtype is None:
            dtype = _sequence_dtype(data)
        return tensor(numpy.array(data), dtype=dtype, device=device, requires_grad=requires_grad)
    else:
        _check_data(data, dtype is None)
        dims, flat = [], []
        _infer(data, dims, flat)
        target = dtype or _scalar_dtype(_leaves(flat))
        misplaced = next((v for v in flat if isinstance(v, _Misplaced)), None)
        if misplaced is not None:
            raise misplaced.error(target)
        if target._name in _INTEGRAL_RANGES:
            _check_integral(flat, target._name)
        if target.is_complex:
            out = _complex.from_values(flat, dims, target)
        else:
            out = Tensor._wrap(_engine.engine(_E.from_values, _to_js(flat), _to_js(dims), target._name))
    out = out.to(_E.get_default_device() if device is None else device)
    if requires_grad:
        out._set_requires_grad(True)
    return out


_INTEGRAL_RANGES = {"uint8": (0, 255), "int8": (-128, 127), "int16": (-2 ** 15, 2 ** 15 - 1),
                    "int32": (-2 ** 31, 2 ** 31 - 1), "int64": (-2 ** 63, 2 ** 63 - 1)}


def _check_integral(flat, name):
    """PyTorch's refusal of numbers an integer dtype cannot hold (c10::checked_convert, as tensor_new.cpp stores each
    element). Python ints may wrap into uint8 from as far down as -255, as two's complement; floats may not."""
    lo, hi = _INTEGRAL_RANGES[name]
    for v in flat:
        if type(v) is not _builtins.float and not -2 ** 63 <= v < 2 ** 63:
            # an int is read as a C long long first (THPUtils_unpackLong), whatever the dtype
            raise RuntimeError("Overflow when unpacking long")
        if type(v) is _builtins.float:
            ok = lo <= v <= hi
        else:
            ok = (-hi if name == "uint8" else lo) <= v <= hi
        if not ok:
            raise RuntimeError(f"value cannot be converted to type {name} without overflow")


_BUFFER_FORMATS = {"float32": "f", "float64": "d", "float16": "e", "int64": "q", "int32": "i", "int16": "h",
                   "int8": "b", "uint8": "B", "bool": "?", "bfloat16": "H"}
_warned_readonly = False


def frombuffer(buffer, *, dtype, count=-1, offset=0, requires_grad=False):
    """A 1-d tensor of the buffer's bytes read as `dtype` (a copy: the engine's memory is its own)."""
    global _warned_readonly
    view = memoryview(buffer).cast("B")
    if view.readonly and not _warned_readonly:
        _warned_readonly = True
        _warnings.warn("The given buffer is not writable, and PyTorch does not support non-writable tensors. This "
                       "means you can write to the underlying (supposedly non-writable) buffer using the tensor. You "
                       "may want to copy the buffer to protect its data or make it writable before converting it to a "
                       "tensor. This type of warning will be suppressed for the rest of this program.", stacklevel=2)
    size = dtype.itemsize
    if len(view) == 0 or count == 0:
        raise ValueError(f"both buffer length ({len(view)}) and count ({count}) must not be 0")
    if offset < 0 or offset >= len(view):
        raise ValueError(f"offset ({offset} bytes) must be non-negative and no greater than buffer length "
                         f"({len(view)} bytes) minus 1")
    if count < 0:
        if (len(view) - offset) % size != 0:
            raise ValueError(f"buffer length ({len(view) - offset} bytes) after offset ({offset} bytes) must be a "
                             f"multiple of element size ({size})")
        count = (len(view) - offset) // size
    elif offset + count * size > len(view):
        raise ValueError(f"requested buffer length ({count} * {size} bytes) after offset ({offset} bytes) must not "
                         f"be greater than actual buffer length ({len(view)} bytes)")
    values = view[offset:offset + count * size].cast(_BUFFER_FORMATS[dtype._name])
    if dtype is bfloat16:
        # bfloat16 is the top half of a float32: widen the bits and read them as float32
        values = memoryview(array_("I", (v << 16 for v in values))).cast("B").cast("f")
    elif dtype is float16:
        values = array_("f", values)  # JS has no float16 arrays: float32 holds every float16 exactly
    handle = _engine.engine(_E.from_values, _to_js(values), _to_js([count]), dtype._name)
    out = Tensor._wrap(handle)
    return out._set_requires_grad(True) if requires_grad else out


def as_tensor(data, dtype=None, device=None):
    """The data as a tensor, sharing a tensor's memory when no conversion is asked for (then it is the same one)."""
    if isinstance(data, Tensor):
        return data.to(device=device, dtype=dtype) if dtype is not None or device is not None else data
    if type(data).__name__ == "ndarray" and type(data).__module__ == "numpy":
        # as PyTorch's: an array shares its memory unless a dtype or device asks for a conversion
        return from_numpy(data).to(device=device, dtype=dtype)
    return tensor(data, dtype=dtype, device=device)


def asarray(obj, *, dtype=None, device=None, copy=None, requires_grad=False):
    """obj as a tensor, sharing a tensor's or numpy array's memory unless a copy is asked for or a dtype or device
    needs one (tensor_new.cpp's asarray)."""
    if isinstance(obj, Tensor):
        t = obj
    elif type(obj).__module__ == "numpy" and type(obj).__name__ == "ndarray":
        t = from_numpy(obj)
    elif type(obj).__module__ == "numpy" and hasattr(obj, "dtype"):
        # a numpy scalar: a copy of its value, after which nothing asks for another
        if copy is False:
            raise RuntimeError("can't alias NumPy scalars. Either remove copy=False or transform it in a ndarray. ")
        import numpy

        t, copy = from_numpy(numpy.array(obj)).clone(), None
    else:
        if copy is False:
            raise ValueError("can't alias arbitrary sequence into a tensor.")
        t = tensor(obj, dtype=dtype, device=device)
        return t._set_requires_grad(True) if requires_grad else t
    from ._device import device as device_type
    from ._out import _scalar_name

    target = None if device is None else device_type(device)
    wrong_device = target is not None and target != t.device
    wrong_dtype = dtype is not None and dtype != t.dtype
    if wrong_device or wrong_dtype:
        if copy is not None and not copy:
            what = (f"from device '{t.device}' to '{target}'" if wrong_device
                    else f"with dtype '{_scalar_name(t.dtype)}' into dtype '{_scalar_name(dtype)}'")
            raise ValueError(f"can't alias tensor {what}.")
        t = t.to(device=target or t.device, dtype=dtype or t.dtype, copy=_builtins.bool(copy))
    elif copy:
        t = t.clone()
    if not t.is_leaf and not requires_grad:
        return t.detach()
    if t.is_leaf:
        t._set_requires_grad(requires_grad)
    return t


from . import functional  # noqa: E402
from .functional import block_diag, chain_matmul, istft, norm, stft, tensordot, unique_consecutive  # noqa: E402,F401
from . import nn  # noqa: E402
from . import autograd  # noqa: E402
from . import optim  # noqa: E402
from . import utils  # noqa: E402
from . import __future__ as __future__  # noqa: E402,F401
from .nn import utils as _nn_utils  # noqa: E402,F401
from .nn.utils.weight_norm import _weight_norm, norm_except_dim  # noqa: E402,F401
from . import special  # noqa: E402
from . import linalg  # noqa: E402
from . import fft  # noqa: E402
from . import signal  # noqa: E402
from . import _linalg_classic  # noqa: E402
from ._lowrank import pca_lowrank, svd_lowrank  # noqa: E402,F401

for _name, _fn in _linalg_classic.FUNCTIONS.items():
    globals().setdefault(_name, _fn)
for _name, _fn in _linalg_classic.METHODS.items():
    if not hasattr(Tensor, _name):
        setattr(Tensor, _name, _fn)
from . import cuda  # noqa: E402
from . import cpu  # noqa: E402
from . import amp  # noqa: E402
from .cuda import amp as _cuda_amp  # noqa: E402,F401
from .amp import autocast, is_autocast_available, get_autocast_dtype, set_autocast_dtype  # noqa: E402,F401
from .amp.autocast_mode import (is_autocast_enabled, set_autocast_enabled, is_autocast_cache_enabled,  # noqa: E402,F401
                                set_autocast_cache_enabled, autocast_increment_nesting, autocast_decrement_nesting,
                                clear_autocast_cache)
from .amp._deprecated import (is_autocast_cpu_enabled, set_autocast_cpu_enabled, get_autocast_cpu_dtype,  # noqa: E402,F401
                              set_autocast_cpu_dtype, get_autocast_gpu_dtype, set_autocast_gpu_dtype)
from . import backends  # noqa: E402
from . import storage, _utils, types, distributed  # noqa: E402,F401
from .storage import TypedStorage, UntypedStorage  # noqa: E402,F401

globals().update(storage.LEGACY)  # torch.FloatStorage and its kin, which files name
from ._legacy import LEGACY as _LEGACY_TENSORS  # noqa: E402

globals().update(_LEGACY_TENSORS)  # torch.FloatTensor and its kin


def selu(input):  # noqa: A002
    return nn.functional.selu(input)


def selu_(input):  # noqa: A002
    return nn.functional.selu(input, inplace=True)


def celu(input, alpha=1.0):  # noqa: A002
    return nn.functional.celu(input, alpha)


def celu_(input, alpha=1.0):  # noqa: A002
    return nn.functional.celu(input, alpha, inplace=True)


# what few programs use loads when a program first names it (_lazy.py says why)
__getattr__, __dir__ = _lazy.attributes(__name__, {
    "ao": ".ao", "quantization": ".quantization", "profiler": ".profiler", "multiprocessing": ".multiprocessing",
    "fx": ".fx", "distributions": ".distributions", "jit": ".jit", "onnx": ".onnx", "_dynamo": "._dynamo",
    "compile": "._dynamo.eval_frame:compile", "compiler": ".compiler", "serialization": ".serialization",
    "save": ".serialization:save", "load": ".serialization:load", "testing": ".testing", "hub": ".hub",
    "func": ".func", "vmap": ".func:vmap",
    **_lazy.names("._fake_quantize", "fake_quantize_per_tensor_affine", "fake_quantize_per_channel_affine"),
    **_lazy.names("._unravel", "unravel_index"),
    **_lazy.names("._sobol", "_sobol_engine_draw", "_sobol_engine_ff_", "_sobol_engine_initialize_state_",
                  "_sobol_engine_scramble_"),
}, lambda name, value: _arg_parser.explained("torch", name, value))


from . import _arg_parser  # noqa: E402

_arg_parser.install(Tensor, globals())
from . import _C, overrides  # noqa: E402,F401

_torch_function.watch_class_definitions()

__all__ = ["Tensor", "Size", "dtype", "tensor", "manual_seed", "set_num_threads", "get_num_threads", "nn", "no_grad",
           "selu", "selu_", "celu", "celu_"] + list(
    _ops.FUNCTIONS)
