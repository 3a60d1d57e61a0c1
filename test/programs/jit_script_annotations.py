# Scripting plain functions: type annotations, control flow, loops and typed containers.
import torch
from typing import Dict, List, Optional, Tuple


@torch.jit.script
def clamp_sum(x: torch.Tensor, limit: float) -> torch.Tensor:
    total = torch.zeros(1)
    for i in range(x.size(0)):
        if x[i] > limit:
            total += limit
        else:
            total += x[i]
    return total


x = torch.tensor([0.5, 2.0, 1.5, 3.0])
print(clamp_sum(x, 1.0))
print(clamp_sum(x, 2.5))


@torch.jit.script
def count_words(words: List[str]) -> Dict[str, int]:
    counts: Dict[str, int] = {}
    for w in words:
        if w in counts:
            counts[w] += 1
        else:
            counts[w] = 1
    return counts


print(count_words(["a", "b", "a", "c", "a"]))


@torch.jit.script
def maybe_add(x: torch.Tensor, bias: Optional[torch.Tensor] = None) -> torch.Tensor:
    if bias is not None:
        return x + bias
    return x


print(maybe_add(torch.ones(2)))
print(maybe_add(torch.ones(2), torch.tensor([1.0, 2.0])))


@torch.jit.script
def min_max(xs: List[float]) -> Tuple[float, float]:
    lo = xs[0]
    hi = xs[0]
    for v in xs:
        lo = min(lo, v)
        hi = max(hi, v)
    return lo, hi


print(min_max([3.0, -1.0, 4.5, 2.0]))


@torch.jit.script
def fib(n: int) -> int:
    a, b = 0, 1
    i = 0
    while i < n:
        a, b = b, a + b
        i += 1
    return a


print([fib(i) for i in range(10)])
print(type(fib))

try:
    fib(2.5)
except RuntimeError as e:
    print("RuntimeError:", str(e).splitlines()[0])

try:
    count_words([1, 2])
except RuntimeError as e:
    print("RuntimeError:", str(e).splitlines()[0])

try:
    clamp_sum(x)
except RuntimeError as e:
    print("RuntimeError:", str(e).splitlines()[0])
