"""torch.backends.cuda: matmul precision and scaled_dot_product_attention kernel switches."""
import contextlib
import functools
import warnings


def is_built():
    from .. import cuda

    return cuda.is_available()


# torch.set_float32_matmul_precision's setting: "highest", "high" or "medium". allow_tf32 is another view of it, as
# in PyTorch's Context (TF32 is allowed below "highest"); on the CPU neither changes a result.
float32_matmul_precision = "highest"


class _MatmulFlags:
    def __init__(self):
        self.allow_fp16_reduced_precision_reduction = True
        self.allow_bf16_reduced_precision_reduction = True

    @property
    def allow_tf32(self):
        return float32_matmul_precision != "highest"

    @allow_tf32.setter
    def allow_tf32(self, value):
        global float32_matmul_precision
        float32_matmul_precision = "high" if value else "highest"


matmul = _MatmulFlags()


def preferred_linalg_library(backend=None):
    return None


# Which scaled_dot_product_attention kernels may run (the Context's sdp switches, on every device despite the
# module's name); torch.nn.attention.sdpa_kernel sets them for a block.
_sdp_enabled = {"flash": True, "mem_efficient": True, "math": True, "cudnn": True, "overrideable": True}


def _sdp_switches(name):
    def enabled():
        return _sdp_enabled[name]

    def enable(enabled):
        _sdp_enabled[name] = bool(enabled)

    return enabled, enable


flash_sdp_enabled, enable_flash_sdp = _sdp_switches("flash")
mem_efficient_sdp_enabled, enable_mem_efficient_sdp = _sdp_switches("mem_efficient")
math_sdp_enabled, enable_math_sdp = _sdp_switches("math")
cudnn_sdp_enabled, enable_cudnn_sdp = _sdp_switches("cudnn")


def _deprecated_for_sdpa_kernel(func):
    # warns when called, as typing_extensions.deprecated does: from inside contextmanager, so the warning names it
    @functools.wraps(func)
    def warned(*args, **kwargs):
        warnings.warn("`torch.backends.cuda.sdp_kernel()` is deprecated. In the future, this context manager will be "
                      "removed. Please see `torch.nn.attention.sdpa_kernel()` for the new context manager, with "
                      "updated signature.", FutureWarning, stacklevel=2)
        return func(*args, **kwargs)

    return warned


@contextlib.contextmanager
@_deprecated_for_sdpa_kernel
def sdp_kernel(enable_flash=True, enable_math=True, enable_mem_efficient=True, enable_cudnn=True):
    """The older torch.nn.attention.sdpa_kernel, by switches."""
    from ..nn.attention import SDPBackend, sdpa_kernel

    chosen = [(enable_flash, SDPBackend.FLASH_ATTENTION), (enable_mem_efficient, SDPBackend.EFFICIENT_ATTENTION),
              (enable_math, SDPBackend.MATH), (enable_cudnn, SDPBackend.CUDNN_ATTENTION)]
    with sdpa_kernel([backend for on, backend in chosen if on]) as context:
        yield context
