# A scripted module's attributes and methods as users poke at them: exported and ignored methods, Final
# constants, typed attributes, submodules, and what changes after scripting.
from typing import Dict, List

import torch
import torch.nn as nn


class Counter(nn.Module):
    threshold: torch.jit.Final[float]
    history: List[float]

    def __init__(self):
        super().__init__()
        self.threshold = 0.5
        self.steps: int = 0
        self.history = []
        self.names: Dict[str, int] = {"a": 1}
        self.proj = nn.Linear(2, 2)

    def forward(self, x):
        self.steps = self.steps + 1
        s = float(x.sum())
        self.history.append(s)
        return self.proj(x) * float(s > self.threshold)

    @torch.jit.export
    def reset(self) -> int:
        n = self.steps
        self.steps = 0
        while len(self.history) > 0:
            self.history.pop()
        return n

    @torch.jit.export
    def last(self) -> float:
        return self.history[-1]

    @torch.jit.ignore
    def debug(self, x):
        return x.numpy().tolist()


torch.manual_seed(0)
m = torch.jit.script(Counter())
x = torch.ones(1, 2)
with torch.no_grad():
    m(x)
    m(-x)
print(m.steps, m.history, m.names, m.threshold)
print(m.reset(), m.steps, m.history)
print(m.debug(torch.zeros(2)))
print(hasattr(m, "forward"), hasattr(m, "reset"))
print(m.code)
print(m.reset.code)
print([name for name, _ in m.named_modules()])
print(type(m.proj).__name__, m.proj.original_name)
print(m.proj.weight.shape, m.proj.in_features)
m.steps = 7
print(m.steps)
with torch.no_grad():
    m(x)
print(m.steps, m.history)
for value in (1.0, 0.25):
    try:
        m.threshold = value
    except RuntimeError as e:
        print("RuntimeError:", e)
m.note = "stashed"
print(m.note)
print(m.training)
m.eval()
print(m.training, m.proj.training)
