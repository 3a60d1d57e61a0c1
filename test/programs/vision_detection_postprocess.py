# Detection post-processing with torchvision.ops on synthetic predictions: decode centre-size boxes to corners, clip
# to the image, drop tiny and low-score boxes, class-wise NMS, keep the top detections, then match them to ground
# truth by IoU and score the match with the generalised IoU loss.
import torch
from torchvision.ops import (batched_nms, box_area, box_convert, box_iou, clip_boxes_to_image,
                             generalized_box_iou_loss, nms, remove_small_boxes)

torch.manual_seed(42)
image_size = (120, 160)  # height, width
num_preds, num_classes = 60, 3
centers = torch.rand(num_preds, 2) * torch.tensor([160.0, 120.0])
sizes = torch.rand(num_preds, 2) * 50 + 2
boxes = box_convert(torch.cat([centers, sizes], 1), in_fmt="cxcywh", out_fmt="xyxy")
boxes = clip_boxes_to_image(boxes, image_size)
scores = torch.rand(num_preds)
classes = torch.randint(0, num_classes, (num_preds,))

keep = remove_small_boxes(boxes, min_size=4.0)
print(f"{num_preds - len(keep)} boxes too small")
boxes, scores, classes = boxes[keep], scores[keep], classes[keep]
keep = scores > 0.3
boxes, scores, classes = boxes[keep], scores[keep], classes[keep]
print(f"{len(boxes)} boxes above the score threshold")

plain = nms(boxes, scores, iou_threshold=0.4)
per_class = batched_nms(boxes, scores, classes, iou_threshold=0.4)
print("class-agnostic NMS keeps", len(plain), "class-wise NMS keeps", len(per_class))
top = per_class[:5]
for i in top.tolist():
    x1, y1, x2, y2 = boxes[i].tolist()
    print(f"class {classes[i].item()} score {scores[i]:.3f} box ({x1:.1f}, {y1:.1f}, {x2:.1f}, {y2:.1f}) "
          f"area {box_area(boxes[i:i + 1]).item():.1f}")

gt = torch.tensor([[10.0, 20.0, 60.0, 80.0], [90.0, 30.0, 150.0, 100.0], [40.0, 60.0, 80.0, 110.0]])
iou = box_iou(boxes[top], gt)
print(iou)
best_iou, best_gt = iou.max(dim=1)
print("matched gt:", best_gt.tolist(), "iou:", [round(v, 3) for v in best_iou.tolist()])
loss = generalized_box_iou_loss(boxes[top], gt[best_gt], reduction="mean")
print(f"GIoU loss {loss.item():.4f}")
print(box_convert(boxes[top[:2]], "xyxy", "xywh"))
