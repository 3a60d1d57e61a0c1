# A method setting an attribute to a value of another type does not compile: an empty list or dict literal holds
# tensors, and a number is not converted.
import os
from typing import Dict, List, Optional

import torch


class History(torch.nn.Module):
    history: List[float]

    def __init__(self):
        super().__init__()
        self.history = [1.0]

    def forward(self, x):
        self.history = []
        return x


class Counts(torch.nn.Module):
    counts: Dict[str, int]

    def __init__(self):
        super().__init__()
        self.counts = {"a": 1}

    def forward(self, x):
        self.counts = {}
        return x


class Steps(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.steps = 0

    def forward(self, x):
        self.steps = 1.5
        return x


class Scale(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = 1.0

    def forward(self, x):
        self.scale = 2
        return x * self.scale


class Fine(torch.nn.Module):
    best: Optional[int]
    ids: List[int]

    def __init__(self):
        super().__init__()
        self.best = 3
        self.ids = [1]
        self.name = "a"

    def forward(self, x):
        self.best = None
        self.ids = [4, 5]
        self.name = "b"
        return x


for cls in (History, Counts, Steps, Scale, Fine):
    try:
        m = torch.jit.script(cls())
        print(cls.__name__, "scripted:", m(torch.ones(2)))
    except RuntimeError as e:
        print(cls.__name__, type(e).__name__, str(e).replace(os.path.abspath(__file__), "<this file>"))
