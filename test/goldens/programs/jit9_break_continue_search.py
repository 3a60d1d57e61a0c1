# break and continue: finding the first index above a threshold, and skipping odd values.
from typing import List

import torch


@torch.jit.script
def first_above(xs: List[float], t: float) -> int:
    idx = -1
    for i in range(len(xs)):
        if xs[i] > t:
            idx = i
            break
    return idx


@torch.jit.script
def even_sum(n: int) -> int:
    s = 0
    i = 0
    while i < n:
        i += 1
        if i % 2 == 1:
            continue
        s += i
    return s


print(first_above.code)
print(first_above([0.1, 0.5, 0.9], 0.4), first_above([0.1], 0.4))
print(even_sum.code)
print(even_sum(10))
