# `.graph` of scripted while loops: prim::Loop with the largest int as its trip limit, the test computed before the
# loop (SSA conversion's clone of it, numbered after the body) and again at the body's end, as the loop's condition;
# tests with and/or (prim::If), tensor tests cast with aten::Bool, nested loops and loops mixing for and while.
from typing import List, Tuple

import torch


def show(graph):
    # the source comments name this file; print them relative to it
    print(str(graph).replace(__file__, "<this file>"))


@torch.jit.script
def countdown(n: int) -> int:
    total = 0
    while n > 0:
        total = total + n
        n = n - 1
    return total


@torch.jit.script
def halve(x: torch.Tensor) -> torch.Tensor:
    while x.sum() > 1.0:
        x = x / 2
    return x


@torch.jit.script
def doubled(x: torch.Tensor, n: int) -> torch.Tensor:
    i = 0
    while i < n and x.sum() < 100.0:
        x = x * 2
        i += 1
    return x


@torch.jit.script
def either(a: int, b: int) -> int:
    steps = 0
    while a > 0 or b > 0 and not a == b:
        a -= 1
        b -= 2
        steps += 1
    return steps


@torch.jit.script
def triangle(n: int) -> int:
    s = 0
    i = 0
    while i < n:
        j = 0
        while j < i:
            s += j
            j += 1
        i += 1
    return s


@torch.jit.script
def mixed(x: torch.Tensor, n: int) -> torch.Tensor:
    for k in range(n):
        m = k
        while m > 0:
            x = x + m
            m = m // 2
    i = 0
    while i < n:
        for row in x:
            x = x - row.mean()
        i += 1
    return x


@torch.jit.script
def collatz(n: int) -> Tuple[int, List[int]]:
    steps = 0
    seen: List[int] = [n]
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
        seen.append(n)
    return steps, seen


@torch.jit.script
def truthy(n: int, y: float) -> int:
    if n:
        n += 1
    if not y:
        n += 2
    while n and y:
        n -= 1
    return n


for f in (countdown, halve, doubled, either, triangle, mixed, collatz, truthy):
    show(f.graph)
print(either.code)
print(truthy.code)
torch.manual_seed(0)
x = torch.rand(3)
print(countdown(5), halve(x * 8), doubled(x, 4), either(5, 9), triangle(6), mixed(x, 3), collatz(6),
      truthy(3, 1.0), truthy(0, 0.0))
