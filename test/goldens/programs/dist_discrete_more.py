import torch
from torch.distributions import Binomial, ContinuousBernoulli, Geometric, Multinomial, NegativeBinomial

torch.manual_seed(0)
for d, value in ((Geometric(torch.tensor([0.3, 0.9, 1.0])), torch.tensor([2.0, 0.0, 0.0])),
                 (Geometric(logits=torch.tensor([-1.0, 2.0])), torch.tensor([1.0, 4.0])),
                 (NegativeBinomial(torch.tensor([3.0, 0.0, 5.5]), torch.tensor([0.4, 0.2, 0.7])),
                  torch.tensor([2.0, 0.0, 7.0])),
                 (NegativeBinomial(4.0, logits=torch.tensor([0.5, -1.0])), torch.tensor([3.0, 1.0])),
                 (Binomial(torch.tensor([5.0, 10.0]), torch.tensor([0.3, 0.8])), torch.tensor([2.0, 9.0]))):
    print(d, d.batch_shape, d.support, d.sample((3,)).tolist(), d.log_prob(value).tolist())
    print(" ", d.mean.tolist(), d.mode.tolist(), d.variance.tolist(), d.probs.tolist(), d.logits.tolist())
    print(" ", d.expand((2,) + d.batch_shape).sample().shape)
print(Binomial(6, torch.tensor([0.3, 0.9])).entropy().tolist())

m = Multinomial(8, torch.tensor([[0.2, 0.3, 0.5], [0.6, 0.1, 0.3]]))
x = m.sample()
print(m, m.sample((2,)).tolist(), x.tolist(), m.log_prob(x).tolist(), m.mean.tolist(), m.variance.tolist())
print(m.entropy().tolist(), m.support, m.expand((4, 2)).batch_shape)

cb = ContinuousBernoulli(torch.tensor([0.2, 0.4995, 0.5, 0.9]))
v = torch.tensor([0.3, 0.1, 0.6, 0.99])
print(cb, cb.sample((2,)).tolist(), cb.rsample().tolist(), cb.cdf(v).tolist())
print(cb.icdf(v).tolist(), cb.mean.tolist(), cb.variance.tolist(), cb.stddev.tolist(), cb.entropy().tolist())
cbl = ContinuousBernoulli(logits=torch.tensor([-2.0, 0.001, 3.0]))
print(cbl.probs.tolist(), cbl.mean.tolist(), cbl.variance.tolist())
print(cbl.expand((2, 3)).batch_shape, ContinuousBernoulli(0.3).sample((2,)))
p = torch.tensor([0.2, 0.7], requires_grad=True)
ContinuousBernoulli(p).rsample((4,)).sum().backward()
print(p.grad.tolist())

for bad in (lambda: Geometric(torch.tensor([0.0, 0.5])), lambda: Geometric(1.5), lambda: Geometric(),
            lambda: NegativeBinomial(-1.0, 0.5), lambda: NegativeBinomial(2.0, 1.0),
            lambda: ContinuousBernoulli(torch.tensor([1.2]), validate_args=True),
            lambda: Geometric(0.5).log_prob(torch.tensor(1.5)),
            lambda: Multinomial(3, torch.tensor([0.2, 0.8])).log_prob(torch.tensor([1.0, 1.0]))):
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
