# A SAC-style squashed Gaussian policy: Normal -> TanhTransform -> AffineTransform to the action bounds, with
# log-probabilities corrected by the Jacobian; plus the other common transforms and their inverses.
import torch
import torch.nn as nn
from torch.distributions import Dirichlet, Independent, Normal, TransformedDistribution, biject_to, constraints, transform_to
from torch.distributions.transforms import (AbsTransform, IndependentTransform, PowerTransform, SoftmaxTransform,
                                            SoftplusTransform, StickBreakingTransform, TanhTransform, AffineTransform)

torch.manual_seed(8)
policy = nn.Linear(3, 4)
obs = torch.randn(5, 3)
mean, log_std = policy(obs).chunk(2, dim=-1)
log_std = log_std.clamp(-5, 2)
base = Independent(Normal(mean, log_std.exp()), 1)
squashed = TransformedDistribution(base, [TanhTransform(cache_size=1), AffineTransform(0.0, 2.0, event_dim=1)])
print(squashed.batch_shape, squashed.event_shape)
action = squashed.rsample()
print(action)
logp = squashed.log_prob(action)
print(logp)
u = base.rsample()
a = torch.tanh(u)
manual = base.log_prob(u) - torch.log(1 - a.pow(2) + 1e-6).sum(-1)
print(manual)
(-logp.mean()).backward()
print(policy.weight.grad)

x = torch.tensor([-3.0, -0.5, 0.0, 0.5, 3.0])
for t in [TanhTransform(), SoftplusTransform(), AbsTransform()]:
    y = t(x)
    print(t, y, t.inv(y))
    if t.bijective:
        print(t.log_abs_det_jacobian(x, y))
p = PowerTransform(torch.tensor(2.0))
pos = torch.tensor([0.5, 1.0, 3.0])
print(p(pos), p.inv(p(pos)), p.log_abs_det_jacobian(pos, p(pos)))
sb = StickBreakingTransform()
z = torch.tensor([[0.3, -1.0, 2.0], [0.0, 0.0, 0.0]])
simplex = sb(z)
print(simplex, simplex.sum(-1))
print(sb.inv(simplex))
print(sb.log_abs_det_jacobian(z, simplex))
print(sb.forward_shape(torch.Size([2, 3])), sb.inverse_shape(torch.Size([2, 4])))
print(SoftmaxTransform()(z))
it = IndependentTransform(SoftplusTransform(), 1)
print(it, it(z), it.log_abs_det_jacobian(z, it(z)))
print(biject_to(constraints.simplex), transform_to(constraints.simplex))
print(biject_to(constraints.unit_interval), biject_to(constraints.independent(constraints.positive, 1)))
print(biject_to(Dirichlet(torch.ones(3)).support)(torch.zeros(2)))
print(transform_to(constraints.less_than(2.0))(torch.tensor([0.0, 1.0])))
try:
    biject_to(constraints.boolean)
except NotImplementedError as e:
    print("NotImplementedError:", e)
