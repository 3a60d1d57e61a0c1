# Folding BatchNorm into the convolutions of a small trained CNN for inference: each Conv2d -> BatchNorm2d pair
# becomes one Conv2d (torch.nn.utils.fuse_conv_bn_eval), the BatchNorm replaced by Identity; the fused network gives
# the same outputs with fewer layers.
import copy

import torch
import torch.nn as nn
from torch.nn.utils import fuse_conv_bn_eval

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(),
    nn.Conv2d(8, 8, 3, padding=1, bias=False), nn.BatchNorm2d(8), nn.ReLU(),
    nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(8, 2),
)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
x = torch.randn(32, 3, 8, 8)
y = (x.mean(dim=(1, 2, 3)) > 0).long()
for epoch in range(5):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(x), y)
    loss.backward()
    opt.step()
    print(epoch, round(loss.item(), 4))

model.eval()


def fuse(model):
    fused = copy.deepcopy(model)
    for i in range(len(fused) - 1):
        if isinstance(fused[i], nn.Conv2d) and isinstance(fused[i + 1], nn.BatchNorm2d):
            fused[i] = fuse_conv_bn_eval(fused[i], fused[i + 1])
            fused[i + 1] = nn.Identity()
    return fused


fused = fuse(model)
print(fused)
test = torch.randn(4, 3, 8, 8)
with torch.no_grad():
    reference, result = model(test), fused(test)
print(reference)
print(torch.allclose(reference, result, atol=1e-5), (reference - result).abs().max() < 1e-5)
print(fused[3].bias is not None, fused[3].bias.data)
print(sum(p.numel() for p in model.parameters()), sum(p.numel() for p in fused.parameters()))
print(sum(b.numel() for b in model.buffers()), sum(b.numel() for b in fused.buffers()))
