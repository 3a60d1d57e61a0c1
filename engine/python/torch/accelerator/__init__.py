"""torch.accelerator: the device-neutral way current PyTorch programs find their accelerator
(`torch.accelerator.current_accelerator()`), which here is the `cuda` device (WebGPU) when the host found an adapter,
and none otherwise, as in a CPU-only build."""
from .. import cuda as _cuda
from .._device import device as _device


def current_accelerator(check_available=False):
    """The accelerator's device type as a torch.device, or None without one."""
    return _device("cuda") if _cuda.is_available() else None


def is_available():
    return _cuda.is_available()


def device_count():
    return _cuda.device_count()


def _require():
    if not _cuda.is_available():
        raise RuntimeError("Cannot access accelerator device when none is available.")


def current_device_index():
    _require()
    return _cuda.current_device()


def set_device_index(device, /):
    _require()
    _cuda.set_device(device)


def synchronize(device=None, /):
    """Waits for every kernel queued on the accelerator to finish."""
    _require()
    _cuda.synchronize(device)


current_device_idx = current_device_index
set_device_idx = set_device_index


class device_index:
    """A context in which the current accelerator device is `device` (a no-op for None)."""

    def __init__(self, device, /):
        self.device = device

    def __enter__(self):
        if self.device is not None:
            set_device_index(self.device)

    def __exit__(self, *exc):
        return False


__all__ = ["current_accelerator", "current_device_idx", "current_device_index", "device_count", "device_index",
           "is_available", "set_device_idx", "set_device_index", "synchronize"]
