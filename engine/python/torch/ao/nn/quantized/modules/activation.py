"""Quantized activation modules that keep their input's quantization parameters."""
import torch

__all__ = ["ReLU6"]


class ReLU6(torch.nn.ReLU):
    """min(max(x, zero point), quantized 6) on the integers."""

    def __init__(self, inplace=False):
        super().__init__(inplace)

    def forward(self, input):  # noqa: A002
        return torch.nn.functional.relu6(input, self.inplace)

    def _get_name(self):
        return "QuantizedReLU6"

    @staticmethod
    def from_float(mod):
        return ReLU6(mod.inplace)
