import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.nn.modules.channelshuffle import ChannelShuffle
from torch.nn.modules.pixelshuffle import PixelShuffle, PixelUnshuffle

torch.manual_seed(0)

# pixel shuffle and its inverse, with batch dims, non-contiguous input and gradients
x = torch.randn(2, 8, 3, 2, requires_grad=True)
y = F.pixel_shuffle(x, 2)
print(y.shape, y.grad_fn.name(), y.is_contiguous())
print(torch.equal(F.pixel_unshuffle(y, 2), x))
y.backward(torch.arange(y.numel(), dtype=torch.float32).view(y.shape))
print(x.grad[0, :, 0, 0])
u = PixelUnshuffle(2)(torch.arange(48.).view(1, 3, 4, 4).requires_grad_())
print(u.shape, u.grad_fn.name(), u[0, :, 0, 0])
print(torch.pixel_shuffle(torch.arange(16).view(4, 2, 2), 2))
print(F.pixel_shuffle(torch.arange(32.).view(2, 4, 2, 2).transpose(2, 3), 2))
print(torch.pixel_shuffle(torch.arange(32).view(2, 1, 4, 2, 2), 2).shape, torch.pixel_unshuffle(torch.zeros(3, 1, 2, 4, 6), 2).shape)
print(PixelShuffle(3), PixelUnshuffle(2), ChannelShuffle(4), nn.GLU(), nn.GLU(1))
print(nn.Sequential(nn.Conv2d(1, 4, 1), nn.PixelShuffle(2)))

# channel shuffle
print(F.channel_shuffle(torch.arange(12).view(1, 6, 2), 3))
print(ChannelShuffle(2)(torch.arange(16.).view(2, 4, 2)))
print(torch.channel_shuffle(torch.arange(24.).view(1, 6, 2, 2).transpose(2, 3), 2)[0, :, 0])
print(torch.native_channel_shuffle(torch.arange(8).view(1, 4, 2), 2))

# glu: values, gradients, double backward
g = torch.randn(3, 6, 4, requires_grad=True)
for d in (1, -1, 0):
    try:
        out = F.glu(g, d)
        print(d, out.shape, out.grad_fn.name())
        out.backward(torch.randn_like(out))
        print(g.grad.sum(1))
        g.grad = None
    except Exception as e:
        print(type(e).__name__, e)
print(nn.GLU()(torch.tensor([1., 2., -3., 0.5])))
print(F.glu(torch.tensor([[1., 2.], [3., 4.]], dtype=torch.float64), 0))
h = torch.randn(2, 4, dtype=torch.float64, requires_grad=True)
gh, = torch.autograd.grad(F.glu(h).sum(), h, create_graph=True)
print(gh)
print(torch.autograd.grad(gh.pow(2).sum(), h)[0])
go = torch.randn(2, 2, dtype=torch.float64, requires_grad=True)
gh, = torch.autograd.grad(F.glu(h), h, go, create_graph=True)
print([t for t in torch.autograd.grad((gh * torch.arange(8.).view(2, 4)).sum(), (h, go))])
big = torch.randn(5, 38)
print(torch.equal(F.glu(big), big[:, :19] * torch.sigmoid(big[:, 19:])))
print(F.glu(big)[:, -3:])
print(F.glu(torch.randn(3, 100, dtype=torch.float64), 1).sum(1))

# errors
for f in [lambda: F.glu(torch.arange(4)), lambda: F.glu(torch.tensor(1.)), lambda: F.glu(torch.randn(3)),
          lambda: F.glu(torch.randn(2, 3), 1), lambda: F.glu(torch.randn(2, 4), 2),
          lambda: F.pixel_shuffle(torch.randn(2, 2), 2), lambda: F.pixel_shuffle(torch.randn(3, 2, 2), 2),
          lambda: F.pixel_shuffle(torch.randn(4, 2, 2), 0), lambda: F.pixel_unshuffle(torch.randn(4, 3, 2), 2),
          lambda: F.pixel_unshuffle(torch.randn(4, 2, 3), 2), lambda: F.pixel_unshuffle(torch.randn(4, 2, 2), -1),
          lambda: F.pixel_unshuffle(torch.randn(2, 2), 1),
          lambda: F.channel_shuffle(torch.randn(4, 2), 2), lambda: F.channel_shuffle(torch.randn(1, 3, 2), 2),
          lambda: F.channel_shuffle(torch.randn(1, 4, 2), 0)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
