# Bayesian linear regression: conjugate Gaussian posterior, predictive intervals, and sampling weight vectors
import torch
from torch.distributions import MultivariateNormal, Normal, kl_divergence

torch.manual_seed(0)
dtype = torch.float64
x = torch.linspace(-1, 1, 20, dtype=dtype)
Phi = torch.stack([torch.ones_like(x), x, x ** 2], dim=1)
w_true = torch.tensor([0.5, -1.0, 2.0], dtype=dtype)
noise_std = 0.2
y = Phi @ w_true + noise_std * torch.randn(20).to(dtype)

alpha = 1.0
beta = 1 / noise_std ** 2
prior = MultivariateNormal(torch.zeros(3, dtype=dtype), covariance_matrix=torch.eye(3, dtype=dtype) / alpha)
S_inv = alpha * torch.eye(3, dtype=dtype) + beta * Phi.T @ Phi
S = torch.linalg.inv(S_inv)
m = beta * S @ Phi.T @ y
post = MultivariateNormal(m, covariance_matrix=S)
print(post.mean.numpy().round(4))
print(post.stddev.numpy().round(4))
print(post.covariance_matrix.diagonal().sqrt().numpy().round(4))
print(torch.allclose(post.scale_tril @ post.scale_tril.T, S), post.precision_matrix.shape)
print(round(post.entropy().item(), 4), round(prior.entropy().item(), 4))
print(round(kl_divergence(post, prior).item(), 4))
print(round(post.log_prob(w_true).item(), 4), round(prior.log_prob(w_true).item(), 4))
ws = post.sample((5,))
print(ws.shape, ws.dtype)
print(post.rsample((2,)).shape, post.batch_shape, post.event_shape)

x_new = torch.tensor([-1.5, 0.0, 1.5], dtype=dtype)
Phi_new = torch.stack([torch.ones_like(x_new), x_new, x_new ** 2], dim=1)
pred_mean = Phi_new @ m
pred_var = 1 / beta + (Phi_new @ S * Phi_new).sum(1)
pred = Normal(pred_mean, pred_var.sqrt())
lo, hi = pred.icdf(torch.tensor(0.025, dtype=dtype)), pred.icdf(torch.tensor(0.975, dtype=dtype))
for xi, mu, l, h in zip(x_new.tolist(), pred_mean.tolist(), lo.tolist(), hi.tolist()):
    print(f"x={xi:+.1f} mean={mu:.3f} 95% [{l:.3f}, {h:.3f}]")
print((pred_var.sqrt()[0] > pred_var.sqrt()[1]).item())

# log evidence for polynomial degree selection
for degree in range(1, 5):
    P = torch.stack([x ** k for k in range(degree + 1)], dim=1)
    cov_y = torch.eye(20, dtype=dtype) / beta + P @ P.T / alpha
    ev = MultivariateNormal(torch.zeros(20, dtype=dtype), covariance_matrix=cov_y).log_prob(y)
    print(degree, round(ev.item(), 3))
mvn = MultivariateNormal(torch.zeros(2), scale_tril=torch.tensor([[1.0, 0.0], [0.5, 2.0]]))
print(mvn.covariance_matrix, mvn.variance)
try:
    MultivariateNormal(torch.zeros(2), covariance_matrix=torch.tensor([[1.0, 2.0], [2.0, 1.0]]))
except ValueError as e:
    print("ValueError:", str(e)[:120])
try:
    MultivariateNormal(torch.zeros(2))
except ValueError as e:
    print("ValueError:", e)
