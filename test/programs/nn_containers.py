# Sequential (plain and with an OrderedDict), ModuleList, ModuleDict and ParameterList.
from collections import OrderedDict
import torch
from torch import nn

torch.manual_seed(0)
seq = nn.Sequential(OrderedDict([
    ("conv", nn.Conv2d(1, 2, 3)),
    ("relu", nn.ReLU()),
    ("pool", nn.AdaptiveAvgPool2d(1)),
    ("flat", nn.Flatten()),
]))
print(seq)
print(seq.conv, seq[1], len(seq))
print(seq[:2])
with torch.no_grad():
    print(seq(torch.randn(2, 1, 5, 5)))


class Tower(nn.Module):
    def __init__(self, sizes):
        super().__init__()
        self.layers = nn.ModuleList(nn.Linear(a, b) for a, b in zip(sizes, sizes[1:]))
        self.acts = nn.ModuleDict({"relu": nn.ReLU(), "tanh": nn.Tanh()})
        self.gains = nn.ParameterList(nn.Parameter(torch.full((b,), 0.5)) for b in sizes[1:])

    def forward(self, x, act="relu"):
        for layer, gain in zip(self.layers, self.gains):
            x = self.acts[act](layer(x)) * gain
        return x


tower = Tower([4, 3, 2])
print(tower)
x = torch.randn(2, 4)
print(tower(x))
print(tower(x, act="tanh"))
print(len(tower.layers), list(tower.acts.keys()), [g.shape for g in tower.gains])

tower.layers.append(nn.Linear(2, 1))
tower.gains.append(nn.Parameter(torch.ones(1)))
print(tower(x).shape, len(list(tower.parameters())))

print("\nSequential grows with append and insert:")
s = nn.Sequential(nn.Linear(2, 2))
s.append(nn.ReLU())
s.insert(0, nn.Identity())
print(s)
for i, m in enumerate(s):
    print(i, type(m).__name__)
del s[0]
print(len(s), s[-1])
