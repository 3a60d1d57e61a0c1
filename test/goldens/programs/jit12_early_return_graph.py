# `.graph` of scripted functions returning early from an `if` (an Optional's `is None` test or another) before the
# rest of the body: the exit transform's values (an uninitialized value per type, the has-returned flag, the
# guarded rest cloned) are numbered as PyTorch numbers them, with the return type annotated or inferred and the
# Optional refined to the returned type or another.
from typing import Optional

import torch


def show(graph):
    # the source comments name this file; print them relative to it
    print(str(graph).replace(__file__, "<this file>"))


@torch.jit.script
def scale(x: torch.Tensor, w: Optional[torch.Tensor] = None) -> torch.Tensor:
    if w is None:
        return x
    return x * w


@torch.jit.script
def scaled(x: torch.Tensor, w: Optional[float]) -> torch.Tensor:
    if w is None:
        return x + 1
    y = x * w
    return y - 1


@torch.jit.script
def times(x: torch.Tensor, n: Optional[int]) -> torch.Tensor:
    if n is None:
        return x
    return x * n


@torch.jit.script
def counted(x: int, w: Optional[torch.Tensor]) -> int:
    if w is None:
        return x
    return x * 2


@torch.jit.script
def halved(x: int, w: Optional[float]) -> int:
    if w is None:
        return x
    return x // 2


@torch.jit.script
def positive(x: torch.Tensor, n: int) -> torch.Tensor:
    if n > 0:
        return x
    y = x * 3
    return -y


@torch.jit.script
def summed(x: torch.Tensor, n: int) -> int:
    if x.sum() > 0:
        return n
    m = n * 3
    return m + 1


@torch.jit.script
def inferred(x):
    if x.sum() > 0:
        return x
    y = x * 3
    return -y


@torch.jit.script
def inferred_optional(x: torch.Tensor, w: Optional[float]):
    if w is None:
        return x
    return x * w


for f in (scale, scaled, times, counted, halved, positive, summed, inferred, inferred_optional):
    show(f.graph)
torch.manual_seed(0)
x = torch.rand(3)
print(scale(x), scale(x, x), scaled(x, None), scaled(x, 2.0), times(x, 3), counted(4, x), halved(5, 1.0))
print(positive(x, 0), summed(x, 2), inferred(-x), inferred_optional(x, 0.5))
