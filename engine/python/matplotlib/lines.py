"""Line2D: one line of plot(), its points joined by a styled stroke, with optional markers at the points."""
from . import _data, _styles
from .artist import Artist
from .colors import to_css


class Line2D(Artist):
    zorder = 2

    def __init__(self, xdata, ydata, *, color=None, linestyle="-", linewidth=None, marker=None, markersize=None,
                 markerfacecolor=None, label=None, alpha=None, **kwargs):
        from . import rcParams

        super().__init__(label=label, alpha=alpha)
        self.set_data(xdata, ydata)
        self._color = "C0" if color is None else color
        to_css(self._color)
        self._linestyle = _styles.linestyle(linestyle)
        self._linewidth = float(rcParams["lines.linewidth"] if linewidth is None else linewidth)
        self._marker = _styles.marker(marker)
        self._markersize = float(rcParams["lines.markersize"] if markersize is None else markersize)
        self._markerfacecolor = markerfacecolor

    def get_xdata(self, orig=True):
        return self._x

    def get_ydata(self, orig=True):
        return self._y

    def get_data(self, orig=True):
        return self._x, self._y

    def set_data(self, *args):
        x, y = args[0] if len(args) == 1 else args
        self.set_xdata(x)
        self.set_ydata(y)

    def set_xdata(self, x):
        self._x = _data.asarray(x)

    def set_ydata(self, y):
        self._y = _data.asarray(y)

    def get_color(self):
        return self._color

    def set_color(self, color):
        to_css(color)
        self._color = color

    def get_linestyle(self):
        return self._linestyle

    def set_linestyle(self, ls):
        self._linestyle = _styles.linestyle(ls)

    def get_linewidth(self):
        return self._linewidth

    def set_linewidth(self, w):
        self._linewidth = float(w)

    def get_marker(self):
        return self._marker

    def set_marker(self, marker):
        self._marker = _styles.marker(marker)

    def get_markersize(self):
        return self._markersize

    def set_markersize(self, size):
        self._markersize = float(size)

    get_c, set_c, get_ls, set_ls, get_lw, set_lw, get_ms, set_ms = (
        get_color, set_color, get_linestyle, set_linestyle, get_linewidth, set_linewidth, get_markersize,
        set_markersize)

    def _points(self):
        xs, ys = self._x.ravel().tolist(), self._y.ravel().tolist()
        if len(xs) != len(ys):
            raise ValueError(f"x and y must have same first dimension, but have shapes ({len(xs)},) and ({len(ys)},)")
        return xs, ys

    def _extent(self):
        xs, ys = self._points()
        return xs, ys, [], []

    def _style(self, px):
        color, opacity = to_css(self._color, self._alpha)
        style = {"color": color, "opacity": opacity}
        if self._linestyle != "None":
            width = self._linewidth * px
            style.update(width=width, dash=_styles.dasharray(self._linestyle, width))
        if self._marker != "None":
            symbol, rotate, scale, filled = _styles.MARKERS[self._marker]
            fill = to_css(self._markerfacecolor)[0] if self._markerfacecolor is not None else color
            style.update(symbol=symbol, rotate=rotate, r=self._markersize * scale * px / 2, filled=filled, fill=fill)
        return style

    def _marks(self, px):
        xs, ys = self._points()
        return [{"mark": "line", "x": [_data.finite(v) for v in xs], "y": [_data.finite(v) for v in ys],
                 **self._style(px)}]

    def _legend_entry(self, px):
        return {"kind": "line", "label": self._label, **self._style(px)}
