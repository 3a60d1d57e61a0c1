"""Figure: a canvas of a given size holding a grid of Axes; shown in the page or saved as an SVG file."""
import os

from . import _page
from .axes import Axes
from .text import Text


def _position(args):
    """(nrows, ncols, index) from add_subplot's arguments: (), (235,) or (2, 3, 5)."""
    if not args:
        return 1, 1, 1
    if len(args) == 1 and isinstance(args[0], int) and 111 <= args[0] <= 999:
        digits = str(args[0])
        return int(digits[0]), int(digits[1]), int(digits[2])
    if len(args) == 3 and all(isinstance(a, int) for a in args):
        nrows, ncols, index = args
        if not 1 <= index <= nrows * ncols:
            raise ValueError(f"num must be an integer with 1 <= num <= {nrows * ncols}, not {index}")
        return nrows, ncols, index
    raise ValueError(f"Single argument to subplot must be a three-digit integer, or three integers, not {args!r}")


class AxesArray:
    """The Axes of subplots() in their grid, indexed as the numpy object array matplotlib returns."""

    def __init__(self, rows):
        self._rows = rows  # a list of Axes (1-D) or a list of lists of them (2-D)
        self.ndim = 2 if rows and isinstance(rows[0], list) else 1
        self.shape = (len(rows), len(rows[0])) if self.ndim == 2 else (len(rows),)
        self.size = len(self.ravel())

    def ravel(self):
        return [a for row in self._rows for a in row] if self.ndim == 2 else list(self._rows)

    flatten = ravel
    flat = property(lambda self: iter(self.ravel()))

    def tolist(self):
        return [list(row) for row in self._rows] if self.ndim == 2 else list(self._rows)

    def __len__(self):
        return self.shape[0]

    def __iter__(self):
        return iter(AxesArray(row) if self.ndim == 2 else row for row in self._rows)

    def __getitem__(self, key):
        keys = key if isinstance(key, tuple) else (key,)
        if len(keys) > self.ndim:
            raise IndexError(f"too many indices for array: array is {self.ndim}-dimensional, but {len(keys)} were "
                             "indexed")
        picked = self._rows[keys[0]]
        if len(keys) == 2:
            picked = [row[keys[1]] for row in picked] if isinstance(keys[0], slice) else picked[keys[1]]
        return AxesArray(picked) if isinstance(picked, list) else picked

    def __repr__(self):
        if self.ndim == 1:
            return f"array([{', '.join(map(repr, self._rows))}], dtype=object)"
        rows = ",\n       ".join("[" + ", ".join(map(repr, row)) + "]" for row in self._rows)
        return f"array([{rows}], dtype=object)"


class Figure:
    def __init__(self, figsize=None, dpi=None, **kwargs):
        from . import rcParams

        width, height = rcParams["figure.figsize"] if figsize is None else figsize
        self._size = (float(width), float(height))
        self.dpi = float(rcParams["figure.dpi"] if dpi is None else dpi)
        self._axes = []
        self._current = None
        self._suptitle = None
        self.number = None

    def _pixels(self):
        return self._size[0] * self.dpi, self._size[1] * self.dpi

    def __repr__(self):
        w, h = self._pixels()
        return f"<Figure size {w:g}x{h:g} with {len(self._axes)} Axes>"

    def __str__(self):
        w, h = self._pixels()
        return f"Figure({w:g}x{h:g})"

    axes = property(lambda self: list(self._axes))

    def get_axes(self):
        return list(self._axes)

    def get_size_inches(self):
        return self._size

    def set_size_inches(self, w, h=None):
        self._size = (float(w[0]), float(w[1])) if h is None else (float(w), float(h))

    def add_subplot(self, *args, **kwargs):
        ax = Axes(self, *_position(args))
        self._axes.append(ax)
        self._current = ax
        return ax

    def _axes_at(self, position):
        return next((ax for ax in self._axes if ax._position == position), None)

    def subplots(self, nrows=1, ncols=1, *, sharex=False, sharey=False, squeeze=True, **kwargs):
        grid = [[self.add_subplot(nrows, ncols, r * ncols + c + 1) for c in range(ncols)] for r in range(nrows)]
        if squeeze and nrows == 1 and ncols == 1:
            return grid[0][0]
        if squeeze and (nrows == 1 or ncols == 1):
            return AxesArray([ax for row in grid for ax in row])
        return AxesArray(grid)

    def gca(self):
        if self._current is None:
            return self.add_subplot()
        return self._current

    def sca(self, ax):
        self._current = ax
        return ax

    def delaxes(self, ax):
        self._axes.remove(ax)
        if self._current is ax:
            self._current = self._axes[-1] if self._axes else None

    def suptitle(self, t, **kwargs):
        self._suptitle = Text(0.5, 0.98, t)
        return self._suptitle

    def get_suptitle(self):
        return "" if self._suptitle is None else self._suptitle.get_text()

    def tight_layout(self, **kwargs):
        """Accepted: the page lays out titles and labels without overlap already."""

    def clf(self):
        self._axes, self._current, self._suptitle = [], None, None

    clear = clf

    def show(self):
        if not _page.show(self) and not _page.inline():
            import warnings

            warnings.warn("FigureCanvasAgg is non-interactive, and thus cannot be shown", stacklevel=2)

    def savefig(self, fname, *, format=None, dpi=None, transparent=None, bbox_inches=None, **kwargs):  # noqa: A002
        """Writes the figure as SVG, to a path or a file object; other formats raise a ValueError."""
        from . import rcParams

        if format is None:
            name = os.fspath(fname) if isinstance(fname, (str, os.PathLike)) else ""
            ext = os.path.splitext(name)[1][1:]
            format = ext or rcParams["savefig.format"]  # noqa: A001
        if format.lower() != "svg":
            raise ValueError(f"Format {format.lower()!r} is not supported (supported formats: svg)")
        text = _page.svg(self)
        if hasattr(fname, "write"):
            try:
                fname.write(text)
            except TypeError:
                fname.write(text.encode("utf-8"))
            return
        with open(fname, "w", encoding="utf-8") as f:
            f.write(text)

    def _spec(self):
        width, height = self._pixels()
        px = self.dpi / 72  # pixels per point: line widths and marker sizes are in points
        return {"width": width, "height": height, "suptitle": self.get_suptitle(),
                "axes": [ax._spec(px) for ax in self._axes]}
