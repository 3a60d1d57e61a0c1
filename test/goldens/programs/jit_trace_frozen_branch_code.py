# Tracing records only the branch the example took: the printed code shows it, and the tracer warns.
import warnings

import torch


def gate(x):
    if x.sum() > 0:
        return x * 2
    return x - 10


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    traced = torch.jit.trace(gate, torch.ones(3))
for w in caught:
    print(w.category.__name__)
print(traced.code)
print(traced(-torch.ones(3)), gate(-torch.ones(3)))

scripted = torch.jit.script(gate)
print(scripted.code)
print(scripted(-torch.ones(3)))


class Gate(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(2, 2)

    def forward(self, x):
        y = self.fc(x)
        if y.mean() > 0:
            return torch.sigmoid(y)
        return -y


torch.manual_seed(1)
g = Gate()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    tg = torch.jit.trace(g, torch.ones(1, 2))
print(len(caught) > 0, {w.category.__name__ for w in caught})
print(tg.code)
sg = torch.jit.script(g)
print(sg.code)
