# List comprehensions and min/max/sum builtins over lists in script.
from typing import List

import torch


@torch.jit.script
def doubled(xs: List[int]) -> List[int]:
    return [x * 2 for x in xs]


@torch.jit.script
def norms(ts: List[torch.Tensor]) -> List[float]:
    return [float(t.norm()) for t in ts]


print(doubled.code)
print(doubled([1, 2, 3]))
print(norms.code)
print(norms([torch.tensor([3.0, 4.0]), torch.ones(4)]))
