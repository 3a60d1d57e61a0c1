# A 1-D Gaussian mixture fitted by EM, with log-likelihoods computed stably through logsumexp, then compared
# with MixtureSameFamily, and fitted again by gradient descent.
import math

import torch
from torch.distributions import Categorical, MixtureSameFamily, Normal

torch.manual_seed(11)
data = torch.cat([torch.randn(150) * 0.5 - 2.0, torch.randn(100) * 1.0 + 1.5, torch.randn(50) * 0.3 + 4.0])
K = 3
pi = torch.full((K,), 1.0 / K)
mu = torch.tensor([-1.0, 0.0, 1.0])
sigma = torch.ones(K)


def log_joint(x, pi, mu, sigma):
    # [N, K] log pi_k + log N(x | mu_k, sigma_k)
    return torch.log(pi) + Normal(mu, sigma).log_prob(x.unsqueeze(1))


for it in range(30):
    lj = log_joint(data, pi, mu, sigma)
    ll = torch.logsumexp(lj, dim=1)
    resp = torch.exp(lj - ll.unsqueeze(1))
    nk = resp.sum(0)
    pi = nk / len(data)
    mu = (resp * data.unsqueeze(1)).sum(0) / nk
    sigma = torch.sqrt((resp * (data.unsqueeze(1) - mu) ** 2).sum(0) / nk)
    if it % 10 == 0 or it == 29:
        print(f"iter {it:2d} log-likelihood {ll.sum().item():.4f}")
order = torch.argsort(mu)
print("weights:", pi[order])
print("means:", mu[order])
print("stds:", sigma[order])

gmm = MixtureSameFamily(Categorical(probs=pi), Normal(mu, sigma))
print(gmm.log_prob(data).sum(), torch.logsumexp(log_joint(data, pi, mu, sigma), 1).sum())
print(gmm.mean, gmm.variance)
print(gmm.sample((5,)))
print(gmm.cdf(torch.tensor([-2.0, 0.0, 4.0])))

# naive vs stable
big = torch.tensor([1000.0, 1000.5, 999.0])
print(torch.log(torch.exp(big).sum()), torch.logsumexp(big, 0))
print(torch.logsumexp(torch.tensor([-math.inf, -math.inf]), 0))

# gradient fit with unconstrained parameters
logits = torch.zeros(K, requires_grad=True)
locs = torch.tensor([-1.0, 0.0, 1.0], requires_grad=True)
log_scales = torch.zeros(K, requires_grad=True)
opt = torch.optim.Adam([logits, locs, log_scales], lr=0.05)
for step in range(200):
    mix = MixtureSameFamily(Categorical(logits=logits), Normal(locs, log_scales.exp()))
    nll = -mix.log_prob(data).mean()
    opt.zero_grad()
    nll.backward()
    opt.step()
    if step % 50 == 0:
        print(f"step {step} nll {nll.item():.4f}")
print(torch.softmax(logits, 0).detach(), locs.detach(), log_scales.exp().detach())
