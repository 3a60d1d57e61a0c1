# A VAE-style loss: an encoder gives a Normal posterior, rsample reparameterises the latent, the loss is the
# reconstruction error plus kl_divergence to the standard Normal prior (and the same by log_prob differences).
import torch
import torch.nn as nn
from torch.distributions import Independent, Normal, kl_divergence

torch.manual_seed(0)
enc = nn.Linear(6, 4)
dec = nn.Linear(2, 6)
opt = torch.optim.SGD(list(enc.parameters()) + list(dec.parameters()), lr=0.05)
data = torch.rand(16, 6)
prior = Normal(torch.zeros(2), torch.ones(2))
for step in range(30):
    h = enc(data)
    mu, log_sigma = h[:, :2], h[:, 2:]
    q = Normal(mu, log_sigma.exp())
    z = q.rsample()
    recon = torch.sigmoid(dec(z))
    rec = ((recon - data) ** 2).sum(-1)
    kl = kl_divergence(q, prior).sum(-1)
    mc_kl = (q.log_prob(z) - prior.log_prob(z)).sum(-1)
    loss = (rec + kl).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 5 == 0 or step == 29:
        print(step, f"{loss.item():.6f}", f"{kl.mean().item():.6f}", f"{mc_kl.mean().item():.6f}")
print(enc.weight.grad)
qi = Independent(Normal(mu.detach(), log_sigma.detach().exp()), 1)
print(qi, qi.batch_shape, qi.event_shape)
print(qi.log_prob(qi.rsample()))
print(qi.sample((2,)).shape, q.stddev.shape, q.mean.shape)
