# Type annotations in scripted functions as a new user writes them: Optional with a refinement, List, Dict and Tuple
# parameters and returns, default values in the schema and in the messages for a wrong argument.
from typing import Dict, List, Optional, Tuple

import torch


@torch.jit.script
def pick(x: torch.Tensor, scale: Optional[float] = None) -> torch.Tensor:
    if scale is not None:
        return x * scale
    return x


print(pick.code)
print(pick(torch.ones(2)), pick(torch.ones(2), 3.0))
print(pick.schema)


@torch.jit.script
def lengths(words: List[str]) -> Dict[str, int]:
    out: Dict[str, int] = {}
    for w in words:
        out[w] = len(w)
    return out


print(lengths.code)
print(lengths(["a", "bb", "ccc"]))


@torch.jit.script
def split_pair(t: Tuple[torch.Tensor, int]) -> Tuple[int, torch.Tensor]:
    a, b = t
    return b + 1, a * 2


print(split_pair.code)
print(split_pair((torch.ones(1), 2)))


@torch.jit.script
def total(values: List[float]) -> float:
    s = 0.0
    for v in values:
        s += v
    return s


print(total.code)
print(total([1.0, 2.5]))
try:
    total([1, 2])
except RuntimeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
try:
    pick(torch.ones(1), "x")
except RuntimeError as e:
    print(type(e).__name__, str(e).splitlines()[0])


@torch.jit.script
def maybe_sum(xs: List[torch.Tensor], start: Optional[torch.Tensor] = None) -> torch.Tensor:
    if start is None:
        acc = torch.zeros(2)
    else:
        acc = start
    for x in xs:
        acc = acc + x
    return acc


print(maybe_sum.code)
print(maybe_sum([torch.ones(2), torch.ones(2)]))


@torch.jit.script
def defaults(x, a: int = 2, b: float = 1.0, c: bool = True, d: str = "hi", e: Optional[int] = None, g: float = 0.5):
    return x
print(defaults.schema)
try:
    defaults(x=1)
except RuntimeError as e:
    print(str(e))
