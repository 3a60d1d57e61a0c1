# Batch norm's float32 results to the bit, through each of PyTorch's CPU kernels: contiguous planes, rows of channels
# (2-D inputs, N x C x 1 and channels_last) and strided layouts; forward, running statistics and backward.
import torch
import torch.nn.functional as F

torch.manual_seed(0)


def run(name, x, training=True, affine=True, grad_like_output=True, momentum=0.1, grad_transposed=False):
    C = x.shape[1]
    x = x.detach().requires_grad_(True)
    w = (torch.randn(C) * 0.5 + 1).requires_grad_(True) if affine else None
    b = (torch.randn(C) * 0.3).requires_grad_(True) if affine else None
    rm, rv = torch.randn(C) * 0.2, torch.rand(C) + 0.5
    out = F.batch_norm(x, rm, rv, w, b, training, momentum, 1e-5)
    g = torch.randn(out.shape)
    if grad_like_output:
        g = torch.empty_like(out).copy_(g)
    if grad_transposed:
        g = g.transpose(0, 2).contiguous().transpose(0, 2)
    out.backward(g)
    print(name, out.is_contiguous(), out.flatten()[:12].tolist(), out.sum().item())
    print("  running", rm.tolist(), rv.tolist())
    print("  grad", x.grad.flatten()[:12].tolist(), x.grad.sum().item(), x.grad.abs().sum().item())
    if affine:
        print("  affine", w.grad.tolist(), b.grad.tolist())


run("planes 4d", torch.randn(4, 3, 9, 7) * 2 + 0.5)
run("planes 3d no affine", torch.randn(3, 5, 21) * 3 - 1, affine=False, momentum=0.3)
run("planes short rows", torch.randn(5, 4, 3) + 2)
run("rows 2d", torch.randn(16, 10) * 2 + 0.5)
run("rows 2d narrow", torch.randn(7, 3) * 0.5, momentum=1.0)
run("rows n c 1", torch.randn(6, 9, 1) - 0.5)
run("channels_last", (torch.randn(3, 12, 5, 6) + 1).contiguous(memory_format=torch.channels_last))
run("channels_last grad contiguous", (torch.randn(2, 5, 4, 4) * 2).contiguous(memory_format=torch.channels_last),
    grad_like_output=False)
run("strided transpose", (torch.randn(4, 13, 6) * 2 + 1).transpose(1, 2))
run("strided slice", torch.randn(3, 4, 10, 8)[:, :, ::2, 1:])
run("planes grad transposed", torch.randn(2, 6, 5) * 2, grad_transposed=True)
for layout in ("planes", "rows", "channels_last", "strided"):
    x = {"planes": torch.randn(3, 4, 11), "rows": torch.randn(9, 4),
         "channels_last": torch.randn(2, 4, 3, 5).contiguous(memory_format=torch.channels_last),
         "strided": torch.randn(3, 11, 4).transpose(1, 2)}[layout] * 2 + 0.3
    run("eval " + layout, x, training=False)
