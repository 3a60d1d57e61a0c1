# torch.distributions as tutorials use it: sampling, log_prob, entropy, rsample vs sample, KL terms.
import torch
from torch.distributions import Normal, Categorical, Bernoulli, Independent, MultivariateNormal, Uniform, kl_divergence
from torch.distributions import Beta, Dirichlet, Gamma, OneHotCategorical

torch.manual_seed(7)
n = Normal(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 0.5]))
print(n)
print(n.batch_shape, n.event_shape)
s = n.sample((3,))
print(s)
print(n.log_prob(s))
print(n.entropy())
print(n.mean, n.stddev, n.variance)
print(n.cdf(torch.tensor([0.0, 1.0])), n.icdf(torch.tensor([0.5, 0.975])))

mu = torch.tensor([0.5], requires_grad=True)
sigma = torch.tensor([2.0], requires_grad=True)
z = Normal(mu, sigma).rsample((4,))
z.sum().backward()
print(z.detach().view(-1), mu.grad, sigma.grad)
try:
    Normal(mu, sigma).sample().sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)

c = Categorical(logits=torch.tensor([[1.0, 2.0, 3.0], [0.0, 0.0, 0.0]]))
print(c)
print(c.probs)
a = c.sample()
print(a, c.log_prob(a), c.entropy())
print(c.sample((5,)).shape)
c2 = Categorical(probs=torch.tensor([0.2, 0.3, 0.5]))
print(c2.logits)
print(kl_divergence(c2, Categorical(probs=torch.tensor([1 / 3, 1 / 3, 1 / 3]))))

b = Bernoulli(probs=torch.tensor([0.1, 0.9]))
print(b)
bs = b.sample((4,))
print(bs, b.log_prob(bs).sum(0))
print(Bernoulli(logits=torch.tensor([0.0, 2.0])).probs)
print(b.entropy())

q = Normal(torch.zeros(3), torch.ones(3))
p = Normal(torch.tensor([1.0, 0.0, -1.0]), torch.tensor([0.5, 1.0, 2.0]))
print(kl_divergence(p, q))
ind = Independent(p, 1)
print(ind, ind.batch_shape, ind.event_shape)
print(kl_divergence(ind, Independent(q, 1)))

mvn = MultivariateNormal(torch.zeros(2), covariance_matrix=torch.tensor([[2.0, 0.5], [0.5, 1.0]]))
print(mvn)
x = mvn.sample((2,))
print(x, mvn.log_prob(x))
print(mvn.scale_tril)
print(mvn.entropy())

u = Uniform(0.0, 2.0)
print(u.sample((3,)), u.log_prob(torch.tensor(1.0)))
print(Beta(2.0, 3.0).mean, Dirichlet(torch.tensor([1.0, 2.0, 3.0])).mean)
print(Gamma(torch.tensor(2.0), torch.tensor(3.0)).rsample((2,)))
oh = OneHotCategorical(probs=torch.tensor([0.5, 0.25, 0.25]))
print(oh.sample((2,)))
try:
    Normal(torch.tensor([0.0]), torch.tensor([-1.0]))
except ValueError as e:
    print("ValueError:", e)
try:
    Categorical(probs=torch.tensor([0.5, 0.5])).log_prob(torch.tensor(3))
except ValueError as e:
    print("ValueError:", e)
