# The 60 Minute Blitz "What is PyTorch?" tensor section, as a learner types it.
import torch
import numpy as np

torch.manual_seed(1)
x = torch.zeros(5, 3, dtype=torch.long)
print(x)
x = torch.tensor([5.5, 3])
print(x)
x = x.new_ones(5, 3, dtype=torch.double)
print(x)
x = torch.randn_like(x, dtype=torch.float)
print(x)
print(x.size())
rows, cols = x.size()
print(rows, cols)

y = torch.rand(5, 3)
print(x + y)
print(torch.add(x, y))
result = torch.empty(5, 3)
torch.add(x, y, out=result)
print(result)
y.add_(x)
print(y)
print(x[:, 1])

x = torch.randn(4, 4)
y = x.view(16)
z = x.view(-1, 8)
print(x.size(), y.size(), z.size())
try:
    x.view(3, -1)
except RuntimeError as e:
    print("RuntimeError:", e)

x = torch.randn(1)
print(x)
print(x.item())

a = torch.ones(5)
print(a)
b = a.numpy()
print(b)
a.add_(1)
print(a)
print(b)

a = np.ones(5)
b = torch.from_numpy(a)
np.add(a, 1, out=a)
print(a)
print(b)

x = torch.randn(2, 3)
y = torch.ones_like(x, device="cpu")
x = x.to("cpu")
z = x + y
print(z)
print(z.to("cpu", torch.double))
print(z.double().dtype, z.half().dtype, z.int())
print(torch.is_tensor(z), torch.numel(z), z.dim(), z.ndimension())
