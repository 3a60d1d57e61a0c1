"""Stochastic depth (Huang et al. 2016): drop a residual branch for a whole batch or per sample while training."""
import torch
from torch import nn

__all__ = ["stochastic_depth", "StochasticDepth"]


def stochastic_depth(input, p, mode, training=True):
    if p < 0.0 or p > 1.0:
        raise ValueError(f"drop probability has to be between 0 and 1, but got {p}")
    if mode not in ["batch", "row"]:
        raise ValueError(f"mode has to be either 'batch' or 'row', but got {mode}")
    if not training or p == 0.0:
        return input
    survival_rate = 1.0 - p
    size = [input.shape[0]] + [1] * (input.ndim - 1) if mode == "row" else [1] * input.ndim
    noise = torch.empty(size, dtype=input.dtype, device=input.device).bernoulli_(survival_rate)
    if survival_rate > 0.0:
        noise.div_(survival_rate)
    return input * noise


class StochasticDepth(nn.Module):
    def __init__(self, p, mode):
        super().__init__()
        self.p = p
        self.mode = mode

    def forward(self, input):
        return stochastic_depth(input, self.p, self.mode, self.training)

    def __repr__(self):
        return f"{self.__class__.__name__}(p={self.p}, mode={self.mode})"
