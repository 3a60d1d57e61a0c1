# A new user's tour of TorchScript graphs: scripting a cell with control flow, looking at its graph and code,
# running a loop over time steps and checking the scripted model against eager mode.
import torch


def show(graph):
    print(str(graph).replace(__file__, "<this file>"))


torch.manual_seed(0)


class Gate(torch.nn.Module):
    def forward(self, x):
        if x.mean() > 0:
            return torch.sigmoid(x)
        return torch.tanh(x)


class Cell(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.gate = Gate()
        self.linear = torch.nn.Linear(3, 3)

    def forward(self, x, h):
        h = self.gate(self.linear(x) + h)
        return h * 0.5, h


class Loop(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.cell = Cell()

    def forward(self, xs):
        h = torch.zeros(xs.size(1), 3)
        y = h
        for t in range(xs.size(0)):
            y, h = self.cell(xs[t], h)
        return y, h


cell = torch.jit.script(Cell())
show(cell.graph)
print(cell.code)
x, h = torch.randn(2, 3), torch.randn(2, 3)
print(cell(x, h))

loop = torch.jit.script(Loop())
print(loop.code)
show(loop.graph)
xs = torch.randn(4, 2, 3)
y, h = loop(xs)
print(y.shape, h.shape)
print(torch.allclose(y, loop(xs)[0]))


@torch.jit.script
def norm_steps(x, steps: int, eps: float = 1e-5):
    total = torch.zeros_like(x)
    for i in range(steps):
        total = total + x / (x.norm() + eps)
        x = x * 0.9
    return total


show(norm_steps.graph)
print(norm_steps.code)
print(norm_steps(torch.ones(3), 2))
