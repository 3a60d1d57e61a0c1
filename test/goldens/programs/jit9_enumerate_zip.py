# for loops over enumerate and zip of lists in script.
from typing import List

import torch


@torch.jit.script
def dot(xs: List[float], ys: List[float]) -> float:
    acc = 0.0
    for x, y in zip(xs, ys):
        acc += x * y
    return acc


@torch.jit.script
def weighted_sum(ts: List[torch.Tensor]) -> torch.Tensor:
    out = torch.zeros(2)
    for i, t in enumerate(ts):
        out = out + t * i
    return out


print(dot.code)
print(dot([1.0, 2.0, 3.0], [4.0, 5.0, 6.0]))
print(weighted_sum.code)
print(weighted_sum([torch.ones(2), torch.ones(2), torch.ones(2)]))
