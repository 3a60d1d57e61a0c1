# Making tensors: from Python lists, with factory functions, and "like" another tensor.
import torch

print("From a nested list:")
data = [[1, 2, 3], [4, 5, 6]]
t = torch.tensor(data)
print(t)
print("shape:", t.shape, "ndim:", t.ndim, "numel:", t.numel(), "dtype:", t.dtype)

print("\nFloats by default when any element is a float:")
f = torch.tensor([1, 2.5, 3])
print(f, f.dtype)

print("\nFactory functions:")
print(torch.zeros(2, 3))
print(torch.ones(3, dtype=torch.int32))
print(torch.full((2, 2), 7.5))
print(torch.eye(3))
print(torch.arange(10))
print(torch.arange(1, 4, 0.5))
print(torch.linspace(0, 1, steps=5))
print(torch.logspace(0, 3, steps=4))

print("\nLike another tensor (same shape and dtype):")
base = torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float64)
print(torch.zeros_like(base))
print(torch.ones_like(base, dtype=torch.int64))
print(torch.full_like(base, 3))

print("\nSeeded random tensors:")
torch.manual_seed(0)
print(torch.rand(2, 3))
print(torch.randn(2, 3))
print(torch.randint(0, 10, (2, 5)))
print(torch.randperm(8))

print("\nScalars and zero-dimensional tensors:")
s = torch.tensor(3.14)
print(s, s.shape, s.ndim, s.item())
print(torch.tensor(True), torch.tensor(-4))

print("\nEmpty tensors:")
e = torch.zeros(0, 3)
print(e, e.shape, e.numel())
print(torch.tensor([]))

print("\nSizes are tuples:")
size = torch.zeros(4, 5, 6).size()
print(size, size[1], len(size), tuple(size))
print(torch.Size([2, 3]).numel())
