# Gaussian process regression from scratch: RBF kernel, Cholesky solves, predictive variance, marginal likelihood fit
import math

import torch

torch.manual_seed(0)
dtype = torch.float64
X = (torch.rand(15, 1) * 6 - 3).to(dtype)
y = torch.sin(X).squeeze(1) + 0.1 * torch.randn(15).to(dtype)
Xs = torch.linspace(-4, 4, 9, dtype=dtype).unsqueeze(1)


def rbf(a, b, lengthscale, variance):
    d2 = torch.cdist(a, b) ** 2
    return variance * torch.exp(-0.5 * d2 / lengthscale ** 2)


def posterior(X, y, Xs, ls, var, noise):
    K = rbf(X, X, ls, var) + noise * torch.eye(len(X), dtype=X.dtype)
    L = torch.linalg.cholesky(K)
    alpha = torch.cholesky_solve(y.unsqueeze(1), L)
    Ks = rbf(X, Xs, ls, var)
    mean = (Ks.T @ alpha).squeeze(1)
    v = torch.linalg.solve_triangular(L, Ks, upper=False)
    cov = rbf(Xs, Xs, ls, var) - v.T @ v
    return mean, cov, L, alpha


def neg_log_marginal(X, y, ls, var, noise):
    _, _, L, alpha = posterior(X, y, X[:1], ls, var, noise)
    n = len(X)
    return 0.5 * (y.unsqueeze(1) * alpha).sum() + L.diagonal().log().sum() + 0.5 * n * math.log(2 * math.pi)


K = rbf(X, X, 1.0, 1.0)
print(K.shape, K.diagonal()[:3], torch.allclose(K, K.T))
eig = torch.linalg.eigvalsh(K + 1e-6 * torch.eye(15, dtype=dtype))
print(eig.min().item() > 0, eig.max().item() < 15)
mean, cov, L, _ = posterior(X, y, Xs, 1.0, 1.0, 0.01)
std = cov.diagonal().clamp_min(0).sqrt()
print(torch.stack([Xs.squeeze(1), mean, std, torch.sin(Xs).squeeze(1)], 1).numpy().round(3))
print(torch.allclose(L @ L.T, rbf(X, X, 1.0, 1.0) + 0.01 * torch.eye(15, dtype=dtype)))
print(round(neg_log_marginal(X, y, 1.0, 1.0, 0.01).item(), 4))

raw = torch.zeros(3, dtype=dtype, requires_grad=True)
opt = torch.optim.Adam([raw], lr=0.05)
for step in range(100):
    ls, var, noise = torch.nn.functional.softplus(raw) + 1e-4
    loss = neg_log_marginal(X, y, ls, var, noise)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 25 == 0:
        print(step, round(loss.item(), 4), (torch.nn.functional.softplus(raw) + 1e-4).detach().numpy().round(4))
ls, var, noise = (torch.nn.functional.softplus(raw) + 1e-4).detach()
mean, cov, _, _ = posterior(X, y, Xs, ls, var, noise)
print(mean.numpy().round(3))
print("within 0.3 inside the data:", ((mean - torch.sin(Xs).squeeze(1)).abs()[2:7] < 0.3).all().item())
samples = torch.distributions.MultivariateNormal(mean, cov + 1e-6 * torch.eye(9, dtype=dtype)).sample((3,))
print(samples.shape, samples.dtype)
try:
    torch.linalg.cholesky(-torch.eye(3))
except torch.linalg.LinAlgError as e:
    print("LinAlgError:", e)
L2, info = torch.linalg.cholesky_ex(torch.tensor([[1.0, 2.0], [2.0, 1.0]]))
print(info)
