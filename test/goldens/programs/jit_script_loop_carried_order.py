# Scripted loops carrying several values: the carried values print in the order the code after the loop uses them.
import torch


@torch.jit.script
def fib_like(x: torch.Tensor, steps: int):
    prev = torch.zeros_like(x)
    cur = x
    count = 0
    for _ in range(steps):
        nxt = prev + cur
        prev = cur
        cur = nxt
        count += 1
    return cur, prev, count


@torch.jit.script
def until_small(x: torch.Tensor):
    halvings = 0
    total = torch.zeros_like(x)
    while bool(x.abs().max() > 1):
        total = total + x
        x = x / 2
        halvings += 1
    return halvings, x, total


@torch.jit.script
def choose(x: torch.Tensor, flag: bool):
    if flag:
        b = x * 2
        a = x + 1
    else:
        a = x - 1
        b = x / 2
    return b, a


print(fib_like(torch.tensor([1.0, 2.0]), 5))
print(fib_like.code)
print(until_small(torch.tensor([6.0, -3.0])))
print(until_small.code)
print(choose(torch.ones(2), True))
print(choose.code)
