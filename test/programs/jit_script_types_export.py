# TorchScript type annotations: Optional, List, Dict, Tuple, Final constants and @torch.jit.ignore helpers.
from typing import Dict, List, Optional, Tuple

import torch
import torch.nn as nn


class Scorer(nn.Module):
    threshold: torch.jit.Final[float]

    def __init__(self):
        super().__init__()
        self.threshold = 0.25
        self.proj = nn.Linear(3, 1)

    def forward(self, xs: List[torch.Tensor], bias: Optional[torch.Tensor] = None) -> Tuple[torch.Tensor, int]:
        scores = torch.stack([self.proj(x).squeeze(-1) for x in xs])
        if bias is not None:
            scores = scores + bias
        return scores, int((scores > self.threshold).sum())

    @torch.jit.export
    def summary(self, d: Dict[str, torch.Tensor]) -> Dict[str, float]:
        out: Dict[str, float] = {}
        for k, v in d.items():
            out[k] = float(v.mean())
        return out


torch.manual_seed(0)
m = torch.jit.script(Scorer())
xs = [torch.randn(3), torch.randn(3)]
print(m(xs))
print(m(xs, torch.tensor([1.0, -1.0])))
print(m.summary({"a": torch.tensor([1.0, 2.0]), "b": torch.tensor([3.0])}))
print(m.threshold)
print(m.code)
print(m.summary.code)


@torch.jit.script
def pairs(n: int) -> List[Tuple[int, int]]:
    out = torch.jit.annotate(List[Tuple[int, int]], [])
    for i in range(n):
        for j in range(i):
            out.append((j, i))
    return out


print(pairs(3))
print(pairs.code)


@torch.jit.script
def first_or_none(xs: List[int]) -> Optional[int]:
    if len(xs) == 0:
        return None
    return xs[0]


print(first_or_none([]), first_or_none([7, 8]))
try:
    pairs("three")
except RuntimeError as e:
    print(str(e).splitlines()[0])
