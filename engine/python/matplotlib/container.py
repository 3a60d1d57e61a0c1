"""BarContainer: the bars of one bar() or hist() call, drawn together and named together in a legend."""
from . import _data
from .artist import Artist
from .colors import to_css


class BarContainer(Artist, tuple):
    """A tuple of Rectangles, as matplotlib's containers are."""

    zorder = 1

    def __new__(cls, patches, *, label=None, horizontal=False):
        return tuple.__new__(cls, patches)

    def __init__(self, patches, *, label=None, horizontal=False):
        Artist.__init__(self, label=label)
        self.patches = list(patches)
        self._horizontal = horizontal

    def __repr__(self):
        return f"<{type(self).__name__} object of {len(self)} artists>"

    def _extent(self):
        xs, ys = [], []
        for p in self.patches:
            x, y = p._corners()
            xs += x
            ys += y
        # bars stand on their base: autoscaling adds no margin below it
        bases = [p._x0 if self._horizontal else p._y0 for p in self.patches]
        return (xs, ys, bases, []) if self._horizontal else (xs, ys, [], bases)

    def _marks(self, px):
        shown = [p for p in self.patches if p.get_visible()]
        if not shown:
            return []
        corners = [p._corners() for p in shown]
        colors = [to_css(p._facecolor, p._alpha) for p in shown]
        return [{"mark": "rect",
                 "x1": [_data.finite(x[0]) for x, _ in corners], "x2": [_data.finite(x[1]) for x, _ in corners],
                 "y1": [_data.finite(y[0]) for _, y in corners], "y2": [_data.finite(y[1]) for _, y in corners],
                 "colors": [c for c, _ in colors], "opacities": [o for _, o in colors]}]

    def _legend_entry(self, px):
        if not self.patches:
            return None
        first = self.patches[0]
        color, opacity = to_css(first._facecolor, first._alpha)
        return {"kind": "patch", "label": self._label, "color": color, "opacity": opacity}
