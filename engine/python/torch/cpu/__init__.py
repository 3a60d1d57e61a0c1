"""torch.cpu: the CPU device's module (its amp spellings)."""
from . import amp  # noqa: F401


def is_available():
    return True


def device_count():
    return 1


def synchronize(device=None):
    pass
