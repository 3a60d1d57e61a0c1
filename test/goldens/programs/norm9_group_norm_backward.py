# group_norm's gradients to the bit, as ATen's CPU backward kernel forms them: per (sample, channel) ds = sum(dy * x)
# and db = sum(dy); per (sample, group) their sums weighted by the weight (vector lanes, then a short vector of
# rounded products, then fused multiply-adds), c2 and c3 from them, dx = c1 * dy + c2 * x + c3; the weight's and
# bias's gradients summed over the samples in order. Planes of 1 or 4 values (2 too for float64), where 1.13's
# ComputeInternalGradients sums as current PyTorch's does (the other sizes are in the current-PyTorch fixtures).
# Each line: the md5 of the float.hex of every output and gradient.
import hashlib
import torch
import torch.nn as nn
import torch.nn.functional as F


def digest(t):
    return hashlib.md5(' '.join(float(v).hex() for v in t.detach().reshape(-1).tolist()).encode()).hexdigest()[:12]


def case(N, C, HW, G, dtype, affine, eps):
    x = (torch.randn(N, C, HW) * 2 + 0.5).to(dtype).requires_grad_()
    w = torch.randn(C).to(dtype).requires_grad_() if affine else None
    b = torch.randn(C).to(dtype).requires_grad_() if affine else None
    dy = torch.randn(N, C, HW).to(dtype)
    y = F.group_norm(x, G, w, b, eps)
    y.backward(dy)
    grads = [x.grad] + ([w.grad, b.grad] if affine else [])
    print(N, C, HW, G, dtype, affine, eps, type(y.grad_fn).__name__, ' '.join(digest(t) for t in [y, *grads]))


torch.manual_seed(0)
shapes = [(2, 4, 1, 2), (3, 6, 1, 2), (1, 18, 1, 3), (4, 9, 1, 9), (2, 70, 1, 5), (2, 6, 4, 3), (2, 12, 4, 3),
          (1, 40, 4, 4), (2, 10, 4, 1), (1, 48, 4, 3), (3, 34, 4, 2), (5, 30, 4, 1), (2, 22, 4, 11), (1, 96, 4, 2)]
for (N, C, HW, G) in shapes:
    for dtype in (torch.float32, torch.float64):
        for affine in (False, True):
            case(N, C, HW, G, dtype, affine, 1e-5)
    case(N, C, HW, G, torch.float32, True, 0.5)
for (N, C, HW, G) in [(2, 20, 2, 4), (2, 64, 2, 4), (2, 24, 2, 2), (2, 16, 2, 16), (3, 10, 2, 5)]:
    case(N, C, HW, G, torch.float64, True, 1e-5)

# images: [N, C, H, W] with planes of 4 values, through nn.GroupNorm
m = nn.GroupNorm(3, 12)
with torch.no_grad():
    m.weight.uniform_(0.5, 1.5)
    m.bias.uniform_(-1, 1)
img = torch.randn(2, 12, 2, 2, requires_grad=True)
(m(img) * torch.randn(2, 12, 2, 2)).sum().backward()
print(digest(img.grad), digest(m.weight.grad), digest(m.bias.grad))
print(img.grad[0, :2].tolist(), m.weight.grad[:4].tolist(), m.bias.grad[:4].tolist())
