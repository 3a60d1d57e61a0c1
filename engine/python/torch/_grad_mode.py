"""Grad-mode switches (no_grad, enable_grad, set_grad_enabled) as context managers and decorators."""
import functools

_enabled = [True]


def is_grad_enabled():
    return _enabled[0]


class _GradMode:
    mode = True

    def __enter__(self):
        self._prev = _enabled[0]
        _enabled[0] = self.mode

    def __exit__(self, *exc):
        _enabled[0] = self._prev
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


class set_grad_enabled(_GradMode):
    def __init__(self, mode):
        self.mode = bool(mode)
        self._prev = _enabled[0]
        _enabled[0] = self.mode

    def __enter__(self):
        pass

    def __exit__(self, *exc):
        _enabled[0] = self._prev
        return False
