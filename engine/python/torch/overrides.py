"""torch.overrides: the Python side of __torch_function__ (checks, dispatch, TorchFunctionMode), as PyTorch's."""
import contextlib
import functools

import torch

from . import _torch_function
from ._C import _has_torch_function as has_torch_function  # noqa: F401
from ._C import _has_torch_function_unary as has_torch_function_unary  # noqa: F401
from ._C import _has_torch_function_variadic as has_torch_function_variadic  # noqa: F401
from ._C import _is_torch_function_mode_enabled  # noqa: F401
from ._tensor_subclass import _nowrap

__all__ = ["get_ignored_functions", "get_overridable_functions", "handle_torch_function", "has_torch_function",
           "is_tensor_like", "is_tensor_method_or_property", "wrap_torch_function", "resolve_name"]


def handle_torch_function(public_api, relevant_args, *args, **kwargs):
    """Calls the __torch_function__ that implements public_api for these arguments (the innermost mode's first)."""
    return _torch_function.handle(public_api, relevant_args, args, kwargs, native=False)


def _get_overloaded_args(relevant_args):
    return _torch_function.overloaded_args(relevant_args)


def wrap_torch_function(dispatcher):
    """A decorator making a function dispatch through __torch_function__ on the arguments dispatcher picks."""
    def inner(func):
        @functools.wraps(func)
        def wrapped(*args, **kwargs):
            relevant_args = dispatcher(*args, **kwargs)
            if has_torch_function(relevant_args):
                return handle_torch_function(wrapped, relevant_args, *args, **kwargs)
            return func(*args, **kwargs)

        return wrapped

    return inner


def is_tensor_like(inp):
    """Whether inp is a Tensor or its type has a __torch_function__."""
    return type(inp) is torch.Tensor or hasattr(type(inp), "__torch_function__")


@functools.lru_cache(None)
def get_ignored_functions():
    """The public functions __torch_function__ cannot override (no argument of theirs is a tensor)."""
    Tensor = torch.Tensor
    names = ("typename", "is_tensor", "is_storage", "set_default_tensor_type", "set_rng_state", "get_rng_state",
             "manual_seed", "initial_seed", "seed", "save", "load", "set_printoptions", "get_default_dtype",
             "get_num_interop_threads", "get_num_threads", "is_anomaly_enabled", "is_grad_enabled",
             "set_anomaly_enabled", "set_flush_denormal", "set_num_interop_threads", "set_num_threads", "as_tensor",
             "from_numpy", "get_device", "tensor", "default_generator", "device", "dtype", "finfo", "iinfo",
             "memory_format", "set_grad_enabled", "no_grad", "enable_grad", "layout", "arange", "as_strided",
             "bartlett_window", "blackman_window", "broadcast_shapes", "can_cast", "empty", "empty_strided", "eye",
             "full", "hamming_window", "hann_window", "kaiser_window", "linspace", "logspace", "normal", "ones",
             "promote_types", "rand", "randn", "randint", "randperm", "range", "result_type", "scalar_tensor",
             "sparse_coo_tensor", "tril_indices", "triu_indices", "vander", "zeros", "is_autocast_enabled",
             "set_autocast_enabled", "is_deterministic_algorithms_warn_only_enabled",
             "are_deterministic_algorithms_enabled", "use_deterministic_algorithms", "is_warn_always_enabled",
             "set_warn_always")
    ignored = {getattr(torch, n) for n in names if hasattr(torch, n)}
    ignored |= {torch.fft.fftfreq, torch.fft.rfftfreq, torch.nn.functional.sigmoid, torch.nn.functional.tanh,
                torch.nn.functional.hardsigmoid, torch.nn.functional.hardswish, has_torch_function,
                handle_torch_function}
    ignored |= {getattr(Tensor, n) for n in ("__delitem__", "__dir__", "__getattribute__", "__init__",
                                             "__init_subclass__", "__delattr__", "__setattr__", "__torch_function__",
                                             "__new__", "__class__", "__subclasshook__", "as_subclass", "new",
                                             "new_tensor", "new_empty", "new_empty_strided", "new_zeros", "new_ones",
                                             "new_full", "_make_subclass", "stride", "unflatten")
                if hasattr(Tensor, n)}
    return ignored


def get_default_nowrap_functions():
    """The functions whose results Tensor.__torch_function__ hands back without converting them to the subclass."""
    return _nowrap()


_NAMESPACES = ("torch", "torch.functional", "torch.nn.functional", "torch.nn.init", "torch.Tensor", "torch.linalg",
               "torch.fft", "torch.special")


@functools.lru_cache(None)
def _get_overridable_functions():
    """({namespace: [overridable functions]}, {function: its public name})."""
    import collections
    import types

    overridable = collections.defaultdict(list)
    index = {}
    ignored = get_ignored_functions()
    for label in _NAMESPACES:
        namespace = functools.reduce(getattr, label.split(".")[1:], torch)
        is_tensor = namespace is torch.Tensor
        for name in dir(namespace):
            if not is_tensor and name.startswith("__"):
                continue
            func = getattr(namespace, name)
            if is_tensor and getattr(object, name, None) == func or isinstance(func, types.ModuleType):
                continue
            skip = not is_tensor and (name.startswith("_") or name.endswith("_") or not name[0].islower())
            if not callable(func) and hasattr(func, "__get__"):
                index[func.__get__] = f"{label}.{name}.__get__"
                index[func.__set__] = f"{label}.{name}.__set__"
                if not skip and func.__get__ not in ignored:
                    overridable[func].append(func.__get__)
                continue
            if not callable(func):
                continue
            if func not in index or name == getattr(func, "__name__", None):  # an alias is the same object
                index[func] = f"{label}.{name}"
            if not skip and func not in ignored:
                overridable[namespace].append(func)
    return overridable, index


def get_overridable_functions():
    """The functions __torch_function__ can override, by namespace."""
    return _get_overridable_functions()[0]


def resolve_name(f):
    """A function's public name ("torch.add", "torch.Tensor.add"), or None."""
    return _get_overridable_functions()[1].get(f)


def is_tensor_method_or_property(func):
    """Whether func is a method of torch.Tensor or a property getter (as __torch_function__ receives them)."""
    return func in set(get_overridable_functions()[torch.Tensor]) or func.__name__ == "__get__"


class TorchFunctionMode:
    """Overrides every __torch_function__-overridable call made inside `with mode:`; modes nest, and calls made in
    a mode's handler go on to the next mode out."""

    def __init__(self):
        pass

    def __torch_function__(self, func, types, args=(), kwargs=None):
        raise NotImplementedError()

    def __enter__(self):
        _torch_function.push_mode(self)
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        _torch_function.pop_mode()

    @classmethod
    def push(cls, *args, **kwargs):
        import warnings

        warnings.warn("`Mode.push()` is no longer necessary and can be replaced with just `with Mode()`")
        return cls(*args, **kwargs)


class BaseTorchFunctionMode(TorchFunctionMode):
    def __torch_function__(self, func, types, args=(), kwargs=None):
        if kwargs is None:
            kwargs = {}
        return func(*args, **kwargs)


def _get_current_function_mode():
    return _torch_function.modes[-1] if _torch_function.modes else None


def _get_current_function_mode_stack():
    return list(_torch_function.modes)


def _push_mode(mode):
    _torch_function.push_mode(mode)


def _pop_mode():
    return _torch_function.pop_mode()


@contextlib.contextmanager
def _pop_mode_temporarily():
    old = _pop_mode()
    try:
        yield old
    finally:
        _push_mode(old)
