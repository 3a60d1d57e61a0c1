from ... import empty
from .. import functional as F, init
from ..parameter import Parameter, UninitializedParameter
from .lazy import LazyModuleMixin
from .module import Module


class Identity(Module):
    def __init__(self, *args, **kwargs):
        super().__init__()

    def forward(self, input):  # noqa: A002
        return input


def _weight_and_bias(module, shape, bias, device, dtype):
    """Uninitialised parameters: weight of `shape`, bias (or a None bias) of its first dim; reset_parameters fills them."""
    module.weight = Parameter(empty(shape, device=device, dtype=dtype))
    if bias:
        module.bias = Parameter(empty(shape[0], device=device, dtype=dtype))
    else:
        module.register_parameter("bias", None)
    module.reset_parameters()


class Linear(Module):
    """y = x W^T + b, initialised as PyTorch does (Kaiming-uniform weight, then bias), so seeds agree."""

    __constants__ = ["in_features", "out_features"]  # (TorchScript's: they make a module's scripted type)

    def __init__(self, in_features, out_features, bias=True, device=None, dtype=None):
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        _weight_and_bias(self, (out_features, in_features), bias, device, dtype)

    def reset_parameters(self):
        init._default_layer_init(self.weight, self.bias)

    def forward(self, input):  # noqa: A002
        return F.linear(input, self.weight, self.bias)

    def extra_repr(self):
        return f"in_features={self.in_features}, out_features={self.out_features}, bias={self.bias is not None}"


class NonDynamicallyQuantizableLinear(Linear):
    """MultiheadAttention's output projection: a Linear under its own name (PyTorch's quantization skips it)."""


class Bilinear(Module):
    """y = x1^T A x2 + b, one matrix A per output feature, initialised uniformly in +-1/sqrt(in1_features)."""

    def __init__(self, in1_features, in2_features, out_features, bias=True, device=None, dtype=None):
        super().__init__()
        self.in1_features, self.in2_features, self.out_features = in1_features, in2_features, out_features
        _weight_and_bias(self, (out_features, in1_features, in2_features), bias, device, dtype)

    def reset_parameters(self):
        import math

        bound = 1 / math.sqrt(self.weight.size(1))
        init.uniform_(self.weight, -bound, bound)
        if self.bias is not None:
            init.uniform_(self.bias, -bound, bound)

    def forward(self, input1, input2):
        return F.bilinear(input1, input2, self.weight, self.bias)

    def extra_repr(self):
        return (f"in1_features={self.in1_features}, in2_features={self.in2_features}, "
                f"out_features={self.out_features}, bias={self.bias is not None}")


class LazyLinear(LazyModuleMixin, Linear):
    """A Linear whose in_features is the last dim of its first input."""

    cls_to_become = Linear

    def __init__(self, out_features, bias=True, device=None, dtype=None):
        # no bias yet: the uninitialized one replaces it
        super().__init__(0, 0, False)
        self.weight = UninitializedParameter(device=device, dtype=dtype)
        self.out_features = out_features
        if bias:
            self.bias = UninitializedParameter(device=device, dtype=dtype)

    def reset_parameters(self):
        if not self.has_uninitialized_params() and self.in_features != 0:
            super().reset_parameters()

    def initialize_parameters(self, input):  # noqa: A002
        from ... import no_grad

        if self.has_uninitialized_params():
            with no_grad():
                self.in_features = input.shape[-1]
                self.weight.materialize((self.out_features, self.in_features))
                if self.bias is not None:
                    self.bias.materialize((self.out_features,))
                self.reset_parameters()

    def _lazy_load_pre_materialize_hook(self):
        self.in_features = self.weight.shape[1]
