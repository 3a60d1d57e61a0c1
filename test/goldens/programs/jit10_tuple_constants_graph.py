# `.graph` and `.code` of scripted functions returning tuples of constants: constant propagation makes each a
# tuple constant (nested ones too), inlined in the code, and a variable holding one names nothing; a negative
# number is a constant the front end folds as it reads it.
from typing import Tuple

import torch


def show(graph):
    # the source comments name this file; print them relative to it
    print(str(graph).replace(__file__, "<this file>"))


@torch.jit.script
def pair(x: torch.Tensor) -> Tuple[int, int]:
    return (1, 2)


@torch.jit.script
def mixed(x: torch.Tensor):
    t = (1, 2.5, "a")
    return t


@torch.jit.script
def held(x: int):
    t = (1, 2)
    return t, x + 1


@torch.jit.script
def nested(x: int):
    t = (1, (2, 3))
    return t


@torch.jit.script
def two(x: torch.Tensor):
    return (1, 2), (3, 4)


@torch.jit.script
def minus_one(x: torch.Tensor) -> int:
    return -1


@torch.jit.script
def negative_pair(x: torch.Tensor):
    a = -1
    return (a, 2), x


for f in (pair, mixed, held, nested, two, minus_one, negative_pair):
    show(f.graph)
    print(f.code)
print(pair(torch.ones(1)), mixed(torch.ones(1)), held(4), nested(0), two(torch.ones(1)))
print(minus_one(torch.ones(1)), negative_pair(torch.ones(1)))
