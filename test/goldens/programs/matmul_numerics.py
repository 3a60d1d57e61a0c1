import torch

# Full-precision values: the engine must round float32 products exactly as PyTorch's CPU kernels do.
torch.manual_seed(7)
for n, k, m in [(2, 3, 2), (3, 17, 2), (1, 100, 3), (4, 64, 4)]:
    a = (2 * torch.rand(n, k) - 1)
    b = (2 * torch.rand(k, m) - 1)
    print((a @ b).tolist())
    print((a[0] @ b[:, 0]).item())
    print((a @ b[:, 0]).tolist())
x = (2 * torch.rand(2, 3, 5) - 1)
w = (2 * torch.rand(5, 4) - 1)
print((x @ w).tolist())
print(((2 * torch.rand(2, 4, 5) - 1) @ (2 * torch.rand(2, 5, 3) - 1)).tolist())
lin = torch.nn.Linear(5, 3)
print(lin((2 * torch.rand(2, 5) - 1)).tolist())
print((torch.arange(12.).reshape(3, 4) @ torch.arange(8.).reshape(4, 2)).tolist())
print((torch.arange(6).reshape(2, 3) @ torch.arange(6).reshape(3, 2)).tolist())
print(((2 * torch.rand(3, 3, dtype=torch.float64) - 1) @ (2 * torch.rand(3, 3, dtype=torch.float64) - 1)).tolist())
