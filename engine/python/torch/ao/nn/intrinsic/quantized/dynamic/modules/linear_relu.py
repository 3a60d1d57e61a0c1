"""Dynamically quantized Linear + ReLU."""
from .....quantized import dynamic as nnqd
from .... import LinearReLU as _LinearReLU

__all__ = ["LinearReLU"]


class LinearReLU(nnqd.Linear):
    _FLOAT_MODULE = (_LinearReLU,)
    _relu = True

    def _get_name(self):
        return "DynamicQuantizedLinearReLU"
