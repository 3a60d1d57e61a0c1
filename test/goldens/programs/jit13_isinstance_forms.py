# More places isinstance narrows a scripted function's Union or Optional argument: under `not` (the narrowings
# swap), in the branches of a conditional expression, kept in a variable (no narrowing), and on an Optional (the
# contained type where it holds, NoneType, unused, where it does not).
from typing import Optional, Union

import torch


def show(f):
    # the source comments name this file; print them relative to it
    print(str(f.graph).replace(__file__, "<this file>"))
    print(f.code)


@torch.jit.script
def successor_or_zero(x: Union[int, str]) -> int:
    if not isinstance(x, int):
        y = 0
    else:
        y = x + 1
    return y


@torch.jit.script
def is_text(x: Union[int, str]) -> bool:
    b = isinstance(x, str)
    return b


@torch.jit.script
def doubled(x: Optional[int]) -> int:
    if isinstance(x, int):
        y = x * 2
    else:
        y = -1
    return y


@torch.jit.script
def as_float(x: Union[int, float]) -> float:
    return float(x) * 2.0 if isinstance(x, int) else x


@torch.jit.script
def halved(x: Union[torch.Tensor, int]) -> torch.Tensor:
    return x / 2 if isinstance(x, torch.Tensor) else torch.zeros(1) + x // 2


for f in (successor_or_zero, is_text, doubled, as_float, halved):
    show(f)
print(successor_or_zero(3), successor_or_zero("a"), is_text(1), is_text("s"), doubled(None), doubled(3))
print(as_float(2), as_float(1.5), halved(torch.tensor([4.0, 6.0])), halved(7))
