"""The padding layers: a constant, zeros, the reflection of the input, its edge values, or the input wrapped around."""
from .. import functional as F
from .module import Module


def _ntuple(padding, n):
    return tuple(padding) if isinstance(padding, (tuple, list)) else (padding,) * n


class _PadNd(Module):
    _dims = 1
    _mode = "constant"

    def __init__(self, padding):
        super().__init__()
        self.padding = _ntuple(padding, 2 * self._dims)

    def forward(self, input):  # noqa: A002
        return F.pad(input, self.padding, self._mode)

    def extra_repr(self):
        return f"{self.padding}"


class _ConstantPadNd(_PadNd):
    def __init__(self, padding, value):
        super().__init__(padding)
        self.value = value

    def forward(self, input):  # noqa: A002
        return F.pad(input, self.padding, "constant", self.value)

    def extra_repr(self):
        return f"padding={self.padding}, value={self.value}"


class _ZeroPadNd(_ConstantPadNd):
    def __init__(self, padding):
        super().__init__(padding, 0.0)

    def extra_repr(self):
        return f"{self.padding}"


class _CircularPadNd(_PadNd):
    def forward(self, input):  # noqa: A002
        if input.dim() not in (self._dims + 1, self._dims + 2):
            raise ValueError(f"expected {self._dims + 1}D or {self._dims + 2}D input (got {input.dim()}D input)")
        return super().forward(input)


def _family(base, prefix, mode=None):
    classes = []
    for dims in (1, 2, 3):
        namespace = {"_dims": dims, "__module__": __name__}
        if mode is not None:
            namespace["_mode"] = mode
        classes.append(type(f"{prefix}{dims}d", (base,), namespace))
    return classes


ConstantPad1d, ConstantPad2d, ConstantPad3d = _family(_ConstantPadNd, "ConstantPad")
ZeroPad1d, ZeroPad2d, ZeroPad3d = _family(_ZeroPadNd, "ZeroPad")
ReflectionPad1d, ReflectionPad2d, ReflectionPad3d = _family(_PadNd, "ReflectionPad", "reflect")
ReplicationPad1d, ReplicationPad2d, ReplicationPad3d = _family(_PadNd, "ReplicationPad", "replicate")
CircularPad1d, CircularPad2d, CircularPad3d = _family(_CircularPadNd, "CircularPad", "circular")
