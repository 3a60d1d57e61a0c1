"""Quantized Dropout: a placeholder passing its input through, so that models with dropout run quantized."""
import torch

__all__ = ["Dropout"]


class Dropout(torch.nn.Dropout):
    def forward(self, input):  # noqa: A002
        return input

    def _get_name(self):
        return "QuantizedDropout"

    @classmethod
    def from_float(cls, mod):
        return cls(mod.p, mod.inplace)
