"""SummaryWriter: TensorBoard event files, as PyTorch's writer (over tensorboard's EventFileWriter) makes them. On a
lesson page each scalar tag also draws as a live plot beside the cell, since there is no TensorBoard to open there."""
import itertools
import os
import socket
import time
from datetime import datetime

from . import _graph, _images, _proto, _summary

__all__ = ["FileWriter", "SummaryWriter"]

_uids = itertools.count()


class FileWriter:
    """One event file in `log_dir`, opened with its file_version record; events are buffered up to `max_queue`."""

    def __init__(self, log_dir, max_queue=10, flush_secs=120, filename_suffix=""):
        log_dir = str(log_dir)
        os.makedirs(log_dir, exist_ok=True)
        self._log_dir = log_dir
        self._max_queue = max_queue
        self._path = os.path.join(log_dir, "events.out.tfevents.%010d.%s.%s.%s" % (
            time.time(), socket.gethostname(), os.getpid(), next(_uids))) + filename_suffix
        self._pending = []
        self._closed = False
        self._write(_proto.event(time.time(), file_version="brain.Event:2"))
        self.flush()

    def get_logdir(self):
        return self._log_dir

    def _write(self, event):
        if self._closed:
            return  # tensorboard's writer drops what comes after close, as ours does
        self._pending.append(_proto.record(event))
        if len(self._pending) >= self._max_queue:
            self.flush()

    def add_summary(self, summary, global_step=None, walltime=None):
        self._write(_proto.event(time.time() if walltime is None else walltime, global_step, summary=summary))

    def add_graph(self, graph_def, walltime=None):
        self._write(_proto.event(time.time() if walltime is None else walltime, graph_def=graph_def))

    def flush(self):
        if self._pending:
            with open(self._path, "ab") as f:
                f.write(b"".join(self._pending))
            self._pending.clear()

    def close(self):
        self.flush()
        self._closed = True

    def reopen(self):
        self._closed = False


def _live_plot(tag):
    try:
        import notebook
    except ImportError:
        return None
    return notebook.LossPlot(title=tag)


class SummaryWriter:
    """Writes scalars, histograms, images, text and a model's graph to `log_dir` (runs/DATETIME_HOST+comment)."""

    def __init__(self, log_dir=None, comment="", purge_step=None, max_queue=10, flush_secs=120,
                 filename_suffix=""):
        if not log_dir:
            stamp = datetime.now().strftime("%b%d_%H-%M-%S")
            log_dir = os.path.join("runs", stamp + "_" + socket.gethostname() + comment)
        self.log_dir = log_dir
        self.purge_step = purge_step
        self.max_queue = max_queue
        self.flush_secs = flush_secs
        self.filename_suffix = filename_suffix
        self.file_writer = self.all_writers = None
        self._plots = {}
        self._get_file_writer()

    def _get_file_writer(self):
        if self.all_writers is None or self.file_writer is None:
            self.file_writer = FileWriter(self.log_dir, self.max_queue, self.flush_secs, self.filename_suffix)
            self.all_writers = {self.file_writer.get_logdir(): self.file_writer}
        return self.file_writer

    def get_logdir(self):
        return self.log_dir

    def _plot(self, tag, value, step):
        if tag not in self._plots:
            self._plots[tag] = _live_plot(tag)
        plot = self._plots[tag]
        if plot is not None:
            plot.add(len(plot.steps) if step is None else int(step), value)

    def add_scalar(self, tag, scalar_value, global_step=None, walltime=None, new_style=False,
                   double_precision=False):
        summary = _summary.scalar(tag, scalar_value)
        self._get_file_writer().add_summary(summary, global_step, walltime)
        self._plot(tag, float(_summary.as_tensor(scalar_value).reshape(()).item()), global_step)

    def add_scalars(self, main_tag, tag_scalar_dict, global_step=None, walltime=None):
        walltime = time.time() if walltime is None else walltime
        root = self._get_file_writer().get_logdir()
        for tag, value in tag_scalar_dict.items():
            path = root + "/" + main_tag.replace("/", "_") + "_" + tag
            writer = self.all_writers.get(path)
            if writer is None:
                writer = self.all_writers[path] = FileWriter(path, self.max_queue, self.flush_secs,
                                                             self.filename_suffix)
            writer.add_summary(_summary.scalar(main_tag, value), global_step, walltime)
            self._plot(f"{main_tag}/{tag}", float(_summary.as_tensor(value).reshape(()).item()), global_step)

    def add_histogram(self, tag, values, global_step=None, bins="tensorflow", walltime=None, max_bins=None):
        self._get_file_writer().add_summary(_summary.histogram(tag, values), global_step, walltime)

    def add_image(self, tag, img_tensor, global_step=None, walltime=None, dataformats="CHW"):
        hwc = _images.to_hwc(_summary.as_tensor(img_tensor), dataformats)
        self._get_file_writer().add_summary(_summary.image(tag, hwc), global_step, walltime)

    def add_images(self, tag, img_tensor, global_step=None, walltime=None, dataformats="NCHW"):
        self.add_image(tag, img_tensor, global_step, walltime, dataformats)

    def add_text(self, tag, text_string, global_step=None, walltime=None):
        self._get_file_writer().add_summary(_summary.text(tag, text_string), global_step, walltime)

    def add_graph(self, model, input_to_model=None, verbose=False, use_strict_trace=True):
        self._get_file_writer().add_graph(_graph.graph_def(model, input_to_model))

    def flush(self):
        for writer in (self.all_writers or {}).values():
            writer.flush()

    def close(self):
        for writer in (self.all_writers or {}).values():
            writer.flush()
            writer.close()
        self.file_writer = self.all_writers = None

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.close()
