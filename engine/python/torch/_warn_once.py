"""Warnings from inside an op, attributed to the reader's line as C++'s are: TORCH_WARN_ONCE's, that a process shows
the first time only, and the ones PyTorch's bindings give on every call."""
import functools
import os
import warnings

_warned = set()


_OURS = (os.path.dirname(__file__) + os.sep,)


def warn(message):
    """A UserWarning at the reader's line however many of our frames lie between (PyErr_WarnEx(..., 1) in a
    binding)."""
    warnings.warn(message, UserWarning, skip_file_prefixes=_OURS)


_always = False  # torch.set_warn_always(True): a warn-once warning warns every time


def set_warn_always(b):
    """Whether warnings PyTorch gives once per process (TORCH_WARN_ONCE) are given every time."""
    global _always
    _always = bool(b)


def is_warn_always_enabled():
    return _always


def warn_once(message, key=None):
    """Warn with `message` unless this process has warned under `key` (the message itself by default) before."""
    key = message if key is None else key
    if _always or key not in _warned:
        _warned.add(key)
        warn(message)


def deprecated(fn, message):
    """fn, warning `message` at the reader's line on every call, as PyTorch's binding of a deprecated function does
    once it has parsed the arguments (a TypeError of the parser's comes alone)."""
    @functools.wraps(fn)
    def call(*args, **kwargs):
        try:
            result = fn(*args, **kwargs)
        except TypeError:
            raise
        except Exception:
            warn(message)
            raise
        warn(message)
        return result

    return call
