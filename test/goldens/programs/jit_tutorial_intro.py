# The TorchScript introduction tutorial as a new user runs it: tracing a cell, scripting its control flow, mixing
# scripted and traced modules, saving the result and loading it back.
import os
import tempfile
import warnings

import torch

# tracing the gate warns that its `if` reads a tensor as a bool, as the tutorial shows; the warning is not compared
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
print(traced_cell)
print(traced_cell.dg.code)
print(traced_cell.code)
print(traced_cell(x, h))

scripted_gate = torch.jit.script(MyDecisionGate())
my_cell = MyCell(scripted_gate)
scripted_cell = torch.jit.script(my_cell)
print(scripted_gate.code)
print(scripted_cell.code)
print(scripted_cell(x, h))


class MyRNNLoop(torch.nn.Module):
    def __init__(self):
        super(MyRNNLoop, self).__init__()
        self.cell = torch.jit.trace(MyCell(scripted_gate), (x, h))

    def forward(self, xs):
        h, y = torch.zeros(3, 4), torch.zeros(3, 4)
        for i in range(xs.size(0)):
            y, h = self.cell(xs[i], h)
        return y, h


rnn_loop = torch.jit.script(MyRNNLoop())
print(rnn_loop.code)


class WrapRNN(torch.nn.Module):
    def __init__(self):
        super(WrapRNN, self).__init__()
        self.loop = torch.jit.script(MyRNNLoop())

    def forward(self, xs):
        y, h = self.loop(xs)
        return torch.relu(y)


traced = torch.jit.trace(WrapRNN(), (torch.rand(10, 3, 4)))
print(traced.code)
out = traced(torch.rand(10, 3, 4))
print(out.shape)
folder = tempfile.TemporaryDirectory()
path = os.path.join(folder.name, 'wrapped_rnn.pt')
traced.save(path)
loaded = torch.jit.load(path)
print(loaded)
print(loaded.code)
print(torch.allclose(loaded(torch.ones(10, 3, 4)), traced(torch.ones(10, 3, 4))))
folder.cleanup()
