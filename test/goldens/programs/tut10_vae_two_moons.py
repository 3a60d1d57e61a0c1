# A small VAE on 2-D points: encoder giving mu and logvar, the reparameterisation trick, reconstruction (MSE, summed)
# plus the closed-form KL term with a linear beta warm-up, checking that KL against torch.distributions, and sampling
# from the prior.
import math
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.distributions import Normal, kl_divergence

torch.manual_seed(0)
n = 128
theta = torch.rand(n) * math.pi
upper = torch.stack([theta.cos(), theta.sin()], 1)
lower = torch.stack([1 - theta.cos(), 0.5 - theta.sin()], 1)
data = torch.cat([upper, lower]) + 0.05 * torch.randn(2 * n, 2)
print(data.shape, data.mean(0))


class VAE(nn.Module):
    def __init__(self, latent=2, hidden=32):
        super().__init__()
        self.enc = nn.Sequential(nn.Linear(2, hidden), nn.ReLU())
        self.fc_mu = nn.Linear(hidden, latent)
        self.fc_logvar = nn.Linear(hidden, latent)
        self.dec = nn.Sequential(nn.Linear(latent, hidden), nn.ReLU(), nn.Linear(hidden, 2))

    def encode(self, x):
        h = self.enc(x)
        return self.fc_mu(h), self.fc_logvar(h)

    def reparameterize(self, mu, logvar):
        std = torch.exp(0.5 * logvar)
        eps = torch.randn_like(std)
        return mu + eps * std

    def forward(self, x):
        mu, logvar = self.encode(x)
        z = self.reparameterize(mu, logvar)
        return self.dec(z), mu, logvar


def loss_function(recon, x, mu, logvar, beta):
    rec = F.mse_loss(recon, x, reduction='sum')
    kld = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())
    return rec + beta * kld, rec, kld


model = VAE()
opt = torch.optim.Adam(model.parameters(), lr=5e-3)
loader = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(data), batch_size=64, shuffle=True,
                                     generator=torch.Generator().manual_seed(0))
epochs = 8
for epoch in range(epochs):
    beta = min(1.0, epoch / 4)
    tot = rec_t = kl_t = 0.0
    for (xb,) in loader:
        recon, mu, logvar = model(xb)
        loss, rec, kld = loss_function(recon, xb, mu, logvar, beta)
        opt.zero_grad()
        loss.backward()
        opt.step()
        tot += loss.item()
        rec_t += rec.item()
        kl_t += kld.item()
    print(f'epoch {epoch} beta {beta:.2f} loss {tot / len(data):.4f} rec {rec_t / len(data):.4f} kl {kl_t / len(data):.4f}')

model.eval()
with torch.no_grad():
    mu, logvar = model.encode(data[:4])
    closed = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp(), dim=1)
    q = Normal(mu, torch.exp(0.5 * logvar))
    p = Normal(torch.zeros_like(mu), torch.ones_like(mu))
    print(torch.allclose(closed, kl_divergence(q, p).sum(1), atol=1e-5))
    z = torch.randn(5, 2)
    print(model.dec(z).shape)
    recon, _, _ = model(data[:3])
    print(recon.shape, model.training)
