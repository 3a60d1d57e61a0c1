# torchvision.ops on boxes: non-maximum suppression (plain and per class), areas, IoU and its generalised, distance
# and complete forms, format conversion, clipping and small-box removal, and the detection losses.
import torch
from torchvision import ops

torch.manual_seed(0)
xy = torch.rand(40, 2) * 50
wh = torch.rand(40, 2) * 30 + 1
boxes = torch.cat([xy, xy + wh], 1)
scores = torch.rand(40)
labels = torch.randint(0, 3, (40,))
for t in (0.0, 0.3, 0.5, 0.9):
    print(t, ops.nms(boxes, scores, t))
print(ops.batched_nms(boxes, scores, labels, 0.3))
print(ops.batched_nms(boxes.double(), scores.double(), labels, 0.5))
tied = torch.tensor([[0.0, 0, 10, 10], [1, 1, 11, 11], [20, 20, 30, 30], [0, 0, 10, 10]])
print(ops.nms(tied, torch.tensor([0.5, 0.5, 0.5, 0.5]), 0.5), ops.nms(tied, torch.tensor([0.1, 0.9, 0.3, 0.9]), 0.5))
print(ops.nms(torch.empty(0, 4), torch.empty(0), 0.5), ops.batched_nms(torch.empty(0, 4), torch.empty(0),
                                                                      torch.empty(0, dtype=torch.int64), 0.5))
for bad in [(boxes[:, :3], scores), (boxes, scores[:5]), (boxes[0], scores)]:
    try:
        ops.nms(bad[0], bad[1], 0.5)
    except RuntimeError as e:
        print(e)

print(ops.box_area(boxes[:5]), ops.box_area(torch.tensor([[0, 0, 3, 4], [1, 1, 2, 5]], dtype=torch.int16)))
print(ops.box_iou(boxes[:4], boxes[4:7]))
print(ops.generalized_box_iou(boxes[:4], boxes[4:7]))
print(ops.distance_box_iou(boxes[:3], boxes[4:6]))
print(ops.complete_box_iou(boxes[:3], boxes[4:6]))
print(ops.box_iou(tied.long(), tied.long()))
for fmt in ("xywh", "cxcywh"):
    there = ops.box_convert(boxes[:3], "xyxy", fmt)
    print(fmt, there, ops.box_convert(there, fmt, "xyxy"))
print(ops.box_convert(boxes[:2], "xywh", "cxcywh"), ops.box_convert(boxes[:1], "xyxy", "xyxy"))
try:
    ops.box_convert(boxes, "xyxy", "yxyx")
except ValueError as e:
    print(e)
print(ops.clip_boxes_to_image(boxes[:5], (40, 30)), ops.clip_boxes_to_image(boxes[:6].view(2, 3, 4), (20, 60)))
print(ops.remove_small_boxes(boxes, 20), ops.remove_small_boxes(boxes, 25.5))
masks = torch.zeros(3, 5, 6)
masks[0, 1:3, 2:5] = 1
masks[1, 4, 0] = 1
masks[2] = 1
print(ops.masks_to_boxes(masks), ops.masks_to_boxes(torch.zeros(0, 4, 4)))

logits = torch.randn(6, requires_grad=True)
targets = (torch.rand(6) > 0.5).float()
for reduction in ("none", "mean", "sum"):
    print(reduction, ops.sigmoid_focal_loss(logits, targets, reduction=reduction))
print(ops.sigmoid_focal_loss(logits, targets, alpha=-1, gamma=0))
ops.sigmoid_focal_loss(logits, targets, reduction="mean").backward()
print(logits.grad)
pred = boxes[:4].clone().requires_grad_()
loss = ops.generalized_box_iou_loss(pred, boxes[4:8])
print(loss, ops.generalized_box_iou_loss(pred, boxes[4:8], reduction="mean"))
loss.sum().backward()
print(pred.grad)
