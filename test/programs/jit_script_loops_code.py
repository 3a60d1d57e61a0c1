# TorchScript tutorial style: scripting functions with loops and branches, then looking at their .code.
import torch


@torch.jit.script
def running_max(x: torch.Tensor) -> torch.Tensor:
    out = torch.zeros_like(x)
    best = x[0]
    for i in range(x.size(0)):
        if bool(x[i] > best):
            best = x[i]
        out[i] = best
    return out


@torch.jit.script
def clamp_sum(x, limit: float = 1.0):
    total = x.sum()
    if total > limit:
        total = total * 0 + limit
    return total


def count_positive(xs: torch.Tensor) -> int:
    n = 0
    for v in xs:
        if v.item() > 0:
            n += 1
    return n


scripted_count = torch.jit.script(count_positive)

torch.manual_seed(0)
x = torch.randn(6)
print(x)
print(running_max(x))
print(clamp_sum(x), clamp_sum(x, 0.5), clamp_sum(torch.ones(3), limit=10.0))
print(scripted_count(x), count_positive(x))
print(type(running_max).__name__)
print(running_max.code)
print(clamp_sum.code)
print(scripted_count.code)
print(running_max.schema if hasattr(running_max, "schema") else clamp_sum.schema)
