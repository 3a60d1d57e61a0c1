"""Where a DataLoader's workers run: Python runtimes of their own when the host provides them (a Web Worker each in
the page, a worker thread each in Node: src/runtime/loader-workers.ts), else one after another in this one.

Both kinds take the same messages (see _utils/worker.py) and answer fetches in the order each worker got them.
"""
import collections
import sys

from ._utils import pickler, worker as _worker


def cpu_count():
    """How many workers this machine runs at once, or None where no host says."""
    try:
        import _loader_workers
    except ImportError:
        return None
    return int(_loader_workers.cpu_count())


def start(count, inits):
    try:
        import _loader_workers
    except ImportError:
        return _InProcessWorkers(inits)
    try:
        messages = [pickler.dumps(m) for m in inits]
    except Exception:
        # something the program made will not pickle (an open file, a generator): PyTorch's forked workers would
        # still share it, so these workers share it too, in this runtime
        return _InProcessWorkers(inits)
    return _RuntimeWorkers(_loader_workers, messages)


class _RuntimeWorkers:
    def __init__(self, js, messages):
        from pyodide.ffi import to_js
        from torch._engine import wait

        self._js, self._to_js, self._wait = js, to_js, wait
        self._pool = wait(js.acquire(len(messages)))
        lines = pickler.dumps(("lines", _program_lines()))
        for i, message in enumerate(messages):
            js.send(self._pool, i, to_js(lines), False)
            js.send(self._pool, i, to_js(message), False)

    def send(self, i, message):
        self._js.send(self._pool, i, self._to_js(pickler.dumps(message)), message[0] != "init")

    def receive(self, timeout):
        reply = self._wait(self._js.receive(self._pool, timeout * 1000 if timeout else 0))
        return None if reply is None else pickler.loads(reply.to_bytes())

    def close(self):
        self._js.release(self._pool)


def _program_lines():
    """The running program's source by file name: a worker runtime has no copy of the file, yet a traceback it
    formats for the loader quotes the program's lines, as PyTorch's forked workers' tracebacks do."""
    import linecache

    path = getattr(sys.modules["__main__"], "__file__", None)
    lines = linecache.getlines(path) if path else []
    return {path: lines} if lines else {}


class _InProcessWorkers:
    """Workers as objects of this runtime: each message runs when its answer is asked for, with its worker's info."""

    def __init__(self, inits):
        self._workers = [_worker._Worker(*init[1:], own_process=False) for init in inits]
        self._queue = collections.deque()

    def send(self, i, message):
        self._queue.append((i, message))

    def receive(self, timeout):
        i, message = self._queue.popleft()
        w = self._workers[i]
        previous, _worker._worker_info = _worker._worker_info, w.info
        try:
            if message[0] == "resume":
                # an iterable dataset starts over here, and may ask who its worker is
                w.resume()
                return _worker.RESUMED, None, "", ""
            return message[1], w.fetch(message[2]), "", ""
        finally:
            _worker._worker_info = previous

    def close(self):
        self._queue.clear()
