# Constraints and transforms: checking supports, mapping unconstrained parameters with biject_to/transform_to,
# and building new distributions with TransformedDistribution.
import torch
from torch.distributions import Normal, TransformedDistribution, constraints, biject_to, transform_to
from torch.distributions.transforms import AffineTransform, ComposeTransform, ExpTransform, SigmoidTransform

torch.manual_seed(0)
print(constraints.positive, constraints.real, constraints.unit_interval, constraints.simplex)
print(constraints.positive.check(torch.tensor([1.0, 0.0, -1.0])))
print(constraints.interval(0.0, 2.0).check(torch.tensor([-0.5, 1.0, 2.0])))
print(constraints.simplex.check(torch.tensor([[0.2, 0.8], [0.5, 0.6]])))
print(constraints.boolean.check(torch.tensor([0.0, 1.0, 0.5])))
print(constraints.nonnegative_integer.check(torch.tensor([0.0, 2.0, -1.0, 1.5])))
print(Normal.arg_constraints, Normal.support)

t = biject_to(constraints.positive)
print(t)
raw = torch.tensor([-1.0, 0.0, 2.0], requires_grad=True)
pos = t(raw)
print(pos, t.inv(pos))
print(t.log_abs_det_jacobian(raw, pos))
pos.sum().backward()
print(raw.grad)
s = transform_to(constraints.simplex)
print(s, s(torch.tensor([0.0, 1.0, -1.0])))
iv = transform_to(constraints.interval(-1.0, 3.0))
print(iv(torch.tensor([-10.0, 0.0, 10.0])))

log_normal = TransformedDistribution(Normal(0.0, 1.0), [ExpTransform()])
print(log_normal)
x = log_normal.sample((4,))
print(x)
print(log_normal.log_prob(torch.tensor([0.5, 1.0, 2.0])))
logit_normal = TransformedDistribution(Normal(torch.zeros(2), torch.ones(2)), [SigmoidTransform()])
print(logit_normal.sample((3,)))
print(logit_normal.log_prob(torch.tensor([0.3, 0.9])))
scaled = TransformedDistribution(Normal(0.0, 1.0), [AffineTransform(loc=5.0, scale=2.0)])
print(scaled.log_prob(torch.tensor(5.0)), Normal(5.0, 2.0).log_prob(torch.tensor(5.0)))
print(scaled.rsample((2,)), scaled.has_rsample, scaled.support)
comp = ComposeTransform([AffineTransform(0.0, 2.0), ExpTransform()])
print(comp(torch.tensor([0.0, 1.0])), comp.inv(torch.tensor([1.0, 7.389056])))
print(ExpTransform().domain, ExpTransform().codomain, ExpTransform().bijective, ExpTransform().sign)
try:
    log_normal.log_prob(torch.tensor(-1.0))
except ValueError as e:
    print("ValueError:", e)
