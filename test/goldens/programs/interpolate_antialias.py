import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 3, 17, 23)
# bilinear: the taps' weights and the kernel's summation (plain multiply-adds in blocks of four, fused leftovers)
for kw in [dict(size=(5, 7)), dict(scale_factor=0.37), dict(size=(9, 30)), dict(scale_factor=(0.5, 0.25)),
           dict(size=(4, 4), align_corners=True), dict(size=(17, 6)), dict(scale_factor=0.3, recompute_scale_factor=True)]:
    y = F.interpolate(x, mode='bilinear', antialias=True, **kw)
    print(kw, y.shape, y.sum().item(), y[1, 2].flatten()[:6].tolist())
# bicubic (Keys' a = -0.5), printed at the precision where 1.13's and current PyTorch's filters agree
for kw in [dict(size=(5, 7)), dict(scale_factor=0.37), dict(size=(9, 30)), dict(size=(4, 4), align_corners=True)]:
    y = F.interpolate(x, mode='bicubic', antialias=True, **kw)
    print(kw, y.shape, round(y.sum().item(), 4), round(y.abs().sum().item(), 4), round(y[0, 1, 1, 2].item(), 4))
g = torch.randn(1, 2, 9, 11, requires_grad=True)
for mode in ['bilinear', 'bicubic']:
    out = F.interpolate(g, size=(4, 5), mode=mode, antialias=True)
    (out * torch.arange(out.numel()).reshape(out.shape).cos()).sum().backward()
    print(mode, round(g.grad.sum().item(), 4), round(g.grad.abs().sum().item(), 4), g.grad[0, 1, :2, :4])
    g.grad = None
print(F.interpolate(x, size=(17, 23), mode='bilinear', antialias=True).equal(x))
