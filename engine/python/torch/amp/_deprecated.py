"""The older spellings of autocast, GradScaler and the autocast state (torch.<device>.amp, torch.*_cpu_*), which warn
as PyTorch 2.4+ does."""
import warnings

from .. import _dtype
from . import autocast_mode
from .autocast_mode import autocast as _autocast
from .grad_scaler import GradScaler as _GradScaler


def spellings(device_type, default_dtype):
    """(autocast, GradScaler) of torch.<device_type>.amp: torch.amp's, fixed to one device type."""
    def deprecated(name):
        warnings.warn(f"`torch.{device_type}.amp.{name}(args...)` is deprecated. Please use "
                      f"`torch.amp.{name}('{device_type}', args...)` instead.", FutureWarning, stacklevel=3)

    class autocast(_autocast):
        def __init__(self, enabled=True, dtype=None, cache_enabled=True):
            deprecated("autocast")
            super().__init__(device_type, enabled=enabled, dtype=default_dtype if dtype is None else dtype,
                             cache_enabled=cache_enabled)

    class GradScaler(_GradScaler):
        def __init__(self, init_scale=2.0**16, growth_factor=2.0, backoff_factor=0.5, growth_interval=2000,
                     enabled=True):
            deprecated("GradScaler")
            super().__init__(device_type, init_scale, growth_factor, backoff_factor, growth_interval, enabled)

    # PyTorch defines them in torch.<device_type>.amp's autocast_mode and grad_scaler modules
    for cls, module in ((autocast, "autocast_mode"), (GradScaler, "grad_scaler")):
        cls.__module__ = f"torch.{device_type}.amp.{module}"
        cls.__qualname__ = cls.__name__
    return autocast, GradScaler


def _warn(old, new):
    warnings.warn(f"torch.{old} is deprecated. Please use torch.{new} instead.", DeprecationWarning, stacklevel=3)


def _check(value, kind, name, what):
    if not isinstance(value, kind):
        raise TypeError(f"{name} must be a {what} (got {type(value).__name__})")


def is_autocast_cpu_enabled():
    _warn("is_autocast_cpu_enabled()", "is_autocast_enabled('cpu')")
    return autocast_mode.is_autocast_enabled("cpu")


def set_autocast_cpu_enabled(enabled):
    _check(enabled, bool, "enabled", "bool")
    _warn("set_autocast_cpu_enabled(enabled)", "set_autocast_enabled('cpu', enabled)")
    autocast_mode.set_autocast_enabled("cpu", enabled)


def get_autocast_cpu_dtype():
    _warn("get_autocast_cpu_dtype()", "get_autocast_dtype('cpu')")
    return autocast_mode.get_autocast_dtype("cpu")


def get_autocast_gpu_dtype():
    _warn("get_autocast_gpu_dtype()", "get_autocast_dtype('cuda')")
    return autocast_mode.get_autocast_dtype("cuda")


def set_autocast_cpu_dtype(dtype):
    _check(dtype, _dtype.dtype, "dtype", "torch.dtype")
    _warn("set_autocast_cpu_dtype(dtype)", "set_autocast_dtype('cpu', dtype)")
    autocast_mode.set_autocast_dtype("cpu", dtype)


def set_autocast_gpu_dtype(dtype):
    _check(dtype, _dtype.dtype, "dtype", "torch.dtype")
    _warn("set_autocast_gpu_dtype(dtype)", "set_autocast_dtype('cuda', dtype)")
    autocast_mode.set_autocast_dtype("cuda", dtype)
