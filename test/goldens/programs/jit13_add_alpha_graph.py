# aten::add and aten::sub (and their in-place forms) called as methods or torch functions in a scripted function:
# the graph passes alpha, its default 1 included; `.code` leaves a default alpha out and names one given.
import torch


@torch.jit.script
def combine(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    a = x.add(y)
    b = torch.add(x, 2)
    c = torch.sub(x, y, alpha=2)
    a.add_(b)
    c.sub_(1)
    return a + c


print(str(combine.graph).replace(__file__, "<this file>"))
print(combine.code)
print(combine(torch.ones(2), torch.full((2,), 3.0)))
