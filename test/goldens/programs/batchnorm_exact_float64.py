# Batch norm in float64 to the bit, forward and backward, through the planes kernel (even and odd planes, planes
# shorter than a vector), the rows kernel (channel counts off the 4-wide vector) and channels_last.
import torch
import torch.nn.functional as F

torch.manual_seed(0)


def data(*shape):
    # full float64 values built from float32 draws
    return torch.randn(*shape).double() + torch.randn(*shape).double() * 1.2345e-5


def run(name, x, training=True):
    C = x.shape[1]
    x = x.detach().requires_grad_(True)
    w = (data(C) * 0.5 + 1).requires_grad_(True)
    b = (data(C) * 0.3).requires_grad_(True)
    rm, rv = data(C) * 0.2, data(C).abs() + 0.5
    out = F.batch_norm(x, rm, rv, w, b, training, 0.3, 1e-5)
    g = torch.empty_like(out).copy_(data(*out.shape))
    out.backward(g)
    print(name, out.flatten()[:6].tolist(), out.sum().item())
    print("  running", rm.tolist(), rv.tolist())
    print("  grad", x.grad.flatten()[:6].tolist(), x.grad.abs().sum().item())
    print("  affine", w.grad.tolist(), b.grad.tolist())


run("planes even", data(3, 4, 10) * 2 + 0.5)
run("planes odd", data(4, 3, 5, 7) - 1)
run("planes short", data(5, 3, 3))
run("rows", data(9, 7) * 3)
run("rows wide", data(6, 10) + 2)
run("channels_last", data(2, 6, 3, 5).contiguous(memory_format=torch.channels_last))
run("eval planes", data(3, 4, 9), training=False)
run("eval rows", data(5, 6), training=False)
