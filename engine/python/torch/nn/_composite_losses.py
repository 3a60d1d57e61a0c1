"""The losses PyTorch composes from other ops (Loss.cpp's and functional.py's), so their grad_fn is the last op's."""
import math

from .. import _autocast_ops, _ops

_EPSILON = 1e-12  # Loss.cpp's guard on the squared magnitudes


def _apply_reduction(loss, code):
    return loss if code == 0 else (loss.mean() if code == 1 else loss.sum())


@_autocast_ops.policy("margin_ranking_loss")
def margin_ranking_loss(input1, input2, target, margin, code):
    if input1.dim() != input2.dim() or input1.dim() != target.dim():
        raise RuntimeError(f"margin_ranking_loss : All input tensors should have same dimension but got sizes: "
                           f"input1: {input1.size()}, input2: {input2.size()}, target: {target.size()} ")
    return _apply_reduction((-target * (input1 - input2) + margin).clamp_min_(0), code)


@_autocast_ops.policy("hinge_embedding_loss")
def hinge_embedding_loss(input, target, margin, code):  # noqa: A002
    import torch

    zeros = torch.zeros_like(input)
    margin_clamp = (margin - input).clamp_min_(0)
    output_margin = torch.where(target != 1, margin_clamp, zeros)
    output_self = torch.where(target != -1, input, zeros)
    return _apply_reduction(output_margin + output_self, code)


@_autocast_ops.policy("cosine_embedding_loss")
def cosine_embedding_loss(input1, input2, target, margin, code):
    import torch

    targ_dim = target.dim()
    if targ_dim not in (0, 1):
        raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
    if targ_dim == 1 and (input1.dim() != 2 or input2.dim() != 2):
        raise RuntimeError(f"1D target tensor expects 2D input tensors, but found inputs with sizes "
                           f"{list(input1.shape)} and {list(input2.shape)}.")
    if targ_dim == 0 and (input1.dim() != 1 or input2.dim() != 1):
        raise RuntimeError(f"0D target tensor expects 1D input tensors, but found inputs with sizes "
                           f"{list(input1.shape)} and {list(input2.shape)}.")
    prod_sum = (input1 * input2).sum(targ_dim)
    mag_square1 = (input1 * input1).sum(targ_dim) + _EPSILON
    mag_square2 = (input2 * input2).sum(targ_dim) + _EPSILON
    cos = prod_sum / (mag_square1 * mag_square2).sqrt_()
    zeros = torch.zeros_like(cos)
    pos = 1 - cos
    neg = (cos - margin).clamp_min_(0)
    output = torch.where(target == 1, pos, zeros) + torch.where(target == -1, neg, zeros)
    return _apply_reduction(output, code)


def pairwise_distance(x1, x2, p, eps, keepdim):
    # ATen's pairwise_distance calls at::norm itself (NormBackward1), not torch.norm's vector_norm route
    return _ops.INTERNAL["norm"](x1 - x2 + eps, p, [max(x1.dim(), x2.dim()) - 1], keepdim)


@_autocast_ops.policy("triplet_margin_loss")
def triplet_margin_loss(anchor, positive, negative, margin, p, eps, swap, code):
    import torch

    a_dim, p_dim, n_dim = anchor.dim(), positive.dim(), negative.dim()
    if not a_dim == p_dim == n_dim:
        raise RuntimeError(f"The anchor, positive, and negative tensors are expected to have the same number of "
                           f"dimensions, but got: anchor {a_dim}D, positive {p_dim}D, and negative {n_dim}D inputs")
    dist_pos = pairwise_distance(anchor, positive, p, eps, False)
    dist_neg = pairwise_distance(anchor, negative, p, eps, False)
    if swap:
        dist_neg = torch.min(dist_neg, pairwise_distance(positive, negative, p, eps, False))
    return _apply_reduction((margin + dist_pos - dist_neg).clamp_min(0), code)


@_autocast_ops.policy("poisson_nll_loss")
def poisson_nll_loss(input, target, log_input, full, eps, code):  # noqa: A002
    if log_input:
        loss = input.exp() - target * input
    else:
        loss = input - target * (input + eps).log()
    if full:
        stirling_term = target * target.log() - target + 0.5 * (2 * math.pi * target).log()
        loss += stirling_term.masked_fill(target <= 1, 0)
    return _apply_reduction(loss, code)


def multilabel_soft_margin_loss(input, target, weight, code, logsigmoid):  # noqa: A002
    loss = -(target * logsigmoid(input) + (1 - target) * logsigmoid(-input))
    if weight is not None:
        loss = loss * weight
    class_dim = input.dim() - 1
    loss = loss.sum(dim=class_dim) / input.size(class_dim)
    return _apply_reduction(loss, code)


def gaussian_nll_loss(input, target, var, full, eps, reduction):  # noqa: A002
    import torch

    if var.size() != input.size():
        # one dim short of input, or a last dim of 1: one variance shared along input's last dim
        if input.size()[:-1] == var.size():
            var = torch.unsqueeze(var, -1)
        elif not (input.size()[:-1] == var.size()[:-1] and var.size(-1) == 1):
            raise ValueError("var is of incorrect size")
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(reduction + " is not valid")
    if torch.any(var < 0):
        raise ValueError("var has negative entry/entries")
    var = var.clone()
    with torch.no_grad():
        var.clamp_(min=eps)
    loss = 0.5 * (torch.log(var) + (input - target) ** 2 / var)
    if full:
        loss += 0.5 * math.log(2 * math.pi)
    return loss.mean() if reduction == "mean" else (loss.sum() if reduction == "sum" else loss)
