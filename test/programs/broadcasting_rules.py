# Broadcasting: how shapes line up from the right, and how to use it on purpose.
import torch

a = torch.arange(3.0)
b = torch.arange(4.0).reshape(4, 1)
print("a:", a.shape, "b:", b.shape, "a + b:", (a + b).shape)
print(a + b)

print("\nAdding a bias to every row:")
batch = torch.ones(2, 3)
bias = torch.tensor([0.1, 0.2, 0.3])
print(batch + bias)

print("\nScaling each row by its own factor:")
factors = torch.tensor([[2.0], [10.0]])
print(batch * factors)

print("\nOuter products:")
u = torch.tensor([1.0, 2.0, 3.0])
v = torch.tensor([10.0, 20.0])
print(u[:, None] * v[None, :])
print(torch.outer(u, v))

print("\nPairwise distances between points:")
p = torch.tensor([[0.0, 0.0], [3.0, 4.0], [1.0, 1.0]])
diff = p[:, None, :] - p[None, :, :]
print(diff.shape)
print(diff.pow(2).sum(-1).sqrt())
print(torch.cdist(p, p))

print("\nShapes that broadcast:")
for s1, s2 in [((5, 1, 4), (3, 1)), ((1,), (2, 3)), ((2, 1), (1, 2)), ((), (4, 4))]:
    print(s1, s2, "->", torch.broadcast_shapes(s1, s2))

print("\nexpand makes a view without copying:")
col = torch.tensor([[1], [2], [3]])
wide = col.expand(3, 4)
print(wide)
print(wide.stride(), col.expand(-1, 2).shape)
print(torch.broadcast_to(torch.tensor([1, 2]), (3, 2)))

print("\nStandardising columns:")
torch.manual_seed(5)
data = torch.randn(6, 3) * torch.tensor([1.0, 10.0, 100.0]) + torch.tensor([0.0, 5.0, -50.0])
mean = data.mean(dim=0, keepdim=True)
std = data.std(dim=0, keepdim=True)
z = (data - mean) / std
print(mean.shape, std.shape)
print(z.mean(dim=0).abs().max() < 1e-6, z.std(dim=0))

print("\nIn-place broadcasting only works towards the left operand's shape:")
x = torch.zeros(2, 3)
x += torch.tensor([1.0, 2.0, 3.0])
print(x)
try:
    torch.zeros(3).add_(torch.ones(2, 3))
except RuntimeError as e:
    print("RuntimeError")
try:
    torch.ones(2, 3) + torch.ones(2)
except RuntimeError as e:
    print("RuntimeError:", e)
