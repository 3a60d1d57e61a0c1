"""Autocast for ops written in Python from other ops (losses, distances, interpolation).

PyTorch's autocast wraps such ops (`l1_loss`, `cdist`, `upsample_bilinear2d`, ...) as a whole: their floating inputs
cast by the op's policy on the tensors' device, and nothing inside runs under autocast again. `@policy(name)` gives
our Python-written op the policy PyTorch's lists give `name` (engine/src/autocast.ts holds the lists).
"""
import contextlib
import functools

from pyodide.ffi import to_js

from ._engine import _E

# which device types have an autocast region open, kept here so that an op pays nothing while none is
enabled = {"cpu": False, "cuda": False}


def policy(name):
    def wrap(fn):
        @functools.wraps(fn)
        def op(*args, **kwargs):
            return call(name, fn, *args, **kwargs)
        return op
    return wrap


def call(name, fn, *args, **kwargs):
    """fn(*args, **kwargs) as the op `name`, for an op whose name depends on its arguments (reflection_pad2d)."""
    if not (enabled["cuda"] or enabled["cpu"]):
        return fn(*args, **kwargs)
    return _autocast(name, fn, args, kwargs)


@contextlib.contextmanager
def exempt():
    """Ops run inside are not autocast: PyTorch registers its policies for ops' functional forms only, so a call
    with out= falls through to the op and writes in the out tensor's dtype."""
    on = [d for d, e in enabled.items() if e]
    states = {d: _E.autocast_state(d).to_py() for d in on}
    for d in on:
        _E.set_autocast(d, False, states[d][1])
        enabled[d] = False
    try:
        yield
    finally:
        for d in on:
            _E.set_autocast(d, True, states[d][1])
            enabled[d] = True


def _autocast(name, fn, args, kwargs):
    from ._tensor import Tensor

    places = [i for i, a in enumerate(args) if isinstance(a, Tensor)]
    keys = [k for k, v in kwargs.items() if isinstance(v, Tensor)]
    given = [args[i] for i in places] + [kwargs[k] for k in keys]
    cast = _E.autocast_enter(name, to_js([t._i for t in given]))
    if cast is None:
        return fn(*args, **kwargs)
    try:
        tensors = [Tensor._wrap(h) for h in cast]
        args = list(args)
        for i, t in zip(places, tensors):
            args[i] = t
        kwargs = dict(kwargs, **dict(zip(keys, tensors[len(places):])))
        return fn(*args, **kwargs)
    finally:
        _E.autocast_leave()
