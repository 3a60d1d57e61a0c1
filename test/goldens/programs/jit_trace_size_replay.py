# A traced model whose forward reads its input's sizes runs at batch sizes other than the example's: the sizes are
# recorded as ops on the input (aten::size), not frozen as numbers.
import torch
import torch.nn as nn


def show(graph):
    # the source comments name this file; print them relative to it
    print(str(graph).replace(__file__, "<this file>"))


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3)
        self.fc = nn.Linear(2 * 2 * 2, 3)

    def forward(self, x):
        x = torch.relu(self.conv(x))
        x = x.view(x.size(0), -1)
        return self.fc(x)


def regroup(x):
    return x.reshape(x.size(0), x.size(1) * 2, -1).sum(1)


def ends(x):
    n = x.shape[1] - 2
    return x[:, :n] * x[:, 2:]


torch.manual_seed(0)
model = Net()
traced = torch.jit.trace(model, torch.randn(2, 1, 4, 4))
print(traced.code)
for batch in (1, 5, 7):
    y = torch.randn(batch, 1, 4, 4)
    out = traced(y)
    print(batch, tuple(out.shape), torch.equal(out, model(y)))

traced_regroup = torch.jit.trace(regroup, torch.randn(2, 4, 6))
print(traced_regroup.code)
z = torch.randn(3, 4, 10)
print(tuple(traced_regroup(z).shape), torch.equal(traced_regroup(z), regroup(z)))

traced_ends = torch.jit.trace(ends, torch.randn(2, 4))
show(traced_ends.graph)
w = torch.randn(3, 8)
print(torch.equal(traced_ends(w), ends(w)), tuple(traced_ends(w).shape))
