"""The two forms the RoI ops take boxes in (a [K, 5] tensor of batch index and box, or one [L, 4] tensor per image),
and the float arithmetic of their kernels."""
import struct

import torch
from torch import Tensor


def _cat(tensors, dim=0):
    return tensors[0] if len(tensors) == 1 else torch.cat(tensors, dim)


def convert_boxes_to_roi_format(boxes):
    concat_boxes = _cat(list(boxes), dim=0)
    ids = _cat([torch.full_like(b[:, :1], i) for i, b in enumerate(boxes)], dim=0)
    return torch.cat([ids, concat_boxes], dim=1)


def check_roi_boxes_shape(boxes):
    if isinstance(boxes, (list, tuple)):
        for _tensor in boxes:
            torch._assert(_tensor.size(1) == 4,
                          "The shape of the tensor in the boxes list is not correct as List[Tensor[L, 4]]")
    elif isinstance(boxes, Tensor):
        torch._assert(boxes.size(1) == 5, "The boxes tensor shape is not correct as Tensor[K, 5]")
    else:
        torch._assert(False, "boxes is expected to be a Tensor[L, 5] or a List[Tensor[K, 4]]")


def _rois(boxes):
    check_roi_boxes_shape(boxes)
    return boxes if isinstance(boxes, Tensor) else convert_boxes_to_roi_format(boxes)


def _scalar_rounding(dtype):
    """The kernels do their per-box arithmetic in the input's dtype: Python's double result of one operation on
    float32 values, rounded to float32, is exactly the float32 operation's result."""
    if dtype == torch.float64:
        return float
    return lambda v: struct.unpack("f", struct.pack("f", v))[0]


def _upcast_non_float(t):
    return t if t.dtype in (torch.float32, torch.float64) else t.float()


def _loss_inter_union(boxes1, boxes2):
    x1, y1, x2, y2 = boxes1.unbind(dim=-1)
    x1g, y1g, x2g, y2g = boxes2.unbind(dim=-1)
    xkis1 = torch.max(x1, x1g)
    ykis1 = torch.max(y1, y1g)
    xkis2 = torch.min(x2, x2g)
    ykis2 = torch.min(y2, y2g)
    intsctk = torch.zeros_like(x1)
    mask = (ykis2 > ykis1) & (xkis2 > xkis1)
    intsctk[mask] = (xkis2[mask] - xkis1[mask]) * (ykis2[mask] - ykis1[mask])
    unionk = (x2 - x1) * (y2 - y1) + (x2g - x1g) * (y2g - y1g) - intsctk
    return intsctk, unionk


def _reduce_loss(loss, reduction, empty_mean=None):
    """`empty_mean`: what "mean" gives for no elements; None takes the mean anyway (NaN)."""
    if reduction == "none":
        return loss
    if reduction == "mean":
        return loss.mean() if empty_mean is None or loss.numel() > 0 else empty_mean * loss.sum()
    if reduction == "sum":
        return loss.sum()
    raise ValueError(
        f"Invalid Value for arg 'reduction': '{reduction} \n Supported reduction modes: 'none', 'mean', 'sum'")
