# GELU (erf form) runs oneDNN's kernel in PyTorch's CPU build: float32 values and gradients to the bit.
import torch
import torch.nn.functional as F
torch.manual_seed(0)
x = torch.cat([torch.randn(500) * 3, torch.randn(20) * 0.01]).requires_grad_()
y = F.gelu(x)
g, = torch.autograd.grad((y * torch.linspace(-1, 1, 520)).sum(), x)
print(y.tolist())
print(g.tolist())
print(F.gelu(x.detach().double())[:5], F.gelu(torch.tensor([float('inf'), -float('inf'), float('nan'), 0., -0., 10., -10.])).tolist())
