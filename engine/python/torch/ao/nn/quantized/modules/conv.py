"""Quantized convolutions: quint8 input and output, qint8 weight, float bias (torch.ao.nn.quantized.Conv{1,2,3}d)."""
import torch
from torch import nn
from torch.nn.modules.utils import _ntuple

from ...intrinsic import ConvReLU1d, ConvReLU2d, ConvReLU3d
from .. import _kernels
from .utils import WeightedQuantizedModule, _output_qparams, _quantize_weight, _zero_weight

__all__ = ["Conv1d", "Conv2d", "Conv3d"]

_INPUT_SHAPES = {1: "(N, C, L)", 2: "(N, C, H, W)", 3: "(N, C, D, H, W)"}


class _ConvNd(WeightedQuantizedModule):
    _DIMS = 2
    _relu = False

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True,
                 padding_mode="zeros", device=None, dtype=None):
        super().__init__()
        if in_channels % groups != 0:
            raise ValueError("in_channels must be divisible by groups")
        if out_channels % groups != 0:
            raise ValueError("out_channels must be divisible by groups")
        if padding_mode != "zeros":
            raise ValueError(f"quantized convolutions take padding_mode 'zeros', got '{padding_mode}'")
        tup = _ntuple(self._DIMS)
        self.in_channels, self.out_channels = in_channels, out_channels
        self.kernel_size, self.stride = tup(kernel_size), tup(stride)
        self.padding, self.dilation = tup(padding), tup(dilation)
        self.transposed, self.output_padding = False, tup(0)
        self.groups, self.padding_mode = groups, padding_mode
        weight = _zero_weight([out_channels, in_channels // groups, *self.kernel_size])
        self.set_weight_bias(weight, torch.zeros(out_channels, dtype=torch.float) if bias else None)
        self.scale = 1.0
        self.zero_point = 0

    def set_weight_bias(self, w, b):
        self._packed = (w, b)

    def _weight_bias(self):
        return self._packed

    def weight(self):
        return self._packed[0]

    def bias(self):
        return self._packed[1]

    def _get_name(self):
        return "Quantized" + type(self).__name__

    def extra_repr(self):
        s = (f"{self.in_channels}, {self.out_channels}, kernel_size={self.kernel_size}, stride={self.stride}, "
             f"scale={self.scale}, zero_point={self.zero_point}")
        if self.padding != (0,) * len(self.padding):
            s += f", padding={self.padding}"
        if self.dilation != (1,) * len(self.dilation):
            s += f", dilation={self.dilation}"
        if self.groups != 1:
            s += f", groups={self.groups}"
        if self.bias() is None:
            s += ", bias=False"
        return s

    def forward(self, input):  # noqa: A002
        if input.dim() != self._DIMS + 2:
            raise ValueError(f"Input shape must be `{_INPUT_SHAPES[self._DIMS]}`!")
        return _kernels.conv(input, self.weight(), self.bias(), self.stride, self.padding, self.dilation,
                             self.groups, self.scale, self.zero_point, self._relu)

    def _state_entries(self):
        w, b = self._weight_bias()
        return {"weight": w, "bias": b}

    def _load_state_entries(self, state_dict, prefix):
        self.set_weight_bias(state_dict.pop(prefix + "weight"), state_dict.pop(prefix + "bias"))

    @classmethod
    def from_float(cls, mod):
        """The quantized conv of a calibrated float one (or of a fused conv + relu, for the ReLU variants)."""
        if type(mod) is not cls._FLOAT_MODULE:
            raise AssertionError(f"nnq.{cls.__name__}.from_float only works for {cls._FLOAT_MODULE.__name__}")
        if not hasattr(mod, "qconfig"):
            raise AssertionError("Input float module must have qconfig defined.")
        scale, zero_point = _output_qparams(mod)
        if type(mod) in (ConvReLU1d, ConvReLU2d, ConvReLU3d):
            mod = mod[0]
        observer = mod.qconfig.weight()
        observer(mod.weight)
        if observer.dtype is not torch.qint8:
            raise AssertionError("Weight observer must have a dtype of qint8")
        qconv = cls(mod.in_channels, mod.out_channels, mod.kernel_size, mod.stride, mod.padding, mod.dilation,
                    mod.groups, mod.bias is not None, mod.padding_mode)
        qconv.set_weight_bias(_quantize_weight(mod.weight.float(), observer), mod.bias)
        qconv.scale, qconv.zero_point = scale, zero_point
        return qconv


class Conv1d(_ConvNd):
    _DIMS = 1
    _FLOAT_MODULE = nn.Conv1d


class Conv2d(_ConvNd):
    _DIMS = 2
    _FLOAT_MODULE = nn.Conv2d


class Conv3d(_ConvNd):
    _DIMS = 3
    _FLOAT_MODULE = nn.Conv3d
