# Bicubic interpolation and its gradient follow PyTorch's CPU kernels to the bit: the forward's weights from the
# source position found in double (its index through floorf), with the multiply-adds GCC fuses there, each blend's
# first product fused with the rounded second; the backward's positions and weights in plain float steps, and
# (grad * wy) * wx added into the 16 clamped taps of every output in output order.
# A channels_last input gives a channels_last result, as current PyTorch's upsample_bicubic2d makes it (1.13 gave a
# contiguous one), so only values are printed for it.
import torch
import torch.nn.functional as F

torch.manual_seed(0)


def bits(t):
    return " ".join(float.hex(v) for v in t.detach().double().flatten().tolist())


cases = [
    ((2, 3, 7, 9), dict(size=(13, 20))),
    ((2, 3, 7, 9), dict(size=(13, 20), align_corners=True)),
    ((2, 3, 9, 7), dict(size=(5, 4))),
    ((1, 2, 19, 23), dict(scale_factor=(0.7, 1.9))),
    ((1, 2, 19, 23), dict(scale_factor=(0.7, 1.9), recompute_scale_factor=True)),
    ((2, 1, 5, 37), dict(size=(11, 70))),
    ((1, 2, 9, 10), dict(size=(1, 5), align_corners=True)),
]
for dtype in (torch.float32, torch.float64):
    for shape, kw in cases:
        x = torch.randn(*shape).to(dtype).requires_grad_()
        y = F.interpolate(x, mode="bicubic", **kw)
        y.backward(torch.randn(y.shape).to(dtype))
        print(dtype, shape, kw, tuple(y.shape))
        print(" out", bits(y))
        print(" grad", bits(x.grad))
    x = torch.randn(2, 5, 6, 7).to(dtype).to(memory_format=torch.channels_last).requires_grad_()
    y = F.interpolate(x, size=(9, 4), mode="bicubic")
    y.backward(torch.randn(y.shape).to(dtype))
    print(dtype, "channels_last")
    print(" out", bits(y))
    print(" grad", bits(x.grad))
print(torch.nn.Upsample(scale_factor=2, mode="bicubic")(torch.arange(12.0).reshape(1, 1, 3, 4)))
