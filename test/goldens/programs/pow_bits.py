import torch
# float32 pow: SLEEF's powf in the vectorised body; 2, 3, -2, 0.5, -0.5 and -1 take PyTorch's shortcuts.
torch.manual_seed(0)
a = torch.rand(64) * 10
b = torch.randn(64) * 3
print(torch.pow(a, b).tolist())
for e in [1.7, 2.5, -1.3, 2, 3, -2, 0.5, -0.5, -1, 0, 1]:
    print(e, (a ** e).tolist()[:20])
print((2.0 ** b).tolist()[:20], (a ** torch.tensor(2.0)).tolist()[:8])
edge = torch.tensor([0., -0., 1., -1., 2., -2., float('inf'), float('-inf'), float('nan'), 1e-40, 3e38, -8.0, 0.5, 4.0, 9.0, 16.0])
for e in [float('inf'), float('-inf'), 0.5, 3.0, -3.0, 1.5, 1e30, float('nan')]:
    print(e, torch.pow(edge, torch.full((16,), e)).tolist())
print(torch.pow(torch.tensor([2, 3, -2]), 3).tolist(), torch.pow(torch.tensor([1, -1, 2]), torch.tensor([-1, -3, -2])).tolist())
