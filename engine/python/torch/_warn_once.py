"""TORCH_WARN_ONCE: a warning from inside an op that a process shows the first time only."""
import os
import warnings

_warned = set()


def warn_once(message, key=None):
    """Warn with `message` unless this process has warned under `key` (the message itself by default) before."""
    key = message if key is None else key
    if key not in _warned:
        _warned.add(key)
        # attributed to the caller's line however many of our frames (autocast's, argument parsing) lie between
        warnings.warn(message, UserWarning, skip_file_prefixes=(os.path.dirname(__file__) + os.sep,))
