# Tracing freezes the branch the example took; scripting keeps the control flow, as the tutorial contrasts them.
import warnings

import torch


class MyDecisionGate(torch.nn.Module):
    def forward(self, x):
        if x.sum() > 0:
            return x
        else:
            return -x


class MyCell(torch.nn.Module):
    def __init__(self, dg):
        super().__init__()
        self.dg = dg
        self.linear = torch.nn.Linear(4, 4)

    def forward(self, x, h):
        new_h = torch.tanh(self.dg(self.linear(x)) + h)
        return new_h, new_h


torch.manual_seed(0)
x, h = torch.rand(3, 4), torch.rand(3, 4)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    traced_cell = torch.jit.trace(MyCell(MyDecisionGate()), (x, h))
for w in caught:
    print(w.category.__name__, str(w.message)[:60])
print(traced_cell.dg.code)
print(traced_cell.code)

scripted_gate = torch.jit.script(MyDecisionGate())
my_cell = MyCell(scripted_gate)
scripted_cell = torch.jit.script(my_cell)
print(scripted_gate.code)
print(scripted_cell.code)
neg = -torch.ones(3, 4)
print(torch.equal(scripted_gate(neg), torch.ones(3, 4)))
try:
    traced_cell.dg(neg)
except RuntimeError as e:
    print(e)
