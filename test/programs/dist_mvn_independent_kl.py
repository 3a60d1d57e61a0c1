# MultivariateNormal three ways, Independent to reinterpret batch dims, and kl_divergence.
import torch
from torch.distributions import Independent, MultivariateNormal, Normal, kl_divergence

torch.manual_seed(1)
loc = torch.tensor([1.0, -1.0])
cov = torch.tensor([[1.0, 0.6], [0.6, 2.0]])
mvn = MultivariateNormal(loc, covariance_matrix=cov)
print(mvn)
print(mvn.batch_shape, mvn.event_shape)
print("scale_tril:", mvn.scale_tril)
print("precision:", mvn.precision_matrix)
x = mvn.sample((4,))
print(x)
print("log_prob:", mvn.log_prob(x))
print("entropy:", mvn.entropy())
print("mean:", mvn.mean, "variance:", mvn.variance)

mvn2 = MultivariateNormal(loc, scale_tril=torch.linalg.cholesky(cov))
mvn3 = MultivariateNormal(loc, precision_matrix=torch.linalg.inv(cov))
p = torch.tensor([0.5, 0.5])
print(mvn.log_prob(p), mvn2.log_prob(p), mvn3.log_prob(p))
big = mvn.sample((20000,))
print("empirical mean:", big.mean(0))
print("empirical cov:", torch.cov(big.T))

diag = Normal(torch.zeros(3), torch.ones(3))
ind = Independent(diag, 1)
print(ind)
print(diag.batch_shape, diag.event_shape, ind.batch_shape, ind.event_shape)
v = torch.tensor([0.1, -0.3, 2.0])
print(diag.log_prob(v), ind.log_prob(v), diag.log_prob(v).sum())
iso = MultivariateNormal(torch.zeros(3), torch.eye(3))
print(iso.log_prob(v))

q = Normal(torch.tensor([0.5, -0.2]), torch.tensor([0.8, 1.3]))
prior = Normal(0.0, 1.0)
print("kl Normal:", kl_divergence(q, prior))
closed = torch.log(1 / q.scale) + (q.scale ** 2 + q.loc ** 2) / 2 - 0.5
print("closed form:", closed)
print("kl Independent:", kl_divergence(Independent(q, 1), Independent(Normal(torch.zeros(2), torch.ones(2)), 1)))
print("kl MVN:", kl_divergence(mvn, MultivariateNormal(torch.zeros(2), torch.eye(2))))
batched = MultivariateNormal(torch.zeros(3, 2), torch.eye(2).expand(3, 2, 2))
print(batched.batch_shape, batched.event_shape, batched.sample().shape)
try:
    MultivariateNormal(loc, covariance_matrix=torch.tensor([[1.0, 2.0], [2.0, 1.0]]))
except ValueError as e:
    print("ValueError:", e)
try:
    MultivariateNormal(loc)
except ValueError as e:
    print("ValueError:", e)
