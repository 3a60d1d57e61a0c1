"""Axes: one plot area of a figure, with the plotting methods, titles, labels, scales, limits, legend and grid."""
import math

from . import _data, _histogram, _styles
from .collections import PathCollection
from .colors import CYCLE, is_color_like
from .container import BarContainer
from .image import AxesImage
from .legend import Legend
from .lines import Line2D
from .patches import Rectangle
from .text import Text

_LINE_ALIASES = {"c": "color", "ls": "linestyle", "lw": "linewidth", "ms": "markersize", "mfc": "markerfacecolor"}
_LINE_KEYS = {"color", "linestyle", "linewidth", "marker", "markersize", "markerfacecolor", "label", "alpha"}
# accepted for matplotlib's sake, without effect on the drawing
_COSMETIC = {"zorder", "markeredgecolor", "mec", "markeredgewidth", "mew", "antialiased", "solid_capstyle",
             "drawstyle", "ds", "edgecolor", "ec", "edgecolors", "linewidths", "rasterized", "clip_on"}
SCALES = ("linear", "log")


def _line_kwargs(kwargs):
    out = {}
    for key, value in kwargs.items():
        key = _LINE_ALIASES.get(key, key)
        if key in _LINE_KEYS:
            out[key] = value
        elif key not in _COSMETIC:
            raise AttributeError(f"Line2D.set() got an unexpected keyword argument {key!r}")
    return out


