"""Text: a title or an axis label, returned by title(), xlabel(), ylabel() and their Axes methods."""
from .artist import Artist


class Text(Artist):
    def __init__(self, x=0, y=0, text=""):
        super().__init__()
        self._x, self._y = x, y
        self._text = str(text)

    def get_text(self):
        return self._text

    def set_text(self, text):
        self._text = str(text)

    def get_position(self):
        return self._x, self._y

    def __repr__(self):
        return f"Text({self._x}, {self._y}, {self._text!r})"
