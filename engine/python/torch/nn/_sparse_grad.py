"""Embedding's sparse gradient (sparse=True): a COO tensor with one row per looked-up index, added into the weight's
.grad as PyTorch's AccumulateGrad adds sparse gradients. The engine's autograd holds dense gradients only, so the
lookup runs as an autograd Function whose backward builds the sparse gradient and accumulates it on the Python side,
where Tensor.grad finds it."""
import torch

from .. import _sparse
from ..autograd.function import Function, shown_as_node


def embedding_grad(grad, indices, num_weights, padding_idx):
    """PyTorch's embedding_sparse_backward: the indices as one sparse dim, the output's gradient rows as values,
    rows of padding_idx left out."""
    if padding_idx >= 0:
        keep = indices != padding_idx
        indices, grad = indices[keep], grad[keep]
    features = grad.shape[-1]
    size = (num_weights, features)
    if grad.numel() == 0:
        return _sparse.make(torch.empty((1, 0), dtype=torch.int64), grad.new_empty((0, features)), size)
    return _sparse.make(indices.reshape(1, -1).long(), grad.reshape(-1, features), size)


def accumulate(tensor, grad):
    """tensor.grad += grad as AccumulateGrad does it: the first gradient kept as it is when its indices and values
    are contiguous and copied when not (a broadcast output gradient's rows share their elements, which an in-place
    update of .grad, a scaler's unscale_, would write many times), a later one added in place (to a sparse grad by
    merging their elements, to a dense one row by row)."""
    existing = tensor.grad
    if existing is None:
        contiguous = grad._indices().is_contiguous() and grad._values().is_contiguous()
        tensor.grad = grad if contiguous else grad.clone()
    else:
        existing.add_(grad)


class Embedding(Function):
    @staticmethod
    def forward(ctx, weight, input, padding_idx):  # noqa: A002
        ctx.weight, ctx.input, ctx.padding_idx = weight, input, padding_idx
        return torch.embedding(weight, input, padding_idx)

    @staticmethod
    def backward(ctx, grad):
        accumulate(ctx.weight, embedding_grad(grad, ctx.input, ctx.weight.shape[0], ctx.padding_idx))
        return None, None, None


shown_as_node(Embedding, "EmbeddingBackward0")


def embedding(weight, input, padding_idx, scale_grad_by_freq):  # noqa: A002
    if scale_grad_by_freq:
        raise RuntimeError("embedding_backward: scale_grad_by_freq not supported with sparse gradients")
    return Embedding.apply(weight, input, padding_idx)
