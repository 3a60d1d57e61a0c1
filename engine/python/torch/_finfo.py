"""torch.finfo and torch.iinfo: the numeric limits of each dtype."""
from . import _dtype

_FLOATS = {
    # bits, eps, max, tiny (smallest normal), resolution
    "float32": (32, 1.1920928955078125e-07, 3.4028234663852886e38, 1.1754943508222875e-38, 1e-06),
    "float64": (64, 2.220446049250313e-16, 1.7976931348623157e308, 2.2250738585072014e-308, 1e-15),
    "float16": (16, 0.0009765625, 65504.0, 6.103515625e-05, 0.001),
    "bfloat16": (16, 0.0078125, 3.3895313892515355e38, 1.1754943508222875e-38, 0.01),
}
_INTS = {"int64": 64, "int32": 32, "int16": 16, "int8": 8, "uint8": 8}


class finfo:
    def __init__(self, type=None):  # noqa: A002
        dtype = type or __import__("torch").get_default_dtype()
        if dtype._name not in _FLOATS:
            raise TypeError(f"torch.finfo() requires a floating point input type. Use torch.iinfo to handle "
                            f"'torch.finfo'")
        self.bits, self.eps, self.max, self.tiny, self.resolution = _FLOATS[dtype._name]
        self.min = -self.max
        self.smallest_normal = self.tiny
        self.dtype = dtype._name

    def __repr__(self):
        return (f"finfo(resolution={self.resolution:g}, min={self.min:g}, max={self.max:g}, eps={self.eps:g}, "
                f"smallest_normal={self.smallest_normal:g}, tiny={self.tiny:g}, dtype={self.dtype})")


class iinfo:
    def __init__(self, type):  # noqa: A002
        if type._name not in _INTS:
            raise TypeError("torch.iinfo() requires an integer input type. Use torch.finfo to handle "
                            f"'{type._name}'")
        self.bits = _INTS[type._name]
        signed = type._name != "uint8"
        self.min = -(1 << (self.bits - 1)) if signed else 0
        self.max = (1 << (self.bits - 1)) - 1 if signed else (1 << self.bits) - 1
        self.dtype = type._name

    def __repr__(self):
        return f"iinfo(min={float(self.min):g}, max={float(self.max):g}, dtype={self.dtype})"
