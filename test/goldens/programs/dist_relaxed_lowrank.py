import torch
from torch.distributions import (Categorical, LowRankMultivariateNormal, MixtureSameFamily, Normal,
                                 RelaxedBernoulli, RelaxedOneHotCategorical, StudentT, VonMises)

torch.manual_seed(0)
rb = RelaxedBernoulli(torch.tensor([0.5, 2.0]), probs=torch.tensor([0.3, 0.8]))
x = rb.rsample((3,))
print(rb, rb.batch_shape, rb.support, x.tolist(), rb.log_prob(x), rb.temperature.tolist(), rb.logits.tolist())
rbl = RelaxedBernoulli(torch.tensor(0.7), logits=torch.tensor([[0.5, -1.0], [2.0, 0.0]]))
print(rbl.sample().tolist(), rbl.expand((3, 2, 2)).batch_shape, rbl.log_prob(torch.tensor([0.2, 0.9])))

ro = RelaxedOneHotCategorical(torch.tensor(0.5), logits=torch.tensor([[0.1, 0.5, -1.0], [2.0, 0.0, 0.0]]))
y = ro.rsample((2,))
print(ro, ro.batch_shape, ro.event_shape, ro.support, y, ro.log_prob(y), ro.probs)
print(ro.expand((4, 2)).sample().shape, RelaxedOneHotCategorical(torch.tensor(1.5), torch.tensor([0.2, 0.8])).sample())
logits = torch.tensor([0.3, -0.4, 1.0], requires_grad=True)
(RelaxedOneHotCategorical(torch.tensor(0.3), logits=logits).rsample((5,)) * torch.arange(3.0)).sum().backward()
print(logits.grad)

loc = torch.tensor([[0.5, -1.0, 0.2], [0.0, 1.0, 2.0]])
W = torch.tensor([[1.0, 0.5], [0.2, -0.3], [0.0, 0.7]])
d = LowRankMultivariateNormal(loc, W, torch.tensor([1.0, 0.5, 2.0]))
z = d.sample((2,))
print(d, d.batch_shape, d.event_shape, z.tolist(), d.log_prob(z).tolist(), d.entropy().tolist())
print(d.mean.tolist(), d.variance.tolist(), d.covariance_matrix.tolist())
print(d.scale_tril, d.precision_matrix)
print(d.rsample().shape, d.expand((4, 2)).batch_shape, d.expand((4, 2)).log_prob(z[0]).shape)
for bad in (lambda: LowRankMultivariateNormal(torch.tensor(1.0), W, torch.ones(3)),
            lambda: LowRankMultivariateNormal(loc, torch.ones(3), torch.ones(3)),
            lambda: LowRankMultivariateNormal(loc, torch.ones(2, 2), torch.ones(3)),
            lambda: LowRankMultivariateNormal(loc, W, torch.ones(2)),
            lambda: LowRankMultivariateNormal(loc, W, torch.tensor([1.0, -1.0, 1.0])),
            lambda: LowRankMultivariateNormal(loc, torch.ones(4, 3, 1), torch.ones(3))):
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)

vm = VonMises(torch.tensor([0.5, -1.0, 2.0]), torch.tensor([0.5, 4.0, 10.0]))
v = torch.tensor([0.3, -2.0, 2.5])
print(vm, vm.log_prob(v).tolist(), vm.mean.tolist(), vm.mode.tolist(), vm.variance.tolist(), vm.expand((2, 3)))

mix = MixtureSameFamily(Categorical(torch.tensor([0.2, 0.5, 0.3])),
                        StudentT(torch.tensor([3.0, 5.0, 10.0]), torch.tensor([-1.0, 0.0, 2.0]), 0.5))
s = mix.sample((4,))
print(mix, s.tolist(), mix.log_prob(s), mix.mean.tolist(), mix.variance.tolist())
gm = MixtureSameFamily(Categorical(logits=torch.zeros(2, 3)), Normal(torch.randn(2, 3), torch.ones(2, 3)))
print(gm.cdf(torch.tensor([0.0, 1.0])).tolist(), gm.expand((4, 2)).batch_shape)
