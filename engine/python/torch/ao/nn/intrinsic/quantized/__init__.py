"""Quantized fused modules: a quantized op with its ReLU applied in the requantization (the output clamps at the
zero point)."""
from ...quantized import modules as nnq
from .. import ConvReLU1d as _ConvReLU1d, ConvReLU2d as _ConvReLU2d, ConvReLU3d as _ConvReLU3d, \
    LinearReLU as _LinearReLU

__all__ = ["LinearReLU", "ConvReLU1d", "ConvReLU2d", "ConvReLU3d"]


class LinearReLU(nnq.Linear):
    _FLOAT_MODULE = (_LinearReLU,)
    _relu = True

    def _get_name(self):
        return "QuantizedLinearReLU"


class ConvReLU1d(nnq.Conv1d):
    _FLOAT_MODULE = _ConvReLU1d
    _relu = True


class ConvReLU2d(nnq.Conv2d):
    _FLOAT_MODULE = _ConvReLU2d
    _relu = True


class ConvReLU3d(nnq.Conv3d):
    _FLOAT_MODULE = _ConvReLU3d
    _relu = True


from . import dynamic  # noqa: E402,F401
