# break and continue in scripted loops: they run as Python's, and .code prints them as TorchScript rewrites them,
# into has-exited flags carried through ifs, uninitialized values for branches with nothing to give, and for loops
# that may stop early as while loops counting their trips.
from typing import List

import torch


@torch.jit.script
def skip_and_stop(x, n: int):
    s = 0
    for i in range(n):
        if i == 3:
            continue
        if i > 6:
            break
        s += i
        x = x + 1
    return x, s


print(skip_and_stop.code)
print(skip_and_stop(torch.ones(2), 10))


@torch.jit.script
def doubling(x):
    i = 0
    while i < 10:
        i += 1
        if bool(x.sum() > 5):
            break
        x = x * 2
    return x


print(doubling.code)
print(doubling(torch.ones(2)))


@torch.jit.script
def while_continue(x):
    i = 0
    while i < 10:
        i += 1
        if i == 2:
            continue
        x = x * 2
    return x


print(while_continue.code)
print(while_continue(torch.ones(1)))


@torch.jit.script
def range_continue(x, n: int):
    for i in range(n):
        if i == 2:
            continue
        x = x * 2
    return x


print(range_continue.code)
print(range_continue(torch.ones(1), 5))


@torch.jit.script
def until_negative(xs: List[int]):
    t = 0
    for v in xs:
        if v < 0:
            break
        t += v
    return t


print(until_negative.code)
print(until_negative([3, 4, -1, 5]))


@torch.jit.script
def while_true(x):
    while True:
        x = x + 1
        if bool(x.sum() > 10):
            break
    return x


print(while_true.code)
print(while_true(torch.zeros(2)))
@torch.jit.script
def nested(x, n: int):
    total = 0
    for i in range(n):
        for j in range(n):
            if j > i:
                break
            total += j
        if total > 20:
            break
        x = x + total
    return x, total

print(nested.code)
print(nested(torch.zeros(2), 8))

@torch.jit.script
def assigned_before(xs: List[int]):
    acc = 0
    count = 0
    for v in xs:
        count += 1
        if v % 2 == 0:
            acc = acc + v
            continue
        acc = acc - 1
    return acc, count

print(assigned_before.code)
print(assigned_before([1, 2, 3, 4, 5]))

@torch.jit.script
def rows(x):
    out = []
    for row in x:
        if bool(row.sum() < 0):
            continue
        out.append(row * 2)
    return out

print(rows.code)
print(rows(torch.tensor([[1., 2.], [-3., 1.], [0., 5.]])))

@torch.jit.script
def raising(x, n: int):
    i = 0
    while i < n:
        if i > 100:
            raise ValueError("too many")
        if i == 3:
            break
        i += 1
        x = x * 2
    return x

print(raising.code)
print(raising(torch.ones(1), 10))

@torch.jit.script
def last_break(x):
    for i in range(5):
        x = x + i
        break
    return x
print(last_break.code)
print(last_break(torch.ones(1)))


@torch.jit.script
def collected(x, n: int):
    out = []
    for i in range(n):
        if i == 2:
            continue
        out.append(x * i)
    return out


print(collected.code)
print(collected(torch.ones(1), 4))
