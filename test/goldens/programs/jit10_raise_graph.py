# `.graph` of scripted functions that raise in a branch and inside a loop: prim::RaiseException with the class's
# qualified name, and the uninitialized value the exit transform gives a branch that raises.
import torch


def show(graph):
    # the source comments name this file; print them relative to it
    print(str(graph).replace(__file__, "<this file>"))


@torch.jit.script
def capped(x: torch.Tensor, n: int) -> torch.Tensor:
    for i in range(n):
        if i > 5:
            raise ValueError("too many")
        x = x + i
    return x


@torch.jit.script
def lowered(x: torch.Tensor) -> torch.Tensor:
    if x.sum() > 0:
        raise RuntimeError("positive")
    else:
        x = x - 1
    return x


@torch.jit.script
def doubled(x: int) -> int:
    if x < 0:
        raise ValueError("negative")
    return x * 2


for f in (capped, lowered, doubled):
    show(f.graph)
print(capped(torch.zeros(2), 3), lowered(-torch.ones(2)), doubled(4))
try:
    doubled(-1)
except Exception as e:
    print(type(e).__name__)
    print(str(e).replace(__file__, "<this file>"))
