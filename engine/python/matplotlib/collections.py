"""PathCollection: the points of scatter(), each with its own size and color (a color each, or values through a
colormap)."""
import math

from . import _colormaps, _data, _styles
from .artist import Artist
from .colors import to_css


class PathCollection(Artist):
    zorder = 1

    def __init__(self, x, y, *, sizes, colors=None, values=None, cmap="viridis", vmin=None, vmax=None, marker="o",
                 label=None, alpha=None):
        super().__init__(label=label, alpha=alpha)
        self._x, self._y = _data.values(x), _data.values(y)
        if len(self._x) != len(self._y):
            raise ValueError("x and y must be the same size")
        self._sizes = sizes
        self._colors, self._values = colors, values
        self._cmap, self._clim = cmap, (vmin, vmax)
        self._marker = _styles.marker(marker)
        if values is not None:
            _colormaps.lookup(cmap)

    def get_offsets(self):
        from numpy import array

        return array([[x, y] for x, y in zip(self._x, self._y)], dtype="float64")

    def get_sizes(self):
        from numpy import array

        return array([float(s) for s in self._sizes], dtype="float64")

    def get_array(self):
        from numpy import array

        return None if self._values is None else array(self._values, dtype="float64")

    def get_clim(self):
        finite = [v for v in self._values or [] if math.isfinite(v)]
        vmin, vmax = self._clim
        return (min(finite) if vmin is None and finite else vmin), (max(finite) if vmax is None and finite else vmax)

    def _extent(self):
        return self._x, self._y, [], []

    def _point_colors(self):
        if self._values is None:
            return [to_css(c, self._alpha)[0] for c in self._colors]
        vmin, vmax = self.get_clim()
        lut = _colormaps.lookup(self._cmap)
        span = (vmax - vmin) if vmin is not None and vmax != vmin else None
        out = []
        for v in self._values:
            if not math.isfinite(v):
                out.append(None)
                continue
            t = (v - vmin) / span if span else 0.0
            out.append("#%02x%02x%02x" % lut[min(max(int(t * 256), 0), 255)])
        return out

    def _marker_style(self, px):
        symbol, rotate, scale, filled = _styles.MARKERS[self._marker]
        opacity = 1.0 if self._alpha is None else float(self._alpha)
        return symbol, rotate, scale, filled, opacity

    def _marks(self, px):
        symbol, rotate, scale, filled, opacity = self._marker_style(px)
        # s is a marker's area in points squared
        radii = [math.sqrt(s) * scale * px / 2 for s in self._sizes]
        return [{"mark": "dot", "x": [_data.finite(v) for v in self._x], "y": [_data.finite(v) for v in self._y],
                 "colors": self._point_colors(), "r": radii, "symbol": symbol, "rotate": rotate, "filled": filled,
                 "opacity": opacity}]

    def _legend_entry(self, px):
        symbol, rotate, scale, filled, opacity = self._marker_style(px)
        colors = self._point_colors()
        return {"kind": "dot", "label": self._label, "color": next((c for c in colors if c), "currentColor"),
                "symbol": symbol, "rotate": rotate, "filled": filled, "opacity": opacity,
                "r": math.sqrt(self._sizes[0] if self._sizes else 36) * scale * px / 2}
