import torch
g = torch.Generator().manual_seed(3)
print(torch.rand(4, dtype=torch.float64, generator=g).tolist())
g = torch.Generator().manual_seed(3)
w = torch.tensor([0.1, 0.5, 2.0, 0.0, 1.4])
print(torch.multinomial(w, 12, replacement=True, generator=g).tolist())
g = torch.Generator().manual_seed(3)
print(torch.multinomial(torch.tensor([[1., 2, 3], [3, 0, 1]]), 4, True, generator=g).tolist())
torch.manual_seed(0)
print(torch.multinomial(torch.tensor([0.2, 0.8]), 5, replacement=True).tolist())
from torch.utils.data import WeightedRandomSampler
print(list(WeightedRandomSampler([0.1, 0.9, 0.4, 0.7], 8, generator=torch.Generator().manual_seed(1))))
for bad in ([-1.0, 2.0], [0.0, 0.0]):
    try:
        torch.multinomial(torch.tensor(bad), 2, True)
    except RuntimeError as e:
        print(e)
try:
    torch.multinomial(torch.tensor([1.0, 2.0]), 3)
except RuntimeError as e:
    print(e)
