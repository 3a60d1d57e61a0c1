# `.graph` of scripted functions refining an Optional with `is not None` / `is None`: the branch where it is set
# reads it through prim::unchecked_cast, for ifs with and without an else and both branches returning.
from typing import Optional

import torch


def show(graph):
    # the source comments name this file; print them relative to it
    print(str(graph).replace(__file__, "<this file>"))


@torch.jit.script
def add_bias(x: torch.Tensor, bias: Optional[torch.Tensor]) -> torch.Tensor:
    if bias is not None:
        x = x + bias
    return x


@torch.jit.script
def doubled_or_zero(x: Optional[int]) -> int:
    y = 0
    if x is not None:
        y = x * 2
    return y


@torch.jit.script
def successor(x: Optional[int]) -> int:
    if x is None:
        return 0
    else:
        return x + 1


for f in (add_bias, doubled_or_zero, successor):
    show(f.graph)
    print(f.code)
print(add_bias(torch.ones(2), None), add_bias(torch.ones(2), torch.ones(2)))
print(doubled_or_zero(None), doubled_or_zero(4), successor(None), successor(4))
