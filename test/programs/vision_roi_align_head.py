# A two-stage detector's second stage in miniature: a ResNet-18 trunk gives a stride-16 feature map, roi_align crops
# a fixed-size feature for each proposal (boxes per image, in image coordinates), and a small MLP head scores them;
# roi_pool is the older, rounding variant.
import torch
import torch.nn as nn
from torchvision import models
from torchvision.ops import MLP, RoIAlign, roi_pool

torch.manual_seed(0)
resnet = models.resnet18(weights=None)
trunk = nn.Sequential(resnet.conv1, resnet.bn1, resnet.relu, resnet.maxpool, resnet.layer1, resnet.layer2,
                      resnet.layer3).eval()
images = torch.randn(2, 3, 96, 128)
with torch.no_grad():
    fmap = trunk(images)
print("feature map", tuple(fmap.shape))

proposals = [torch.tensor([[8.0, 8.0, 56.0, 60.0], [30.0, 10.0, 120.0, 90.0]]),
             torch.tensor([[0.0, 0.0, 127.0, 95.0], [64.5, 32.25, 96.0, 70.0], [10.0, 50.0, 40.0, 90.0]])]
align = RoIAlign(output_size=(4, 4), spatial_scale=1 / 16, sampling_ratio=2, aligned=True)
print(align)
crops = align(fmap, proposals)
print("crops", tuple(crops.shape), crops.mean((1, 2, 3)))
head = MLP(256 * 4 * 4, [64, 5], dropout=0.0)
print(head)
with torch.no_grad():
    scores = head(crops.flatten(1))
print(scores.softmax(1))
pooled = roi_pool(fmap, proposals, output_size=2, spatial_scale=1 / 16)
print("roi_pool", tuple(pooled.shape), pooled[:, :2].amax((2, 3)))
