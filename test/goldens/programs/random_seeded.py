import torch

torch.manual_seed(42)
print(torch.rand(5))
print(torch.rand(2, 3))
print(torch.randn(4))
print(torch.randn(4, 5))
print(torch.rand(3, dtype=torch.float64))
print(torch.randn(3, dtype=torch.float64))
print(torch.randn(40))
torch.manual_seed(0)
print(torch.randn(2, 16))
print(torch.nn.Linear(2, 2).weight)
print(torch.initial_seed())
