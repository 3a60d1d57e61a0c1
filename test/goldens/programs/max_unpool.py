# F.max_unpool1d/2d/3d and nn.MaxUnpool1d/2d/3d: values placed back at max_pool's indices (a later duplicate index
# wins), output_size given or worked out, the checks of the functional layer and of the kernels, and the gradient
# (MaxUnpool2DBackward0 / 3D, SqueezeBackward1 for a signal).
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 3, 5, 6)
y, i = F.max_pool2d(x, 2, return_indices=True)
print(F.max_unpool2d(y, i, 2))
print(F.max_unpool2d(y, i, 2, output_size=(5, 6)))
print(F.max_unpool2d(y[0], i[0], (2, 2), stride=2, output_size=[2, 3, 5, 7]).shape)
y2, i2 = F.max_pool2d(x, 3, stride=2, padding=1, return_indices=True)
print(nn.MaxUnpool2d(3, stride=2, padding=1)(y2, i2, output_size=x.shape))
print(F.max_unpool2d(torch.tensor([[[[1.0, 2.0], [3.0, 4.0]]]]), torch.tensor([[[[0, 0], [0, 5]]]]), 2))
print(F.max_unpool2d(y.double(), i, 2).dtype)

s = torch.randn(2, 3, 8)
ys, is_ = F.max_pool1d(s, 2, return_indices=True)
print(F.max_unpool1d(ys, is_, 2))
print(nn.MaxUnpool1d(2)(ys, is_, output_size=[9]))

v = torch.randn(1, 2, 4, 4, 4)
yv, iv = F.max_pool3d(v, 2, return_indices=True)
print(F.max_unpool3d(yv, iv, 2))
print(nn.MaxUnpool3d(2, stride=2)(yv[0], iv[0]).shape)

print(nn.MaxUnpool2d(2, stride=2, padding=0), nn.MaxUnpool1d(3), nn.MaxUnpool3d(2, 1, 1))


def attempt(f):
    try:
        print(f().shape)
    except (RuntimeError, ValueError) as e:
        print(type(e).__name__, e)


attempt(lambda: F.max_unpool2d(y, i.int(), 2))
attempt(lambda: F.max_unpool2d(y, i[..., :1], 2))
attempt(lambda: F.max_unpool2d(y[0, 0], i[0, 0], 2))
bad = i.clone()
bad[1, 2, 1, 0] = 30
attempt(lambda: F.max_unpool2d(y, bad, 2))
bad[1, 2, 1, 0] = -3
attempt(lambda: F.max_unpool2d(y, bad, 2))
attempt(lambda: F.max_unpool2d(y, i, 2, output_size=(9, 9)))
attempt(lambda: F.max_unpool2d(y, i, 2, output_size=(1, 2, 3)))
attempt(lambda: F.max_unpool2d(y.int(), i, 2))
attempt(lambda: F.max_unpool2d(torch.empty(1, 0, 2, 2), torch.empty(1, 0, 2, 2, dtype=torch.long), 2))
print(F.max_unpool2d(torch.empty(0, 1, 2, 2), torch.empty(0, 1, 2, 2, dtype=torch.long), 2).shape)
attempt(lambda: F.max_unpool3d(yv, iv.int(), 2))
attempt(lambda: F.max_unpool3d(yv, iv[..., :1], 2))
attempt(lambda: F.max_unpool3d(yv[0, 0], iv[0, 0], 2))
bad3 = iv.clone()
bad3[0, 1, 1, 1, 0] = 64
attempt(lambda: F.max_unpool3d(yv, bad3, 2))
attempt(lambda: F.max_unpool3d(yv, iv, 2, stride=0))
attempt(lambda: F.max_unpool3d(torch.empty(1, 2, 0, 2, 2), torch.empty(1, 2, 0, 2, 2, dtype=torch.long), 2))
attempt(lambda: F.max_unpool3d(yv.long(), iv, 2))
attempt(lambda: F.max_unpool1d(torch.randn(3), torch.tensor([0, 3, 5]), 2))

yr = y.clone().requires_grad_()
z = F.max_unpool2d(yr, i, 2)
print(z.grad_fn.name(), z.grad_fn._saved_indices.shape)
(z * torch.arange(z.numel(), dtype=torch.float).view(z.shape)).sum().backward()
print(yr.grad)
sr = ys.clone().requires_grad_()
zs = F.max_unpool1d(sr, is_, 2)
print(zs.grad_fn.name())
zs.pow(2).sum().backward()
print(sr.grad)
vr = yv.clone().requires_grad_()
zv = F.max_unpool3d(vr, iv, 2)
print(zv.grad_fn.name())
(zv * 3).sum().backward()
print(vr.grad)
# max_pool then unpool, end to end
xr = x.clone().requires_grad_()
p, pi = F.max_pool2d(xr, 2, return_indices=True)
F.max_unpool2d(p, pi, 2, output_size=x.shape[-2:]).sum().backward()
print(xr.grad.sum(), xr.grad[0, 0])
