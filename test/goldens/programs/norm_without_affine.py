# Normalisation layers without learnable affine parameters still pass gradients to their input, and a 1x1
# adaptive average pool is a mean over the image (its grad_fn says so).
import torch
import torch.nn as nn

torch.manual_seed(0)
x = torch.randn(4, 3, 2, 2, requires_grad=True)
for layer in (nn.BatchNorm2d(3, affine=False), nn.BatchNorm2d(3, affine=False, track_running_stats=False),
              nn.InstanceNorm2d(3), nn.InstanceNorm2d(3, affine=True, track_running_stats=True)):
    y = layer(x)
    print(type(layer).__name__, y.grad_fn.name())
    (y * torch.arange(48.).reshape(4, 3, 2, 2)).sum().backward()
    print(x.grad[0, 0])
    x.grad = None

bn = nn.BatchNorm2d(3, affine=False).eval()
y = bn(x)
y.sum().backward()
print(y.grad_fn.name(), x.grad.sum())
x.grad = None

pooled = nn.functional.adaptive_avg_pool2d(x, 1)
print(pooled.grad_fn.name(), pooled.shape)
print(nn.functional.adaptive_avg_pool2d(x, (1, None)).grad_fn.name())
print(nn.AdaptiveAvgPool2d((1, 1))(x).grad_fn.name())
pooled.sum().backward()
print(x.grad[0])

inorm = nn.InstanceNorm1d(3, track_running_stats=True)
print(inorm)
seq = torch.arange(24.).reshape(2, 3, 4) ** 2
print(inorm(seq))
print(inorm.running_mean, inorm.running_var)
print(inorm.eval()(seq)[0, 0])
print(nn.InstanceNorm1d(3)(seq[0]).shape)
try:
    nn.InstanceNorm1d(3)(torch.ones(1, 3, 1))
except ValueError as e:
    print("ValueError:", e)
try:
    nn.InstanceNorm2d(3)(torch.ones(2, 3))
except ValueError as e:
    print("ValueError:", e)

leaf = torch.ones(2, 3, requires_grad=True)
print(leaf.contiguous() is leaf, leaf.is_leaf, leaf.t().contiguous().grad_fn.name(), leaf.is_leaf)
