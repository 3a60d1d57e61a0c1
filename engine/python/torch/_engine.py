"""The bridge to the TypeScript engine: argument encoding, result wrapping, handle release and error translation.

This plays the part of PyTorch's C++ binding layer, so tracebacks hide its frames as they hide C++ ones. Each op is
one crossing into JS with plain numbers and strings as arguments (see engine/src/python/bridge.ts): a tensor
crosses as the integer handle its Tensor object keeps, and its result comes back as a new handle.
"""
from array import array
from asyncio import Future
from struct import pack_into

from pyodide.ffi import JsException, create_proxy, to_js

import _torch_engine

from ._dtype import of as _dtype_of


class _Functions:
    """The engine's JS functions, each looked up once: reading an attribute of a JS module costs as much as a call."""

    def __getattr__(self, name):
        f = getattr(_torch_engine, name)
        setattr(self, name, f)
        return f


_E = _Functions()

class AcceleratorError(RuntimeError):
    """torch.AcceleratorError: a failed call of the device's runtime (an invalid device ordinal, say)."""


AcceleratorError.__module__ = "torch"

_ERRORS = {
    "AcceleratorError": AcceleratorError,
    "RuntimeError": RuntimeError,
    "IndexError": IndexError,
    "TypeError": TypeError,
    "ValueError": ValueError,
    "NotImplementedError": NotImplementedError,
    "AssertionError": AssertionError,
}


def translate(e):
    """The Python exception PyTorch raises for an engine error."""
    kind = getattr(e, "pyType", None)
    message = str(getattr(e, "message", e))
    error = _ERRORS.get(kind, RuntimeError)(message)
    clash = getattr(e, "broadcast", None)
    if clash is not None:
        # the operands' shapes, for the lesson page's explainer; PyTorch's message names only the clashing sizes
        error._broadcast = {"a": list(clash.a), "b": list(clash.b), "dim": clash.dim}
    return error


class ComplexArgument(Exception):
    """Raised while encoding an argument the engine has no kind for (a complex tensor, number or dtype): the op
    then runs in torch/_complex.py, which holds complex values as pairs of real tensors."""


class QuantizedArgument(ComplexArgument):
    """Raised while encoding a quantized tensor: the op then runs in torch/_quantized.py, on its integers."""


class SparseArgument(ComplexArgument):
    """Raised while encoding a sparse tensor: the op then runs in torch/_sparse.py, on its indices and values."""


class TorchFunctionArgument(ComplexArgument):
    """Raised while encoding an argument whose type has a __torch_function__ (a Tensor subclass, a Tensor-like), or
    any argument while a TorchFunctionMode is on: the call then goes to its handler (torch/_torch_function.py)."""


def _python_dispatch(argument):
    """The dispatch of the Python module that runs ops on arguments of this kind (a ComplexArgument class)."""
    if argument is QuantizedArgument:
        from . import _quantized

        return _quantized.dispatch
    if argument is SparseArgument:
        from . import _sparse

        return _sparse.dispatch
    from . import _complex

    return _complex.dispatch


# kind letter by exact type; the Tensor types join on first use (see encode_value), with letter "t"
_BASIC_KINDS = {bool: "b", int: "i", float: "f", type(None): "n", str: "s"}
_KINDS = dict(_BASIC_KINDS)
_MODE = False  # whether a TorchFunctionMode sees every call: then no type is cached, and every argument diverts


def set_mode_active(active):
    global _MODE
    _MODE = active
    _KINDS.clear()
    if not active:
        _KINDS.update(_BASIC_KINDS)


_ARGUMENT_TYPES = None


def _argument_types():
    """(Tensor, dtype, device, memory_format, layout), imported on first use: their modules import this one. Kept,
    since an import statement run on every call costs as much as the rest of encoding an argument."""
    global _ARGUMENT_TYPES
    from ._tensor import Tensor
    from ._dtype import dtype
    from ._device import device
    from ._memory_format import memory_format
    from ._layout import layout

    _ARGUMENT_TYPES = (Tensor, dtype, device, memory_format, layout)
    return _ARGUMENT_TYPES


