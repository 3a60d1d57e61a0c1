# More distributions: Poisson/Binomial/Exponential/LogNormal, transformed distributions, constraints and support.
import torch
from torch.distributions import (Binomial, Exponential, LogNormal, Normal, Poisson, TransformedDistribution,
                                 Gamma, Laplace, kl_divergence)
from torch.distributions.transforms import AffineTransform, ExpTransform, SigmoidTransform

torch.manual_seed(31)
p = Poisson(torch.tensor([1.0, 4.0]))
s = p.sample((3,))
print(p, s, p.log_prob(s))
print(p.mean, p.variance)
b = Binomial(10, probs=torch.tensor([0.2, 0.7]))
print(b, b.sample(), b.log_prob(torch.tensor([2.0, 7.0])), b.mean, b.variance)
e = Exponential(rate=torch.tensor(2.0))
print(e.rsample((4,)), e.log_prob(torch.tensor(0.5)), e.entropy(), e.cdf(torch.tensor(1.0)))
ln = LogNormal(0.0, 0.5)
print(ln.sample((3,)), ln.mean, ln.log_prob(torch.tensor(1.5)))
base = Normal(torch.zeros(2), torch.ones(2))
td = TransformedDistribution(base, [AffineTransform(loc=1.0, scale=2.0), ExpTransform()])
x = td.sample()
print(x, td.log_prob(x))
sq = TransformedDistribution(base, [SigmoidTransform()])
print(sq.sample((2,)), sq.log_prob(torch.tensor([0.3, 0.9])))
print(Normal(0.0, 1.0).support, Exponential(1.0).support, Poisson(1.0).support, Binomial(3, 0.5).support)
print(kl_divergence(Exponential(torch.tensor(1.0)), Exponential(torch.tensor(3.0))))
print(kl_divergence(Gamma(torch.tensor(2.0), torch.tensor(1.0)), Gamma(torch.tensor(3.0), torch.tensor(2.0))))
print(kl_divergence(Laplace(0.0, 1.0), Laplace(1.0, 2.0)))
rate = torch.tensor(1.5, requires_grad=True)
Poisson(rate).log_prob(torch.tensor([0.0, 2.0, 5.0])).sum().backward()
print(rate.grad)
try:
    Poisson(torch.tensor([1.0])).log_prob(torch.tensor([-1.0]))
except ValueError as err:
    print("ValueError:", err)
print(Normal(torch.tensor([0.0, 1.0]), 1.0).expand((3, 2)).batch_shape)
