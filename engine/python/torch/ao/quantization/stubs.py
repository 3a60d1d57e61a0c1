"""Markers for where a model's tensors enter and leave quantized form; convert swaps them for real (de)quantizers."""
from torch import nn

__all__ = ["QuantStub", "DeQuantStub", "QuantWrapper"]


class _Stub(nn.Module):
    """An identity that carries its own qconfig when given one."""

    def __init__(self, qconfig=None):
        super().__init__()
        if qconfig:
            self.qconfig = qconfig

    def forward(self, x):
        return x


class QuantStub(_Stub):
    """Identity before convert (its observer watches the float input); nnq.Quantize after."""


class DeQuantStub(_Stub):
    """Identity before convert; nnq.DeQuantize after."""


class QuantWrapper(nn.Module):
    """module between a QuantStub and a DeQuantStub."""

    def __init__(self, module):
        super().__init__()
        qconfig = getattr(module, "qconfig", None)
        self.add_module("quant", QuantStub(qconfig))
        self.add_module("dequant", DeQuantStub(qconfig))
        self.add_module("module", module)
        self.train(module.training)

    def forward(self, X):  # noqa: N803
        return self.dequant(self.module(self.quant(X)))
