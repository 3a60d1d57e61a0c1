"""Dynamically quantized Linear: a qint8 weight, float input quantized per call, float output."""
import torch
from torch import nn

from ....intrinsic import LinearReLU
from ... import _kernels
from ... import modules as nnq
from ...modules.utils import _quantize_weight

__all__ = ["Linear"]


class Linear(nnq.Linear):
    """Linear with a qint8 weight on float input and output."""

    _version = 4
    _FLOAT_MODULE = (nn.Linear, nn.modules.linear.NonDynamicallyQuantizableLinear, LinearReLU)

    def __init__(self, in_features, out_features, bias_=True, dtype=torch.qint8):
        super().__init__(in_features, out_features, bias_, dtype=dtype)
        self.version = 4

    def forward(self, x):
        # version 4 on quantizes activations to 7 bits (reduce_range), as x86 kernels need
        y = _kernels.linear_dynamic(x, self.weight(), self.bias(), reduce_range=self.version >= 4,
                                    relu=self._relu)
        return y.to(x.dtype)

    def _get_name(self):
        return "DynamicQuantizedLinear"

    def extra_repr(self):
        return (f"in_features={self.in_features}, out_features={self.out_features}, "
                f"dtype={self._packed_params.dtype}, qscheme={self.weight().qscheme()}")

    @classmethod
    def from_float(cls, mod):
        cls._check_float(mod)
        if type(mod) is LinearReLU:
            mod = mod[0]
        if mod.qconfig is not None and mod.qconfig.weight is not None:
            observer = mod.qconfig.weight()
        else:
            from .....quantization.qconfig import default_dynamic_qconfig

            observer = default_dynamic_qconfig.weight()
        if observer.dtype is not torch.qint8:
            raise AssertionError(f"The only supported dtypes for dynamic quantized linear are qint8 and float16 got: "
                                 f"{observer.dtype}")
        observer(mod.weight)
        qlinear = cls(mod.in_features, mod.out_features, dtype=observer.dtype)
        qlinear.set_weight_bias(_quantize_weight(mod.weight.float(), observer), mod.bias)
        return qlinear
