import torch
# PyTorch's float32 kernels run SLEEF's 1-ulp functions; their last bits differ from a correctly rounded result.
torch.manual_seed(0)
x = torch.cat([torch.randn(600) * 3, torch.rand(600) * 100, torch.rand(300) * 1e-3, torch.randn(300) * 40])
pos = x.abs()
print(torch.expm1(x).tolist())
print(torch.log1p(x.clamp(min=-0.999)).tolist())
print(torch.log2(pos).tolist())
print(torch.log10(pos).tolist())
print(torch.tan(x).tolist())
edges = torch.tensor([0.0, -0.0, -1.0, -1.5, 1e-45, 1e-40, 1e-30, 1e30, 3e38, float('inf'), float('-inf'),
                      float('nan'), 88.7, 88.8, -16.6, -16.7, 1.5707964, -124.9])
for name in ['expm1', 'log1p', 'log2', 'log10']:
    print(name, getattr(torch, name)(edges).tolist())
print('tan', torch.tan(torch.cat([edges[:7], edges[9:]])).tolist())
