"""Live output for lesson pages: a loss curve that draws while a training cell runs, and grayscale images.

In the browser each event reaches the page at once; under `npm run check` or `npm run py` it only records.
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
        _emit("plot", payload)


def show_image(image, title="image"):
    """Draws a 2-D tensor of values in [0, 1] (clamped; any device or dtype) as a grayscale image beside the cell.

    Returns the bytes drawn, row by row, so that a cell can check what it showed.
    """
    import base64

    import torch

    if image.dim() != 2:
        raise ValueError(f"show_image takes a 2-D tensor (height, width), got {image.dim()} dimensions")
    pixels = bytes(image.detach().float().cpu().clamp(0, 1).mul(255).round().to(torch.uint8).reshape(-1).tolist())
    height, width = image.shape
    _emit("image", {"title": title, "width": width, "height": height,
                    "pixels": base64.b64encode(pixels).decode("ascii")})
    return pixels


def _emit(kind, payload):
    """Sends live output to the page running the cell; returns whether one received it."""
    import sys

    session = sys.modules.get("__session__")
    return session is not None and bool(session.emit(kind, payload))
