# Monte-Carlo estimates: pi by rejection, an expectation with its standard error, importance sampling and
# control variates.
import math

import torch
from torch.distributions import Normal, Uniform

torch.manual_seed(123)
for n in [100, 1000, 10000, 100000]:
    pts = torch.rand(n, 2)
    inside = (pts.pow(2).sum(1) <= 1.0).float()
    est = 4 * inside.mean()
    se = 4 * inside.std() / math.sqrt(n)
    print(f"n={n:6d} pi ~ {est.item():.4f} +- {se.item():.4f}")

# E[exp(X)] for X ~ N(0, 1) is exp(0.5)
x = torch.randn(50000)
f = torch.exp(x)
print("E[exp X]:", f.mean().item(), "true:", math.exp(0.5))
print("var:", f.var().item(), "std err:", (f.std() / math.sqrt(len(f))).item())

# tail probability P(X > 3) by importance sampling from N(3, 1)
p = Normal(0.0, 1.0)
q = Normal(3.0, 1.0)
s = q.sample((20000,))
w = torch.exp(p.log_prob(s) - q.log_prob(s))
is_est = ((s > 3).float() * w).mean()
naive = (p.sample((20000,)) > 3).float().mean()
print("importance:", is_est.item(), "naive:", naive.item(), "exact:", (1 - p.cdf(torch.tensor(3.0))).item())
print("effective sample size:", (w.sum() ** 2 / (w ** 2).sum()).item())

# control variate for E[exp(U)], U ~ U(0, 1), using U itself (known mean 0.5)
u = Uniform(0.0, 1.0).sample((10000,))
fu = torch.exp(u)
c = -torch.cov(torch.stack([fu, u]))[0, 1] / u.var()
cv = fu + c * (u - 0.5)
print("plain:", fu.mean().item(), fu.var().item())
print("control variate:", cv.mean().item(), cv.var().item(), "true:", math.e - 1)

# running mean with cumsum
running = torch.cumsum(fu, 0) / torch.arange(1, len(fu) + 1)
print(running[[9, 99, 999, 9999]])
print(torch.quantile(fu, torch.tensor([0.05, 0.5, 0.95])))
