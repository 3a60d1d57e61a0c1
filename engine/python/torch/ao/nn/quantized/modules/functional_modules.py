"""FloatFunctional and QFunctional: modules standing for tensor arithmetic (add, mul, cat) in a model to be
quantized, so that an observer can watch the result and convert can swap in the quantized ops."""
import torch
from torch import nn

from .. import _kernels
from .utils import OutputQParams

__all__ = ["FloatFunctional", "QFunctional"]


class FloatFunctional(nn.Module):
    """The float ops, their results passed through activation_post_process (an observer once prepared)."""

    def __init__(self):
        super().__init__()
        self.activation_post_process = nn.Identity()

    def forward(self, x):
        raise RuntimeError("FloatFunctional is not intended to use the 'forward'. Please use the underlying "
                           "operation")

    def add(self, x, y):
        return self.activation_post_process(torch.add(x, y))

    def add_scalar(self, x, y):
        return torch.add(x, y)

    def mul(self, x, y):
        return self.activation_post_process(torch.mul(x, y))

    def mul_scalar(self, x, y):
        return torch.mul(x, y)

    def cat(self, x, dim=0):
        return self.activation_post_process(torch.cat(x, dim=dim))

    def add_relu(self, x, y):
        return self.activation_post_process(torch.nn.functional.relu(torch.add(x, y)))

    def matmul(self, x, y):
        return self.activation_post_process(torch.matmul(x, y))


class QFunctional(OutputQParams):
    """The quantized ops, their results in the (scale, zero_point) calibration chose."""

    def __init__(self):
        super().__init__()
        self.scale = 1.0
        self.zero_point = 0
        self.activation_post_process = nn.Identity()

    def _get_name(self):
        return "QFunctional"

    def extra_repr(self):
        return f"scale={self.scale}, zero_point={self.zero_point}"

    def forward(self, x):
        raise RuntimeError("Functional is not intended to use the 'forward'. Please use the underlying operation")

    def add(self, x, y):
        return self.activation_post_process(_kernels.add(x, y, self.scale, self.zero_point))

    def mul(self, x, y):
        return self.activation_post_process(_kernels.mul(x, y, self.scale, self.zero_point))

    def cat(self, x, dim=0):
        return self.activation_post_process(_kernels.cat(x, self.scale, self.zero_point, dim))

    def add_relu(self, x, y):
        return self.activation_post_process(_kernels.add(x, y, self.scale, self.zero_point, relu=True))

    @classmethod
    def from_float(cls, mod):
        if type(mod) is not FloatFunctional:
            raise AssertionError("QFunctional.from_float expects an instance of FloatFunctional")
        scale, zero_point = mod.activation_post_process.calculate_qparams()
        new_mod = cls()
        new_mod.scale, new_mod.zero_point = float(scale), int(zero_point)
        return new_mod
