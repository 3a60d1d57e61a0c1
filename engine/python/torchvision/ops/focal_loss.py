"""The focal loss of RetinaNet (Lin et al. 2017): binary cross-entropy down-weighted on well-classified examples."""
import torch
import torch.nn.functional as F

from ._utils import _reduce_loss

__all__ = ["sigmoid_focal_loss"]


def sigmoid_focal_loss(inputs, targets, alpha=0.25, gamma=2, reduction="none"):
    p = torch.sigmoid(inputs)
    ce_loss = F.binary_cross_entropy_with_logits(inputs, targets, reduction="none")
    p_t = p * targets + (1 - p) * (1 - targets)
    loss = ce_loss * ((1 - p_t) ** gamma)
    if alpha >= 0:
        alpha_t = alpha * targets + (1 - alpha) * (1 - targets)
        loss = alpha_t * loss
    return _reduce_loss(loss, reduction)
