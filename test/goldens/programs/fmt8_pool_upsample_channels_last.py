# Adaptive max pooling and nearest upsampling keep a channels-last input's layout in their results (and indices),
# as their CPU kernels allocate them; randn_like then fills a gradient in that memory order.
import hashlib

import torch
import torch.nn.functional as F


def digest(t):
    return hashlib.md5(" ".join(float(v).hex() for v in t.flatten().tolist()).encode()).hexdigest()[:12]


torch.manual_seed(0)
cases = [
    ("adaptive_max_pool2d", lambda x: F.adaptive_max_pool2d(x, 3, return_indices=True), torch.channels_last, 4),
    ("adaptive_max_pool3d", lambda x: F.adaptive_max_pool3d(x, 2, return_indices=True), torch.channels_last_3d, 5),
    ("nearest2d", lambda x: (F.interpolate(x, scale_factor=2),), torch.channels_last, 4),
    ("nearest2d_size", lambda x: (F.interpolate(x, size=(7, 4)),), torch.channels_last, 4),
    ("nearest_exact2d", lambda x: (F.interpolate(x, size=(5, 13), mode="nearest-exact"),), torch.channels_last, 4),
    ("nearest3d", lambda x: (F.interpolate(x, scale_factor=(1, 2, 2)),), torch.channels_last_3d, 5),
    ("nearest1d", lambda x: (F.interpolate(x, scale_factor=3),), torch.contiguous_format, 3),
]
for name, f, fmt, rank in cases:
    shape = [2, 3, 4, 5, 6][:rank]
    x = torch.randn(shape).contiguous(memory_format=fmt).requires_grad_()
    out = f(x)
    y = out[0]
    y.backward(torch.randn_like(y))
    extra = (out[1].stride(), out[1].is_contiguous(memory_format=fmt)) if len(out) > 1 else ()
    print(name, tuple(y.shape), y.stride(), y.is_contiguous(memory_format=fmt), extra)
    print("   ", digest(y), digest(x.grad), x.grad.stride())
