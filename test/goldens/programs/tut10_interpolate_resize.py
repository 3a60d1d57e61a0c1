# Resizing feature maps with F.interpolate: nearest, nearest-exact, (bi)linear with and without align_corners,
# bicubic, area, scale_factor versus size, recompute_scale_factor, 1-D and 3-D inputs, nn.Upsample, gradients, and the
# argument errors.
import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.arange(1.0, 5.0).view(1, 1, 2, 2)
print(F.interpolate(x, scale_factor=2, mode='nearest'))
print(F.interpolate(x, size=(3, 3), mode='nearest'))
print(F.interpolate(x, size=(3, 3), mode='nearest-exact'))
print(F.interpolate(x, scale_factor=2, mode='bilinear', align_corners=False))
print(F.interpolate(x, scale_factor=2, mode='bilinear', align_corners=True))
print(F.interpolate(x, size=(3, 5), mode='bicubic', align_corners=False))

y = torch.arange(16.0).view(1, 1, 4, 4)
print(F.interpolate(y, size=(2, 2), mode='area'))
print(F.interpolate(y, scale_factor=0.5, mode='bilinear', align_corners=False))
print(F.adaptive_avg_pool2d(y, 2).equal(F.interpolate(y, size=(2, 2), mode='area')))
print(F.interpolate(y, size=(3, 3), mode='area'))
print(F.interpolate(y, scale_factor=0.75, mode='nearest').shape,
      F.interpolate(y, scale_factor=0.75, mode='bilinear', recompute_scale_factor=True).shape)

s = torch.tensor([[[0.0, 1.0, 4.0, 9.0]]])
print(F.interpolate(s, size=7, mode='linear', align_corners=True))
print(F.interpolate(s, scale_factor=1.5, mode='linear'))
v = torch.arange(8.0).view(1, 1, 2, 2, 2)
print(F.interpolate(v, scale_factor=2, mode='trilinear').shape, F.interpolate(v, size=(1, 1, 1), mode='trilinear'))

up = nn.Upsample(scale_factor=2, mode='bilinear', align_corners=True)
print(up(x).shape, up.mode, up.align_corners, nn.Upsample(size=3).size)

g = x.clone().requires_grad_()
F.interpolate(g, scale_factor=2, mode='bilinear', align_corners=False).sum().backward()
print(g.grad)
g.grad = None
F.interpolate(g, size=(3, 3), mode='nearest').sum().backward()
print(g.grad)

for kwargs in [dict(), dict(size=4, scale_factor=2), dict(size=(4, 4, 4)), dict(size=4, mode='linear')]:
    try:
        F.interpolate(x, **kwargs)
    except (ValueError, NotImplementedError) as e:
        print(type(e).__name__ + ':', e)
