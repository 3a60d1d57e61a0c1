# Scripted functions that return from inside loops: TorchScript's exit transform makes the loop stop once it has
# returned (a for loop becomes a while loop counting its trips) and picks the returned value after it.
from typing import List, Optional, Tuple

import torch


@torch.jit.script
def find(xs: List[int], t: int) -> int:
    for i in range(len(xs)):
        if xs[i] == t:
            return i
    return -1


print(find.code)
print(find([4, 5, 6], 5), find([4], 7), find([], 1))


@torch.jit.script
def grow(x, n: int):
    i = 0
    while i < n:
        x = x * 2
        if bool(x.sum() > 100):
            return x
        i += 1
    return x + 1


print(grow.code)
print(grow(torch.ones(3), 10), grow(torch.ones(3), 2))


@torch.jit.script
def first_negative(rows: List[torch.Tensor]) -> Tuple[int, Optional[torch.Tensor]]:
    for i, row in enumerate(rows):
        if bool((row < 0).any()):
            return i, row
    return -1, None


print(first_negative.code)
print(first_negative([torch.ones(2), torch.tensor([1.0, -1.0])]))
print(first_negative([torch.ones(2)]))


@torch.jit.script
def search(grid: List[List[int]], t: int) -> Tuple[int, int]:
    for r in range(len(grid)):
        for c in range(len(grid[r])):
            if grid[r][c] == t:
                return r, c
    return -1, -1


print(search.code)
print(search([[1, 2], [3, 4]], 4), search([[1, 2], [3, 4]], 9))


@torch.jit.script
def total_until(xs: List[int], limit: int) -> int:
    total = 0
    for x in xs:
        if x < 0:
            break
        total += x
        if total > limit:
            return limit
    return total


print(total_until.code)
print(total_until([1, 2, 3], 100), total_until([1, 2, -1, 5], 100), total_until([50, 60], 100))


class Stopper(torch.nn.Module):
    def forward(self, x, steps: int):
        for _ in range(steps):
            x = torch.relu(x - 1)
            if bool(x.sum() == 0):
                return x, True
        return x, False


stopper = torch.jit.script(Stopper())
print(stopper.code)
print(stopper(torch.tensor([1.0, 2.0]), 5), stopper(torch.tensor([3.0, 4.0]), 2))
