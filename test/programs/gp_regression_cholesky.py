# Gaussian process regression from scratch: RBF kernel, Cholesky solves, predictive variance, marginal likelihood.
import math
import torch

torch.manual_seed(4)
X = torch.linspace(-3, 3, 12, dtype=torch.float64).unsqueeze(1)
y = torch.sin(X).squeeze() + 0.1 * torch.randn(12, dtype=torch.float64)
Xs = torch.linspace(-4, 4, 9, dtype=torch.float64).unsqueeze(1)


def rbf(a, b, lengthscale, variance):
    d2 = torch.cdist(a, b).pow(2)
    return variance * torch.exp(-0.5 * d2 / lengthscale ** 2)


def posterior(lengthscale, variance, noise):
    K = rbf(X, X, lengthscale, variance) + noise * torch.eye(len(X), dtype=X.dtype)
    L = torch.linalg.cholesky(K)
    alpha = torch.cholesky_solve(y.unsqueeze(1), L)
    Ks = rbf(X, Xs, lengthscale, variance)
    mean = (Ks.T @ alpha).squeeze()
    v = torch.linalg.solve_triangular(L, Ks, upper=False)
    var = variance - (v * v).sum(0)
    nll = 0.5 * (y @ alpha.squeeze()) + torch.log(torch.diagonal(L)).sum() + 0.5 * len(X) * math.log(2 * math.pi)
    return mean, var, nll


mean, var, nll = posterior(1.0, 1.0, 0.01)
print(mean)
print(var.clamp_min(0).sqrt())
print(f"negative log marginal likelihood: {nll.item():.6f}")
log_params = torch.zeros(3, dtype=torch.float64, requires_grad=True)
opt = torch.optim.Adam([log_params], lr=0.05)
for it in range(80):
    opt.zero_grad()
    ls, var_, noise = log_params.exp()
    _, _, nll = posterior(ls, var_, noise + 1e-6)
    nll.backward()
    opt.step()
    if it % 20 == 0:
        print(f"iter {it:2d} nll {nll.item():.5f} grad {log_params.grad.numpy().round(4)}")
print(log_params.exp().detach())
K = rbf(X, X, 1.0, 1.0)
print(torch.linalg.eigvalsh(K)[:3])
try:
    torch.linalg.cholesky(K - 0.5 * torch.eye(12, dtype=K.dtype))
except Exception as e:
    print(type(e).__name__, e)
L, info = torch.linalg.cholesky_ex(K + 1e-4 * torch.eye(12, dtype=K.dtype))
print(info, L[:3, :3])
