# adaptive_avg_pool2d divides each window's sum by its height and then by its width (two roundings), as the CPU
# kernel does; windows that tile the input and windows that overlap both show it, in float32 and float64.
import hashlib

import torch
import torch.nn.functional as F


def digest(t):
    return hashlib.md5(" ".join(float(v).hex() for v in t.flatten().tolist()).encode()).hexdigest()[:12]


torch.manual_seed(0)
for (h, w), size in [((9, 10), (3, 2)), ((9, 9), (3, 3)), ((12, 12), (4, 4)), ((7, 7), (3, 3)), ((10, 15), (5, 5)),
                     ((9, 9), (1, 3)), ((5, 7), (2, 3))]:
    for dtype in [torch.float32, torch.float64]:
        x = torch.randn(2, 3, h, w).to(dtype).requires_grad_()
        y = F.adaptive_avg_pool2d(x, size)
        y.backward(torch.randn(y.shape).to(dtype))
        cl = F.adaptive_avg_pool2d(x.detach().contiguous(memory_format=torch.channels_last), size)
        print(h, w, size, dtype, digest(y), digest(cl), digest(x.grad))
print(F.adaptive_avg_pool2d(torch.arange(81.).view(1, 9, 9), 3))
