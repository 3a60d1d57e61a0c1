"""The profiler's events and their report: FunctionEvent (one op or range, its children and self time),
FunctionEventAvg (events averaged over a key), EventList (key_averages, table, export_chrome_trace), and the table
PyTorch's profiler prints."""
from collections import defaultdict

__all__ = ["EventList", "FunctionEvent", "FunctionEventAvg"]


def _format_time(time_us):
    if time_us >= 1e6:
        return f"{time_us / 1e6:.3f}s"
    if time_us >= 1e3:
        return f"{time_us / 1e3:.3f}ms"
    return f"{time_us:.3f}us"


def _format_time_share(time_us, total_time_us):
    if total_time_us == 0:
        assert time_us == 0, f"Expected time_us == 0 but got {time_us}"
        return "NaN"
    return f"{time_us * 100.0 / total_time_us:.2f}%"


class _FormattedTimes:
    """The `*_str` forms of an event's times, and its average time per call."""

    cpu_time = property(lambda self: 0.0 if self.count == 0 else self.cpu_time_total / self.count)
    cuda_time = property(lambda self: 0.0)
    cpu_time_str = property(lambda self: _format_time(self.cpu_time))
    cpu_time_total_str = property(lambda self: _format_time(self.cpu_time_total))
    self_cpu_time_total_str = property(lambda self: _format_time(self.self_cpu_time_total))
    cuda_time_str = property(lambda self: _format_time(0.0))
    cuda_time_total_str = property(lambda self: _format_time(0.0))
    self_cuda_time_total_str = property(lambda self: _format_time(0.0))


class FunctionEvent(_FormattedTimes):
    """One op (or record_function range) as it ran: times in microseconds."""

    def __init__(self, id, name, start_us, end_us, input_shapes=None, thread=0):  # noqa: A002
        self.id = id
        self.node_id = -1
        self.name = self.trace_name = name
        self.start_us, self.end_us = start_us, end_us
        self.thread = thread
        self.count = 1
        self.cpu_children = []
        self.cpu_parent = None
        self.input_shapes = input_shapes
        self.stack = []
        self.cpu_memory_usage = self.cuda_memory_usage = 0
        self.self_cpu_memory_usage = self.self_cuda_memory_usage = 0
        self.cuda_time_total = self.self_cuda_time_total = 0
        self.is_async = self.is_remote = self.is_legacy = False
        self.flops = None

    @property
    def key(self):
        return self.name

    @property
    def cpu_time_total(self):
        return self.end_us - self.start_us

    @property
    def self_cpu_time_total(self):
        return self.cpu_time_total - sum(child.cpu_time_total for child in self.cpu_children)

    def __repr__(self):
        return (f"<FunctionEvent id={self.id} name={self.name} device_type=DeviceType.CPU node_id={self.node_id} "
                f"cpu_time={self.cpu_time_str} start_us={self.start_us} end_us={self.end_us} "
                f"cpu_children={[c.id for c in self.cpu_children]} cuda_time={self.cuda_time_str} name={self.name} "
                f"thread={self.thread} input_shapes={self.input_shapes} cpu_memory_usage=0 cuda_memory_usage=0 "
                f"is_async=False is_remote=False seq_nr=-1 is_legacy=False>")


class FunctionEventAvg(_FormattedTimes):
    """Events of one key added up."""

    def __init__(self):
        self.key = None
        self.count = 0
        self.node_id = 0
        self.cpu_time_total = self.self_cpu_time_total = 0
        self.cuda_time_total = self.self_cuda_time_total = 0
        self.cpu_memory_usage = self.cuda_memory_usage = 0
        self.self_cpu_memory_usage = self.self_cuda_memory_usage = 0
        self.input_shapes = None
        self.stack = None
        self.cpu_children = None
        self.cpu_parent = None
        self.is_async = self.is_remote = self.is_legacy = False
        self.flops = 0

    def add(self, other):
        if self.key is None:
            self.key, self.node_id = other.key, other.node_id
            self.cpu_parent, self.cpu_children = other.cpu_parent, other.cpu_children
            self.input_shapes, self.stack = other.input_shapes, other.stack
        assert other.key == self.key
        self.cpu_time_total += other.cpu_time_total
        self.self_cpu_time_total += other.self_cpu_time_total
        self.count += other.count
        return self

    __iadd__ = add

    def __repr__(self):
        return (f"<FunctionEventAvg key={self.key} self_cpu_time={self.self_cpu_time_total_str} "
                f"cpu_time={self.cpu_time_str}  self_cuda_time={self.self_cuda_time_total_str} "
                f"cuda_time={self.cuda_time_str} input_shapes={self.input_shapes} cpu_memory_usage=0 "
                "cuda_memory_usage=0>")


