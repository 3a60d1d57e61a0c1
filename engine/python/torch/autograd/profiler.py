"""torch.autograd.profiler: the profile the engine records (engine/src/profiler.ts) and record_function's named
ranges; torch.profiler builds on both."""
import json

from .._engine import _E
from .profiler_util import EventList, FunctionEvent

__all__ = ["profile", "record_function"]


def _events(raw, record_shapes):
    """FunctionEvents from the engine's events: times in microseconds, each linked to its parent and children."""
    events = []
    for i, e in enumerate(json.loads(raw)):
        shapes = (e["shapes"] or []) if record_shapes else []
        event = FunctionEvent(i, e["name"], e["start"] * 1000.0, e["end"] * 1000.0, shapes)
        if e["parent"] >= 0:
            event.cpu_parent = events[e["parent"]]
            event.cpu_parent.cpu_children.append(event)
        events.append(event)
    return events


class _Recording:
    """One stretch of recording, from start() to stop(), on which key_averages and table report."""

    def __init__(self, record_shapes=False, profile_memory=False, with_flops=False):
        self.record_shapes = record_shapes
        self.profile_memory = profile_memory
        self.with_flops = with_flops
        self.function_events = None

    def _start(self):
        _E.profile_start(bool(self.record_shapes))

    def _stop(self):
        self.function_events = EventList(_events(_E.profile_stop(), self.record_shapes),
                                         profile_memory=self.profile_memory, with_flops=self.with_flops)

    def _check_finished(self):
        if self.function_events is None:
            raise RuntimeError("Profiler didn't finish running")

    def key_averages(self, group_by_input_shape=False, group_by_stack_n=0):
        self._check_finished()
        return self.function_events.key_averages(group_by_input_shape, group_by_stack_n)

    def table(self, sort_by=None, row_limit=100, max_src_column_width=75, max_name_column_width=55,
              max_shapes_column_width=80, header=None, top_level_events_only=False):
        self._check_finished()
        return self.function_events.table(sort_by, row_limit, max_src_column_width, max_name_column_width,
                                          max_shapes_column_width, header, top_level_events_only)

    def export_chrome_trace(self, path):
        self._check_finished()
        return self.function_events.export_chrome_trace(path)

    def total_average(self):
        self._check_finished()
        return self.function_events.total_average()

    @property
    def self_cpu_time_total(self):
        self._check_finished()
        return self.function_events.self_cpu_time_total


class profile(_Recording):
    """The legacy profiler: `with torch.autograd.profiler.profile() as prof:` records the ops run inside."""

    def __init__(self, enabled=True, *, use_cuda=False, use_device=None, record_shapes=False, with_flops=False,
                 profile_memory=False, with_stack=False, with_modules=False, use_kineto=False, use_cpu=True,
                 experimental_config=None):
        super().__init__(record_shapes, profile_memory, with_flops)
        self.enabled = enabled
        self.entered = False

    def __enter__(self):
        if not self.enabled:
            return self
        if self.entered:
            raise RuntimeError("Profiler context manager is not reentrant")
        self.entered = True
        self._start()
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        if self.enabled:
            self._stop()
        return False

    def __str__(self):
        self._check_finished()
        return str(self.function_events)

    def __repr__(self):
        if self.function_events is None:
            return "<unfinished torch.autograd.profile>"
        return repr(self.function_events)


class record_function:
    """A named range in the profile around the ops run inside it; a context manager or a decorator."""

    def __init__(self, name, args=None):
        self.name = name
        self.args = args
        self._index = -1

    def __enter__(self):
        self._index = _E.range_begin(self.name)
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        _E.range_end(self._index)
        return False

    def __call__(self, fn):
        import functools

        @functools.wraps(fn)
        def wrapped(*args, **kwargs):
            with record_function(self.name, self.args):
                return fn(*args, **kwargs)

        return wrapped
