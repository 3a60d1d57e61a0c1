# torch.distributions examples: sampling with seeds, log_prob, rsample, score function / pathwise
import torch
from torch.distributions import (Normal, Categorical, Bernoulli, MultivariateNormal, Uniform, Beta, Gamma,
                                 Dirichlet, Independent, kl_divergence, TransformedDistribution)
from torch.distributions.transforms import ExpTransform, AffineTransform

torch.manual_seed(0)
m = Normal(torch.tensor([0.0]), torch.tensor([1.0]))
print(m)
print(m.sample())
print(m.log_prob(torch.tensor([0.5])))
print(m.entropy(), m.mean, m.stddev, m.variance)
print(m.cdf(torch.tensor([0.0, 1.0])), m.icdf(torch.tensor([0.975])))

probs = torch.tensor([0.25, 0.25, 0.25, 0.25])
c = Categorical(probs)
print(c, c.sample((5,)))
print(c.log_prob(torch.tensor(2)), c.entropy())
c2 = Categorical(logits=torch.tensor([1.0, 2.0, 3.0]))
print(c2.probs, c2.logits)

b = Bernoulli(torch.tensor([0.3]))
print(b.sample((4,)).flatten(), b.log_prob(torch.tensor([1.0])))

mvn = MultivariateNormal(torch.zeros(2), torch.eye(2))
print(mvn.sample(), mvn.log_prob(torch.tensor([0.1, -0.2])))
print(mvn.batch_shape, mvn.event_shape)
cov = torch.tensor([[2.0, 0.5], [0.5, 1.0]])
mvn2 = MultivariateNormal(torch.tensor([1.0, -1.0]), covariance_matrix=cov)
print(mvn2.scale_tril, mvn2.entropy())

mu = torch.tensor([0.5], requires_grad=True)
sigma = torch.tensor([1.5], requires_grad=True)
dist = Normal(mu, sigma)
x = dist.rsample((3,))
loss = (x ** 2).mean()
loss.backward()
print(x.grad_fn.name(), mu.grad, sigma.grad)

probs = torch.tensor([0.2, 0.5, 0.3], requires_grad=True)
m = Categorical(probs)
action = m.sample()
reward = 1.5
loss = -m.log_prob(action) * reward
loss.backward()
print(action, probs.grad)

u = Uniform(torch.tensor([0.0]), torch.tensor([2.0]))
print(u.sample((2,)).flatten(), u.log_prob(torch.tensor([1.0])), u.entropy())
print(Beta(torch.tensor([2.0]), torch.tensor([3.0])).mean, Gamma(torch.tensor([2.0]), torch.tensor([1.0])).variance)
d = Dirichlet(torch.tensor([1.0, 2.0, 3.0]))
print(d.mean, d.log_prob(torch.tensor([0.2, 0.3, 0.5])))

p = Normal(torch.zeros(3), torch.ones(3))
q = Normal(torch.ones(3), 2 * torch.ones(3))
print(kl_divergence(p, q))
ind = Independent(p, 1)
print(ind, ind.batch_shape, ind.event_shape, ind.log_prob(torch.zeros(3)))

log_normal = TransformedDistribution(Normal(0.0, 1.0), [ExpTransform()])
print(log_normal.log_prob(torch.tensor(2.0)))
affine = TransformedDistribution(Normal(0.0, 1.0), [AffineTransform(loc=3.0, scale=2.0)])
s = affine.sample((3,))
print(s, affine.log_prob(s))
try:
    Normal(torch.tensor([0.0]), torch.tensor([-1.0]))
except ValueError as e:
    print("ValueError:", e)
