"""The bridge to the TypeScript engine: argument encoding, result wrapping, handle release and error translation.

This plays the part of PyTorch's C++ binding layer, so tracebacks hide its frames as they hide C++ ones. Each op is
one crossing into JS with plain numbers and strings as arguments (see engine/src/python/bridge.ts): a tensor
crosses as the integer handle its Tensor object keeps, and its result comes back as a new handle.
"""
from pyodide.ffi import JsException, to_js

import _torch_engine as _E

# JS functions looked up once: reading an attribute of a JS module costs as much as the call
_call = _E.call
_call_void = _E.call_void
_release = _E.release

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


# kind letter by exact type; the Tensor types join on first use (see _encode_other), with letter "t"
_KINDS = {bool: "b", int: "i", float: "f", type(None): "n", str: "s"}


def _encode_other(value):
    from ._tensor import Tensor
    from ._dtype import dtype

    if isinstance(value, Tensor):
        _KINDS[type(value)] = "t"
        return value._i, "t"
    if isinstance(value, dtype):
        return value._name, "d"
    if isinstance(value, str):
        return str(value), "s"
    if type(value).__name__ == "Generator" and hasattr(value, "_g"):
        return value._g, "g"
    if isinstance(value, (list, tuple)):
        if value and all(isinstance(v, Tensor) for v in value):
            return to_js([v._i for v in value]), "T"
        if all(type(v) is int for v in value):
            return to_js(list(value)), "L"
        if all(isinstance(v, Tensor) or type(v) is int for v in value):
            return to_js([v.item() if isinstance(v, Tensor) else v for v in value]), "L"
        if all(v is None or isinstance(v, Tensor) for v in value):
            return to_js([None if v is None else v._i for v in value]), "O"
    if isinstance(value, int):  # int subclasses other than bool
        return int(value), "i"
    if isinstance(value, float):
        return float(value), "f"
    raise TypeError(f"unsupported argument type {type(value).__name__}")


def encode(args, kwargs):
    """(kinds, raw values) for bridge.ts's call: one kind letter per argument, then "|" and keyword names."""
    kinds, raw = "", []
    for values in (args, kwargs.values()):
        for v in values:
            k = _KINDS.get(type(v))
            if k is None:
                v, k = _encode_other(v)
            elif k == "t":
                v = v._i
            kinds += k
            raw.append(v)
    if kwargs:
        kinds += "|" + ",".join(kwargs)
    return kinds, raw


OPS = {}  # name -> (index in bridge.ts's op table, result wrapper); torch/_ops.py fills it


def call(name, args, kwargs):
    """Runs engine op `name` on Python arguments; returns its result as Python values."""
    index, wrap = OPS[name]
    kinds, raw = encode(args, kwargs)
    try:
        return wrap(_call(index, kinds, *raw))
    except JsException as e:
        raise translate(e) from None


def call_void(name, args, kwargs):
    """Runs an in-place engine op whose caller returns its own self."""
    kinds, raw = encode(args, kwargs)
    try:
        _call_void(OPS[name][0], kinds, *raw)
    except JsException as e:
        raise translate(e) from None


def engine(fn, *args):
    """Calls a non-op engine function, translating its errors."""
    try:
        return fn(*args)
    except JsException as e:
        raise translate(e) from None


_dead = []


def release(handle):
    """Gives a dead tensor's handle back to the engine, in batches: one crossing per many tensors."""
    _dead.append(handle)
    if len(_dead) >= 256:
        _release(to_js(_dead))
        _dead.clear()
