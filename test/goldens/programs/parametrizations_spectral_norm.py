# parametrizations.spectral_norm: the normalised weight, its power-iteration buffers, training through it, eval mode
# (no further iterations), the dim of transposed convolutions, removal and a 1-D tensor (normalised exactly).
import torch
import torch.nn as nn
from torch.nn.utils import parametrizations, parametrize
torch.manual_seed(0)
m = parametrizations.spectral_norm(nn.Linear(5, 4))
print(m)
print(m.weight)
print(torch.linalg.matrix_norm(m.weight, 2))
print(m.parametrizations.weight[0]._u, m.parametrizations.weight[0]._v)
opt = torch.optim.SGD(m.parameters(), lr=0.1)
for i in range(3):
    opt.zero_grad()
    m(torch.randn(3, 5)).pow(2).sum().backward()
    opt.step()
print(m.parametrizations.weight.original.grad)
m.eval()
print(m.weight)
c = parametrizations.spectral_norm(nn.ConvTranspose2d(3, 2, 2))
print(c.parametrizations.weight[0].dim, c.weight.shape)
print(sorted(c.state_dict().keys()))
parametrize.remove_parametrizations(m, "weight")
print(m.weight)
v = nn.Module()
v.w = nn.Parameter(torch.randn(4))
parametrizations.spectral_norm(v, "w")
print(v.w, list(v.named_buffers()))
