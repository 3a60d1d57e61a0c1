"""adaptive_avg_pool3d as an autograd Function, so that its gradient takes the CPU backward kernel's steps: each
output's gradient divided by its window's depth, rows and columns in turn, then added onto the window, outputs in
row-major order."""
import torch

from ..autograd.function import Function, shown_as_node
from ._pooling_nd import _adaptive_regions, _sequential_sum


class AdaptiveAvgPool3d(Function):
    @staticmethod
    def forward(ctx, input, sizes):  # noqa: A002
        ctx.shape, ctx.sizes = input.shape, sizes
        lead = input.shape[:-3]
        cells = []
        for cell, region in _adaptive_regions(input, sizes):
            flat = region.reshape(*lead, -1)
            total = _sequential_sum(flat) if flat.shape[-1] <= 64 else flat.sum(-1)
            for lo, hi in cell:
                total = total / (hi - lo)
            cells.append(total)
        return torch.stack(cells, -1).reshape(*lead, *sizes)

    @staticmethod
    def backward(ctx, grad):
        grad_input = torch.zeros(ctx.shape, dtype=grad.dtype, device=grad.device)
        per_cell = grad.reshape(*ctx.shape[:-3], -1)
        for k, (cell, region) in enumerate(_adaptive_regions(grad_input, ctx.sizes)):
            delta = per_cell[..., k]
            for lo, hi in cell:
                delta = delta / (hi - lo)
            region.add_(delta[..., None, None, None])
        return grad_input, None


shown_as_node(AdaptiveAvgPool3d, "AdaptiveAvgPool3DBackward0")
