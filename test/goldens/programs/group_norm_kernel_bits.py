# group_norm to the bit: each (sample, group) row's mean and variance in RowwiseMoments' Welford steps (8 float or 4
# double lanes, chunks of 16 vectors, a cascade, leftovers, then the lanes), rstd from the variance clamped at 0, and
# scale * x + (-scale * mean + bias) per channel, the last one fused multiply-add; without weight and bias
# (x - mean) * rstd. Shapes cover rows shorter than a vector, several chunks and leftovers.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
for (N, C, HW, G) in [(2, 4, 1, 2), (2, 4, 3, 2), (2, 6, 5, 3), (1, 8, 16, 2), (2, 32, 9, 8), (1, 4, 100, 1), (1, 6, 300, 2)]:
    for dtype in (torch.float32, torch.float64):
        x = (torch.randn(N, C, HW) * 3 + 1).to(dtype)
        w, b = torch.randn(C).to(dtype), torch.randn(C).to(dtype)
        for y in (F.group_norm(x, G), F.group_norm(x, G, w, b), F.group_norm(x, G, w), F.group_norm(x, G, None, b, 1e-3)):
            print(N, C, HW, G, dtype, y.reshape(-1)[::29].tolist())

torch.manual_seed(1)
gn = nn.GroupNorm(2, 4)
with torch.no_grad():
    gn.weight.uniform_(0.5, 1.5)
    gn.bias.uniform_(-1, 1)
print(gn(torch.randn(2, 4, 3, 3) * 5).view(-1).tolist())
