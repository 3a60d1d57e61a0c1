# Scripting code that loops over a model's layers and tests several conditions at once: TorchScript unrolls a loop
# over a ModuleList or Sequential (one call per layer) and turns `and` / `or` into the branches Python runs.
from typing import Dict, List

import torch

torch.manual_seed(0)


class RMSNorm(torch.nn.Module):
    eps: float

    def __init__(self, d):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.ones(d))
        self.eps = 1e-5
        self.layers = torch.nn.ModuleList([torch.nn.Linear(d, d) for _ in range(2)])

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        v = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(v + self.eps) * self.weight


norm = torch.jit.script(RMSNorm(4))
print(norm.code)
x = torch.randn(2, 4)
print(norm(x).shape)


class Heads(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.body = torch.nn.Sequential(torch.nn.Linear(3, 3), torch.nn.ReLU())
        self.heads = torch.nn.ModuleList([torch.nn.Linear(3, 2), torch.nn.Linear(3, 2)])

    def forward(self, x, flag: bool):
        for m in self.body:
            x = m(x)
        outs: List[torch.Tensor] = []
        for head in self.heads:
            outs.append(head(x))
        if flag or x.sum() > 0 and x.dim() == 2:
            return outs[0]
        return outs[1]


heads = torch.jit.script(Heads())
print(heads.code)
print(heads.body.code)
print(heads(torch.randn(2, 3), True).shape)


def concat_rows(xs: List[torch.Tensor], d: Dict[str, int]) -> torch.Tensor:
    out = xs[0]
    for t in xs[1:]:
        out = torch.cat([out, t], dim=0)
    k = d["k"]
    if k > 2 and out.dim() == 1:
        out = out * k
    elif k == 0:
        out = out.relu()
    return out[:k]


scripted = torch.jit.script(concat_rows)
print(scripted.code)
print(scripted([torch.arange(3.0), torch.arange(2.0)], {"k": 4}))


def all_positive(a: int, b: int, c: int) -> bool:
    return a > 0 and b > 0 and c > 0 or a == b


scripted_check = torch.jit.script(all_positive)
print(scripted_check.code)
print(scripted_check(1, 2, 3), scripted_check(-1, -1, 0), scripted_check(-1, 2, 3))
