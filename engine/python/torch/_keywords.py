"""numpy's keyword spellings (axis=, keepdims=, x=, ...) for torch functions and methods written in Python.

PyTorch's argument parser accepts them for every native function's dim, keepdim, input and other
(python_arg_parser.cpp); the engine's ops get them where their arguments are bound (engine/src/ops/schema.ts).
"""
import functools
import inspect

ALIASES = {"dim": ("axis",), "keepdim": ("keepdims",), "input": ("x", "a", "x1"), "other": ("x2",)}


def accepting(fn):
    """fn, also taking each of its dim, keepdim, input and other parameters by its numpy spellings."""
    try:
        params = inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return fn
    spellings = {alias: name for name, aliases in ALIASES.items() if name in params for alias in aliases}
    if not spellings:
        return fn

    @functools.wraps(fn)
    def call(*args, **kwargs):
        if kwargs:
            for alias in spellings.keys() & kwargs.keys():
                # with both spellings given, the alias stays and fn rejects it, as PyTorch's parser does
                if spellings[alias] not in kwargs:
                    kwargs[spellings[alias]] = kwargs.pop(alias)
        return fn(*args, **kwargs)

    return call
