# Linear, bilinear and trilinear interpolation and their gradients follow PyTorch's CPU kernels to the bit: source
# positions in double with the product fused, blends fused as GCC compiles them, float64 with true fused
# multiply-adds, the channels_last kernel (also taken by single-channel batches) summing each output's corners, and
# the backward adding every output's weighted gradient into its corners in output order.
import torch
import torch.nn.functional as F

torch.manual_seed(0)


def bits(t):
    return " ".join(float.hex(v) for v in t.detach().double().flatten().tolist())


cases = [
    ((2, 3, 11), dict(size=25, mode="linear")),
    ((2, 3, 11), dict(size=25, mode="linear", align_corners=True)),
    ((1, 2, 33), dict(scale_factor=0.61, mode="linear", recompute_scale_factor=True)),
    ((2, 3, 7, 9), dict(size=(13, 20), mode="bilinear")),
    ((2, 3, 7, 9), dict(size=(13, 20), mode="bilinear", align_corners=True)),
    ((2, 3, 7, 9), dict(size=(4, 5), mode="bilinear")),
    ((1, 2, 19, 23), dict(scale_factor=(0.7, 1.9), mode="bilinear")),
    ((2, 1, 7, 9), dict(size=(13, 20), mode="bilinear")),
    ((1, 1, 3, 4, 5), dict(size=(5, 7, 9), mode="trilinear")),
    ((1, 2, 4, 5, 6), dict(scale_factor=1.5, mode="trilinear", align_corners=True)),
]
for dtype in (torch.float32, torch.float64):
    for shape, kw in cases:
        x = torch.randn(*shape).to(dtype).requires_grad_()
        y = F.interpolate(x, **kw)
        y.backward(torch.randn(y.shape).to(dtype))
        print(dtype, shape, kw, tuple(y.shape))
        print(" out", bits(y))
        print(" grad", bits(x.grad))
    for channels in (3, 11):
        x = torch.randn(2, channels, 5, 6).to(dtype).to(memory_format=torch.channels_last).requires_grad_()
        y = F.interpolate(x, size=(8, 9), mode="bilinear")
        y.backward(torch.randn(y.shape).to(dtype))
        print(dtype, "channels_last", channels, y.is_contiguous(memory_format=torch.channels_last))
        print(" out", bits(y))
        print(" grad", bits(x.grad))
    x = torch.randn(1, 9, 3, 4, 5).to(dtype).to(memory_format=torch.channels_last_3d).requires_grad_()
    y = F.interpolate(x, size=(4, 6, 7), mode="trilinear")
    y.backward(torch.randn(y.shape).to(dtype))
    print(dtype, "channels_last_3d")
    print(" out", bits(y))
    print(" grad", bits(x.grad))
up = torch.nn.Upsample(scale_factor=2, mode="bilinear", align_corners=False)
print(up(torch.arange(12.0).reshape(1, 1, 3, 4)))
