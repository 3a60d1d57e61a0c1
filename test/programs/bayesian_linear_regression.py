# Bayesian linear regression: the conjugate Gaussian posterior in closed form, then the same model fitted by
# variational inference with a mean-field Normal posterior, rsample and an ELBO.
import math

import torch
from torch.distributions import MultivariateNormal, Normal, kl_divergence

torch.manual_seed(3)
N, D = 40, 2
true_w = torch.tensor([1.5, -0.7])
X = torch.randn(N, D)
noise_std = 0.3
y = X @ true_w + noise_std * torch.randn(N)

alpha = 1.0  # prior precision
beta = 1.0 / noise_std ** 2
S_inv = alpha * torch.eye(D) + beta * X.T @ X
S = torch.linalg.inv(S_inv)
m = beta * S @ X.T @ y
print("posterior mean:", m)
print("posterior cov:", S)
posterior = MultivariateNormal(m, covariance_matrix=S)
print("posterior log_prob(true_w):", posterior.log_prob(true_w))
w_samples = posterior.sample((5,))
print(w_samples)
x_new = torch.tensor([[1.0, 1.0], [0.0, -2.0]])
pred_mean = x_new @ m
pred_var = 1 / beta + (x_new @ S * x_new).sum(-1)
print("predictive:", pred_mean, pred_var.sqrt())

# log marginal likelihood (evidence)
cov_y = torch.eye(N) / beta + X @ X.T / alpha
evidence = MultivariateNormal(torch.zeros(N), covariance_matrix=cov_y).log_prob(y)
print("log evidence:", evidence)

# variational inference
q_mu = torch.zeros(D, requires_grad=True)
q_rho = torch.full((D,), -3.0, requires_grad=True)
prior = Normal(torch.zeros(D), torch.ones(D) / math.sqrt(alpha))
opt = torch.optim.Adam([q_mu, q_rho], lr=0.05)
for it in range(301):
    q = Normal(q_mu, torch.nn.functional.softplus(q_rho))
    w = q.rsample((8,))
    lik = Normal(w @ X.T, noise_std).log_prob(y).sum(-1).mean()
    kl = kl_divergence(q, prior).sum()
    elbo = lik - kl
    opt.zero_grad()
    (-elbo).backward()
    opt.step()
    if it % 100 == 0:
        print(f"iter {it}: elbo {elbo.item():.3f} kl {kl.item():.3f}")
print("q mean:", q_mu.detach(), "q std:", torch.nn.functional.softplus(q_rho).detach())
print("closed-form std:", S.diagonal().sqrt())
