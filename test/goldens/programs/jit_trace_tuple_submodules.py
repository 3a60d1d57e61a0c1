# Tracing a model whose submodules return tuples: each call returns what the caller uses, in the order it uses it,
# unpacked; a scripted submodule returns what its code returns.
import torch


class Split(torch.nn.Module):
    def forward(self, x):
        return x[:, :2], x[:, 2:], x.sum(1)


class Scripted(torch.nn.Module):
    def forward(self, x):
        return x.relu(), x.sigmoid()


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.split = Split()
        self.act = torch.jit.script(Scripted())

    def forward(self, x):
        left, right, total = self.split(x)
        pos, gate = self.act(right)
        return left * gate + pos, total


x = torch.arange(8.0).reshape(2, 4) - 3
traced = torch.jit.trace(Net(), x)
print(traced.code)
print(traced.split.code)
out, total = traced(x)
print(out)
print(total)
