"""Legend: the labelled entries drawn in a corner of an Axes."""
from .artist import Artist


LOCATIONS = ("best", "upper right", "upper left", "lower left", "lower right", "right", "center left", "center right",
             "lower center", "upper center", "center")


class Legend(Artist):
    def __init__(self, handles, labels, *, loc=None, title=None):
        super().__init__()
        self.legend_handles = list(handles)
        self.texts = list(labels)
        if isinstance(loc, int) and 0 <= loc < len(LOCATIONS):
            loc = LOCATIONS[loc]
        if loc is not None and loc not in LOCATIONS:
            raise ValueError(f"{loc!r} is not a valid value for loc; supported values are "
                             f"{', '.join(repr(name) for name in LOCATIONS)}")
        self._loc = loc or "best"
        self._title = title

    def __str__(self):
        return "Legend"

    def get_texts(self):
        return list(self.texts)

    def _spec(self, px):
        entries = []
        for handle, label in zip(self.legend_handles, self.texts):
            entry = handle._legend_entry(px)
            if entry is not None:
                entries.append({**entry, "label": str(label)})
        return {"loc": self._loc, "title": self._title, "entries": entries}
