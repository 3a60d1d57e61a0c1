"""What runs inside a DataLoader worker, and what a worker and the loader say to each other.

A worker is a Python runtime of its own (a Web Worker in the page, a worker thread in Node) that the loader sends
pickled messages; `serve` answers each in turn, as PyTorch's `_worker_loop` answers its index queue:
  ("lines", {path: lines}) the program's source, for the tracebacks of its errors
  ("init", kind, dataset, auto_collation, collate_fn, drop_last, worker_id, num_workers, seed, worker_init_fn)
  ("fetch", idx, index)  ->  (idx, data or ExceptionWrapper or _IterableDatasetStopIteration, stdout, stderr)
  ("resume",)            ->  (RESUMED, None, stdout, stderr): a persistent worker starts the dataset over for a new
                             epoch; the loader drops what came before this answer (fetches of the last epoch)
"""
import io
import linecache
import random
import sys
import traceback
import types

from . import pickler, seed_state

MAP, ITERABLE = 0, 1
# the index a worker's answer to "resume" carries in place of a fetch's
RESUMED = "resumed"


class WorkerInfo:
    __initialized = False

    def __init__(self, **kwargs):
        for k, v in kwargs.items():
            setattr(self, k, v)
        self.__keys = tuple(kwargs.keys())
        self.__initialized = True

    def __setattr__(self, key, val):
        if self.__initialized:
            raise RuntimeError(f"Cannot assign attributes to {self.__class__.__name__} objects")
        return super().__setattr__(key, val)

    def __repr__(self):
        items = [f"{k}={getattr(self, k)}" for k in self.__keys]
        return f"{self.__class__.__name__}({', '.join(items)})"


_worker_info = None


def get_worker_info():
    """Who this worker is (`id`, `num_workers`, `seed`, `dataset`), or None in the loading program itself."""
    return _worker_info


class ExceptionWrapper:
    """An exception caught in a worker, carried to the loader, which raises it again with where it happened."""

    def __init__(self, exc_info=None, where="in background"):
        if exc_info is None:
            exc_info = sys.exc_info()
        self.exc_type = exc_info[0]
        self.exc_msg = "".join(traceback.format_exception(*exc_info))
        self.where = where

    def reraise(self):
        msg = f"Caught {self.exc_type.__name__} {self.where}.\nOriginal {self.exc_msg}"
        if self.exc_type is KeyError:
            # KeyError quotes its message; keep the traceback readable as PyTorch's KeyErrorMessage does
            msg = _KeyErrorMessage(msg)
        elif getattr(self.exc_type, "message", None):
            raise self.exc_type(message=msg)
        try:
            exception = self.exc_type(msg)
        except Exception:
            raise RuntimeError(msg) from None
        raise exception


class _KeyErrorMessage(str):
    def __repr__(self):
        return self


class _IterableDatasetStopIteration:
    def __init__(self, worker_id):
        self.worker_id = worker_id


class _MapDatasetFetcher:
    def __init__(self, dataset, auto_collation, collate_fn, drop_last):
        self.dataset, self.auto_collation, self.collate_fn, self.drop_last = (dataset, auto_collation, collate_fn,
                                                                              drop_last)

    def fetch(self, possibly_batched_index):
        if self.auto_collation:
            if callable(getattr(self.dataset, "__getitems__", None)):
                data = self.dataset.__getitems__(possibly_batched_index)
            else:
                data = [self.dataset[idx] for idx in possibly_batched_index]
        else:
            data = self.dataset[possibly_batched_index]
        return self.collate_fn(data)


class _IterableDatasetFetcher:
    def __init__(self, dataset, auto_collation, collate_fn, drop_last):
        self.dataset, self.auto_collation, self.collate_fn, self.drop_last = (dataset, auto_collation, collate_fn,
                                                                              drop_last)
        self.dataset_iter = iter(dataset)
        self.ended = False

    def fetch(self, possibly_batched_index):
        if self.ended:
            raise StopIteration
        if self.auto_collation:
            data = []
            for _ in possibly_batched_index:
                try:
                    data.append(next(self.dataset_iter))
                except StopIteration:
                    self.ended = True
                    break
            if len(data) == 0 or (self.drop_last and len(data) < len(possibly_batched_index)):
                raise StopIteration
        else:
            data = next(self.dataset_iter)
        return self.collate_fn(data)


