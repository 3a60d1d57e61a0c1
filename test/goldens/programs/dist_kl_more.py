import warnings

import torch
from torch.distributions import (Bernoulli, Beta, Binomial, Cauchy, ContinuousBernoulli, Exponential, Gamma, Geometric,
                                 Gumbel, HalfNormal, Laplace, LowRankMultivariateNormal, MultivariateNormal, Normal,
                                 Pareto, Poisson, Uniform, kl_divergence)

t = torch.tensor
dists = {
    "Bernoulli": Bernoulli(t([0.3, 0.25])),
    "Beta": Beta(t([2.0, 0.7]), t([3.0, 2.5])),
    "Binomial": Binomial(3, t([0.3, 0.6])),
    "ContinuousBernoulli": ContinuousBernoulli(t([0.3, 0.8])),
    "Exponential": Exponential(t([0.5, 2.0])),
    "Gamma": Gamma(t([2.0, 0.7]), t([1.5, 3.0])),
    "Gumbel": Gumbel(t([0.5, -1.0]), t([1.0, 2.0])),
    "Laplace": Laplace(t([0.5, -1.0]), t([1.0, 2.0])),
    "Normal": Normal(t([0.5, -1.0]), t([1.0, 2.0])),
    "Pareto": Pareto(t([1.0, 0.5]), t([3.0, 2.5])),
    "Poisson": Poisson(t([1.5, 4.0])),
    "Uniform": Uniform(t([0.1, 0.5]), t([0.6, 3.0])),
}
others = {"Gumbel": Gumbel(t([0.0, 1.0]), t([2.0, 0.5])), "Pareto": Pareto(t([0.8, 0.5]), t([1.5, 3.5])),
          "ContinuousBernoulli": ContinuousBernoulli(t([0.6, 0.45]))}
for pn, p in dists.items():
    for qn, q in dists.items():
        if pn == qn:
            q = others.get(qn, q)
        try:
            with warnings.catch_warnings(record=True) as w:
                warnings.simplefilter("always")
                kl = kl_divergence(p, q)
            print(pn, qn, kl.tolist(), [str(x.message) for x in w])
        except NotImplementedError as e:
            print(pn, qn, "NotImplementedError", e)

print(kl_divergence(Cauchy(t([0.0, 1.0]), t([1.0, 2.0])), Cauchy(t([0.5, 0.0]), t([2.0, 0.5]))).tolist())
print(kl_divergence(Geometric(t([0.3, 0.8])), Geometric(t([0.5, 0.2]))).tolist())
print(kl_divergence(HalfNormal(t([1.0, 2.0])), HalfNormal(t([1.5, 0.5]))).tolist())
loc = t([[0.5, -1.0, 0.2], [0.0, 1.0, 2.0]])
W = t([[1.0, 0.5], [0.2, -0.3], [0.0, 0.7]])
p = LowRankMultivariateNormal(loc, W, t([1.0, 0.5, 2.0]))
q = LowRankMultivariateNormal(t([0.1, 0.2, 0.3]), W.flip(0), t([0.7, 1.5, 0.4]))
mvn = MultivariateNormal(t([0.3, -0.2, 0.1]), scale_tril=t([[1.0, 0.0, 0.0], [0.3, 0.8, 0.0], [-0.2, 0.1, 1.3]]))
print(kl_divergence(p, q).tolist(), kl_divergence(p, mvn).tolist(), kl_divergence(mvn, q).tolist())
try:
    kl_divergence(mvn, LowRankMultivariateNormal(t([0.0, 0.0]), t([[1.0], [0.0]]), t([1.0, 1.0])))
except ValueError as e:
    print(e)
