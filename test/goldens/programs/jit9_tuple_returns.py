# Tuples in and out of scripted functions, with unpacking.
from typing import Tuple

import torch


@torch.jit.script
def min_max(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    return x.min(), x.max()


@torch.jit.script
def swap(pair: Tuple[int, float]) -> Tuple[float, int]:
    a, b = pair
    return b, a


@torch.jit.script
def normalize(x: torch.Tensor) -> torch.Tensor:
    lo, hi = min_max(x)
    return (x - lo) / (hi - lo)


print(swap.code)
print(normalize.code)
print(swap((1, 2.5)))
print(normalize(torch.tensor([1.0, 3.0, 5.0])))