def encode_value(value):
    """(JS value, kind letter) of one argument whose exact type is not in _KINDS."""
    Tensor, dtype, device, memory_format, layout = _ARGUMENT_TYPES or _argument_types()

    if _MODE:
        raise TorchFunctionArgument
    if isinstance(value, Tensor):
        if value._complex:
            raise ComplexArgument
        if value.is_quantized:
            raise QuantizedArgument
        if value._sparse:
            raise SparseArgument
        refuse = getattr(type(value), "_refuse_use", None)
        if refuse is not None:  # a lazy module's parameter before its first forward (never cached as "t")
            refuse(value)
        if type(value) is not Tensor and _torch_function().live(type(value)):
            if _torch_function().state["subclasses"]:
                raise TorchFunctionArgument
            return value._i, "t"  # dispatch is off for now: not cached, so that it diverts again once on
        _KINDS[type(value)] = "t"
        return value._i, "t"
    if isinstance(value, complex):
        raise ComplexArgument
    if isinstance(value, dtype):
        if value.is_complex:
            raise ComplexArgument
        return value._name, "d"
    if value is int or value is float or value is bool:  # Python's number types stand for dtypes (THPPythonScalarType_Check)
        return _dtype_of(value)._name, "d"
    if isinstance(value, str):
        return str(value), "s"
    if isinstance(value, device):
        return str(value), "s"
    if isinstance(value, memory_format):
        return value._name, "s"
    if isinstance(value, layout):
        return value._name, "s"
    if type(value).__name__ == "Generator" and hasattr(value, "_g"):
        return value._g, "g"
    if isinstance(value, (list, tuple)):
        if any(isinstance(v, complex) or isinstance(v, Tensor) and v._complex for v in value):
            raise ComplexArgument
        if any(isinstance(v, Tensor) and v.is_quantized for v in value):
            raise QuantizedArgument
        if value and all(_KINDS.get(type(v)) == "t" for v in value):  # tensors of types already seen
            return to_js([v._i for v in value]), "T"
        if all(type(v) is int for v in value):
            return to_js(list(value)), "L"
        if any(type(v) not in _KINDS and _torch_function().live(type(v)) for v in value):
            if _torch_function().state["subclasses"]:
                raise TorchFunctionArgument
        if value and all(isinstance(v, Tensor) for v in value):  # tensors of a type met for the first time
            return to_js([encode_value(v)[0] for v in value]), "T"
        if all(isinstance(v, Tensor) or type(v) is int for v in value):
            return to_js([v.item() if isinstance(v, Tensor) else v for v in value]), "L"
        if all(v is None or isinstance(v, Tensor) for v in value):
            return to_js([None if v is None else v._i for v in value]), "O"
        # any other list: ints and bools as themselves, other elements by their type's name, enough for PyTorch's errors
        return to_js([type(value).__name__] + [_list_item(v, Tensor) for v in value]), "M"
    if type(value).__module__ == "numpy" and getattr(value, "shape", None) == ():
        # a numpy scalar passes as the Python number it holds, as PyTorch's argument parser takes it
        v = value.item()
        return v, _KINDS[type(v)]
    if isinstance(value, int):  # int subclasses other than bool
        return int(value), "i"
    if isinstance(value, float):
        return float(value), "f"
    if _torch_function().live(type(value)) and _torch_function().state["subclasses"]:
        raise TorchFunctionArgument  # a Tensor-like
    # any other object goes by its type's name, which the binder's error names as PyTorch's parser does
    from ._arg_parser import tp_name

    return tp_name(value), "x"


_TF = None


def _torch_function():
    """torch/_torch_function.py, imported on first use (it imports this module)."""
    global _TF
    if _TF is None:
        from . import _torch_function as _TF
    return _TF


def _list_item(v, Tensor):
    """An element of a list as PyTorch's int-list parsing sees it: an int, a bool, or the name of its type."""
    if isinstance(v, int):
        return v if type(v) is bool else int(v)
    if isinstance(v, Tensor):
        return v.item() if v.numel() == 1 and not v.is_floating_point() and not v._complex else "Tensor"
    if hasattr(type(v), "__index__"):
        return v.__index__()
    t = type(v)
    return t.__name__ if t.__module__ == "builtins" else f"{t.__module__}.{t.__name__}"


def _encode(values, raw):
    """Appends each value's JS form to raw; returns their kind letters."""
    kinds = ""
    for v in values:
        k = _KINDS.get(type(v))
        if k is None:
            v, k = encode_value(v)
        elif k == "t":
            v = v._i
        kinds += k
        raw.append(v)
    return kinds


def encode(args, kwargs):
    """(kinds, raw values) for bridge.ts's call: one kind letter per argument, then "|" and keyword names."""
    raw = []
    kinds = _encode(args, raw)
    if kwargs:
        kinds += _encode(kwargs.values(), raw) + "|" + ",".join(kwargs)
    return kinds, raw


OPS = {}  # name -> (index in bridge.ts's op table, result wrapper, {kinds: JS caller}); torch/_ops.py fills it


def caller(name, kinds):
    """(JS caller, result wrapper) of op `name` for arguments of these kinds; see bridge.ts's `caller`."""
    index, wrap, callers = OPS[name]
    f = callers.get(kinds)
    if f is None:
        # in-place callers live under their kinds with a "!" to tell them from the same op's result callers, a "~"
        # marks a reflected operator's caller, which takes its first two arguments swapped, a "." a method's, and
        # an "@" one that reads its arguments from `operands`
        f = callers[kinds] = _E.caller(index, kinds.rstrip("!~.@"), "!" in kinds, "~" in kinds, "." in kinds,
                                       "@" in kinds)
    return f, wrap