class Axes:
    def __init__(self, figure, nrows=1, ncols=1, index=1):
        from . import rcParams

        self.figure = figure
        self._position = (nrows, ncols, index)
        self._artists = []
        self._title = Text(0.5, 1.0, "")
        self._xlabel, self._ylabel = Text(0.5, 0, ""), Text(0, 0.5, "")
        self._scale = {"x": "linear", "y": "linear"}
        self._lim = {"x": None, "y": None}
        self._grid = {"x": bool(rcParams["axes.grid"]), "y": bool(rcParams["axes.grid"])}
        self._aspect = "auto"
        self._axis_on = True
        self.legend_ = None
        # matplotlib keeps two color cycles: lines and histograms take from one, scatters and bars from the other
        self._cycles = {"lines": 0, "patches": 0}

    def __repr__(self):
        fields = []
        if self._title.get_text():
            fields.append(f"title={{'center': {self._title.get_text()!r}}}")
        for name, label in (("x", self._xlabel), ("y", self._ylabel)):
            if label.get_text():
                fields.append(f"{name}label={label.get_text()!r}")
        return "<Axes: " + ", ".join(fields) + ">"

    def get_figure(self):
        return self.figure

    # --- what the axes hold

    def _of(self, kind):
        return [a for a in self._artists if isinstance(a, kind)]

    lines = property(lambda self: self._of(Line2D))
    collections = property(lambda self: self._of(PathCollection))
    images = property(lambda self: self._of(AxesImage))
    containers = property(lambda self: self._of(BarContainer))
    patches = property(lambda self: [p for c in self._of(BarContainer) for p in c.patches])

    def get_lines(self):
        return self.lines

    def get_images(self):
        return self.images

    def _add(self, artist):
        artist.axes = self
        self._artists.append(artist)
        return artist

    def _remove(self, artist):
        self._artists.remove(artist)

    def _next_color(self, cycle):
        color = CYCLE[self._cycles[cycle] % len(CYCLE)]
        self._cycles[cycle] += 1
        return color

    def cla(self):
        self.__init__(self.figure, *self._position)

    clear = cla

    # --- plotting

    def plot(self, *args, scalex=True, scaley=True, data=None, **kwargs):
        """Lines through (x, y) points: plot(y), plot(x, y), plot(x, y, fmt), and several such groups."""
        options = _line_kwargs(kwargs)
        lines = []
        while args:
            group, args = args[:2], args[2:]
            if args and isinstance(args[0], str):
                group, args = group + (args[0],), args[1:]
            lines += self._plot_group(group, options)
        return lines

    def _plot_group(self, group, options):
        fmt_style = fmt_marker = fmt_color = None
        if len(group) > 1 and isinstance(group[-1], str):
            fmt_style, fmt_marker, fmt_color = _styles.parse_format(group[-1])
            group = group[:-1]
        if len(group) == 2:
            xcols, ycols = _data.columns(group[0]), _data.columns(group[1])
            if len(xcols[0]) != len(ycols[0]):
                raise ValueError(f"x and y must have same first dimension, but have shapes ({len(xcols[0])},) and "
                                 f"({len(ycols[0])},)")
        else:
            ycols = _data.columns(group[0])
            xcols = [list(range(len(ycols[0])))]
        if len(xcols) > 1 and len(ycols) > 1 and len(xcols) != len(ycols):
            raise ValueError(f"x has {len(xcols)} columns but y has {len(ycols)} columns")
        labels = options.get("label")
        many = max(len(xcols), len(ycols))
        if isinstance(labels, (list, tuple)):
            if len(labels) != many:
                raise ValueError(f"label must be scalar or have the same length as the input data, but found "
                                 f"{len(labels)} for {many} datasets.")
        else:
            labels = [labels] * many
        lines = []
        for i in range(many):
            x, y = xcols[i % len(xcols)], ycols[i % len(ycols)]
            style = dict(options)
            style["linestyle"] = style.get("linestyle", fmt_style or "-")
            if fmt_marker not in (None, "None") and "marker" not in style:
                style["marker"] = fmt_marker
            color = style.pop("color", None) or fmt_color or self._next_color("lines")
            label = labels[i] if labels[i] is not None else f"_child{len(self._artists)}"
            style["label"] = label
            lines.append(self._add(Line2D(x, y, color=color, **style)))
        return lines

    def scatter(self, x, y, s=None, c=None, marker=None, cmap=None, norm=None, vmin=None, vmax=None, alpha=None,
                linewidths=None, *, edgecolors=None, plotnonfinite=False, data=None, label=None, color=None,
                **kwargs):
        """Points at (x, y): sizes `s` (area in points squared), colors `c` (a color, colors, or values mapped
        through `cmap`)."""
        from . import rcParams

        for key in kwargs:
            if key not in _COSMETIC:
                raise AttributeError(f"PathCollection.set() got an unexpected keyword argument {key!r}")
        if c is not None and color is not None:
            raise ValueError("Supply a 'c' argument or a 'color' kwarg but not both; they differ but their "
                             "functionalities overlap.")
        xs = _data.values(x)
        count = len(xs)
        sizes = [rcParams["lines.markersize"] ** 2] if s is None else _data.values(s)
        sizes = sizes * count if len(sizes) == 1 else sizes
        c = color if c is None else c
        colors = values = None
        if c is None:
            colors = [self._next_color("patches")] * count
        elif isinstance(c, str) or (isinstance(c, tuple) and is_color_like(c)):
            colors = [c] * count
        elif isinstance(c, (list, tuple)) and c and all(isinstance(v, str) for v in c):
            colors = list(c)
        else:
            values = [float(v) for v in _data.values(c)]
            if len(values) != count:
                raise ValueError(f"'c' argument has {len(values)} elements, which is inconsistent with 'x' and 'y' "
                                 f"with size {count}.")
        collection = PathCollection(xs, y, sizes=sizes, colors=colors, values=values,
                                    cmap=rcParams["image.cmap"] if cmap is None else cmap, vmin=vmin, vmax=vmax,
                                    marker=marker or "o", label=label if label is not None else
                                    f"_child{len(self._artists)}", alpha=alpha)
        return self._add(collection)

    def hist(self, x, bins=None, range=None, density=False, weights=None, cumulative=False, bottom=None,  # noqa: A002
             histtype="bar", align="mid", orientation="vertical", rwidth=None, log=False, color=None, label=None,
             stacked=False, **kwargs):
        """A histogram of x: (counts per bin, the bin edges, the bars), the counts and edges as numpy computes
        them."""
        import numpy as np

        from . import rcParams

        if histtype not in ("bar", "barstacked", "step", "stepfilled"):
            raise ValueError(f"{histtype!r} is not a valid value for histtype; supported values are 'bar', "
                             "'barstacked', 'step', 'stepfilled'")
        if orientation not in ("vertical", "horizontal"):
            raise ValueError(f"{orientation!r} is not a valid value for orientation; supported values are "
                             "'horizontal', 'vertical'")
        a = _data.asarray(x)
        if a.ndim > 1:
            raise ValueError(f"hist here draws one dataset of 1-D data, but x has shape {a.shape}: flatten it for "
                             "one histogram of all its values")
        data, dtype = a.ravel().tolist(), a.dtype.name
        bins = rcParams["hist.bins"] if bins is None else bins
        if isinstance(bins, str):
            raise ValueError(f"bins={bins!r}: this matplotlib takes a number of bins or the bin edges")
        if not isinstance(bins, int):
            edges = _data.asarray(bins)
            bins = ([float(v) for v in edges.ravel().tolist()], edges.dtype.name)
        wvalues = wdtype = None
        if weights is not None:
            w = _data.asarray(weights)
            if w.shape != a.shape:
                raise ValueError("weights should have the same shape as x")
            wvalues, wdtype = [float(v) for v in w.ravel().tolist()], w.dtype.name
        bin_range = None
        if range is not None:
            bin_range = (float(range[0]), float(range[1]), "float64")
        else:
            finite = [v for v in data if v == v]
            if finite:
                # the data's min and max as numpy scalars of its dtype: float32 data keeps float32 arithmetic
                bin_range = (min(finite), max(finite), "float32" if dtype == "float32" else "float64")
        tops, edges, _ = _histogram.histogram(data, dtype, bins, bin_range, wvalues, wdtype, bool(density))
        if cumulative:
            order = -1 if cumulative < 0 else 1
            widths = [b - a for a, b in zip(edges, edges[1:])]
            steps = [t * w for t, w in zip(tops, widths)] if density else tops
            total, running = 0.0, []
            for v in steps[::order]:
                total += v
                running.append(total)
            tops = running[::order]
        for key in kwargs:
            if key != "alpha" and key not in _COSMETIC:
                raise AttributeError(f"Rectangle.set() got an unexpected keyword argument {key!r}")
        color = self._next_color("lines") if color is None else color
        base = 0.0 if bottom is None else float(bottom)
        horizontal = orientation == "horizontal"
        fraction = 1.0 if rwidth is None else min(max(float(rwidth), 0.0), 1.0)
        totals = [right - left for left, right in zip(edges, edges[1:])]
        offsets = {"mid": [0.5 * t for t in totals], "left": [0.0] * len(totals), "right": totals}.get(align)
        if offsets is None:
            raise ValueError(f"{align!r} is not a valid value for align; supported values are 'left', 'mid', 'right'")
        fraction = 1.0 if rwidth is None else min(max(float(rwidth), 0.0), 1.0)
        patches = _bar_patches([e + o for e, o in zip(edges, offsets)], tops, [fraction * t for t in totals],
                               [base] * len(tops), "center", horizontal, [color] * len(tops), kwargs.get("alpha"))
        container = BarContainer(patches, label=label if label is not None else
                                 f"_container{len(self.containers)}", horizontal=horizontal)
        if histtype == "step":
            outline = [edges[0]] + [e for e in edges for _ in (0, 1)][1:-1] + [edges[-1]]
            heights = [base] + [base + t for t in tops for _ in (0, 1)] + [base]
            xs, ys = (heights, outline) if horizontal else (outline, heights)
            self._add(Line2D(xs, ys, color=color, label=container.get_label()))
            for p in patches:
                p.set_visible(False)
        self._add(container)
        if log:
            self.set_yscale("log") if not horizontal else self.set_xscale("log")
        return np.array(tops, dtype="float64"), np.array(edges, dtype="float64"), container

    def bar(self, x, height, width=0.8, bottom=None, *, align="center", color=None, label=None, alpha=None,
            **kwargs):
        """Bars of `height` at x, `width` wide, standing on `bottom`."""
        xs, heights = _data.values(x), _data.values(height)
        count = max(len(xs), len(heights))
        xs, heights = (xs * count if len(xs) == 1 else xs), (heights * count if len(heights) == 1 else heights)
        widths = _data.values(width)
        widths = widths * count if len(widths) == 1 else widths
        bases = [0.0] * count if bottom is None else _data.values(bottom)
        bases = bases * count if len(bases) == 1 else bases
        if align not in ("center", "edge"):
            raise ValueError(f"{align!r} is not a valid value for align; supported values are 'center', 'edge'")
        if color is None:
            color = self._next_color("patches")
        colors = [color] * count if isinstance(color, str) else list(color)
        patches = _bar_patches(xs, heights, widths, bases, align, False, colors, alpha)
        return self._add(BarContainer(patches, label=label if label is not None else
                                      f"_container{len(self.containers)}"))

    def imshow(self, X, cmap=None, norm=None, *, aspect=None, interpolation=None, alpha=None, vmin=None, vmax=None,
               origin=None, extent=None, **kwargs):
        """An image: a 2-D array through a colormap (its min to max, or vmin to vmax), or RGB(A) colors."""
        if norm is not None or extent is not None or origin not in (None, "upper"):
            raise NotImplementedError("imshow here draws row 0 at the top over pixel coordinates, with vmin and vmax "
                                      "for the colors: norm, extent and origin='lower' are not supported")
        image = self._add(AxesImage(X, cmap=cmap, vmin=vmin, vmax=vmax, alpha=alpha))
        self._aspect = "equal" if aspect is None else aspect
        return image

    # --- titles, labels, scales, limits

    def set_title(self, label, fontdict=None, loc=None, pad=None, **kwargs):
        self._title = Text(0.5, 1.0, label)
        return self._title

    def get_title(self, loc="center"):
        return self._title.get_text()

    def set_xlabel(self, xlabel, fontdict=None, labelpad=None, *, loc=None, **kwargs):
        self._xlabel = Text(0.5, 0, xlabel)
        return self._xlabel

    def set_ylabel(self, ylabel, fontdict=None, labelpad=None, *, loc=None, **kwargs):
        self._ylabel = Text(0, 0.5, ylabel)
        return self._ylabel

    def get_xlabel(self):
        return self._xlabel.get_text()

    def get_ylabel(self):
        return self._ylabel.get_text()

    def _set_scale(self, axis, value):
        if value not in SCALES:
            raise ValueError(f"{value!r} is not a valid value for scale; supported values are "
                             f"{', '.join(repr(s) for s in SCALES)}")
        self._scale[axis] = value

    def set_xscale(self, value, **kwargs):
        self._set_scale("x", value)

    def set_yscale(self, value, **kwargs):
        self._set_scale("y", value)

    def get_xscale(self):
        return self._scale["x"]

    def get_yscale(self):
        return self._scale["y"]

    def _set_lim(self, axis, low, high):
        if isinstance(low, (tuple, list)) and high is None:
            low, high = low
        current = self._limits(axis)
        self._lim[axis] = (float(current[0] if low is None else low), float(current[1] if high is None else high))
        return self._lim[axis]

    def set_xlim(self, left=None, right=None, *, emit=True, auto=False, xmin=None, xmax=None):
        return self._set_lim("x", left if xmin is None else xmin, right if xmax is None else xmax)

    def set_ylim(self, bottom=None, top=None, *, emit=True, auto=False, ymin=None, ymax=None):
        return self._set_lim("y", bottom if ymin is None else ymin, top if ymax is None else ymax)

    def get_xlim(self):
        return self._limits("x")

    def get_ylim(self):
        return self._limits("y")

    def _limits(self, axis):
        """The view limits: set ones, or autoscaled as matplotlib does (the data's range widened by 5% margins,
        except past a sticky edge such as a bar's base or an image's border)."""
        if self._lim[axis] is not None:
            return self._lim[axis]
        values, stickies = [], []
        for artist in self._artists:
            if not artist.get_visible():
                continue
            xs, ys, sx, sy = artist._extent()
            values += xs if axis == "x" else ys
            stickies += sx if axis == "x" else sy
        log = self._scale[axis] == "log"
        values = [float(v) for v in values if math.isfinite(v) and (v > 0 or not log)]
        if not values:
            return (1.0, 10.0) if log else (0.0, 1.0)
        low, high = _nonsingular(min(values), max(values), log)
        tol = 1e-5 * abs(high - low)
        low_bound = max((s for s in stickies if s < low + tol), default=None)
        high_bound = min((s for s in stickies if s > high - tol), default=None)
        forward, back = (math.log10, lambda v: 10 ** v) if log else (float, float)
        t0, t1 = forward(low), forward(high)
        delta = (t1 - t0) * 0.05
        low, high = back(t0 - delta), back(t1 + delta)
        if low_bound is not None:
            low = max(low, low_bound)
        if high_bound is not None:
            high = min(high, high_bound)
        if self.images and axis == "y":
            return high, low
        return low, high

    def axis(self, arg=None, /, *, emit=True, **kwargs):
        """axis('off') hides the frame, ticks and labels ('on' shows them); 'equal' and 'image' keep units square.
        Returns (xmin, xmax, ymin, ymax)."""
        if arg in ("off", False):
            self._axis_on = False
        elif arg in ("on", True):
            self._axis_on = True
        elif arg in ("equal", "scaled", "image", "square"):
            self._aspect = "equal"
        elif arg not in (None, "tight", "auto"):
            raise ValueError(f"Unrecognized string {arg!r} to axis; try 'on' or 'off'")
        return (*self.get_xlim(), *self.get_ylim())

    def set_axis_off(self):
        self._axis_on = False

    def set_axis_on(self):
        self._axis_on = True

    def set_aspect(self, aspect, **kwargs):
        self._aspect = aspect

    def get_aspect(self):
        return 1.0 if self._aspect == "equal" else self._aspect

    def grid(self, visible=None, which="major", axis="both", **kwargs):
        if axis not in ("both", "x", "y"):
            raise ValueError(f"{axis!r} is not a valid value for axis; supported values are 'both', 'x', 'y'")
        for name in ("x", "y") if axis == "both" else (axis,):
            self._grid[name] = (not self._grid[name] if visible is None and not kwargs else
                                True if visible is None else bool(visible))

    def set(self, **kwargs):
        for name, value in kwargs.items():
            setter = getattr(self, f"set_{name}", None)
            if setter is None:
                raise AttributeError(f"Axes.set() got an unexpected keyword argument {name!r}")
            setter(value)

    def legend(self, *args, loc=None, title=None, **kwargs):
        """legend(), legend(labels) or legend(handles, labels): labelled entries for what the axes show."""
        handles = kwargs.pop("handles", None)
        labels = kwargs.pop("labels", None)
        if len(args) == 2:
            handles, labels = args
        elif len(args) == 1:
            labels = args[0]
        if handles is None:
            candidates = [a for a in self._artists if not isinstance(a, AxesImage)]
            if labels is None:
                handles = [a for a in candidates if a._in_legend()]
                labels = [a.get_label() for a in handles]
            else:
                handles = candidates[:len(labels)]
        elif labels is None:
            labels = [h.get_label() for h in handles]
        if not handles:
            import warnings

            warnings.warn("No artists with labels found to put in legend.  Note that artists whose label start with "
                          "an underscore are ignored when legend() is called with no argument.", stacklevel=2)
        self.legend_ = Legend(handles, labels, loc=loc, title=title)
        return self.legend_

    def get_legend(self):
        return self.legend_

    # --- the page's drawing

    def _spec(self, px):
        nrows, ncols, index = self._position
        marks = []
        for artist in sorted(self._artists, key=lambda a: a.zorder):
            if artist.get_visible():
                marks += artist._marks(px)
        return {
            "rows": nrows, "cols": ncols, "index": index,
            "title": self._title.get_text(), "xlabel": self.get_xlabel(), "ylabel": self.get_ylabel(),
            "xscale": self._scale["x"], "yscale": self._scale["y"],
            "xlim": list(self._limits("x")), "ylim": list(self._limits("y")),
            "axis": self._axis_on, "grid": dict(self._grid),
            "aspect": None if self._aspect == "auto" else self.get_aspect(),
            "marks": marks, "legend": self.legend_._spec(px) if self.legend_ is not None else None,
        }


