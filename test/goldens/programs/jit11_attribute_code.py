# Methods reading and updating a scripted module's attributes: `+=` on an attribute, list and dict methods that give
# nothing back, and return types taken from the attributes' annotated or inferred types.
from typing import Dict, List

import torch


class Tracker(torch.nn.Module):
    history: List[float]
    items: List[int]
    names: Dict[str, int]
    labels: List[str]

    def __init__(self):
        super().__init__()
        self.steps = 0
        self.history = []
        self.items = [3, 1, 2]
        self.names = {"a": 1}
        self.labels = ["cat", "dog"]
        self.scale = 2.5
        self.flag = True
        self.tag = "t"

    def forward(self, x):
        self.steps += 1
        self.history.append(float(x.sum()))
        self.items.insert(0, 5)
        self.items.extend([7, 8])
        self.items.reverse()
        self.items.remove(7)
        self.items.sort()
        self.names.update({"b": 2})
        self.scale *= 2.0
        return x * self.scale

    @torch.jit.export
    def reset(self):
        self.history.clear()
        self.steps = 0

    @torch.jit.export
    def label(self, i: int):
        return self.labels[i]

    @torch.jit.export
    def first(self):
        return self.items[0]

    @torch.jit.export
    def get_scale(self):
        return self.scale

    @torch.jit.export
    def get_flag(self):
        return self.flag

    @torch.jit.export
    def get_tag(self):
        return self.tag

    @torch.jit.export
    def count(self):
        return self.names["a"]


m = torch.jit.script(Tracker())
print(m.code)
for name in ["reset", "label", "first", "get_scale", "get_flag", "get_tag", "count"]:
    print(getattr(m, name).code)
print(m(torch.ones(2)), m.steps, m.history, m.items, m.names, m.scale)
print(m.label(1), m.first(), m.count())
m.reset()
print(m.steps, m.history)
