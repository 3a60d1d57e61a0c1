"""Quantized modules: Quantize and DeQuantize at a quantized region's edges, and the quantized ops inside."""
import torch
from torch import nn

from .activation import ReLU6
from .conv import Conv1d, Conv2d, Conv3d
from .dropout import Dropout
from .functional_modules import FloatFunctional, QFunctional
from .linear import Linear, LinearPackedParams

__all__ = ["Quantize", "DeQuantize", "Linear", "LinearPackedParams", "Conv1d", "Conv2d", "Conv3d", "FloatFunctional",
           "QFunctional", "ReLU6", "Dropout"]


class Quantize(nn.Module):
    """Quantizes float input per tensor with fixed parameters (what QuantStub becomes)."""

    def __init__(self, scale, zero_point, dtype, factory_kwargs=None):
        super().__init__()
        self.register_buffer("scale", torch.tensor([scale]))
        self.register_buffer("zero_point", torch.tensor([zero_point], dtype=torch.long))
        self.dtype = dtype

    def forward(self, X):  # noqa: N803
        return torch.quantize_per_tensor(X, float(self.scale), int(self.zero_point), self.dtype)

    @staticmethod
    def from_float(mod):
        scale, zero_point = mod.activation_post_process.calculate_qparams()
        return Quantize(scale.float().item(), zero_point.long().item(), mod.activation_post_process.dtype)

    def extra_repr(self):
        return f"scale={self.scale}, zero_point={self.zero_point}, dtype={self.dtype}"


class DeQuantize(nn.Module):
    """Dequantizes its input (what DeQuantStub becomes)."""

    def forward(self, Xq):  # noqa: N803
        return Xq.dequantize()

    @staticmethod
    def from_float(mod):
        return DeQuantize()
