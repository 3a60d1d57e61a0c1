# rsample vs sample: the reparameterisation trick keeps gradients flowing through the sample.
import torch
from torch.distributions import Normal

torch.manual_seed(0)
mu = torch.tensor([0.0, 1.0], requires_grad=True)
sigma = torch.tensor([1.0, 0.5], requires_grad=True)
dist = Normal(mu, sigma)
print(dist)
print("batch_shape:", dist.batch_shape, "event_shape:", dist.event_shape)
print("has_rsample:", dist.has_rsample)
print("mean:", dist.mean, "stddev:", dist.stddev, "variance:", dist.variance)

s = dist.sample()
print("sample:", s, s.requires_grad)
r = dist.rsample()
print("rsample:", r, r.requires_grad, type(r.grad_fn).__name__)

loss = (r ** 2).sum()
loss.backward()
print("mu.grad:", mu.grad)
print("sigma.grad:", sigma.grad)

samples = dist.sample((5,))
print(samples.shape)
print(samples)
lp = dist.log_prob(samples)
print(lp)
print("entropy:", dist.entropy())
print("cdf:", dist.cdf(torch.tensor([0.0, 1.0])))
print("icdf:", dist.icdf(torch.tensor([0.975, 0.5])))

# score-function estimator of d/dmu E[x^2] vs pathwise estimator
mu.grad = None
sigma.grad = None
x = dist.sample((1000,))
surrogate = (dist.log_prob(x) * (x ** 2).detach()).sum(-1).mean()
surrogate.backward()
print("score-function grad:", mu.grad)
mu.grad = None
x = dist.rsample((1000,))
(x ** 2).sum(-1).mean().backward()
print("pathwise grad:", mu.grad)

std_normal = Normal(0.0, 1.0)
print(std_normal.log_prob(torch.tensor(0.0)), std_normal.sample((3,)))
print(Normal(torch.zeros(3), 1.0).expand(torch.Size([2, 3])))
try:
    Normal(torch.zeros(2), torch.tensor([1.0, -1.0]))
except ValueError as e:
    print("ValueError:", e)
