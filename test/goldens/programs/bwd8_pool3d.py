# avg_pool3d and adaptive_avg_pool3d gradients bit for bit: each output's gradient divided in the input's dtype
# (adaptive: by the window's depth, rows and columns in turn) and added onto its window in output order
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
    # (an unbatched avg_pool3d's node is SqueezeBackward1 in 1.13, AvgPool3DBackward0 in current PyTorch)
    node = "" if x.dim() == 4 else type(out.grad_fn).__name__
    print(name, node, tuple(x.grad.shape), x.grad.is_contiguous(), bits(x.grad))


for dtype in (torch.float32, torch.float64):
    d = str(dtype)[6:]
    x = torch.randn(2, 3, 7, 9, 6).to(dtype)
    layouts = (("contiguous", x), ("channels_last_3d", x.contiguous(memory_format=torch.channels_last_3d)),
               ("unbatched", x[0]))
    for kw in (dict(kernel_size=3), dict(kernel_size=3, stride=2, padding=1),
               dict(kernel_size=3, stride=2, padding=1, count_include_pad=False),
               dict(kernel_size=(2, 4, 3), stride=(1, 3, 2), padding=1, ceil_mode=True),
               dict(kernel_size=3, stride=2, padding=1, divisor_override=7)):
        args = " ".join(f"{k}={v}" for k, v in kw.items())
        for lay, t in layouts:
            grad_of(f"avg_pool3d {d} {lay} {args}", lambda x: F.avg_pool3d(x, **kw), t)
    for size in ((1, 3, 1), (4, 3, 4), (5, 2, 5), (7, 9, 6), (3, 4, 4), (1, 1, 1)):
        for lay, t in layouts:
            grad_of(f"adaptive_avg_pool3d {d} {lay} {size}", lambda x: F.adaptive_avg_pool3d(x, size), t)
