# Nested break and continue in scripted loops: exits from inner ifs and inner loops, a while loop over a list's
# length, and a for loop that carries what it assigned before breaking.
import torch
from typing import List


@torch.jit.script
def a(x, n: int):
    for i in range(n):
        if i > 2:
            if i > 4:
                break
            else:
                x = x + 1
                continue
        x = x * 2
    return x
print(a.code)
print(a(torch.ones(1), 8))


@torch.jit.script
def b(xs: List[int]):
    out: List[int] = []
    i = 0
    while i < len(xs):
        v = xs[i]
        i += 1
        if v == 0:
            continue
        if v < 0:
            break
        out.append(v)
    return out, i
print(b.code)
print(b([1, 0, 2, -1, 3]))


@torch.jit.script
def c(x):
    for i in range(3):
        for j in range(3):
            if j == i:
                continue
            x = x + j
    return x
print(c.code)
print(c(torch.zeros(1)))


@torch.jit.script
def d(x, n: int):
    k = 0
    for i in range(n):
        k = i
        if i == 1:
            break
    return x, k
print(d.code)
print(d(torch.zeros(1), 5))
