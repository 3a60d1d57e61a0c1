"""The older torch.<device>.amp spellings of autocast and GradScaler, which warn as PyTorch 2.4+ does."""
import warnings

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

    for cls in (autocast, GradScaler):
        cls.__module__ = f"torch.{device_type}.amp"
        cls.__qualname__ = cls.__name__
    return autocast, GradScaler