class EventList(list):
    """Events in the order they started."""

    def __init__(self, *args, use_cuda=False, profile_memory=False, with_flops=False):
        super().__init__(*args)
        self._use_cuda = use_cuda
        self._profile_memory = profile_memory
        self._with_flops = with_flops

    def __str__(self):
        return self.table()

    @property
    def self_cpu_time_total(self):
        return sum(event.self_cpu_time_total for event in self)

    def table(self, sort_by=None, row_limit=100, max_src_column_width=75, max_name_column_width=55,
              max_shapes_column_width=80, header=None, top_level_events_only=False):
        return _build_table(self, sort_by, header, row_limit, max_name_column_width, max_shapes_column_width,
                            top_level_events_only)

    def export_chrome_trace(self, path):
        with open(path, "w") as f:
            f.write("[" + ", ".join(
                f'{{"name": "{e.trace_name}", "ph": "X", "ts": {e.start_us}, "dur": {e.cpu_time_total}, '
                f'"tid": {e.thread}, "pid": "CPU functions", "args": {{}}}}' for e in self) + "]")

    def key_averages(self, group_by_input_shapes=False, group_by_stack_n=0):
        stats = defaultdict(FunctionEventAvg)
        for event in self:
            key = (event.key, str(event.input_shapes)) if group_by_input_shapes else (event.key,)
            stats[key].add(event)
        averages = EventList(stats.values(), use_cuda=self._use_cuda, profile_memory=self._profile_memory,
                             with_flops=self._with_flops)
        for event in averages:
            event.stack = []
            if not group_by_input_shapes:
                event.input_shapes = ""
        return averages

    def total_average(self):
        total = FunctionEventAvg()
        for event in self:
            total.key = None
            total.add(event)
        total.key = "Total"
        return total


def _build_table(events, sort_by, header, row_limit, max_name_column_width, max_shapes_column_width,
                 top_level_events_only):
    """The report as PyTorch's profiler lays it out: a name column, then twelve-wide right-aligned columns."""
    if len(events) == 0:
        return ""
    has_input_shapes = any(e.input_shapes is not None and len(e.input_shapes) > 0 for e in events)
    if sort_by is not None:
        events = sorted(events, key=lambda e: getattr(e, sort_by), reverse=True)
    name_width = max(len(e.key) for e in events) + 4
    if max_name_column_width is not None:
        name_width = min(name_width, max_name_column_width)
    shapes_width = min(max(len(str(e.input_shapes)) for e in events) + 4, max_shapes_column_width or 10 ** 9)
    headers = ["Name", "Self CPU %", "Self CPU", "CPU total %", "CPU total", "CPU time avg", "# of Calls"]
    widths = [name_width] + [12] * (len(headers) - 1)
    if has_input_shapes:
        headers.append("Input Shapes")
        widths.append(shapes_width)
    row_format = "".join(f"{{: >{w}}}  " for w in widths)
    separator = "".join("-" * w + "  " for w in widths)
    line_length = sum(w + 2 for w in widths) - 2
    total_self = sum(e.self_cpu_time_total for e in events)
    lines = []
    if header is not None:
        lines += ["=" * line_length, header]
    if top_level_events_only:
        lines += ["=" * line_length, "This report only display top-level ops statistics"]
    lines += [separator, row_format.format(*headers), separator]
    shown = 0
    for e in events:
        if shown == row_limit:
            break
        if top_level_events_only and e.cpu_parent is not None:
            continue
        shown += 1
        name = e.key
        if max_name_column_width is not None and len(name) >= max_name_column_width - 3:
            name = name[:max_name_column_width - 3] + "..."
        values = [name, _format_time_share(e.self_cpu_time_total, total_self), e.self_cpu_time_total_str,
                  _format_time_share(e.cpu_time_total, total_self), e.cpu_time_total_str, e.cpu_time_str, e.count]
        if has_input_shapes:
            values.append(str(e.input_shapes)[:shapes_width])
        lines.append(row_format.format(*values))
    lines += [separator, f"Self CPU time total: {_format_time(total_self)}"]
    return "".join(line + "\n" for line in lines)
