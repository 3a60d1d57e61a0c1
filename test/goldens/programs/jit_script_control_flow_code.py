# Scripting keeps control flow that tracing would freeze: the compiled code of a decision gate and of a loop.
import torch


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


scripted_gate = torch.jit.script(MyDecisionGate())
print(scripted_gate.code)
scripted_cell = torch.jit.script(MyCell(scripted_gate))
print(scripted_cell.code)


class MyRNNLoop(torch.nn.Module):
    def __init__(self):
        super(MyRNNLoop, self).__init__()
        self.cell = torch.jit.trace(MyCell(scripted_gate), (torch.rand(10, 4), torch.rand(10, 4)))

    def forward(self, xs):
        h, y = torch.zeros(3, 4), torch.zeros(3, 4)
        for i in range(xs.size(0)):
            y, h = self.cell(xs[i], h)
        return y, h


rnn_loop = torch.jit.script(MyRNNLoop())
print(rnn_loop.cell.code)
y, h = rnn_loop(torch.rand(5, 3, 4))
print(y.shape, h.shape)


def clipped_sum(xs: torch.Tensor, limit: float) -> torch.Tensor:
    total = torch.zeros(xs.size(1))
    for i in range(xs.size(0)):
        row = xs[i]
        if row.max() > limit:
            row = row.clamp(max=limit)
        total = total + row
    return total


scripted = torch.jit.script(clipped_sum)
print(scripted.code)
print(scripted(torch.arange(6.0).view(3, 2), 3.0))
