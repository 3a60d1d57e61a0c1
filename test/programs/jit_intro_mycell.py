# The "Introduction to TorchScript" tutorial: tracing and scripting a small RNN cell.
import torch

torch.manual_seed(0)


class MyCell(torch.nn.Module):
    def __init__(self):
        super(MyCell, self).__init__()
        self.linear = torch.nn.Linear(4, 4)

    def forward(self, x, h):
        new_h = torch.tanh(self.linear(x) + h)
        return new_h, new_h


my_cell = MyCell()
x, h = torch.rand(3, 4), torch.rand(3, 4)
traced_cell = torch.jit.trace(my_cell, (x, h))
print(traced_cell)
out = traced_cell(x, h)
print(out[0])
print(torch.allclose(out[0], my_cell(x, h)[0]))


class MyDecisionGate(torch.nn.Module):
    def forward(self, x):
        if x.sum() > 0:
            return x
        else:
            return -x


class MyCell2(torch.nn.Module):
    def __init__(self, dg):
        super(MyCell2, self).__init__()
        self.dg = dg
        self.linear = torch.nn.Linear(4, 4)

    def forward(self, x, h):
        new_h = torch.tanh(self.dg(self.linear(x)) + h)
        return new_h, new_h


scripted_gate = torch.jit.script(MyDecisionGate())
print(scripted_gate.code)
my_cell = MyCell2(scripted_gate)
scripted_cell = torch.jit.script(my_cell)
print(scripted_cell)
print(scripted_cell(x, h)[0])
print(type(scripted_cell).__name__, type(scripted_gate).__name__)
print(scripted_cell.dg.original_name)
print([n for n, _ in scripted_cell.named_parameters()])
