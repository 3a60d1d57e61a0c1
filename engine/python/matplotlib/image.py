"""AxesImage: an array drawn by imshow(), values through a colormap or RGB(A) colors as they are."""
import math

from . import _colormaps, _data, _png
from .artist import Artist


class AxesImage(Artist):
    zorder = 0

    def __init__(self, array, *, cmap=None, vmin=None, vmax=None, alpha=None, label=None):
        from . import rcParams

        super().__init__(label=label, alpha=alpha)
        self._array = _data.asarray(array)
        shape = self._array.shape
        if not (len(shape) == 2 or (len(shape) == 3 and shape[2] in (3, 4))):
            raise TypeError(f"Invalid shape {shape} for image data")
        self._cmap = rcParams["image.cmap"] if cmap is None else cmap
        _colormaps.lookup(self._cmap)
        self._clim = (vmin, vmax)

    def __str__(self):
        return f"AxesImage(shape={self._array.shape})"

    def get_array(self):
        return self._array

    def get_extent(self):
        rows, cols = self._array.shape[:2]
        return -0.5, cols - 0.5, rows - 0.5, -0.5

    def get_cmap(self):
        return self._cmap

    def set_cmap(self, cmap):
        _colormaps.lookup(cmap)
        self._cmap = cmap

    def get_clim(self):
        finite = [v for v in self._array.ravel().tolist() if math.isfinite(v)]
        vmin, vmax = self._clim
        return (min(finite) if vmin is None and finite else vmin), (max(finite) if vmax is None and finite else vmax)

    def set_clim(self, vmin=None, vmax=None):
        self._clim = (vmin, vmax)

    def _extent(self):
        x0, x1, y0, y1 = self.get_extent()
        # an image fills the axes exactly: both of its edges are sticky
        return [x0, x1], [y0, y1], [x0, x1], [y0, y1]

    def _rgba(self):
        a = self._array
        alpha = 255 if self._alpha is None else round(255 * float(self._alpha))
        if a.ndim == 3:
            channels = a.shape[2]
            scale = 1 if a.dtype.kind in "iu" else 255
            out = bytearray()
            flat = a.ravel().tolist()
            for i in range(0, len(flat), channels):
                px = [min(max(round(v * scale), 0), 255) for v in flat[i:i + channels]]
                out += bytes(px[:3] + ([px[3]] if channels == 4 else [alpha]))
            return bytes(out)
        vmin, vmax = self.get_clim()
        lut = _colormaps.lookup(self._cmap)
        span = (vmax - vmin) if vmin is not None and vmax != vmin else None
        out = bytearray()
        for v in a.ravel().tolist():
            if not math.isfinite(v):
                out += b"\x00\x00\x00\x00"
                continue
            t = (v - vmin) / span if span else 0.0
            out += bytes(lut[min(max(int(t * 256), 0), 255)]) + bytes([alpha])
        return bytes(out)

    def _marks(self, px):
        rows, cols = self._array.shape[:2]
        x0, x1, y0, y1 = self.get_extent()
        return [{"mark": "image", "src": _png.data_url(cols, rows, self._rgba()), "x1": x0, "x2": x1, "y1": y1,
                 "y2": y0}]
