# 1-D pooling (max with indices, average, adaptive average) as PyTorch runs it: a one-row 2-D pool
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 3, 10, requires_grad=True)
for m in (nn.MaxPool1d(3), nn.MaxPool1d(3, stride=2, padding=1, dilation=1, ceil_mode=True), nn.AvgPool1d(4),
          nn.AvgPool1d(3, stride=2, padding=1, count_include_pad=False), nn.AvgPool1d(4, ceil_mode=True),
          nn.AdaptiveAvgPool1d(4), nn.AdaptiveAvgPool1d(1)):
    y = m(x)
    print(m, tuple(y.shape), type(y.grad_fn).__name__)
    print(y[1])
    y.sum().backward()
    print(x.grad[1, 0])
    x.grad = None
vals, idx = nn.MaxPool1d(2, return_indices=True)(x)
print(vals[0, 0], idx[0, 0])
vals, idx = F.max_pool1d(x, kernel_size=3, stride=1, dilation=2, return_indices=True)
print(vals[1, 2], idx[1, 2])
print(F.avg_pool1d(x[0], 2), F.adaptive_avg_pool1d(x[0], 3))
print(F.max_pool1d(x[0], 4, 3))
