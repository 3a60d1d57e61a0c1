# `is None` / `is not None` on a value whose type cannot be None: the compiler knows the answer, keeps only the
# branch taken, and the test itself leaves nothing in the graph or the code.
import torch


def show(graph):
    # the source comments name this file; print them relative to it
    print(str(graph).replace(__file__, "<this file>"))


@torch.jit.script
def successor(x: int) -> int:
    if x is None:
        return 0
    return x + 1


@torch.jit.script
def scaled(x: torch.Tensor, scale: float) -> torch.Tensor:
    if scale is not None:
        x = x * scale
    else:
        x = x * 2
    return x


for f in (successor, scaled):
    show(f.graph)
    print(f.code)
print(successor(4), scaled(torch.ones(2), 3.0))
