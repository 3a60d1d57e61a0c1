"""Box operations on (x1, y1, x2, y2) boxes: non-maximum suppression, areas, IoU and its generalisations, format
conversion, clipping and filtering."""
import torch
from torch import Tensor

__all__ = ["nms", "batched_nms", "remove_small_boxes", "clip_boxes_to_image", "box_convert", "box_area", "box_iou",
           "generalized_box_iou", "complete_box_iou", "distance_box_iou", "masks_to_boxes"]


def _check_nms_args(boxes, scores):
    if boxes.dim() != 2:
        raise RuntimeError(f"boxes should be a 2d tensor, got {boxes.dim()}D")
    if boxes.size(1) != 4:
        raise RuntimeError(f"boxes should have 4 elements in dimension 1, got {boxes.size(1)}")
    if scores.dim() != 1:
        raise RuntimeError(f"scores should be a 1d tensor, got {scores.dim()}D")
    if boxes.size(0) != scores.size(0):
        raise RuntimeError("boxes and scores should have same number of elements in dimension 0, got "
                           f"{boxes.size(0)} and {scores.size(0)}")


def nms(boxes: Tensor, scores: Tensor, iou_threshold: float) -> Tensor:
    """Greedy suppression in decreasing score order: a box is dropped when its IoU with a kept box exceeds the
    threshold. The IoU is computed in the boxes' dtype and compared with the threshold in double, as the kernel
    does."""
    _check_nms_args(boxes, scores)
    if boxes.numel() == 0:
        return torch.empty((0,), dtype=torch.int64, device=boxes.device)
    boxes = boxes.detach()
    x1, y1, x2, y2 = boxes.unbind(1)
    areas = (x2 - x1) * (y2 - y1)
    order = torch.sort(scores.detach(), stable=True, descending=True)[1]
    suppressed = [False] * boxes.size(0)
    keep = []
    zero = torch.zeros((), dtype=boxes.dtype)
    for i in order.tolist():
        if suppressed[i]:
            continue
        keep.append(i)
        w = torch.maximum(torch.minimum(x2[i], x2) - torch.maximum(x1[i], x1), zero)
        h = torch.maximum(torch.minimum(y2[i], y2) - torch.maximum(y1[i], y1), zero)
        inter = w * h
        for j, ovr in enumerate((inter / (areas[i] + areas - inter)).tolist()):
            if ovr > iou_threshold:
                suppressed[j] = True
    return torch.tensor(keep, dtype=torch.int64, device=boxes.device)


def batched_nms(boxes: Tensor, scores: Tensor, idxs: Tensor, iou_threshold: float) -> Tensor:
    """NMS within each category of `idxs`: small inputs shift each category's boxes apart so one NMS does it, large
    ones run NMS per category."""
    if boxes.numel() > (4000 if boxes.device.type == "cpu" else 20000):
        return _batched_nms_vanilla(boxes, scores, idxs, iou_threshold)
    return _batched_nms_coordinate_trick(boxes, scores, idxs, iou_threshold)


def _batched_nms_coordinate_trick(boxes, scores, idxs, iou_threshold):
    if boxes.numel() == 0:
        return torch.empty((0,), dtype=torch.int64, device=boxes.device)
    max_coordinate = boxes.max()
    offsets = idxs.to(boxes) * (max_coordinate + torch.tensor(1).to(boxes))
    return nms(boxes + offsets[:, None], scores, iou_threshold)


def _batched_nms_vanilla(boxes, scores, idxs, iou_threshold):
    keep_mask = torch.zeros_like(scores, dtype=torch.bool)
    for class_id in torch.unique(idxs):
        curr_indices = torch.where(idxs == class_id)[0]
        curr_keep_indices = nms(boxes[curr_indices], scores[curr_indices], iou_threshold)
        keep_mask[curr_indices[curr_keep_indices]] = True
    keep_indices = torch.where(keep_mask)[0]
    return keep_indices[scores[keep_indices].sort(descending=True)[1]]


def remove_small_boxes(boxes: Tensor, min_size: float) -> Tensor:
    ws, hs = boxes[:, 2] - boxes[:, 0], boxes[:, 3] - boxes[:, 1]
    return torch.where((ws >= min_size) & (hs >= min_size))[0]


def clip_boxes_to_image(boxes: Tensor, size) -> Tensor:
    height, width = size
    boxes_x = boxes[..., 0::2].clamp(min=0, max=width)
    boxes_y = boxes[..., 1::2].clamp(min=0, max=height)
    return torch.stack((boxes_x, boxes_y), dim=boxes.dim()).reshape(boxes.shape)


def _to_xyxy(boxes, fmt):
    if fmt == "xywh":
        x, y, w, h = boxes.unbind(-1)
        return torch.stack([x, y, x + w, y + h], dim=-1)
    cx, cy, w, h = boxes.unbind(-1)
    return torch.stack([cx - 0.5 * w, cy - 0.5 * h, cx + 0.5 * w, cy + 0.5 * h], dim=-1)