def fetched(e):
    """Whether the engine error asked for device bytes on the host, which are now fetched (the call may run again)."""
    if getattr(e, "pyType", None) != "HostRead":
        return False
    wait(_E.fetch_pending())
    return True


def again(e, fn, *args):
    """After engine call fn(*args) raised e: its result once the device bytes it asked for are in, else PyTorch's
    error. Keeps the error path off the fast path of op callers, which call the engine directly."""
    if not fetched(e):
        raise translate(e) from None
    return engine(fn, *args)


def call(name, args, kwargs, method=False):
    """Runs engine op `name` on Python arguments; returns its result as Python values. A `method` call is a Tensor
    method's, args[0] its self, which PyTorch's argument errors do not count."""
    try:
        kinds, raw = encode(args, kwargs)
    except ComplexArgument as e:
        kinds, raw = None, type(e)
    if kinds is None:  # outside the handler, so that the op's own errors are not chained to it
        if raw is TorchFunctionArgument:
            return _torch_function().divert(name, args, kwargs, method)
        return _python_dispatch(raw)(name, args, kwargs)
    f, wrap = caller(name, kinds + "." if method else kinds)
    try:
        return wrap(f(*raw))
    except JsException as e:
        return wrap(again(e, f, *raw))


def call_void(name, args, kwargs, method=True):
    """Runs an in-place engine op whose caller returns its own self; a `method` call as `call`'s."""
    try:
        kinds, raw = encode(args, kwargs)
    except ComplexArgument as e:
        kinds, raw = None, type(e)
    if kinds is None:
        if raw is TorchFunctionArgument:
            _torch_function().divert(name, args, kwargs, method)
        else:
            _python_dispatch(raw)(name, args, kwargs)
        return
    engine(caller(name, kinds + (".!" if method else "!"))[0], *raw)


# a backward pass may stop at several nodes for device bytes, resuming each time (autograd/engine.ts)
_MAX_FETCHES = 64


def engine(fn, *args):
    """Calls a non-op engine function, translating its errors; one that read device bytes runs again once fetched."""
    for _attempt in range(_MAX_FETCHES):
        try:
            return fn(*args)
        except JsException as e:
            if _attempt == _MAX_FETCHES - 1 or not fetched(e):
                raise translate(e) from None


def wait(promise):
    """What a JS promise resolves to, waited for synchronously: how a read of a cuda tensor reaches Python. Any
    other value, one the engine had at once, is itself.

    Cells and programs run inside a promising call (src/runtime/python.ts), where this suspends the whole Python
    stack until the GPU answers, so `print(x)` on a GPU tensor stays plain synchronous Python.
    """
    if not isinstance(promise, Future):
        return promise
    from pyodide.ffi import can_run_sync, run_sync

    if not can_run_sync():
        raise RuntimeError("reading a cuda tensor needs JavaScript Promise integration (WebAssembly.Suspending), "
                           "which this browser lacks")
    try:
        return run_sync(promise)
    except JsException as e:
        raise translate(e) from None


# handles of dead tensors not yet given back, appended by Tensor.__del__: a list, since appending to one costs a
# fraction of appending to an array under Pyodide. The batch is small so that dead tensors' memory returns to the heap
# soon: at most release_after[0] (never over _BATCH) wait at a time, and fewer after a large result (operands[2]).
# Once the cuda device is in use it is one (torch.cuda._lazy_init): a GPU op costs far more than a crossing, and
# device buffers held back by dead tensors would make each new result a fresh driver allocation (milliseconds).
_BATCH = 64
_dead = []
release_after = [_BATCH]

# Arrays that JS reads numbers from in place of call arguments (see bridge.ts's PythonDoubles): operator calls'
# operands, and batches of dead tensors' handles. The JS side holds views of their memory, which keeps Python from
# resizing or moving them. After each op, JS leaves in operands[2] how many dead tensors may wait now: fewer when
# its result was large, so dead tensors never hold much memory.
operands = array("d", [0, 0, _BATCH])
_released = array("d", bytes(8 * _BATCH))
_E.set_blocks(create_proxy(operands), create_proxy(_released))


def release_dead():
    """Gives the dead tensors' handles back to the engine: one crossing per many tensors. Each batch leaves _dead
    before it crosses, since a collection during the crossing may finalize more tensors, and so run this again."""
    while _dead:
        batch = _dead[:_BATCH]
        del _dead[:_BATCH]
        pack_into(f"{len(batch)}d", _released, 0, *batch)
        _E.release(len(batch))


def heap_stats():
    """The engine's tensor-heap statistics (not a PyTorch API), after giving back every dead tensor's memory."""
    release_dead()
    return engine(_E.heap_stats)
