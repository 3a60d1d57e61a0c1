"""torch.backends.mkldnn: oneDNN, whose CPU results (convolutions, GELU) the engine reproduces; its flags are kept so
programs may set them, and change nothing."""
import sys
from contextlib import contextmanager

enabled = True
deterministic = False
allow_tf32 = True

_FLAGS = ("enabled", "deterministic", "allow_tf32")
VERBOSE_OFF = 0
VERBOSE_ON = 1
VERBOSE_ON_CREATION = 2


def is_available():
    return True


def set_flags(_enabled=None, _deterministic=None, _allow_tf32=None):
    """Sets the flags given (None leaves one as it is); returns them all as they were."""
    module = sys.modules[__name__]
    original = tuple(getattr(module, name) for name in _FLAGS)
    for name, value in zip(_FLAGS, (_enabled, _deterministic, _allow_tf32)):
        if value is not None:
            setattr(module, name, value)
    return original


@contextmanager
def flags(enabled=False, deterministic=False, allow_tf32=True):
    original = set_flags(enabled, deterministic, allow_tf32)
    try:
        yield
    finally:
        set_flags(*original)


class verbose:
    """On-demand oneDNN verbose logging: accepted; there is no log to write."""

    def __init__(self, level):
        self.level = level

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False
