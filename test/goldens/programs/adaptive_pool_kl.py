# Adaptive average pooling (values and gradients), softmin, KL divergence, PReLU.
import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(0)
x = torch.randn(2, 3, 7, 5, requires_grad=True)
y = F.adaptive_avg_pool2d(x, (3, 2))
print(y[1, 1], y.grad_fn.__class__.__name__)
(y * torch.arange(y.numel()).view(y.shape)).sum().backward(); print(x.grad[1, 1])
print(F.adaptive_avg_pool2d(x, 1).shape, nn.AdaptiveAvgPool2d((None, 2))(x).shape, nn.AdaptiveAvgPool2d(1), nn.AdaptiveAvgPool2d((2, 3)))
print(F.softmin(torch.tensor([1., 2., 3.]), dim=0), nn.Softmin(dim=1)(torch.tensor([[1., 0.]])))
p = F.log_softmax(torch.randn(4, 5), 1); q = F.softmax(torch.randn(4, 5), 1)
print(F.kl_div(p, q, reduction='batchmean'), F.kl_div(p, q, reduction='sum'), F.kl_div(p, q.log(), reduction='batchmean', log_target=True), nn.KLDivLoss(reduction='batchmean')(p, q))
m = nn.PReLU(); print(m, m(torch.tensor([-2., 3.])).detach(), nn.PReLU(3)(torch.randn(2, 3, 2)).shape, list(m.parameters()))
