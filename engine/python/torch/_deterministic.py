"""torch.use_deterministic_algorithms, its queries and the debug-mode spellings of it. Every CPU kernel here is
deterministic already, so the setting changes one thing: tensors made without values (empty, empty_like,
empty_strided, new_empty) come filled, with NaN for floating and complex dtypes and the dtype's
largest value for the others, while torch.utils.deterministic.fill_uninitialized_memory is on (its default), as
ATen's fill_empty_deterministic_ does."""
import builtins
from functools import wraps

_state = {"mode": False, "warn_only": False}

_EMPTY_FUNCTIONS = ("empty", "empty_like", "empty_strided")
_EMPTY_METHODS = ("new_empty",)


def _set(mode, warn_only=False):
    for position, (name, value) in enumerate((("mode", mode), ("warn_only", warn_only)), 1):
        if type(value) is not builtins.bool:
            where = f" (position {position})" if name == "mode" else ""
            raise TypeError(f"_set_deterministic_algorithms(): argument '{name}'{where} must be bool, not "
                            f"{type(value).__name__}")
    _state["mode"], _state["warn_only"] = mode, warn_only and mode


def use_deterministic_algorithms(mode, *, warn_only=False):
    _set(mode, warn_only)


def are_deterministic_algorithms_enabled():
    return _state["mode"]


def is_deterministic_algorithms_warn_only_enabled():
    return _state["warn_only"]


def set_deterministic_debug_mode(debug_mode):
    if not isinstance(debug_mode, (builtins.int, str)):
        raise TypeError(f"debug_mode must be str or int, but got {type(debug_mode)}")
    if isinstance(debug_mode, str):
        modes = {"default": 0, "warn": 1, "error": 2}
        if debug_mode not in modes:
            raise RuntimeError("invalid value of debug_mode, expected one of `default`, `warn`, `error`, but got "
                               f"{debug_mode}")
        debug_mode = modes[debug_mode]
    if debug_mode not in (0, 1, 2):
        raise RuntimeError(f"invalid value of debug_mode, expected 0, 1, or 2, but got {debug_mode}")
    _set(debug_mode != 0, debug_mode == 1)


def get_deterministic_debug_mode():
    return (1 if _state["warn_only"] else 2) if _state["mode"] else 0


def _filled(make):
    @wraps(make)
    def empty(*args, **kwargs):
        t = make(*args, **kwargs)
        from .utils import deterministic
        if _state["mode"] and deterministic.fill_uninitialized_memory:
            import torch
            with torch.no_grad():
                floating = t.is_floating_point() or t.is_complex()
                t.fill_(float("nan") if floating else True if t.dtype is torch.bool else torch.iinfo(t.dtype).max)
        return t
    return empty


def install(functions, tensor_class):
    for name in _EMPTY_FUNCTIONS:
        functions[name] = _filled(functions[name])
    for name in _EMPTY_METHODS:
        setattr(tensor_class, name, _filled(getattr(tensor_class, name)))


FUNCTIONS = {f.__name__: f for f in (use_deterministic_algorithms, are_deterministic_algorithms_enabled,
                                     is_deterministic_algorithms_warn_only_enabled, set_deterministic_debug_mode,
                                     get_deterministic_debug_mode)}
