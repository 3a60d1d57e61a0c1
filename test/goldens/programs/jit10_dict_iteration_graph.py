# `.graph` and `.code` of scripted functions building and reading dicts: a dict literal and an item set, a loop over
# a dict (its keys, aten::keys) and over its items (each unpacked with prim::TupleUnpack).
from typing import Dict

import torch


def show(graph):
    # the source comments name this file; print them relative to it
    print(str(graph).replace(__file__, "<this file>"))


@torch.jit.script
def build(x: torch.Tensor) -> Dict[str, torch.Tensor]:
    d = {"a": x, "b": x * 2}
    d["c"] = x + 1
    return d


@torch.jit.script
def total(d: Dict[str, int]) -> int:
    s = 0
    for k in d:
        s += d[k]
    return s


@torch.jit.script
def weighted(d: Dict[str, int], w: int) -> int:
    s = 0
    for k, v in d.items():
        if k != "skip":
            s += v * w
    return s


for f in (build, total, weighted):
    show(f.graph)
    print(f.code)
print(build(torch.ones(2)))
print(total({"a": 1, "b": 2, "c": 3}), weighted({"a": 1, "skip": 5, "b": 2}, 3))
