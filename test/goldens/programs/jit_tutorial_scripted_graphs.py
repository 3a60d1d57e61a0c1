# The TorchScript introduction tutorial's cell, traced first and then scripted, printing the scripted graphs: the
# types tracing made first give the scripted ones mangled names, and the gate's `if` shows as prim::If.
import warnings

import torch


def show(graph):
    # the source comments name this file; print them relative to it
    print(str(graph).replace(__file__, "<this file>"))


warnings.filterwarnings("ignore", category=torch.jit.TracerWarning)
torch.manual_seed(0)


class MyDecisionGate(torch.nn.Module):
    def forward(self, x):
        if x.sum() > 0:
            return x
        else:
            return -x


class MyCell(torch.nn.Module):
    def __init__(self, dg):
        super(MyCell, self).__init__()
        self.dg = dg
        self.linear = torch.nn.Linear(4, 4)

    def forward(self, x, h):
        new_h = torch.tanh(self.dg(self.linear(x)) + h)
        return new_h, new_h


my_cell = MyCell(MyDecisionGate())
x, h = torch.rand(3, 4), torch.rand(3, 4)
traced_cell = torch.jit.trace(my_cell, (x, h))
show(traced_cell.graph)

scripted_gate = torch.jit.script(MyDecisionGate())
my_cell = MyCell(scripted_gate)
scripted_cell = torch.jit.script(my_cell)
show(scripted_gate.graph)
print(scripted_gate.code)
show(scripted_cell.graph)
print(scripted_cell.code)
print(scripted_cell(x, h))
another = torch.jit.script(MyCell(MyDecisionGate()))
show(another.graph)
