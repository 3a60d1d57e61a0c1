# group_norm on channels_last and channels_last_3d inputs: the result keeps the input's layout, and the statistics are
# the channels-last kernel's: below 1024 positions per image each (sample, group)'s sums of x and x * x (fused) in
# the lanes of a vector over the group's channels, position by position; from 1024 on each channel over the
# positions first, then the group's channels in order; mean = sum * s, variance = sum_sq * s - mean^2 (fused),
# and scale * x + (-scale * mean + bias), fused (the shift only where a weight scales). Float64 throughout, and
# float32 where 1.13 merges the lanes as current PyTorch does (groups of at most 2 channels, or 1024 positions and
# more). Each line: the md5 of the float.hex of every value.
import hashlib
import torch
import torch.nn as nn
import torch.nn.functional as F


def digest(t):
    return hashlib.md5(' '.join(float(v).hex() for v in t.detach().reshape(-1).tolist()).encode()).hexdigest()[:12]


torch.manual_seed(0)
cases = [(2, 8, 3, 3, 2, torch.float64), (2, 6, 5, 4, 3, torch.float64), (1, 16, 4, 4, 4, torch.float64),
         (2, 12, 7, 5, 3, torch.float64), (1, 32, 2, 3, 8, torch.float64), (2, 40, 3, 7, 2, torch.float64),
         (2, 6, 5, 4, 3, torch.float32), (3, 14, 5, 5, 7, torch.float32), (1, 10, 3, 3, 5, torch.float32),
         (2, 4, 9, 9, 4, torch.float32), (2, 20, 33, 33, 4, torch.float32), (2, 20, 33, 33, 4, torch.float64),
         (1, 10, 40, 30, 5, torch.float32), (2, 12, 32, 32, 3, torch.float32), (1, 6, 32, 33, 1, torch.float32)]
for (N, C, H, W, G, dtype) in cases:
    x = (torch.randn(N, C, H, W) * 2 + .5).to(dtype).to(memory_format=torch.channels_last)
    w, b = torch.randn(C).to(dtype), torch.randn(C).to(dtype)
    ys = [F.group_norm(x, G), F.group_norm(x, G, w, b, 1e-3), F.group_norm(x, G, w)]
    if H * W < 1024 or dtype == torch.float32:
        ys.append(F.group_norm(x, G, None, b))
    print(N, C, H, W, G, dtype, ys[1].stride(), ys[1].is_contiguous(memory_format=torch.channels_last),
          ' '.join(digest(y) for y in ys))

x3 = torch.randn(2, 6, 3, 4, 5).double().to(memory_format=torch.channels_last_3d)
y3 = F.group_norm(x3, 3, torch.randn(6).double())
print(y3.stride(), y3.is_contiguous(memory_format=torch.channels_last_3d), digest(y3))

m = nn.GroupNorm(2, 4).double()
img = torch.randn(2, 4, 5, 5).double().to(memory_format=torch.channels_last)
with torch.no_grad():
    out = m(img)
print(out.stride(), digest(out), out[0, :, 0, 0].tolist())
