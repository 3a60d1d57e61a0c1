# Building models from containers: ModuleDict choosing an activation by name, ModuleList of blocks built in a loop,
# ParameterList and ParameterDict (and their reprs), Sequential from an OrderedDict with slicing, append, insert and
# extend, and indexing errors.
from collections import OrderedDict
import torch
import torch.nn as nn

torch.manual_seed(0)


class MLP(nn.Module):
    def __init__(self, sizes, act='relu'):
        super().__init__()
        self.acts = nn.ModuleDict({'relu': nn.ReLU(), 'gelu': nn.GELU(), 'tanh': nn.Tanh()})
        self.layers = nn.ModuleList([nn.Linear(a, b) for a, b in zip(sizes[:-1], sizes[1:])])
        self.act = act
        self.scales = nn.ParameterList([nn.Parameter(torch.ones(s)) for s in sizes[1:]])
        self.extra = nn.ParameterDict({'temperature': nn.Parameter(torch.tensor(1.0)), 'shift': nn.Parameter(torch.zeros(2))})

    def forward(self, x):
        for i, (layer, scale) in enumerate(zip(self.layers, self.scales)):
            x = layer(x) * scale
            if i < len(self.layers) - 1:
                x = self.acts[self.act](x)
        return x / self.extra['temperature'] + self.extra['shift']


m = MLP([3, 5, 4, 2], act='tanh')
print(m)
print(m(torch.randn(2, 3)).shape, len(m.layers), 'gelu' in m.acts, list(m.acts.keys()))
print([n for n, _ in m.named_parameters()])
print(m.scales[1].shape, m.extra['shift'])
m.scales.append(nn.Parameter(torch.zeros(1)))
m.extra['new'] = nn.Parameter(torch.ones(1))
print(len(m.scales), list(m.extra.keys()), 'new' in m.extra)

seq = nn.Sequential(OrderedDict([('fc1', nn.Linear(4, 8)), ('act', nn.ReLU()), ('fc2', nn.Linear(8, 2))]))
print(seq)
print(seq.fc1, seq[-1], seq[:2])
seq.append(nn.Softmax(dim=-1))
print(len(seq), seq[3], type(seq[1:]).__name__)
blocks = nn.ModuleList()
blocks.extend([nn.Linear(2, 2), nn.Dropout(0.1)])
blocks.insert(1, nn.ReLU())
blocks.append(nn.Identity())
print(blocks)
print(blocks[-2], blocks[1:3])
del blocks[0]
print(len(blocks), blocks[0])
md = nn.ModuleDict([('b', nn.ReLU()), ('a', nn.Tanh())])
print(list(md.keys()), md.pop('b'), list(md.keys()))
md.update({'c': nn.Sigmoid()})
print(md)
for bad in [lambda: seq[10], lambda: blocks[7], lambda: md['zz']]:
    try:
        bad()
    except (IndexError, KeyError) as e:
        print(type(e).__name__ + ':', e)
try:
    nn.ModuleList([nn.ReLU(), 3])
except TypeError as e:
    print('TypeError:', e)
