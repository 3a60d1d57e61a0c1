"""torch.autocast: regions where ops run in lower precision by PyTorch's per-op policy (engine/src/autocast.ts)."""
import functools
import warnings

from .._engine import _E
from .. import _device, _dtype
from .. import _autocast_ops

_DEVICE_TYPES = ("cpu", "cuda")


def _check_str(device_type):
    if not isinstance(device_type, str):
        raise ValueError(f"Expected `device_type` of type `str`, got: `{type(device_type)}`")


def _check_type(device_type):
    _check_str(device_type)
    # a name that is no device type at all fails as torch.device's parse fails, before the autocast check
    _device.device(device_type)
    if device_type not in _DEVICE_TYPES:
        raise RuntimeError(f"User specified an unsupported autocast device_type '{device_type}'")


def is_autocast_available(device_type):
    return device_type in _DEVICE_TYPES


def is_autocast_enabled(device_type="cuda"):
    _check_type(device_type)
    return bool(_E.autocast_state(device_type).to_py()[0])


def get_autocast_dtype(device_type):
    _check_type(device_type)
    return _dtype.BY_NAME[_E.autocast_state(device_type).to_py()[1]]


def _set(device_type, enabled, dtype):
    _E.set_autocast(device_type, bool(enabled), dtype._name)
    _autocast_ops.enabled[device_type] = bool(enabled)


def set_autocast_enabled(device_type, enabled):
    _set(device_type, enabled, get_autocast_dtype(device_type))


def set_autocast_dtype(device_type, dtype):
    _set(device_type, is_autocast_enabled(device_type), dtype)


def is_autocast_cache_enabled():
    return bool(_E.autocast_cache_enabled())


def set_autocast_cache_enabled(enabled):
    _E.set_autocast_cache(bool(enabled))


def autocast_increment_nesting():
    return _E.autocast_nesting(1)


def autocast_decrement_nesting():
    return _E.autocast_nesting(-1)


def clear_autocast_cache():
    _E.clear_autocast_cache()


class autocast:
    """`with torch.autocast("cuda"):` (or as a decorator): ops in the region autocast on that device type."""

    def __init__(self, device_type, dtype=None, enabled=True, cache_enabled=None):
        _check_str(device_type)
        self.fast_dtype = get_autocast_dtype(device_type) if dtype is None else dtype
        self.device = device_type
        _check_type(device_type)
        self._cache_enabled = is_autocast_cache_enabled() if cache_enabled is None else cache_enabled
        if enabled and device_type == "cuda":
            from .. import cuda

            # any dtype goes on cuda (float32 included): only a missing device turns the region off
            if not cuda.is_available():
                warnings.warn("CUDA is not available or torch_xla is imported. Disabling autocast.", stacklevel=2)
                enabled = False
        elif enabled and self.fast_dtype not in (_dtype.bfloat16, _dtype.float16):
            name = device_type.upper()
            warnings.warn(f"In {name} autocast, but the target dtype is not supported. Disabling autocast.\n"
                          f"{name} Autocast only supports dtypes of torch.bfloat16, torch.float16 currently.",
                          stacklevel=2)
            enabled = False
        self._enabled = enabled

    def __enter__(self):
        self.prev_cache_enabled = is_autocast_cache_enabled()
        self.prev = is_autocast_enabled(self.device)
        self.prev_fastdtype = get_autocast_dtype(self.device)
        _set(self.device, self._enabled, self.fast_dtype)
        autocast_increment_nesting()
        set_autocast_cache_enabled(self._cache_enabled)
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        if autocast_decrement_nesting() == 0:
            clear_autocast_cache()
        _set(self.device, self.prev, self.prev_fastdtype)
        set_autocast_cache_enabled(self.prev_cache_enabled)
        return False

    def __call__(self, func):
        @functools.wraps(func)
        def decorate_autocast(*args, **kwargs):
            with self:
                return func(*args, **kwargs)
        return decorate_autocast


def custom_fwd(fwd=None, *, device_type, cast_inputs=None):
    """For a custom Function's forward: runs it with autocast as the caller had it, or casts its inputs and runs it
    with autocast off (cast_inputs)."""
    _check_str(device_type)
    if fwd is None:
        return functools.partial(custom_fwd, device_type=device_type, cast_inputs=cast_inputs)

    @functools.wraps(fwd)
    def decorate_fwd(*args, **kwargs):
        args[0]._dtype = get_autocast_dtype(device_type)
        if cast_inputs is None:
            args[0]._fwd_used_autocast = is_autocast_enabled(device_type)
            return fwd(*args, **kwargs)
        autocast_context = is_autocast_enabled(device_type)
        args[0]._fwd_used_autocast = False
        if autocast_context:
            with autocast(device_type=device_type, enabled=False):
                return fwd(*_cast(args, device_type, cast_inputs), **_cast(kwargs, device_type, cast_inputs))
        return fwd(*args, **kwargs)
    return decorate_fwd


def custom_bwd(bwd=None, *, device_type):
    """For a custom Function's backward: runs with the autocast state its forward ran with."""
    _check_str(device_type)
    if bwd is None:
        return functools.partial(custom_bwd, device_type=device_type)

    @functools.wraps(bwd)
    def decorate_bwd(*args, **kwargs):
        with autocast(device_type=device_type, enabled=args[0]._fwd_used_autocast, dtype=args[0]._dtype):
            return bwd(*args, **kwargs)
    return decorate_bwd


def _cast(value, device_type, dtype):
    from .._tensor import Tensor

    if isinstance(value, Tensor):
        ok = value.is_floating_point() and value.device.type == device_type and value.dtype is not _dtype.float64
        return value.to(dtype) if ok else value
    if isinstance(value, (str, bytes)):
        return value
    if isinstance(value, dict):
        return {k: _cast(v, device_type, dtype) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(_cast(v, device_type, dtype) for v in value)
    return value
