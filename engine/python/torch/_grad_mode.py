"""Grad-mode switches (no_grad, enable_grad, set_grad_enabled, inference_mode) as context managers and decorators.
The flag lives in the engine, which reads it whenever an op decides whether to record a graph node."""
import functools
import inspect

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
        if inspect.isgeneratorfunction(fn):
            return self._wrap_generator(fn)

        @functools.wraps(fn)
        def wrapped(*args, **kwargs):
            with self.__class__():
                return fn(*args, **kwargs)

        return wrapped

    def _wrap_generator(self, fn):
        """A generator runs each step under the mode, and the caller's mode between steps, as PyTorch's decorator."""
        @functools.wraps(fn)
        def wrapped(*args, **kwargs):
            gen = fn(*args, **kwargs)
            try:
                with self.__class__():
                    response = gen.send(None)
                while True:
                    try:
                        request = yield response
                    except GeneratorExit:
                        with self.__class__():
                            gen.close()
                        raise
                    except BaseException as e:
                        with self.__class__():
                            response = gen.throw(e)
                    else:
                        with self.__class__():
                            response = gen.send(request)
            except StopIteration as e:
                return e.value

        return wrapped


class no_grad(_GradMode):
    mode = False


class enable_grad(_GradMode):
    mode = True


def is_anomaly_enabled():
    return bool(_E.is_anomaly_enabled())


def is_anomaly_check_nan_enabled():
    return bool(_E.is_anomaly_check_nan_enabled())


def set_anomaly_enabled(enabled, check_nan=True):
    """Anomaly mode on or off (torch.autograd.detect_anomaly); nodes made while it is on keep their forward stack."""
    if not _stack_proxy:
        from pyodide.ffi import create_proxy

        _stack_proxy.append(create_proxy(_forward_stack))
    _E.set_anomaly_enabled(bool(enabled), bool(check_nan), _stack_proxy[0])


# the one lasting handle the engine calls _forward_stack through
_stack_proxy = []


def _forward_stack():
    """The stack of the code making a node, as PyTorch's anomaly metadata keeps it: the frames up to the op's call
    (this package's own frames beyond it are how the op runs here, which PyTorch runs in C++), from the program's
    first frame (code that is no file below it is the host running the program)."""
    import os
    import traceback

    package = os.path.dirname(__file__)
    frames = traceback.extract_stack()
    while frames and frames[-1].filename.startswith(package):
        frames.pop()
    while frames and frames[0].filename.startswith("<"):
        frames.pop(0)
    return "".join(traceback.format_list(frames))


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


for _cls in (no_grad, enable_grad, set_grad_enabled, inference_mode):
    _cls.__module__ = "torch.autograd.grad_mode"  # where PyTorch defines them