def _from_xyxy(boxes, fmt):
    x1, y1, x2, y2 = boxes.unbind(-1)
    if fmt == "xywh":
        return torch.stack([x1, y1, x2 - x1, y2 - y1], dim=-1)
    return torch.stack([(x1 + x2) / 2, (y1 + y2) / 2, x2 - x1, y2 - y1], dim=-1)


def box_convert(boxes: Tensor, in_fmt: str, out_fmt: str) -> Tensor:
    allowed_fmts = ("xyxy", "xywh", "cxcywh")
    if in_fmt not in allowed_fmts or out_fmt not in allowed_fmts:
        raise ValueError("Unsupported Bounding Box Conversions for given in_fmt and out_fmt")
    if in_fmt == out_fmt:
        return boxes.clone()
    if in_fmt != "xyxy":
        boxes = _to_xyxy(boxes, in_fmt)
    return boxes if out_fmt == "xyxy" else _from_xyxy(boxes, out_fmt)


def _upcast(t):
    # integer products overflow in narrow types, half-precision ones lose too much
    if t.is_floating_point():
        return t if t.dtype in (torch.float32, torch.float64) else t.float()
    return t if t.dtype in (torch.int32, torch.int64) else t.int()


def box_area(boxes: Tensor) -> Tensor:
    boxes = _upcast(boxes)
    return (boxes[:, 2] - boxes[:, 0]) * (boxes[:, 3] - boxes[:, 1])


def _box_inter_union(boxes1, boxes2):
    area1 = box_area(boxes1)
    area2 = box_area(boxes2)
    lt = torch.max(boxes1[:, None, :2], boxes2[:, :2])
    rb = torch.min(boxes1[:, None, 2:], boxes2[:, 2:])
    wh = _upcast(rb - lt).clamp(min=0)
    inter = wh[:, :, 0] * wh[:, :, 1]
    return inter, area1[:, None] + area2 - inter


def box_iou(boxes1: Tensor, boxes2: Tensor) -> Tensor:
    inter, union = _box_inter_union(boxes1, boxes2)
    return inter / union


def _enclosing_wh(boxes1, boxes2):
    lti = torch.min(boxes1[:, None, :2], boxes2[:, :2])
    rbi = torch.max(boxes1[:, None, 2:], boxes2[:, 2:])
    return _upcast(rbi - lti).clamp(min=0)


def generalized_box_iou(boxes1: Tensor, boxes2: Tensor) -> Tensor:
    inter, union = _box_inter_union(boxes1, boxes2)
    iou = inter / union
    whi = _enclosing_wh(boxes1, boxes2)
    areai = whi[:, :, 0] * whi[:, :, 1]
    return iou - (areai - union) / areai


def _box_diou_iou(boxes1, boxes2, eps=1e-7):
    iou = box_iou(boxes1, boxes2)
    whi = _enclosing_wh(boxes1, boxes2)
    diagonal_distance_squared = (whi[:, :, 0] ** 2) + (whi[:, :, 1] ** 2) + eps
    x_p = (boxes1[:, 0] + boxes1[:, 2]) / 2
    y_p = (boxes1[:, 1] + boxes1[:, 3]) / 2
    x_g = (boxes2[:, 0] + boxes2[:, 2]) / 2
    y_g = (boxes2[:, 1] + boxes2[:, 3]) / 2
    centers_distance_squared = (_upcast(x_p[:, None] - x_g[None, :]) ** 2) + (_upcast(y_p[:, None] - y_g[None, :]) ** 2)
    return iou - (centers_distance_squared / diagonal_distance_squared), iou


def distance_box_iou(boxes1: Tensor, boxes2: Tensor, eps: float = 1e-7) -> Tensor:
    diou, _ = _box_diou_iou(_upcast(boxes1), _upcast(boxes2), eps=eps)
    return diou


def complete_box_iou(boxes1: Tensor, boxes2: Tensor, eps: float = 1e-7) -> Tensor:
    boxes1 = _upcast(boxes1)
    boxes2 = _upcast(boxes2)
    diou, iou = _box_diou_iou(boxes1, boxes2, eps)
    w_pred = boxes1[:, None, 2] - boxes1[:, None, 0]
    h_pred = boxes1[:, None, 3] - boxes1[:, None, 1]
    w_gt = boxes2[:, 2] - boxes2[:, 0]
    h_gt = boxes2[:, 3] - boxes2[:, 1]
    v = (4 / (torch.pi ** 2)) * torch.pow(torch.atan(w_pred / h_pred) - torch.atan(w_gt / h_gt), 2)
    with torch.no_grad():
        alpha = v / (1 - iou + v + eps)
    return diou - alpha * v


def masks_to_boxes(masks: Tensor) -> Tensor:
    if masks.numel() == 0:
        return torch.zeros((0, 4), device=masks.device, dtype=torch.float)
    bounding_boxes = torch.zeros((masks.shape[0], 4), device=masks.device, dtype=torch.float)
    for index, mask in enumerate(masks):
        y, x = torch.where(mask != 0)
        bounding_boxes[index, 0] = torch.min(x)
        bounding_boxes[index, 1] = torch.min(y)
        bounding_boxes[index, 2] = torch.max(x)
        bounding_boxes[index, 3] = torch.max(y)
    return bounding_boxes
