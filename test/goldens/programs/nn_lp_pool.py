import torch
from torch import nn
import torch.nn.functional as F
torch.manual_seed(0)
x = torch.randn(1, 2, 5, 5, requires_grad=True)
y = F.lp_pool2d(x, 2, 2)
print(y)
y.sum().backward(); print(x.grad[0, 0])
print(F.lp_pool2d(x.abs(), 3, (2, 3), stride=(1, 2), ceil_mode=True))
print(F.lp_pool1d(torch.randn(1, 2, 7), 1.5, 3))
print(F.lp_pool1d(torch.rand(2, 6), 2, 2, stride=1))
m = nn.LPPool2d(2, 3, stride=2); print(m, m(torch.rand(1, 1, 6, 6)))
m = nn.LPPool1d(1, 2); print(m, m(torch.randn(1, 1, 6)))
