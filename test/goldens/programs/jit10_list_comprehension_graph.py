# `.graph` and `.code` of scripted list building: appending in a loop to an annotated empty list, and list
# comprehensions over a list and over a range (an empty list appended to in a loop).
from typing import List

import torch


def show(graph):
    # the source comments name this file; print them relative to it
    print(str(graph).replace(__file__, "<this file>"))


@torch.jit.script
def squares(n: int) -> List[int]:
    out: List[int] = []
    for i in range(n):
        out.append(i * i)
    return out


@torch.jit.script
def doubled(xs: List[int]) -> List[int]:
    return [x * 2 for x in xs]


@torch.jit.script
def shifted(x: torch.Tensor) -> List[torch.Tensor]:
    return [x + i for i in range(3)]


for f in (squares, doubled, shifted):
    show(f.graph)
    print(f.code)
print(squares(5), doubled([1, 2, 3]), shifted(torch.zeros(2)))
