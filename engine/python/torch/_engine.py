"""The bridge to the TypeScript engine: argument encoding, result wrapping and error translation.

This plays the part of PyTorch's C++ binding layer, so tracebacks hide its frames as they hide C++ ones.
"""
from pyodide.ffi import JsException, to_js

import _torch_engine as _E

_ERRORS = {
    "RuntimeError": RuntimeError,
    "IndexError": IndexError,
    "TypeError": TypeError,
    "ValueError": ValueError,
    "NotImplementedError": NotImplementedError,
}


def translate(e):
    """The Python exception PyTorch raises for an engine error."""
    kind = getattr(e, "pyType", None)
    message = str(getattr(e, "message", e))
    return _ERRORS.get(kind, RuntimeError)(message)


def encode(value):
    """(js_value, kind letter) for one argument; see bridge.ts for the letters."""
    from ._tensor import Tensor
    from ._dtype import dtype

    t = type(value)
    if t is bool:
        return value, "b"
    if t is int:
        return value, "i"
    if t is float:
        return value, "f"
    if isinstance(value, Tensor):
        return value._h, "t"
    if value is None:
        return None, "n"
    if isinstance(value, dtype):
        return value._name, "d"
    if isinstance(value, str):
        return value, "s"
    if type(value).__name__ == "Generator" and hasattr(value, "_g"):
        return value._g, "g"
    if isinstance(value, (list, tuple)):
        if value and all(isinstance(v, Tensor) for v in value):
            return to_js([v._h for v in value]), "T"
        if all(type(v) is int for v in value):
            return to_js(list(value)), "L"
        if all(isinstance(v, Tensor) or type(v) is int for v in value):
            return to_js([v.item() if isinstance(v, Tensor) else v for v in value]), "L"
        if all(v is None or isinstance(v, Tensor) for v in value):
            return to_js([None if v is None else v._h for v in value]), "O"
    if isinstance(value, int):  # int subclasses other than bool
        return int(value), "i"
    if isinstance(value, float):
        return float(value), "f"
    raise TypeError(f"unsupported argument type {type(value).__name__}")


def call(name, args, kwargs):
    """Runs engine op `name`; returns the raw JS result."""
    raw, kinds = [], []
    for a in args:
        v, k = encode(a)
        raw.append(v)
        kinds.append(k)
    for a in kwargs.values():
        v, k = encode(a)
        raw.append(v)
        kinds.append(k)
    try:
        return _E.call(name, "".join(kinds), ",".join(kwargs), *raw)
    except JsException as e:
        raise translate(e) from None


def engine(fn, *args):
    """Calls a non-op engine function, translating its errors."""
    try:
        return fn(*args)
    except JsException as e:
        raise translate(e) from None