def _bar_patches(positions, lengths, thicknesses, bases, align, horizontal, colors, alpha):
    """The Rectangles of bar() (barh() when horizontal), with matplotlib's arithmetic: sizes pass through
    (first + size) - first, and a centred bar starts at position - thickness / 2. The corners, and so the
    autoscaled limits, then round as matplotlib's do."""
    def converted(sizes, along):
        first = next((v for v in along if math.isfinite(v)), None)
        return sizes if first is None else [(first + v) - first for v in sizes]

    thicknesses, lengths = converted(thicknesses, positions), converted(lengths, bases)
    patches = []
    for pos, length, thickness, base, color in zip(positions, lengths, thicknesses, bases, colors):
        start = pos - thickness / 2 if align == "center" else pos
        xy, size = ((base, start), (length, thickness)) if horizontal else ((start, base), (thickness, length))
        patches.append(Rectangle(xy, *size, facecolor=color, alpha=alpha))
    return patches


def _nonsingular(low, high, log):
    """A range of some width around a single value, as matplotlib's locators widen one."""
    if high - low > max(abs(low), abs(high)) * 1e-15:
        return low, high
    if log:
        return low / 10, high * 10
    if low == 0 and high == 0:
        return -0.05, 0.05
    return low - 0.05 * abs(low), high + 0.05 * abs(high)
