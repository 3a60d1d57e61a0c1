"""Quantized Conv + ReLU: the ReLU applied in the requantization (the output clamps at the zero point)."""
from ....quantized import modules as nnq
from ... import ConvReLU1d as _ConvReLU1d, ConvReLU2d as _ConvReLU2d, ConvReLU3d as _ConvReLU3d

__all__ = ["ConvReLU1d", "ConvReLU2d", "ConvReLU3d"]


class ConvReLU1d(nnq.Conv1d):
    _FLOAT_MODULE = _ConvReLU1d
    _relu = True


class ConvReLU2d(nnq.Conv2d):
    _FLOAT_MODULE = _ConvReLU2d
    _relu = True


class ConvReLU3d(nnq.Conv3d):
    _FLOAT_MODULE = _ConvReLU3d
    _relu = True
