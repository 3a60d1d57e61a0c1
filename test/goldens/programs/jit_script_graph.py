# `.graph` of scripted functions and modules: TorchScript's IR with its value numbering, SSA names and source
# comments (printed relative to this file), for straight-line code, ifs and early returns, containers, attribute
# reads and submodule calls, as the TorchScript tutorial prints them.
from typing import Dict, List, Optional, Tuple

import torch


def show(graph):
    # the source comments name this file; print them relative to it
    print(str(graph).replace(__file__, "<this file>"))


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
scripted_cell = torch.jit.script(MyCell(scripted_gate))
show(scripted_gate.graph)
show(scripted_cell.graph)


@torch.jit.script
def affine(x, y):
    z = x * y
    w = z + x
    w = w - 1
    return w, z


show(affine.graph)


@torch.jit.script
def clip(x, c: bool):
    y = x
    if c:
        y = x * 2
    return y + 1


show(clip.graph)


@torch.jit.script
def early(x):
    if x.sum() > 0:
        return x
    y = x * 3
    return -y


show(early.graph)


@torch.jit.script
def pick(a: int, b: int, x):
    if a > b:
        m = a
        t = x.relu()
    else:
        m = b
        t = x.sigmoid()
    return m, t


show(pick.graph)


@torch.jit.script
def containers(x, n: int):
    xs = [x, x * 2]
    t = (n, 1.5)
    d = {"a": x}
    return xs, t, d, x.size(0) + n


show(containers.graph)
print(containers(torch.ones(2), 3))


@torch.jit.script
def repeat(x, n: int):
    for i in range(n):
        x = -x
    return -x


show(repeat.graph)


@torch.jit.script
def accumulate(xs: List[int], scale: float):
    total = 0.0
    count = 0
    for v in xs:
        if v > 0:
            total = total + v * scale
            count += 1
    return total, count


show(accumulate.graph)
print(accumulate([1, -2, 3], 0.5))


class Stack(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(3, 3)

    def forward(self, x, steps: int):
        h = torch.zeros_like(x)
        for _ in range(steps):
            h = torch.relu(self.fc(x) + h)
        return h


show(torch.jit.script(Stack()).graph)


@torch.jit.script
def stack_steps(x, n: int):
    outs: List[torch.Tensor] = []
    for i in range(n):
        x = torch.relu(x - i)
        outs.append(x)
    return torch.cat(outs, dim=0)


show(stack_steps.graph)
print(stack_steps(torch.tensor([2.0, 3.0]), 2))


@torch.jit.script
def mean_rows(x):
    total = torch.zeros(x.size(1))
    for r in range(x.size(0)):
        total += x[r]
    return total / x.size(0)


show(mean_rows.graph)
print(mean_rows(torch.arange(6.0).reshape(3, 2)))


@torch.jit.script
def maybe_add(x, y: Optional[torch.Tensor] = None):
    if y is not None:
        x = x + y
    return x


show(maybe_add.graph)
print(maybe_add(torch.ones(2)), maybe_add(torch.ones(2), torch.ones(2)))
