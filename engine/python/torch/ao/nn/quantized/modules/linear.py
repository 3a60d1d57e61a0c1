"""Quantized Linear: quint8 input and output, qint8 weight, float bias (torch.ao.nn.quantized.Linear)."""
import torch
from torch import nn

from ...intrinsic import LinearReLU
from .. import _kernels
from .utils import WeightedQuantizedModule, _output_qparams, _quantize_weight, _zero_weight

__all__ = ["LinearPackedParams", "Linear"]


class LinearPackedParams(nn.Module):
    """A quantized linear op's weight and bias, saved in state dicts as `dtype` and the pair `_packed_params`."""

    _version = 3

    def __init__(self, dtype=torch.qint8):
        super().__init__()
        self.dtype = dtype
        self.set_weight_bias(_zero_weight([1, 1]), None)

    def set_weight_bias(self, weight, bias):
        if self.dtype is not torch.qint8:
            raise RuntimeError("Unsupported dtype on dynamic quantized linear!")
        self._packed_params = (weight, bias)

    def _weight_bias(self):
        return self._packed_params

    def forward(self, x):
        return x

    def _save_to_state_dict(self, destination, prefix, keep_vars):
        super()._save_to_state_dict(destination, prefix, keep_vars)
        destination[prefix + "dtype"] = self.dtype
        destination[prefix + "_packed_params"] = self._weight_bias()

    def _load_from_state_dict(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys,
                              error_msgs):
        self.dtype = state_dict.pop(prefix + "dtype")
        self.set_weight_bias(*state_dict.pop(prefix + "_packed_params"))
        super()._load_from_state_dict(state_dict, prefix, local_metadata, False, missing_keys, unexpected_keys,
                                      error_msgs)

    def __repr__(self):
        return repr(self._weight_bias())


class Linear(WeightedQuantizedModule):
    """y = x W^T + b on quantized x, requantized to the output's scale and zero point."""

    _version = 3
    _FLOAT_MODULE = (nn.Linear, nn.modules.linear.NonDynamicallyQuantizableLinear)
    _PACKED = (LinearPackedParams,)
    _relu = False

    def __init__(self, in_features, out_features, bias_=True, dtype=torch.qint8):
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        if dtype is not torch.qint8:
            raise RuntimeError("Unsupported dtype specified for quantized Linear!")
        self._packed_params = LinearPackedParams(dtype)
        bias = torch.zeros(out_features, dtype=torch.float) if bias_ else None
        self._packed_params.set_weight_bias(_zero_weight([out_features, in_features]), bias)
        self.scale = 1.0
        self.zero_point = 0

    def _get_name(self):
        return "QuantizedLinear"

    def extra_repr(self):
        return (f"in_features={self.in_features}, out_features={self.out_features}, scale={self.scale}, "
                f"zero_point={self.zero_point}, qscheme={self.weight().qscheme()}")

    def forward(self, x):
        return _kernels.linear(x, self.weight(), self.bias(), self.scale, self.zero_point, self._relu)

    def _weight_bias(self):
        return self._packed_params._weight_bias()

    def weight(self):
        return self._weight_bias()[0]

    def bias(self):
        return self._weight_bias()[1]

    def set_weight_bias(self, w, b):
        self._packed_params.set_weight_bias(w, b)

    @classmethod
    def _check_float(cls, mod):
        if type(mod) not in cls._FLOAT_MODULE:
            names = ", ".join(m.__name__ for m in cls._FLOAT_MODULE)
            raise AssertionError(f"nnq.{cls.__name__}.from_float only works for {names}, but got: {type(mod)}")
        if not hasattr(mod, "qconfig"):
            raise AssertionError("Input float module must have qconfig defined")

    @classmethod
    def from_float(cls, mod):
        """The quantized module of a calibrated float one: its weight quantized as its qconfig says, its output
        parameters those its activation observer chose."""
        cls._check_float(mod)
        scale, zero_point = _output_qparams(mod)
        if type(mod) is LinearReLU:
            mod = mod[0]
        observer = mod.qconfig.weight()
        observer(mod.weight)
        if observer.dtype is not torch.qint8:
            raise AssertionError("Weight observer must have dtype torch.qint8")
        qlinear = cls(mod.in_features, mod.out_features, dtype=observer.dtype)
        qlinear.set_weight_bias(_quantize_weight(mod.weight.float(), observer), mod.bias)
        qlinear.scale, qlinear.zero_point = scale, zero_point
        return qlinear
