"""numpy's keyword spellings (axis=, keepdims=, x=, ...) for torch functions and methods written in Python.

PyTorch's argument parser accepts them for every native function's dim, keepdim, input and other
(python_arg_parser.cpp); the engine's ops get them where their arguments are bound (engine/src/ops/schema.ts).
"""
import functools
import inspect
import sys

from . import _arg_parser, _torch_function
from ._engine import TorchFunctionArgument

# modules of functions PyTorch writes in Python, whose dispatch errors are Python's (the rest are bound in C)
_PYTHON_MODULES = ("torch.nn.functional", "torch.functional")
ALIASES = {"dim": ("axis",), "keepdim": ("keepdims",), "input": ("x", "a", "x1"), "other": ("x2",)}


def accepting(fn, method):
    """fn (a torch function, or a Tensor method when `method`), also taking each of its dim, keepdim, input and other
    parameters by its numpy spellings; failing, where it wraps, with PyTorch's own argument error where PyTorch's
    parser would refuse the arguments."""
    try:
        params = inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return fn
    spellings = {alias: name for name, aliases in ALIASES.items() if name in params for alias in aliases}
    if not spellings:
        return fn
    # an engine op checks its arguments itself; Python code may take what PyTorch's parser refuses
    return explaining(fn, method, spellings, first=not getattr(fn, "_engine_op", False))


def explaining(fn, method, spellings=None, first=False):
    """fn as PyTorch's binding presents it: failing with PyTorch's own argument error where PyTorch's parser would
    refuse the arguments (when `first`, also before fn runs: fn may take them), and taking the numpy spellings of its
    parameters given in `spellings` (alias -> name)."""
    name = fn.__name__
    seen = set() if first else None

    @functools.wraps(fn)
    def call(*args, **kwargs):
        given = kwargs
        if first:
            _arg_parser.refuse_first(seen, name, args, given, method)
        if spellings and kwargs:
            kwargs = dict(kwargs)
            for alias in spellings.keys() & kwargs.keys():
                # with both spellings given, the alias stays and fn rejects it, as PyTorch's parser does
                if spellings[alias] not in kwargs:
                    kwargs[spellings[alias]] = kwargs.pop(alias)
        try:
            return fn(*args, **kwargs)
        except Exception as e:
            if type(e) is TorchFunctionArgument:
                return _torch_function.dispatch_caught(sys._getframe(), name, method, args, given, fn.__module__,
                                                       fn.__module__ not in _PYTHON_MODULES)
            _arg_parser.refuse(e, name, args, given, method)
            raise

    _arg_parser.WRAPPERS.add(call.__code__)
    _torch_function.CATCHERS.add(call.__code__)
    return call
