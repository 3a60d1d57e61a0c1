"""What a Python runtime of ours needs from its host before any program runs.

Emscripten's `time.sleep` spins the CPU until the time is up, so a sleeping DataLoader worker would take a core from
the others. Where the host has shared memory, sleep blocks on an atomic wait instead, as a real process sleeps.

PyTorch's reference outputs come from CPython 3.11, whose OrderedDict prints as `OrderedDict([('a', 1)])` where this
interpreter's (3.12 and later) prints `OrderedDict({'a': 1})`: every state_dict a program prints shows the difference,
so OrderedDict prints the 3.11 way here.
"""
import collections as _collections
import reprlib as _reprlib
import time as _time

import js as _js


def _install_blocking_sleep():
    if not hasattr(_js, "SharedArrayBuffer") or not hasattr(_js, "Atomics"):
        return
    cell = _js.Int32Array.new(_js.SharedArrayBuffer.new(4))
    spin = _time.sleep

    def sleep(secs):
        secs = float(secs)
        if secs < 0:
            raise ValueError("sleep length must be non-negative")
        try:
            _js.Atomics.wait(cell, 0, 0, secs * 1000)
        except Exception:  # a thread that may not block (a page's main thread): spin as before
            spin(secs)

    sleep.__doc__ = spin.__doc__
    _time.sleep = sleep


_install_blocking_sleep()


def _install_reference_ordered_dict():
    class OrderedDict(_collections.OrderedDict):
        @_reprlib.recursive_repr()
        def __repr__(self):
            name = type(self).__name__
            return f"{name}()" if not self else f"{name}({list(self.items())!r})"

    # pickled and printed by its stdlib name, which now names it
    OrderedDict.__module__, OrderedDict.__qualname__ = "collections", "OrderedDict"
    OrderedDict.__doc__ = _collections.OrderedDict.__doc__
    _collections.OrderedDict = OrderedDict


_install_reference_ordered_dict()
