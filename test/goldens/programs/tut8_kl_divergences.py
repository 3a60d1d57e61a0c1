# KL divergences: closed forms from torch.distributions, Monte Carlo estimates, and nn.KLDivLoss on log-probabilities
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.distributions import Categorical, Independent, Normal, kl_divergence

torch.manual_seed(0)
p = Normal(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 0.5]))
q = Normal(torch.tensor([0.5, 0.0]), torch.tensor([2.0, 1.0]))
print(kl_divergence(p, q))
z = p.rsample((20000,))
mc = (p.log_prob(z) - q.log_prob(z)).mean(0)
print("MC close:", torch.allclose(mc, kl_divergence(p, q), atol=0.05))
pi = Independent(p, 1)
qi = Independent(q, 1)
print(pi.batch_shape, pi.event_shape, kl_divergence(pi, qi))
mu, logvar = torch.randn(3, 4), torch.randn(3, 4) * 0.1
vae_kl = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp(), dim=1)
dist_kl = kl_divergence(Normal(mu, (0.5 * logvar).exp()), Normal(torch.zeros(4), torch.ones(4))).sum(1)
print(vae_kl, torch.allclose(vae_kl, dist_kl, atol=1e-5))
pc = Categorical(probs=torch.tensor([0.2, 0.5, 0.3]))
qc = Categorical(logits=torch.tensor([0.0, 1.0, -1.0]))
print(kl_divergence(pc, qc), (pc.probs * (pc.probs.log() - qc.probs.log())).sum())
logits_s = torch.randn(4, 3)
logits_t = torch.randn(4, 3)
kld = nn.KLDivLoss(reduction="batchmean")
print(kld(F.log_softmax(logits_s, 1), F.softmax(logits_t, 1)))
print(nn.KLDivLoss(reduction="batchmean", log_target=True)(F.log_softmax(logits_s, 1), F.log_softmax(logits_t, 1)))
print(F.kl_div(F.log_softmax(logits_s, 1), F.softmax(logits_t, 1), reduction="none").sum(1))
print(F.kl_div(F.log_softmax(logits_s, 1), F.softmax(logits_t, 1), reduction="sum"))
T = 2.0
print(F.kl_div(F.log_softmax(logits_s / T, 1), F.softmax(logits_t / T, 1), reduction="batchmean") * T * T)
print(pc.entropy(), qc.entropy(), p.entropy(), Categorical(logits=logits_s).entropy())
