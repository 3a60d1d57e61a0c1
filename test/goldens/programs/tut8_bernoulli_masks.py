# Bernoulli masks the ways tutorials draw them: Tensor.bernoulli(p), bernoulli_ with a number or a tensor of
# per-element probabilities, seeded generators, and the errors for bad probabilities
import torch
torch.manual_seed(0)
print(torch.rand(4).bernoulli(0.5), torch.rand(3, 2).t().bernoulli(p=0.3).is_contiguous())
print(torch.empty(3, dtype=torch.float64).bernoulli_(torch.tensor([0.0, 0.5, 1.0])))
print(torch.empty(2, 3).bernoulli_(torch.tensor([0.2, 0.5, 0.9], dtype=torch.float64)))
print(torch.empty(2, 3, dtype=torch.long).bernoulli_(torch.full((3,), 0.5)))
print(torch.empty(4).bernoulli_(0.5), torch.rand(3).bernoulli())
g = torch.Generator().manual_seed(3)
print(torch.zeros(5).bernoulli_(torch.rand(5), generator=g), torch.ones(2).bernoulli(0.5, generator=g))
for bad in [lambda: torch.empty(2).bernoulli_(torch.tensor([0, 1])), lambda: torch.empty(2).bernoulli_(torch.tensor([0.5, 1.5])),
            lambda: torch.empty(2).bernoulli_(torch.rand(3))]:
    try:
        bad()
    except RuntimeError as e:
        print(type(e).__name__, str(e).split("\n")[0])
x = torch.rand(3, requires_grad=True)
print(x.bernoulli(0.5).requires_grad, x.bernoulli().requires_grad)
