# Pooling (values, indices, gradients, ceil_mode, padding, dilation), one_hot, pad, normalize, cosine_similarity,
# smooth L1 and Huber losses, Unflatten.
import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(0)
x = torch.randn(2, 3, 7, 6, requires_grad=True)
y = F.max_pool2d(x, 2)
print(y.shape, y[0, 0], y.grad_fn.__class__.__name__)
y2, idx = F.max_pool2d(x, 3, stride=2, padding=1, return_indices=True)
print(y2[1, 2], idx[1, 2])
(y2 * torch.arange(y2.numel()).view(y2.shape)).sum().backward()
print(x.grad[1, 2])
x.grad = None
a = F.avg_pool2d(x, 3, stride=2, padding=1)
print(a[0, 1], a.grad_fn.__class__.__name__)
a.sum().backward(); print(x.grad[0, 1])
print(F.avg_pool2d(x, 2, ceil_mode=True).shape, F.avg_pool2d(x, 3, 2, 1, count_include_pad=False)[0, 0], F.max_pool2d(x, 2, ceil_mode=True).shape)
print(F.max_pool2d(x, (2, 3), stride=(1, 2), dilation=(2, 1))[0, 0])
m = nn.Sequential(nn.Conv2d(3, 4, 3), nn.ReLU(), nn.MaxPool2d(2), nn.Flatten(), nn.Unflatten(1, (4, 16)))
print(m, m(torch.randn(1, 3, 10, 10)).shape, nn.AvgPool2d(2), nn.MaxPool2d(3, 1, 1))
print(F.one_hot(torch.tensor([0, 2, 1])), F.one_hot(torch.tensor([[1], [0]]), 4))
print(F.pad(torch.ones(2, 2), (1, 1)), F.pad(torch.ones(1, 2, 2), (0, 1, 2, 0), value=5.), F.pad(torch.arange(6.).view(2, 3), (-1, 0)))
v = torch.tensor([[3., 4.], [1., 0.]])
print(F.normalize(v), F.normalize(v, dim=0), F.cosine_similarity(v, torch.tensor([[1., 0.], [1., 1.]])))
p, t = torch.tensor([0.5, 2.0, -1.0]), torch.tensor([0., 0., 0.])
print(F.smooth_l1_loss(p, t), F.smooth_l1_loss(p, t, beta=0.5, reduction='none'), F.huber_loss(p, t, delta=0.8), nn.SmoothL1Loss()(p, t), nn.HuberLoss(reduction='sum')(p, t))
print(torch.arange(12).unflatten(0, (3, 4)).shape, torch.zeros(2, 6).unflatten(1, (2, -1)).shape)
try:
    F.max_pool2d(torch.zeros(2, 2), 2)
except Exception as e:
    print(type(e).__name__, e)
