# The TorchScript tutorial's cell, traced: the module's forward as code, and each submodule's own method.
import torch


class MyCell(torch.nn.Module):
    def __init__(self):
        super(MyCell, self).__init__()
        self.linear = torch.nn.Linear(4, 4)

    def forward(self, x, h):
        new_h = torch.tanh(self.linear(x) + h)
        return new_h, new_h


torch.manual_seed(0)
my_cell = MyCell()
x, h = torch.rand(3, 4), torch.rand(3, 4)
traced_cell = torch.jit.trace(my_cell, (x, h))
print(traced_cell)
print(traced_cell(x, h))
print(traced_cell.code)
print(traced_cell.linear.code)


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = torch.nn.Linear(3, 3)
        self.b = torch.nn.Linear(3, 3)
        self.act = torch.nn.ReLU()

    def forward(self, x):
        y = x * 2
        z = self.a(y)
        w = self.act(z)
        return self.b(w + y)


net = torch.jit.trace(Net(), torch.randn(2, 3))
print(net.code)
for name in ("a", "act", "b"):
    print(getattr(net, name).code)

seq = torch.nn.Sequential(torch.nn.Linear(3, 4), torch.nn.ReLU(), torch.nn.Linear(4, 2), torch.nn.Softmax(dim=1))
traced_seq = torch.jit.trace(seq, torch.randn(2, 3))
print(traced_seq.code)
print(getattr(traced_seq, "2").code)
print(getattr(traced_seq, "3").code)
