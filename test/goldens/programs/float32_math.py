# Full-precision float32 exp, sigmoid and rsqrt: PyTorch's vectorised kernels are not correctly rounded, and the
# engine must reproduce their exact bits.
import torch

torch.manual_seed(5)
x = torch.cat([torch.rand(300) * 40 - 20, torch.rand(100) * 200 - 100, torch.tensor([0., -0., 1., 4., 88.72, -87.3])])
print(torch.exp(x).tolist())
print(torch.sigmoid(x).tolist())
print(torch.rsqrt(x.abs() + 1e-3).tolist())
print(torch.softmax(x[:10], 0).tolist())
