"""What a measurement is (TaskSpec, Measurement) and the number formatting PyTorch's benchmark reports share."""
import collections
import contextlib
import dataclasses
import textwrap
from typing import Any, Dict, List, Optional, Tuple

import torch

__all__ = ["TaskSpec", "Measurement", "select_unit", "unit_to_english", "trim_sigfig", "ordered_unique",
           "set_torch_threads"]

_MAX_SIGNIFICANT_FIGURES = 4
_MIN_CONFIDENCE_INTERVAL = 25e-9  # seconds
# the interquartile range, as a share of the median, past which a measurement carries a warning
_IQR_WARN_THRESHOLD = 0.1
_IQR_GROSS_WARN_THRESHOLD = 0.25


@dataclasses.dataclass(init=True, repr=False, eq=True, frozen=True)
class TaskSpec:
    """What was timed and how it is labelled (a Timer's arguments less its globals)."""
    stmt: str
    setup: str
    global_setup: str = ""
    label: Optional[str] = None
    sub_label: Optional[str] = None
    description: Optional[str] = None
    env: Optional[str] = None
    num_threads: int = 1

    @property
    def title(self) -> str:
        suffix = f": {self.sub_label}" if self.sub_label else ""
        if self.label is not None:
            return self.label + suffix
        if "\n" not in self.stmt:
            return self.stmt + suffix
        return f"stmt:{f' ({self.sub_label})' if self.sub_label else ''}\n{textwrap.indent(self.stmt, '  ')}"

    def setup_str(self) -> str:
        if self.setup in ("pass", ""):
            return ""
        if "\n" in self.setup:
            return f"setup:\n{textwrap.indent(self.setup, '  ')}"
        return f"setup: {self.setup}"

    def summarize(self) -> str:
        sections = (self.title, self.description or "", self.setup_str())
        return "\n".join(s + "\n" if "\n" in s else s for s in sections if s)


_TASKSPEC_FIELDS = tuple(f.name for f in dataclasses.fields(TaskSpec))


@dataclasses.dataclass(init=True, repr=False)
class Measurement:
    """One or more timings of a statement: `raw_times` are seconds for `number_per_run` runs each."""
    number_per_run: int
    raw_times: List[float]
    task_spec: TaskSpec
    metadata: Optional[Dict[Any, Any]] = None

    def __post_init__(self) -> None:
        self._sorted_times: Tuple[float, ...] = ()
        self._warnings: Tuple[str, ...] = ()
        self._median = self._mean = self._p25 = self._p75 = -1.0

    def __getattr__(self, name: str) -> Any:
        if name in _TASKSPEC_FIELDS:
            return getattr(self.task_spec, name)
        return super().__getattribute__(name)

    @property
    def times(self) -> List[float]:
        return [t / self.number_per_run for t in self.raw_times]

    @property
    def median(self) -> float:
        self._summarize()
        return self._median

    @property
    def mean(self) -> float:
        self._summarize()
        return self._mean

    @property
    def iqr(self) -> float:
        self._summarize()
        return self._p75 - self._p25

    @property
    def significant_figures(self) -> int:
        """Digits the spread of the middle half of the times supports (a 90% interval), between 1 and 4."""
        self._summarize()
        n = len(self._sorted_times)
        middle = self._sorted_times[n // 4:int(torch.tensor(3 * n / 4).ceil())]
        std = torch.tensor(middle).std(unbiased=False).item()
        interval = max(1.645 * std / torch.tensor(len(middle)).sqrt().item(), _MIN_CONFIDENCE_INTERVAL)
        figures = int(torch.tensor(torch.tensor(self._median / interval).log10().item()).floor())
        return min(max(figures, 1), _MAX_SIGNIFICANT_FIGURES)

    @property
    def has_warnings(self) -> bool:
        self._summarize()
        return bool(self._warnings)

    def _summarize(self) -> None:
        if not self.raw_times or self._sorted_times:
            return
        self._sorted_times = tuple(sorted(self.times))
        times = torch.tensor(self._sorted_times, dtype=torch.float64)
        self._median, self._mean = times.quantile(.5).item(), times.mean().item()
        self._p25, self._p75 = times.quantile(.25).item(), times.quantile(.75).item()
        for threshold, meaning in ((_IQR_GROSS_WARN_THRESHOLD, "This suggests significant environmental influence."),
                                   (_IQR_WARN_THRESHOLD, "This could indicate system fluctuation.")):
            if not self.meets_confidence(threshold):
                self._warnings += (f"  WARNING: Interquartile range is {self.iqr / self.median * 100:.1f}% of the "
                                   f"median measurement.\n           {meaning}",)
                break

    def meets_confidence(self, threshold: float = _IQR_WARN_THRESHOLD) -> bool:
        return self.iqr / self.median < threshold

    @property
    def title(self) -> str:
        return self.task_spec.title

    @property
    def env(self) -> Optional[str]:
        # PyTorch's property misspells its task spec's name, so the AttributeError it raises falls through to
        # __getattr__, and what callers see is the task spec's own env, None where none was given
        return self.task_spec.env

    @property
    def as_row_name(self) -> str:
        return self.sub_label or self.stmt or "[Unknown]"

    def __repr__(self) -> str:
        self._summarize()
        n = len(self._sorted_times)
        unit, scale = select_unit(self._median)
        lines = [super().__repr__(), self.task_spec.summarize(),
                 f"  {'Median: ' if n > 1 else ''}{self._median / scale:.2f} {unit}"]
        if n >= 4:
            lines.append(f"  IQR:    {self.iqr / scale:.2f} {unit} ({self._p25 / scale:.2f} to {self._p75 / scale:.2f})")
        lines.append(f"  {n} measurement{'s' if n > 1 else ''}, {self.number_per_run} runs "
                     f"{'per measurement,' if n > 1 else ','} {self.num_threads} "
                     f"thread{'s' if self.num_threads > 1 else ''}")
        lines.extend(self._warnings)
        return "\n".join(lines).strip()

    @staticmethod
    def merge(measurements) -> List["Measurement"]:
        """Replicates of one task as one measurement of single runs (metadata is not carried over)."""
        groups: Dict[TaskSpec, List[float]] = collections.defaultdict(list)
        for m in measurements:
            groups[m.task_spec].extend(m.times)
        return [Measurement(number_per_run=1, raw_times=times, task_spec=spec) for spec, times in groups.items()]


def select_unit(t: float) -> Tuple[str, float]:
    """The unit that shows `t` seconds with one to three digits before the point."""
    unit = {-3: "ns", -2: "us", -1: "ms"}.get(int(torch.tensor(t).log10().item() // 3), "s")
    return unit, {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1}[unit]


def unit_to_english(u: str) -> str:
    return {"ns": "nanosecond", "us": "microsecond", "ms": "millisecond", "s": "second"}[u]


def trim_sigfig(x: float, n: int) -> float:
    """`x` rounded to `n` significant figures (3.14159, 2 -> 3.1)."""
    assert n == int(n)
    scale = 10 ** (int(torch.tensor(x).abs().log10().ceil().item()) - n)
    return float(torch.tensor(x / scale).round() * scale)


def ordered_unique(elements) -> List[Any]:
    return list(dict.fromkeys(elements))


@contextlib.contextmanager
def set_torch_threads(n: int):
    prior = torch.get_num_threads()
    try:
        torch.set_num_threads(n)
        yield
    finally:
        torch.set_num_threads(prior)
