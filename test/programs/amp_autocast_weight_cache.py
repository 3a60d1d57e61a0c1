# Autocast casts each float32 weight to bfloat16 once per region and reuses the copy (cache_enabled=True):
# updating a weight in place inside the same region is not seen until the region ends.
import torch
import torch.nn as nn

torch.manual_seed(0)
lin = nn.Linear(3, 2)
x = torch.randn(4, 3)

for cache in (True, False):
    with torch.no_grad():
        lin.weight.copy_(torch.tensor([[1.0, 2.0, 3.0], [0.5, -1.0, 0.25]]))
    with torch.autocast("cpu", cache_enabled=cache):
        y1 = lin(x)
        with torch.no_grad():
            lin.weight.mul_(2)
        y2 = lin(x)
    print("cache_enabled =", cache, "| second pass sees the update:", not torch.equal(y1, y2))
    with torch.autocast("cpu", cache_enabled=cache):
        y3 = lin(x)
    print("a new region sees it:", not torch.equal(y1, y3), y3.dtype)

print("\nthe cache only holds leaves that require grad:")
w = torch.ones(3, 3)
with torch.autocast("cpu"):
    a = x @ w
    w.mul_(2)
    b = x @ w
print(torch.equal(a * 2, b))

print("\ngradients flow back through the cached casts to the float32 weights:")
lin = nn.Linear(3, 1)
with torch.autocast("cpu"):
    loss = lin(x).float().sum() + lin(x).float().sum()
loss.backward()
print(lin.weight.grad.dtype, torch.allclose(lin.weight.grad, 2 * x.sum(0, keepdim=True), atol=0.1))
print(lin.bias.grad)
