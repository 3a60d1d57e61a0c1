# Scripted loops over range(start, stop, step), enumerate and zip: TorchScript's loop runs for the least length
# of what it iterates, and derives each item from the trip count.
from typing import List, Tuple

import torch


@torch.jit.script
def weighted(rows: List[int]) -> int:
    s = 0
    for i, r in enumerate(rows):
        s += i * r
    return s


print(weighted.code)
print(weighted([3, 4, 5]))


@torch.jit.script
def dot(rows: List[int], t: List[float]) -> float:
    s = 0.0
    for a, b in zip(rows, t):
        s += a * b
    for k in range(2, 10, 3):
        s += k
    return s


print(dot.code)
print(dot([1, 2, 3], [0.5, 0.25]))


@torch.jit.script
def numbered(xs: List[str], start: int) -> List[str]:
    out: List[str] = []
    for i, (x, y) in enumerate(zip(xs, xs[1:]), start):
        out.append(str(i) + x + y)
    return out


print(numbered.code)
print(numbered(["a", "b", "c"], 1))


@torch.jit.script
def rows_sum(x, ws: List[float], lo: int, hi: int):
    total = torch.zeros(x.size(1))
    for row, w in zip(x, ws):
        total = total + row * w
    for j in range(lo, hi):
        total[j] = 0.0
    return total


print(rows_sum.code)
print(rows_sum(torch.arange(6.0).reshape(3, 2), [1.0, 2.0], 1, 2))
