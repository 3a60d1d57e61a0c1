# Graphs of traced modules with submodules: each submodule call is a prim::CallMethod, numbered as PyTorch's tracer
# numbers it (after every value of the trace), and each submodule's forward is a graph of its own.
import re
import warnings

import torch

torch.manual_seed(0)


def show(graph):
    # type names made earlier in the same session are mangled (___torch_mangle_N): printed without the mangling
    print(re.sub(r"___torch_mangle_[0-9]+\.", "", str(graph).replace(__file__, "<this file>")))


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


x, h = torch.rand(3, 4), torch.rand(3, 4)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    traced_cell = torch.jit.trace(MyCell(MyDecisionGate()), (x, h))
print([str(w.message)[:40] for w in caught])
show(traced_cell.graph)
show(traced_cell.dg.graph)
print(traced_cell.dg.code)
print(traced_cell.code)


class Split(torch.nn.Module):
    def forward(self, x):
        a, b = x.chunk(2, dim=1)
        return torch.relu(a), b * 3


class Stack(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.body = torch.nn.Sequential(torch.nn.Linear(4, 6), torch.nn.ReLU(), torch.nn.Linear(6, 4))
        self.split = Split()
        self.norm = torch.nn.LayerNorm(2)

    def forward(self, x):
        y = self.body(x)
        a, b = self.split(y)
        return self.norm(a) + b, self.body(b.repeat(1, 2))


traced = torch.jit.trace(Stack(), torch.rand(2, 4))
show(traced.graph)
show(traced.split.graph)
print(traced.split.code)
show(traced.body.graph)
print(traced.code)


class Scale(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.w = torch.nn.Parameter(torch.full((4,), 2.0))
        self.register_buffer("shift", torch.ones(4))
        self.count = 3

    def forward(self, x):
        return x * self.w + self.shift


class Outer(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = Scale()
        self.bn = torch.nn.BatchNorm1d(4)

    def forward(self, x):
        return self.bn(self.scale(x)).sum(dim=1) * self.scale.w.sum()


outer = torch.jit.trace(Outer().eval(), torch.rand(3, 4))
show(outer.graph)
show(outer.scale.graph)
print(outer(torch.ones(3, 4)))
