# avg_pool1d/2d and adaptive_avg_pool1d/2d gradients bit for bit: each output's gradient divided in the input's dtype
# (adaptive: by the window's height, then its width) and added onto its window in output order
import hashlib

import torch
import torch.nn.functional as F

torch.manual_seed(0)


def bits(t):
    return hashlib.md5(" ".join(float.hex(v) for v in t.reshape(-1).tolist()).encode()).hexdigest()[:12]


def grad_of(name, fn, x):
    x = x.detach().clone().requires_grad_(True)
    out = fn(x)
    out.backward(torch.randn(out.shape).to(out.dtype))
    print(name, tuple(x.grad.shape), x.grad.stride(), bits(x.grad))


for dtype in (torch.float32, torch.float64):
    d = str(dtype)[6:]
    x1 = torch.randn(3, 5, 17).to(dtype)
    x2 = torch.randn(2, 6, 13, 11).to(dtype)
    layouts = (("contiguous", x2), ("channels_last", x2.contiguous(memory_format=torch.channels_last)),
               ("transposed", x2.transpose(2, 3).contiguous().transpose(2, 3)))
    for kw in (dict(kernel_size=3), dict(kernel_size=3, stride=2, padding=1),
               dict(kernel_size=3, stride=2, padding=1, count_include_pad=False),
               dict(kernel_size=4, stride=3, padding=1, ceil_mode=True),
               dict(kernel_size=3, stride=2, padding=1, ceil_mode=True, count_include_pad=False)):
        args = " ".join(f"{k}={v}" for k, v in kw.items())
        grad_of(f"avg_pool1d {d} {args}", lambda x: F.avg_pool1d(x, **kw), x1)
        for lay, x in layouts:
            grad_of(f"avg_pool2d {d} {lay} {args}", lambda x: F.avg_pool2d(x, **kw), x)
    for lay, x in layouts:
        grad_of(f"avg_pool2d {d} {lay} divisor_override=7", lambda x: F.avg_pool2d(x, 3, 2, 1, divisor_override=7), x)
    for size in (1, 4, 5, 7):
        grad_of(f"adaptive_avg_pool1d {d} {size}", lambda x: F.adaptive_avg_pool1d(x, size), x1)
        for lay, x in layouts:
            grad_of(f"adaptive_avg_pool2d {d} {lay} {size}", lambda x: F.adaptive_avg_pool2d(x, (size, size + 1)), x)
