# TorchScript lowers item and slice assignment: tensors copy into a view (numbers become tensors of its dtype),
# index_put_ for masks, in-place ops for augmented assignment; lists and dicts set items; comprehensions append.
from typing import List, Dict
import torch


@torch.jit.script
def fill_rows(x: torch.Tensor, n: int) -> torch.Tensor:
    y = x.clone()
    y[0] = 0.0
    y[1:3] = x[0:2] * 2
    y[x > 1] = x[x > 1]
    for r in x:
        y[0] += r
    return y


@torch.jit.script
def squares(n: int) -> List[int]:
    xs = [i * i for i in range(n)]
    xs[0] = 5
    return xs


@torch.jit.script
def norms(ts: List[torch.Tensor]) -> List[float]:
    return [float(t.norm()) for t in ts]


@torch.jit.script
def counts(words: List[str]) -> Dict[str, int]:
    d: Dict[str, int] = {}
    for w in words:
        d[w] = len(w)
    return d


for f in (fill_rows, squares, norms, counts):
    print(f.code)
print(squares(3), counts(["a", "bb"]))


@torch.jit.script
def bump(xs: List[int], x: torch.Tensor):
    xs[1] += 3
    x[0] *= 2
    x[1:] -= 1
    return xs, x


print(bump.code)
