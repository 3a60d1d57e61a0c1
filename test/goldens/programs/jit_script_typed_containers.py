# Scripted functions with typed arguments, Optional refinement, lists, dicts and tuples; calling them with the
# wrong types gives TorchScript's messages.
from typing import Dict, List, Optional, Tuple

import torch


@torch.jit.script
def clamp_or_scale(x: torch.Tensor, limit: Optional[float] = None) -> torch.Tensor:
    if limit is not None:
        return x.clamp(-limit, limit)
    return x * 2


@torch.jit.script
def stats(values: List[float]) -> Tuple[float, float]:
    total = 0.0
    biggest = values[0]
    for v in values:
        total += v
        if v > biggest:
            biggest = v
    return total / len(values), biggest


@torch.jit.script
def count_words(words: List[str]) -> Dict[str, int]:
    counts: Dict[str, int] = {}
    for w in words:
        if w in counts:
            counts[w] += 1
        else:
            counts[w] = 1
    return counts


x = torch.tensor([-3.0, 0.5, 4.0])
print(clamp_or_scale(x))
print(clamp_or_scale(x, 1.0))
print(stats([1.0, 5.0, 2.5]))
print(count_words(["a", "b", "a", "c", "a"]))
print(clamp_or_scale.code)
print(stats.code)
print(count_words.code)
try:
    stats([1, 2])
except RuntimeError as e:
    print(str(e).splitlines()[0])
try:
    clamp_or_scale(x, "big")
except RuntimeError as e:
    print(str(e).splitlines()[0])
