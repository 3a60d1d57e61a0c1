# Lists in script: append, indexing, len, slicing and building tensors from them.
from typing import List

import torch


@torch.jit.script
def squares(n: int) -> List[int]:
    out: List[int] = []
    for i in range(n):
        out.append(i * i)
    return out


@torch.jit.script
def total(xs: List[torch.Tensor]) -> torch.Tensor:
    acc = xs[0]
    for i in range(1, len(xs)):
        acc = acc + xs[i]
    return acc


print(squares.code)
print(squares(5))
print(total.code)
print(total([torch.ones(2), torch.ones(2) * 2, torch.ones(2) * 3]))
