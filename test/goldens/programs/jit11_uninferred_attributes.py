# An empty list or dict attribute: annotated in __init__ it warns and has no type; a method using it does not compile.
import os
import warnings
from typing import Dict, List

import torch


class Counter(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.steps = 0
        self.history: List[float] = []

    def forward(self, x):
        self.steps += 1
        self.history.append(float(x.sum()))
        return x * 2


class Lookup(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.table = {}

    def forward(self, x):
        n = len(self.table)
        return x + n


class Reset(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.seen = []

    def forward(self, x):
        self.seen = [x.sum(), x.mean()]
        return x


class Annotated(torch.nn.Module):
    history: List[float]
    counts: Dict[str, int]

    def __init__(self):
        super().__init__()
        self.history = []
        self.counts = {}

    def forward(self, x):
        self.history.append(float(x.sum()))
        return x * 2


for cls in (Counter, Lookup, Reset, Annotated):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            m = torch.jit.script(cls())
            print(cls.__name__, "scripted:", m(torch.ones(2)))
        except RuntimeError as e:
            print(cls.__name__, type(e).__name__, str(e).replace(os.path.abspath(__file__), "<this file>"))
    for w in caught:
        print(w.category.__name__, w.message)
