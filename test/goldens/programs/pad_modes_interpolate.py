import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.arange(12.).reshape(1, 1, 3, 4).requires_grad_()
for mode in ["reflect", "replicate", "circular"]:
    out = F.pad(x, (2, 1, 1, 2), mode=mode)
    print(mode, out.detach())
    (out * torch.arange(out.numel()).reshape(out.shape)).sum().backward()
    print(x.grad)
    x.grad = None
s = torch.randn(2, 3, 5)
print(F.pad(s, (2, 3), mode='reflect')[0], F.pad(s, (1, 1), mode='replicate')[1, 0], nn.ReflectionPad1d(2)(s).shape)
v = torch.randn(1, 2, 3, 3, 3)
print(F.pad(v, (1, 1, 1, 1, 1, 1), mode='replicate').shape, nn.ReplicationPad3d((1, 0, 0, 1, 2, 0))(v)[0, 1, 0])
for m in [nn.ReflectionPad2d(1), nn.ReplicationPad2d((1, 2, 0, 1)), nn.ZeroPad2d(2), nn.ConstantPad1d(2, 3.5), nn.ConstantPad3d(1, -1.)]:
    print(m, m.padding)
print(nn.ZeroPad2d((1, 0, 2, 0))(torch.ones(1, 2, 2)))
for bad in [lambda: F.pad(x, (3, 3), mode='reflect'), lambda: F.pad(torch.ones(4), (1, 1), mode='reflect'),
            lambda: F.pad(x, (1, 1), mode='reflect', value=2.), lambda: F.interpolate(x, scale_factor=2, mode='bilinear', size=3),
            lambda: F.interpolate(x, scale_factor=2, mode='linear'), lambda: F.interpolate(x, scale_factor=2, align_corners=True)]:
    try: bad()
    except Exception as e: print(type(e).__name__, e)
img = torch.randn(2, 3, 5, 7, requires_grad=True)
for kw in [dict(scale_factor=2, mode='bilinear'), dict(scale_factor=2, mode='bilinear', align_corners=True), dict(size=(3, 4), mode='bilinear'),
           dict(size=(8, 11), mode='bilinear', align_corners=True), dict(scale_factor=1.7, mode='bilinear'), dict(scale_factor=(0.5, 1.5), mode='bilinear', recompute_scale_factor=True),
           dict(scale_factor=2, mode='nearest'), dict(size=(4, 9), mode='nearest'), dict(scale_factor=1.5, mode='nearest-exact'), dict(size=(3, 3), mode='area'),
           dict(scale_factor=2, mode='bicubic'), dict(size=(6, 5), mode='bicubic', align_corners=True)]:
    out = F.interpolate(img, **kw)
    print(kw, out.shape)
    print(out[1, 2, :2].detach())
    (out * torch.arange(out.numel()).reshape(out.shape).cos()).sum().backward()
    print(round(img.grad[0, 1].sum().item(), 3), round(img.grad.abs().sum().item(), 2))
    img.grad = None
sig = torch.randn(1, 2, 6)
print(F.interpolate(sig, scale_factor=1.5, mode='linear'), F.interpolate(sig, size=4, mode='linear', align_corners=True))
vol = torch.randn(1, 1, 2, 3, 3)
print(F.interpolate(vol, scale_factor=2, mode='trilinear')[0, 0, 1], F.interpolate(vol, size=(3, 2, 4), mode='nearest')[0, 0, 2])
up = nn.Upsample(scale_factor=2, mode='bilinear', align_corners=True)
print(up.scale_factor, up.mode, up(img).shape, nn.UpsamplingBilinear2d(size=(4, 4))(img)[0, 0].detach())
v = torch.arange(24.).reshape(1, 2, 3, 4)
for args in [((0, 0, 0, 0, 2, 2), 'reflect'), ((3, 0), 'reflect'), ((1,), 'reflect'), ((1, 1, 1, 1, 1, 1, 1, 1), 'reflect'),
             ((-1, 2), 'circular'), ((2, -1, -1, 1), 'circular'), ((-2, -3), 'replicate'), ((-1, -1), 'reflect'),
             ((-1, 1, 1, -2), 'reflect'), ((-2, -2), 'circular'), ((-2, -2, 0, 0), 'replicate'), ((5, 0), 'circular'), ((1, 1), 'wrap')]:
    try:
        print(F.pad({2: v[0], 4: v, 6: v[None]}.get(len(args[0]), v), *args))
    except Exception as e:
        print(type(e).__name__, e)
for mode in ['reflect', 'replicate', 'circular']:
    print(mode, F.pad(x, (1, 1, 2, 0), mode=mode).grad_fn.__class__.__name__,
          F.pad(x[0], (1, 2), mode=mode).grad_fn.__class__.__name__,
          F.pad(torch.ones(1, 1, 2, 3, 4, requires_grad=True), (1, 1, 1, 1, 1, 1), mode=mode).grad_fn.__class__.__name__)
print(F.interpolate(x, size=3, mode='area').grad_fn.__class__.__name__)
