"""Live output for lesson pages: a loss curve that draws while a training cell runs.

In the browser each `add` reaches the page at once; under `npm run check` or `npm run py` it only records.
"""


class LossPlot:
    """A line plot of one quantity (a loss) against the step number, drawn live beside the cell."""

    def __init__(self, title="loss", log_scale=False):
        self.title = title
        self.log_scale = log_scale
        self.steps, self.values = [], []
        self._send({"event": "new", "title": title, "log": log_scale})

    def add(self, step, value):
        self.steps.append(step)
        self.values.append(float(value))
        self._send({"event": "point", "step": step, "value": float(value)})

    @staticmethod
    def _send(payload):
        import sys

        session = sys.modules.get("__session__")
        if session is not None:
            session.emit("plot", payload)
