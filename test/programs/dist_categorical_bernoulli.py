# Discrete distributions: Categorical, Bernoulli and OneHotCategorical from probs and logits.
import torch
import torch.nn.functional as F
from torch.distributions import Bernoulli, Categorical, OneHotCategorical

torch.manual_seed(42)
logits = torch.tensor([[1.0, 2.0, 0.5], [0.0, 0.0, 3.0]])
cat = Categorical(logits=logits)
print(cat)
print("probs:", cat.probs)
print("logits:", cat.logits)
print("batch_shape:", cat.batch_shape, "event_shape:", cat.event_shape)
print("param_shape:", cat.param_shape)
samples = cat.sample((6,))
print(samples)
print(samples.shape, samples.dtype)
print("log_prob:", cat.log_prob(torch.tensor([1, 2])))
print("entropy:", cat.entropy())
print("support:", cat.support)
print("enumerate_support:", cat.enumerate_support())
counts = torch.bincount(Categorical(probs=torch.tensor([0.1, 0.2, 0.7])).sample((1000,)), minlength=3)
print("counts:", counts)

# probs that do not sum to one are normalised
c2 = Categorical(probs=torch.tensor([2.0, 1.0, 1.0]))
print(c2.probs, c2.mean, c2.variance)

b = Bernoulli(probs=torch.tensor([0.1, 0.5, 0.9]))
print(b)
x = b.sample((4,))
print(x)
print("log_prob:", b.log_prob(x))
print("mean:", b.mean, "variance:", b.variance, "entropy:", b.entropy())
bl = Bernoulli(logits=torch.tensor([-2.0, 0.0, 2.0]))
print(bl.probs)
print(F.binary_cross_entropy_with_logits(torch.tensor([-2.0, 0.0, 2.0]), torch.ones(3), reduction="none"))
print(-bl.log_prob(torch.ones(3)))

oh = OneHotCategorical(logits=torch.tensor([0.3, 0.3, 1.5]))
s = oh.sample((3,))
print(s)
print(oh.log_prob(s), oh.entropy(), oh.event_shape)

try:
    Categorical(probs=torch.tensor([0.5, 0.5]), logits=torch.tensor([0.0, 0.0]))
except ValueError as e:
    print("ValueError:", e)
try:
    Bernoulli(probs=torch.tensor([1.5]))
except ValueError as e:
    print("ValueError:", e)
try:
    cat.log_prob(torch.tensor([3, 0]))
except ValueError as e:
    print("ValueError:", e)
