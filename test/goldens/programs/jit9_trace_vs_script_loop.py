# Tracing records one path of data-dependent control flow; scripting keeps the loop.
import warnings

import torch


def repeat_double(x: torch.Tensor, n: int) -> torch.Tensor:
    for _ in range(n):
        x = x * 2
    return x


def clip_positive(x):
    if x.sum() > 0:
        return x.relu()
    return -x


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    traced = torch.jit.trace(clip_positive, torch.ones(3))
print([w.category.__name__ for w in caught])
print(traced.code)
scripted = torch.jit.script(clip_positive)
print(scripted.code)
x = -torch.ones(3)
print(traced(x), scripted(x))
s2 = torch.jit.script(repeat_double)
print(s2(torch.ones(2), 3))
