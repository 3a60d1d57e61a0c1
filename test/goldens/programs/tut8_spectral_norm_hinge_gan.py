# A discriminator with spectral normalization and the hinge GAN loss, on random data
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.nn.utils import spectral_norm
from torch.nn.utils.parametrizations import spectral_norm as sn_param

torch.manual_seed(0)
lin = spectral_norm(nn.Linear(6, 4))
print(lin)
print(sorted(n for n, _ in lin.named_parameters()), sorted(n for n, _ in lin.named_buffers()))
print(lin.weight_u.shape, lin.weight_v.shape)
x = torch.randn(3, 6)
lin(x)
sigma = torch.linalg.matrix_norm(lin.weight.detach(), ord=2)
print("top singular value after power iteration:", round(sigma.item(), 3))
print(torch.linalg.svdvals(lin.weight_orig.detach()))
lin.eval()
print(lin(x))

p = sn_param(nn.Linear(6, 4), n_power_iterations=3)
print(p)
print(sorted(p.state_dict().keys()))
p(x)
print(round(torch.linalg.matrix_norm(p.weight.detach(), 2).item(), 3))

D = nn.Sequential(spectral_norm(nn.Linear(4, 16)), nn.LeakyReLU(0.2), spectral_norm(nn.Linear(16, 1)))
G = nn.Sequential(nn.Linear(2, 16), nn.ReLU(), nn.Linear(16, 4))
optD = torch.optim.Adam(D.parameters(), lr=2e-4, betas=(0.0, 0.9))
optG = torch.optim.Adam(G.parameters(), lr=2e-4, betas=(0.0, 0.9))
real = torch.randn(16, 4) * 0.5 + 1.0
for step in range(4):
    z = torch.randn(16, 2)
    fake = G(z)
    d_loss = F.relu(1.0 - D(real)).mean() + F.relu(1.0 + D(fake.detach())).mean()
    optD.zero_grad()
    d_loss.backward()
    optD.step()
    g_loss = -D(G(z)).mean()
    optG.zero_grad()
    g_loss.backward()
    optG.step()
    print(f"step {step} d {d_loss.item():.4f} g {g_loss.item():.4f}")
print(D[0].weight_u[:4])
