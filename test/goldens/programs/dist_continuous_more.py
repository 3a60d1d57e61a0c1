import torch
from torch.distributions import (Cauchy, Chi2, Gumbel, HalfCauchy, HalfNormal, Kumaraswamy, LogNormal, Pareto,
                                 StudentT, Weibull)


def show(name, d, value, cdf=True, icdf=True):
    print(name, d, d.batch_shape, d.event_shape, d.support, d.has_rsample)
    print(" sample", d.sample((2,)).tolist())
    if d.has_rsample:
        print(" rsample", d.rsample().tolist())
    print(" log_prob", d.log_prob(value).tolist())
    for attr in ("mean", "mode", "variance", "stddev"):
        print(" " + attr, getattr(d, attr).tolist())
    print(" entropy", d.entropy().tolist())
    if cdf:
        print(" cdf", d.cdf(value).tolist())
    if icdf:
        print(" icdf", d.icdf(torch.tensor([0.1, 0.7])).tolist())
    e = d.expand((3, 2))
    print(" expand", type(e).__name__, e.batch_shape, e.sample().shape, e.log_prob(value).shape)


torch.manual_seed(0)
show("cauchy", Cauchy(torch.tensor([0.5, -1.0]), torch.tensor([1.0, 2.0])), torch.tensor([0.1, 3.0]))
show("halfnormal", HalfNormal(torch.tensor([1.0, 2.5])), torch.tensor([0.1, 3.0]))
show("halfcauchy", HalfCauchy(torch.tensor([1.0, 2.5])), torch.tensor([0.1, 3.0]))
show("studentt", StudentT(torch.tensor([0.8, 4.0]), torch.tensor([0.0, -1.0]), 2.0), torch.tensor([0.1, 3.0]),
     cdf=False, icdf=False)
show("gumbel", Gumbel(torch.tensor([0.5, -1.0]), torch.tensor([1.0, 2.0])), torch.tensor([0.1, 3.0]))
show("weibull", Weibull(torch.tensor([1.0, 2.0]), torch.tensor([0.7, 3.0])), torch.tensor([0.1, 3.0]), icdf=False)
show("chi2", Chi2(torch.tensor([1.0, 5.0])), torch.tensor([0.1, 3.0]), cdf=False, icdf=False)
show("pareto", Pareto(torch.tensor([1.0, 2.0]), torch.tensor([0.7, 3.0])), torch.tensor([1.5, 3.0]), icdf=False)
show("kumaraswamy", Kumaraswamy(torch.tensor([0.7, 2.0]), torch.tensor([3.0, 1.5])), torch.tensor([0.1, 0.8]),
     icdf=False)
ln = LogNormal(torch.tensor([0.5, -1.0]), torch.tensor([1.0, 0.3]))
print(ln.sample((2,)), ln.log_prob(torch.tensor([0.1, 3.0])), ln.mean, ln.mode, ln.entropy(), ln.expand((3, 2)))
print(Cauchy(0.0, 1.0), Gumbel(0.0, 1.0).sample(), HalfNormal(1.0).sample((3,)), StudentT(3.0).rsample((2,)))
print(Weibull(1.0, 2.0).sample((2,)), Pareto(1.0, 2.0).sample((2,)), Chi2(torch.tensor(3.0)).rsample((2,)))

# gradients through the reparameterized samples
loc = torch.tensor([0.3, -0.2], requires_grad=True)
scale = torch.tensor([1.5, 0.5], requires_grad=True)
for d in (Cauchy(loc, scale), Gumbel(loc, scale), StudentT(scale, loc, scale), Weibull(scale, scale + 1)):
    x = d.rsample((3,))
    (x.sum() + d.log_prob(x.detach()).sum()).backward()
    print(type(d).__name__, loc.grad, scale.grad)
    loc.grad = None
    scale.grad = None

for bad in (lambda: Cauchy(0.0, -1.0), lambda: HalfNormal(torch.tensor([1.0, 0.0])), lambda: StudentT(-1.0),
            lambda: Pareto(1.0, 0.0), lambda: Weibull(torch.tensor([-1.0]), 1.0), lambda: Chi2(torch.tensor(0.0)),
            lambda: Kumaraswamy(1.0, -2.0), lambda: HalfNormal(2.0).log_prob(torch.tensor([-1.0])),
            lambda: Pareto(2.0, 1.0).log_prob(torch.tensor(1.0)), lambda: Gumbel(0.0, 1.0).log_prob(1.0)):
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
