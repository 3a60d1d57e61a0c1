# torch.distributions beyond the basics: batch_shape vs event_shape, Independent reinterpreting dimensions,
# TransformedDistribution (log-normal, logit-normal), support and validation errors, entropy, expand,
# kl_divergence between compatible pairs, and seeded sampling.
import math
import torch
from torch.distributions import (Normal, Categorical, Independent, TransformedDistribution, LogNormal, Bernoulli,
                                 MultivariateNormal, Uniform, kl_divergence, constraints)
from torch.distributions.transforms import ExpTransform, SigmoidTransform, AffineTransform, ComposeTransform

torch.manual_seed(0)
loc, scale = torch.zeros(3, 2), torch.ones(3, 2)
normal = Normal(loc, scale)
print(normal.batch_shape, normal.event_shape)
diag = Independent(normal, 1)
print(diag.batch_shape, diag.event_shape)
print(diag)
x = torch.randn(3, 2)
print(torch.allclose(diag.log_prob(x), normal.log_prob(x).sum(-1)))
print(normal.sample((4,)).shape, diag.sample((4,)).shape, diag.rsample().requires_grad)

# rsample lets gradients through the sample
mu = torch.tensor([0.5], requires_grad=True)
sigma = torch.tensor([2.0], requires_grad=True)
torch.manual_seed(1)
s = Normal(mu, sigma).rsample((5,))
s.pow(2).mean().backward()
print(s.squeeze(1), mu.grad, sigma.grad)

# log-normal two ways
base = Normal(torch.tensor(0.0), torch.tensor(0.5))
ln1 = TransformedDistribution(base, [ExpTransform()])
ln2 = LogNormal(torch.tensor(0.0), torch.tensor(0.5))
v = torch.tensor([0.5, 1.0, 2.0])
print(ln1.log_prob(v), torch.allclose(ln1.log_prob(v), ln2.log_prob(v)))
print(ln2.mean, ln2.variance, ln2.support)

# logit-normal on (0, 1), an affine transform composed with a sigmoid
t = ComposeTransform([AffineTransform(loc=1.0, scale=2.0), SigmoidTransform()])
ln = TransformedDistribution(Normal(0.0, 1.0), t)
torch.manual_seed(2)
samples = ln.sample((6,))
print(samples)
print(ln.log_prob(samples))
print(t.inv(samples))

cat = Categorical(probs=torch.tensor([0.1, 0.2, 0.7]))
torch.manual_seed(3)
draws = cat.sample((1000,))
print(torch.bincount(draws, minlength=3))
print(cat.entropy(), cat.log_prob(torch.tensor([0, 2])), cat.enumerate_support())
print(Categorical(logits=torch.tensor([[0.0, 1.0], [2.0, 2.0]])).probs)

p, q = Normal(0.0, 1.0), Normal(1.0, 2.0)
print(kl_divergence(p, q), kl_divergence(q, p))
pi = Independent(Normal(torch.zeros(2), torch.ones(2)), 1)
qi = Independent(Normal(torch.ones(2), 2 * torch.ones(2)), 1)
print(kl_divergence(pi, qi))
mvn_p = MultivariateNormal(torch.zeros(2), torch.eye(2))
mvn_q = MultivariateNormal(torch.ones(2), 4 * torch.eye(2))
print(kl_divergence(mvn_p, mvn_q))
print(kl_divergence(Bernoulli(0.3), Bernoulli(0.6)), kl_divergence(Uniform(0.0, 1.0), Uniform(-1.0, 2.0)))
try:
    kl_divergence(Uniform(-1.0, 2.0), Uniform(0.0, 1.0))
except Exception as e:
    print(type(e).__name__)
print(kl_divergence(Uniform(-1.0, 2.0), Uniform(0.0, 1.0)))

e = Normal(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 3.0])).expand((4, 2))
print(e.batch_shape, e.entropy()[0], 0.5 * math.log(2 * math.pi * math.e))
print(constraints.positive.check(torch.tensor([-1.0, 0.0, 2.0])))
try:
    Normal(0.0, -1.0, validate_args=True)
except ValueError as e:
    print('ValueError:', e)
try:
    Bernoulli(probs=0.5, validate_args=True).log_prob(torch.tensor(0.5))
except ValueError as e:
    print('ValueError:', e)