def create_fetcher(kind, dataset, auto_collation, collate_fn, drop_last):
    fetcher = _MapDatasetFetcher if kind == MAP else _IterableDatasetFetcher
    return fetcher(dataset, auto_collation, collate_fn, drop_last)


class _Worker:
    """One worker's state between messages: its own copy of the dataset and how it fetches."""

    def __init__(self, kind, dataset, auto_collation, collate_fn, drop_last, worker_id, num_workers, seed, init_fn,
                 own_process=True):
        global _worker_info
        import torch

        self.kind, self.dataset, self.worker_id = kind, dataset, worker_id
        self.auto_collation, self.collate_fn, self.drop_last = auto_collation, collate_fn, drop_last
        self.info = WorkerInfo(id=worker_id, num_workers=num_workers, seed=seed, dataset=dataset)
        previous, _worker_info = _worker_info, self.info
        if own_process:
            # a worker process of its own seeds its generators from its seed and computes on one thread
            torch.set_num_threads(1)
            random.seed(seed)
            torch.manual_seed(seed)
            # numpy's global generator too, from a hash of the base seed (PyTorch's workers do where numpy exists)
            import numpy

            numpy.random.seed(seed_state.generate_state(seed - worker_id, worker_id))
        self.init_exception = None
        self.fetcher = None
        try:
            if init_fn is not None:
                init_fn(worker_id)
            self.fetcher = create_fetcher(kind, dataset, auto_collation, collate_fn, drop_last)
        except Exception:
            self.init_exception = ExceptionWrapper(where=f"in DataLoader worker process {worker_id}")
        finally:
            if not own_process:
                _worker_info = previous
        self.iteration_end = False

    def resume(self):
        self.iteration_end = False
        self.fetcher = create_fetcher(self.kind, self.dataset, self.auto_collation, self.collate_fn, self.drop_last)

    def fetch(self, index):
        if self.init_exception is not None:
            data, self.init_exception = self.init_exception, None
            return data
        if self.iteration_end:
            return _IterableDatasetStopIteration(self.worker_id)
        try:
            return self.fetcher.fetch(index)
        except Exception as e:
            if isinstance(e, StopIteration) and self.kind == ITERABLE:
                self.iteration_end = True
                return _IterableDatasetStopIteration(self.worker_id)
            return ExceptionWrapper(where=f"in DataLoader worker process {self.worker_id}")


_current = None
_out, _err = io.StringIO(), io.StringIO()


def serve(message):
    """Answers one message from the loader (bytes in, bytes or None out)."""
    global _current
    request = pickler.loads(message.to_bytes() if hasattr(message, "to_bytes") else message)
    stdout, stderr = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = _out, _err
    try:
        if request[0] == "init":
            # a fresh program namespace: what the loading program defined arrives by value into it
            sys.modules["__main__"] = types.ModuleType("__main__")
            _current = None
            _current = _Worker(*request[1:])
            return None
        if request[0] == "lines":
            for path, lines in request[1].items():
                # no modification time: linecache keeps lines it cannot check against a file
                linecache.cache[path] = (sum(map(len, lines)), None, lines, path)
            return None
        if request[0] == "resume":
            _current.resume()
            idx, data = RESUMED, None
        else:
            idx, data = request[1], _current.fetch(request[2])
    finally:
        sys.stdout, sys.stderr = stdout, stderr
    printed, warned = _out.getvalue(), _err.getvalue()
    _out.seek(0), _out.truncate(), _err.seek(0), _err.truncate()
    try:
        reply = pickler.dumps((idx, data, printed, warned), by_value_main=False)
    except Exception:
        where = f"in DataLoader worker process {_current.worker_id}"
        reply = pickler.dumps((idx, ExceptionWrapper(where=where), printed, warned), by_value_main=False)
    from pyodide.ffi import to_js

    return to_js(reply)
