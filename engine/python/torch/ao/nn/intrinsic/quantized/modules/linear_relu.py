"""Quantized Linear + ReLU: the ReLU applied in the requantization (the output clamps at the zero point)."""
from ....quantized import modules as nnq
from ... import LinearReLU as _LinearReLU

__all__ = ["LinearReLU"]


class LinearReLU(nnq.Linear):
    _FLOAT_MODULE = (_LinearReLU,)
    _relu = True

    def _get_name(self):
        return "QuantizedLinearReLU"
