"""Grad-mode switches (no_grad, enable_grad, set_grad_enabled, inference_mode) as context managers and decorators.
The flag lives in the engine, which reads it whenever an op decides whether to record a graph node."""
import functools

from ._engine import _E


def is_grad_enabled():
    return bool(_E.is_grad_enabled())


class _GradMode:
    mode = True

    def __enter__(self):
        self._prev = is_grad_enabled()
        _E.set_grad_enabled(self.mode)

    def __exit__(self, *exc):
        _E.set_grad_enabled(self._prev)
        return False

    def __call__(self, fn):
        @functools.wraps(fn)
        def wrapped(*args, **kwargs):
            with self.__class__():
                return fn(*args, **kwargs)

        return wrapped


class no_grad(_GradMode):
    mode = False


class enable_grad(_GradMode):
    mode = True


def is_inference_mode_enabled():
    return bool(_E.is_inference_mode_enabled())


class inference_mode(_GradMode):
    """Grad mode off, and tensors made inside are inference tensors (c10::InferenceMode); inference_mode(False)
    turns both back."""

    def __init__(self, mode=True):
        self.mode = not mode

    def __enter__(self):
        super().__enter__()
        self._prev_inference = is_inference_mode_enabled()
        _E.set_inference_mode(not self.mode)

    def __exit__(self, *exc):
        _E.set_inference_mode(self._prev_inference)
        return super().__exit__(*exc)

    def __call__(self, fn):
        @functools.wraps(fn)
        def wrapped(*args, **kwargs):
            with inference_mode(not self.mode):
                return fn(*args, **kwargs)

        return wrapped


class set_grad_enabled(_GradMode):
    def __init__(self, mode):
        self.mode = bool(mode)
        self._prev = is_grad_enabled()
        _E.set_grad_enabled(self.mode)

    def __enter__(self):
        pass

    def __exit__(self, *exc):
        _E.set_grad_enabled(self._prev)
        return False
