"""What everything drawn in an Axes has: a label, visibility, an opacity, and a place it can be removed from."""


class Artist:
    zorder = 1

    def __init__(self, label=None, alpha=None):
        self._label = "" if label is None else str(label)
        self._alpha = alpha
        self._visible = True
        self.axes = None

    def get_label(self):
        return self._label

    def set_label(self, label):
        self._label = "" if label is None else str(label)

    def get_alpha(self):
        return self._alpha

    def set_alpha(self, alpha):
        self._alpha = alpha

    def get_visible(self):
        return self._visible

    def set_visible(self, visible):
        self._visible = bool(visible)

    def set(self, **kwargs):
        for name, value in kwargs.items():
            setter = getattr(self, f"set_{name}", None)
            if setter is None:
                raise AttributeError(f"{type(self).__name__}.set() got an unexpected keyword argument {name!r}")
            setter(value)

    def remove(self):
        if self.axes is not None:
            self.axes._remove(self)
            self.axes = None

    def _in_legend(self):
        return self._visible and bool(self._label) and not self._label.startswith("_")

    # an artist's contribution to its Axes: data extent (x values, y values, x stickies, y stickies), marks to draw,
    # and a legend entry
    def _extent(self):
        return [], [], [], []

    def _marks(self, px):
        return []

    def _legend_entry(self, px):
        return None
