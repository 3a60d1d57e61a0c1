"""The generalized IoU loss (Rezatofighi et al. 2019) between matching pairs of boxes."""
import torch

from ._utils import _loss_inter_union, _reduce_loss, _upcast_non_float

__all__ = ["generalized_box_iou_loss"]


def generalized_box_iou_loss(boxes1, boxes2, reduction="none", eps=1e-7):
    boxes1 = _upcast_non_float(boxes1)
    boxes2 = _upcast_non_float(boxes2)
    intsctk, unionk = _loss_inter_union(boxes1, boxes2)
    iouk = intsctk / (unionk + eps)
    x1, y1, x2, y2 = boxes1.unbind(dim=-1)
    x1g, y1g, x2g, y2g = boxes2.unbind(dim=-1)
    # the smallest box enclosing both
    area_c = (torch.max(x2, x2g) - torch.min(x1, x1g)) * (torch.max(y2, y2g) - torch.min(y1, y1g))
    loss = 1 - (iouk - ((area_c - unionk) / (area_c + eps)))
    return _reduce_loss(loss, reduction, empty_mean=0.0)
