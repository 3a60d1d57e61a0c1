# Resampling and patch ops: interpolate modes, affine_grid + grid_sample, unfold/fold, pixel_shuffle.
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(4)
img = torch.arange(16.0).view(1, 1, 4, 4)
for mode in ("nearest", "nearest-exact", "bilinear", "area"):
    print(mode, F.interpolate(img, size=(3, 5), mode=mode)[0, 0])
print(F.interpolate(img, scale_factor=1.5, mode="bilinear", align_corners=True)[0, 0])
print(F.interpolate(img, scale_factor=0.5, mode="bilinear", antialias=True)[0, 0])
print(F.interpolate(torch.arange(5.0).view(1, 1, 5), scale_factor=2, mode="linear")[0, 0])
print(F.interpolate(torch.randn(1, 2, 2, 2, 2), size=3, mode="trilinear").shape)
up = nn.Upsample(scale_factor=2, mode="nearest")
print(up.scale_factor, up.mode, up(img).shape)
try:
    F.interpolate(img, size=(2, 2), mode="linear")
except NotImplementedError as e:
    print("NotImplementedError:", e)
try:
    F.interpolate(img, mode="bilinear")
except ValueError as e:
    print("ValueError:", e)

theta = torch.tensor([[[math.cos(0.3), -math.sin(0.3), 0.1], [math.sin(0.3), math.cos(0.3), 0.0]]])
grid = F.affine_grid(theta, (1, 1, 4, 4), align_corners=False)
print(grid.shape)
print(grid[0, 0])
for mode in ("bilinear", "nearest", "bicubic"):
    for pad in ("zeros", "border", "reflection"):
        out = F.grid_sample(img, grid, mode=mode, padding_mode=pad, align_corners=False)
        print(mode, pad, out[0, 0, 1].tolist())
x = torch.randn(1, 1, 3, 3, requires_grad=True)
g = torch.rand(1, 2, 2, 2) * 2 - 1
F.grid_sample(x, g, align_corners=True).sum().backward()
print(x.grad)

t = torch.arange(2 * 4 * 4.0).view(1, 2, 4, 4)
patches = F.unfold(t, kernel_size=2, stride=2)
print(patches.shape)
print(patches[0, :, 0])
print(torch.equal(F.fold(patches, output_size=(4, 4), kernel_size=2, stride=2), t))
overl = F.unfold(t, kernel_size=3, padding=1)
print(overl.shape)
ones = F.fold(F.unfold(torch.ones(1, 1, 4, 4), 3, padding=1), (4, 4), 3, padding=1)
print(ones[0, 0])
unf = nn.Unfold(kernel_size=(2, 3), dilation=1, stride=(1, 2))
print(unf, unf(t).shape)
print(t.unfold(2, 2, 2).shape, torch.arange(7).unfold(0, 3, 2))

ps = nn.PixelShuffle(2)
y = torch.arange(16.0).view(1, 4, 2, 2)
print(ps(y))
print(torch.equal(nn.PixelUnshuffle(2)(ps(y)), y))
try:
    ps(torch.randn(1, 3, 2, 2))
except RuntimeError as e:
    print("RuntimeError:", e)
print(F.pad(img, (1, 2, 0, 1), mode="replicate")[0, 0])
print(F.pad(img, (1, 1, 1, 1), mode="circular")[0, 0, 0])
