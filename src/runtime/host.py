"""What a Python runtime of ours needs from its host before any program runs.

Emscripten's `time.sleep` spins the CPU until the time is up, so a sleeping DataLoader worker would take a core from
the others. Where the host has shared memory, sleep blocks on an atomic wait instead, as a real process sleeps.
"""
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
