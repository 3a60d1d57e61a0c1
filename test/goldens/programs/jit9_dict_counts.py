# Dictionaries in script: counting words, membership tests and iterating keys.
from typing import Dict, List

import torch


@torch.jit.script
def count_words(words: List[str]) -> Dict[str, int]:
    counts: Dict[str, int] = {}
    for w in words:
        if w in counts:
            counts[w] += 1
        else:
            counts[w] = 1
    return counts


@torch.jit.script
def weighted(d: Dict[str, float], x: torch.Tensor) -> torch.Tensor:
    out = torch.zeros_like(x)
    for k in d.keys():
        out = out + x * d[k]
    return out


print(count_words.code)
print(count_words(["a", "b", "a", "c", "a"]))
print(weighted.code)
print(weighted({"a": 1.0, "b": 2.0}, torch.tensor([1.0, 2.0])))
