"""torch.autograd.anomaly_mode: detect_anomaly and set_detect_anomaly, switching the engine's anomaly mode."""
import warnings

from .._grad_mode import is_anomaly_check_nan_enabled, is_anomaly_enabled, set_anomaly_enabled

__all__ = ["detect_anomaly", "set_detect_anomaly"]


class detect_anomaly:
    """Context manager (and decorator) for anomaly detection: backward names the node that failed and the forward
    stack that made it, and with check_nan fails on a node whose gradients hold nan."""

    def __init__(self, check_nan=True):
        self.prev = is_anomaly_enabled()
        self.check_nan = check_nan
        self.prev_check_nan = is_anomaly_check_nan_enabled()
        warnings.warn("Anomaly Detection has been enabled. This mode will increase the runtime and should only be "
                      "enabled for debugging.", stacklevel=2)

    def __enter__(self):
        set_anomaly_enabled(True, self.check_nan)

    def __exit__(self, *args):
        set_anomaly_enabled(self.prev, self.prev_check_nan)

    def __call__(self, fn):
        import functools

        @functools.wraps(fn)
        def wrapped(*args, **kwargs):
            with self.__class__(self.check_nan):
                return fn(*args, **kwargs)

        return wrapped


class set_detect_anomaly:
    """Sets anomaly detection on or off, as a function or a context manager (restoring it on exit)."""

    def __init__(self, mode, check_nan=True):
        self.prev = is_anomaly_enabled()
        self.prev_check_nan = is_anomaly_check_nan_enabled()
        set_anomaly_enabled(mode, check_nan)

    def __enter__(self):
        pass

    def __exit__(self, *args):
        set_anomaly_enabled(self.prev, self.prev_check_nan)


def warn_failure():
    """After a backward failed in anomaly mode: PyTorch's warning naming the node and its forward stack."""
    report = _take_failure()
    if report is not None:
        warnings.warn(report, stacklevel=3)


def _take_failure():
    from .._engine import _E

    return _E.take_anomaly_failure()
