"""Timer: timeit.Timer made aware of torch (its thread setting, a `torch` in the statement's globals) that answers
with Measurements, and PyTorch's block-size estimation for `blocked_autorange` and `adaptive_autorange`."""
import enum
import textwrap
import timeit
from typing import Any, Callable, Dict, List, Optional, Union

import torch

from . import common

__all__ = ["Timer", "timer", "Language"]

timer = timeit.default_timer


class Language(enum.Enum):
    PYTHON = 0
    CPP = 1


def _clean(code: str) -> str:
    code = textwrap.dedent(code)
    return (code[1:] if code.startswith("\n") else code).rstrip()


class Timer:
    """Times `stmt` after `setup`, in `globals` (plus `torch`), on `num_threads` threads."""

    _timer_cls = timeit.Timer

    def __init__(self, stmt: str = "pass", setup: str = "pass", global_setup: str = "",
                 timer: Callable[[], float] = timer, globals: Optional[Dict[str, Any]] = None,  # noqa: A002
                 label: Optional[str] = None, sub_label: Optional[str] = None, description: Optional[str] = None,
                 env: Optional[str] = None, num_threads: int = 1, language: Union[Language, str] = Language.PYTHON):
        if not isinstance(stmt, str):
            raise ValueError("Currently only a `str` stmt is supported.")
        if language in (Language.CPP, "cpp", "c++"):
            # PyTorch compiles C++ statements with the host's toolchain, which no browser has
            raise RuntimeError("C++ timing needs a C++ compiler, which is not available here.")
        if language not in (Language.PYTHON, "py", "python"):
            raise ValueError(f"Invalid language `{language}`.")
        if global_setup:
            raise ValueError(f"global_setup is C++ only, got `{global_setup}`. Most likely this code can simply be "
                             "moved to `setup`.")
        self._globals = dict(globals or {})
        self._globals.setdefault("torch", torch)
        self._language = Language.PYTHON
        stmt, setup = _clean(stmt), _clean(setup)
        self._timer = self._timer_cls(stmt=stmt, setup=setup, timer=timer, globals=self._globals)
        self._task_spec = common.TaskSpec(stmt=stmt, setup=setup, global_setup=global_setup, label=label,
                                          sub_label=sub_label, description=description, env=env,
                                          num_threads=num_threads)

    def _timeit(self, number: int) -> float:
        return max(self._timer.timeit(number), 1e-9)  # a measured zero would divide by zero downstream

    def timeit(self, number: int = 1000000) -> common.Measurement:
        with common.set_torch_threads(self._task_spec.num_threads):
            self._timeit(number=max(int(number // 100), 2))  # warm up
            return common.Measurement(number_per_run=number, raw_times=[self._timeit(number=number)],
                                      task_spec=self._task_spec)

    def repeat(self, repeat: int = -1, number: int = -1) -> None:
        raise NotImplementedError("See `Timer.blocked_autorange.`")

    def autorange(self, callback=None) -> None:
        raise NotImplementedError("See `Timer.blocked_autorange.`")

    def _measurement_loop(self, number: int, stop: Callable[[List[float]], bool], min_run_time: float,
                          max_run_time: Optional[float] = None, callback=None) -> List[float]:
        total, can_stop, times = 0.0, False, []
        with common.set_torch_threads(self._task_spec.num_threads):
            while total < min_run_time or not can_stop:
                spent = self._timeit(number)
                times.append(spent)
                total += spent
                if callback:
                    callback(number, spent)
                can_stop = stop(times)
                if max_run_time and total > max_run_time:
                    break
        return times

    def _estimate_block_size(self, min_run_time: float) -> int:
        """Runs per block: ten-fold until the timer's own overhead is negligible and a block is long enough."""
        with common.set_torch_threads(self._task_spec.num_threads):
            overhead = torch.tensor([self._timeit(0) for _ in range(5)]).median().item()
            number = 1
            while True:
                taken = self._timeit(number)
                if overhead / taken <= 1e-4 and taken >= min_run_time / 1000:
                    break
                if taken > min_run_time or number * 10 > 2147483647:
                    break
                number *= 10
        return number

    def adaptive_autorange(self, threshold: float = 0.1, *, min_run_time: float = 0.01, max_run_time: float = 10.0,
                           callback=None) -> common.Measurement:
        number = self._estimate_block_size(min_run_time=0.05)

        def confident(times: List[float]) -> bool:
            return len(times) > 3 and common.Measurement(
                number_per_run=number, raw_times=times, task_spec=self._task_spec).meets_confidence(threshold)

        times = self._measurement_loop(number, confident, min_run_time, max_run_time, callback)
        return common.Measurement(number_per_run=number, raw_times=times, task_spec=self._task_spec)

    def blocked_autorange(self, callback=None, min_run_time: float = 0.2) -> common.Measurement:
        number = self._estimate_block_size(min_run_time)
        times = self._measurement_loop(number, lambda times: True, min_run_time, callback=callback)
        return common.Measurement(number_per_run=number, raw_times=times, task_spec=self._task_spec)

    def collect_callgrind(self, number: int = 100, *, repeats: Optional[int] = None, collect_baseline: bool = True,
                          retain_out_file: bool = False):
        raise OSError("Valgrind is not supported on this platform.")
