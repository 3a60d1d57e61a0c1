"""A small matplotlib: pyplot's common plots (lines, scatters, histograms, bars, images) in a grid of Axes.

A figure is drawn in JavaScript by Observable Plot from a spec this package makes: shown in the lesson page by
plt.show(), or written as SVG by savefig. Data may be tensors, our numpy's arrays, lists, tuples and ranges.
"""
__version__ = "3.10.0+live"

rcParams = {
    "figure.figsize": [6.4, 4.8],
    "figure.dpi": 100.0,
    "lines.linewidth": 1.5,
    "lines.markersize": 6.0,
    "hist.bins": 10,
    "image.cmap": "viridis",
    "axes.grid": False,
    "savefig.format": "png",
}


def use(backend, *, force=True):
    """Accepted: figures always go to the page when one is listening, and to SVG files by savefig."""


def get_backend():
    return "agg"
