import torch
# float32 asin, acos, atan and atan2 run SLEEF's 1-ulp kernels (atan2's scalar tail runs the C library's).
torch.manual_seed(0)
u = torch.cat([torch.rand(300) * 2 - 1, torch.tensor([1., -1., 0., -0., 0.5, -0.5, 0.49999997, 1.0000001, float('nan')])])
x = torch.cat([torch.randn(300) * 3, torch.tensor([0., -0., 1., -1., float('inf'), float('-inf'), float('nan'), 1e-40, 1e38])])
print(torch.asin(u).tolist())
print(torch.acos(u).tolist())
print(torch.atan(x).tolist())
print(torch.atan2(x, u).tolist())
sp = torch.tensor([0., -0., 1., -1., float('inf'), float('-inf'), float('nan'), 1e-40, 2.0])
a, b = sp.view(9, 1).expand(9, 9).reshape(-1), sp.view(1, 9).expand(9, 9).reshape(-1)
print(torch.atan2(a, b).tolist())
