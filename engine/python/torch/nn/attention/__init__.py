"""torch.nn.attention: which kernels scaled_dot_product_attention may choose from."""
import contextlib
import enum

from ...backends import cuda as _switches

__all__ = ["SDPBackend", "sdpa_kernel", "WARN_FOR_UNFUSED_KERNELS"]

WARN_FOR_UNFUSED_KERNELS = False


class SDPBackend(enum.Enum):
    ERROR = -1
    MATH = 0
    FLASH_ATTENTION = 1
    EFFICIENT_ATTENTION = 2
    CUDNN_ATTENTION = 3
    OVERRIDEABLE = 4


# each backend's switch in torch.backends.cuda's sdp settings
_SWITCHES = {SDPBackend.CUDNN_ATTENTION: "cudnn", SDPBackend.FLASH_ATTENTION: "flash",
             SDPBackend.EFFICIENT_ATTENTION: "mem_efficient", SDPBackend.MATH: "math",
             SDPBackend.OVERRIDEABLE: "overrideable"}


def _cur_sdpa_kernel_backends():
    return [backend for backend, name in _SWITCHES.items() if _switches._sdp_enabled[name]]


def _sdpa_kernel(backends):
    for backend, name in _SWITCHES.items():
        _switches._sdp_enabled[name] = backend in backends


@contextlib.contextmanager
def sdpa_kernel(backends, set_priority=False):
    """Only `backends` (one SDPBackend or a list) may run inside the block; the previous set comes back after it."""
    assert isinstance(backends, (list, SDPBackend)), (
        "Backend must be an instance of SDPBackend or a list of SDPBackend instances")
    backends = {backends} if isinstance(backends, SDPBackend) else set(backends)
    previous = _cur_sdpa_kernel_backends()
    try:
        _sdpa_kernel(backends)
        yield {}
    finally:
        _sdpa_kernel(previous)
