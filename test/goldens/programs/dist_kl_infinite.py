import torch
from torch.distributions import *
print(kl_divergence(Normal(torch.zeros(2), torch.ones(2)), Uniform(torch.zeros(2), torch.ones(2))))
print(kl_divergence(Poisson(torch.ones(3)), Bernoulli(torch.tensor([0.5, 0.2, 0.1]))))
print(kl_divergence(Beta(torch.ones(1), torch.ones(1)), Pareto(torch.ones(1), torch.ones(1))))
