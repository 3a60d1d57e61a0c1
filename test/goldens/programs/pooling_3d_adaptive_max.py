import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 3, 5, 6, 7, requires_grad=True)
for pool in [nn.MaxPool3d(2), nn.MaxPool3d((2, 3, 2), stride=(1, 2, 2), padding=(1, 1, 0)), nn.MaxPool3d(3, 2, 1, ceil_mode=True),
             nn.MaxPool3d(2, dilation=2), nn.AvgPool3d(2), nn.AvgPool3d(3, 2, 1), nn.AvgPool3d(3, 2, 1, count_include_pad=False),
             nn.AvgPool3d(2, ceil_mode=True), nn.AvgPool3d(2, divisor_override=3), nn.AdaptiveAvgPool3d((2, 3, 4)),
             nn.AdaptiveAvgPool3d(1), nn.AdaptiveMaxPool3d(2)]:
    out = pool(x)
    print(pool, out.shape, out.grad_fn.name() if out.grad_fn else None)
    print(out[1, 2].reshape(-1)[:6])
    (out * torch.arange(out.numel()).reshape(out.shape).sin()).sum().backward()
    print(x.grad[0, 1, 1].sum(), x.grad.abs().sum())
    x.grad = None
v, i = F.max_pool3d(x, 2, return_indices=True)
print(i[0, 0], torch.equal(v, x.flatten(2).gather(2, i.flatten(2)).reshape(v.shape)))
y = torch.randn(2, 4, 9, 7, requires_grad=True)
for pool in [nn.AdaptiveMaxPool2d((3, 4)), nn.AdaptiveMaxPool2d(5, return_indices=True), nn.AdaptiveMaxPool2d((None, 2))]:
    out = pool(y)
    if isinstance(out, tuple):
        out, idx = out
        print(idx[1, 2])
    print(pool, out.shape, out[0, 1], out.grad_fn.name())
    out.sum().backward()
    print(y.grad[0, 1])
    y.grad = None
z = torch.randn(3, 10)
print(nn.AdaptiveMaxPool1d(4)(z), F.adaptive_max_pool1d(z.unsqueeze(0), 3, return_indices=True))
bn = nn.BatchNorm3d(3)
print(bn, bn(x).mean().abs() < 1e-6, bn.running_mean)
for bad in [lambda: bn(torch.randn(2, 3, 4)), lambda: F.max_pool3d(torch.randn(2, 3), 2), lambda: F.max_pool3d(torch.randn(1, 1, 2, 2, 2), 3)]:
    try: bad()
    except Exception as e: print(type(e).__name__, e)
