# Nearest and nearest-exact upsampling's gradient adds each output's gradient into its input cell in output order
# (the backward kernel's loop over output rows, then columns), so cells fed by several rows and columns round as
# PyTorch's do.
import torch
import torch.nn.functional as F

torch.manual_seed(0)


def bits(t):
    return " ".join(float.hex(v) for v in t.detach().double().flatten().tolist())


cases = [((2, 3, 11), dict(size=29)), ((2, 3, 7, 9), dict(size=(13, 20))), ((1, 2, 7, 9), dict(size=(4, 5))),
         ((1, 2, 6, 7), dict(scale_factor=2.6)), ((1, 2, 3, 4, 5), dict(size=(5, 7, 11))),
         ((1, 1, 5, 6, 7), dict(scale_factor=(1.5, 2.0, 0.6)))]
for dtype in (torch.float32, torch.float64):
    for shape, kw in cases:
        for mode in ("nearest", "nearest-exact"):
            x = torch.randn(*shape).to(dtype).requires_grad_()
            y = F.interpolate(x, mode=mode, **kw)
            g = torch.randn(y.shape).to(dtype)
            y.backward(g)
            print(dtype, shape, mode, tuple(y.shape))
            print(" out", bits(y))
            print(" grad", bits(x.grad))
x = torch.randn(2, 3, 5, 6).to(memory_format=torch.channels_last).requires_grad_()
y = torch.nn.Upsample(scale_factor=2.5)(x)
y.backward(torch.randn(y.shape))
print("channels_last", bits(x.grad))
