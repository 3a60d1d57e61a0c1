"""Filled shapes: Rectangle, the bars of bar() and hist(), and Patch, a legend's color swatch."""
from .artist import Artist
from .colors import to_css


class Patch(Artist):
    def __init__(self, *, color=None, facecolor=None, edgecolor=None, label=None, alpha=None, **kwargs):
        super().__init__(label=label, alpha=alpha)
        self._facecolor = facecolor if facecolor is not None else color if color is not None else "C0"
        to_css(self._facecolor)

    def get_facecolor(self):
        return self._facecolor

    def set_facecolor(self, color):
        to_css(color)
        self._facecolor = color

    set_color = set_facecolor
    get_fc, set_fc = get_facecolor, set_facecolor

    def _legend_entry(self, px):
        color, opacity = to_css(self._facecolor, self._alpha)
        return {"kind": "patch", "label": self._label, "color": color, "opacity": opacity}


class Rectangle(Patch):
    def __init__(self, xy, width, height, **kwargs):
        super().__init__(**kwargs)
        self._x0, self._y0 = float(xy[0]), float(xy[1])
        self._width, self._height = float(width), float(height)

    def get_x(self):
        return self._x0

    def get_y(self):
        return self._y0

    def get_xy(self):
        return self._x0, self._y0

    def get_width(self):
        return self._width

    def get_height(self):
        return self._height

    def set_height(self, height):
        self._height = float(height)

    def _corners(self):
        # as matplotlib maps the unit square onto the box: the far corner is ((x0 + width) - x0) + x0, which can
        # differ from x0 + width in the last bit, and autoscaled limits inherit the difference
        far_x = ((self._x0 + self._width) - self._x0) + self._x0
        far_y = ((self._y0 + self._height) - self._y0) + self._y0
        return sorted((self._x0, far_x)), sorted((self._y0, far_y))

    def __str__(self):
        return f"Rectangle(xy=({self._x0:g}, {self._y0:g}), width={self._width:g}, height={self._height:g}, angle=0)"
