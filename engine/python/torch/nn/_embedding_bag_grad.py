"""embedding_bag as an autograd Function, so that their gradients take the steps of PyTorch's CPU
backward kernels rather than those of the ops the forward is composed of."""
import torch

from .._ops import INTERNAL
from ..autograd.function import Function, shown_as_node
from ._pooling_nd import _sequential_sum

_MODES = {"sum": 0, "mean": 1, "max": 2}


def _max_indices(weight, indices, offset2bag, bag_size, padding_idx):
    """Per bag and feature, the weight row whose value the max took: the first of equal maxima, as the CPU kernel
    replaces its running max only by a greater one; -1 for an empty bag."""
    kept = indices != padding_idx
    words, bags = indices[kept], offset2bag[kept]
    rows = weight.detach()[words]
    out = torch.full((len(bag_size), weight.shape[1]), -1, dtype=torch.int64, device=weight.device)
    for b in range(len(bag_size)):
        members = bags == b
        if bool(members.any()):
            out[b] = words[members][rows[members].max(0).indices]
    return out


class EmbeddingBag(Function):
    @staticmethod
    def forward(ctx, weight, per_sample_weights, reduce, indices, offset2bag, bag_size, mode, padding_idx,  # noqa: PLR0913
                scale_grad_by_freq):
        ctx.save_for_backward(weight, per_sample_weights)
        ctx.lookup = indices, offset2bag, bag_size, mode, padding_idx, scale_grad_by_freq
        return reduce(weight, per_sample_weights)

    @staticmethod
    def backward(ctx, grad):
        weight, per_sample_weights = ctx.saved_tensors
        indices, offset2bag, bag_size, mode, padding_idx, scale_grad_by_freq = ctx.lookup
        grad_weight = grad_weights = None
        if ctx.needs_input_grad[0]:
            maximum = _max_indices(weight, indices, offset2bag, bag_size, padding_idx) if mode == "max" else indices
            grad_weight = INTERNAL["_embedding_bag_dense_backward"](
                grad, indices, offset2bag, bag_size, maximum, weight.shape[0], scale_grad_by_freq, _MODES[mode],
                per_sample_weights, padding_idx)
        if ctx.needs_input_grad[1]:
            # _embedding_bag_per_sample_weights_backward: each sample's bag gradient dotted with its weight row,
            # products added in order; zero for padding_idx
            dots = _sequential_sum(grad[offset2bag] * weight[indices])
            grad_weights = torch.where(indices == padding_idx, torch.zeros((), dtype=dots.dtype, device=dots.device), dots)
        return grad_weight, grad_weights, None, None, None, None, None, None, None


shown_as_node(EmbeddingBag, "EmbeddingBagBackward0")
