"""torch.backends.cudnn: there is no cuDNN; the flags keep PyTorch's defaults so programs may set them."""
import sys
from contextlib import contextmanager

enabled = True
benchmark = False
benchmark_limit = 10
deterministic = False
allow_tf32 = True

_FLAGS = ("enabled", "benchmark", "benchmark_limit", "deterministic", "allow_tf32")


def is_available():
    return False


def version():
    return None


def set_flags(_enabled=None, _benchmark=None, _benchmark_limit=None, _deterministic=None, _allow_tf32=None):
    """Sets the flags given (None leaves one as it is); returns them all as they were."""
    module = sys.modules[__name__]
    original = tuple(getattr(module, name) for name in _FLAGS)
    for name, value in zip(_FLAGS, (_enabled, _benchmark, _benchmark_limit, _deterministic, _allow_tf32)):
        if value is not None:
            setattr(module, name, value)
    return original


@contextmanager
def flags(enabled=False, benchmark=False, benchmark_limit=10, deterministic=False, allow_tf32=True):
    """Every flag set as given (each with its own default) inside the block, restored after it."""
    original = set_flags(enabled, benchmark, benchmark_limit, deterministic, allow_tf32)
    try:
        yield
    finally:
        set_flags(*original)
