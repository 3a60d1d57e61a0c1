# Control flow: tracing records the branch the example took, scripting keeps it. Both give .code and .graph.
import warnings

import torch

warnings.filterwarnings("ignore", category=torch.jit.TracerWarning)


def f(x):
    if x.sum() > 0:
        out = x + 1
    else:
        out = x - 1
    for _ in range(x.size(0)):
        out = out * 2
    return out


class Gate(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(3, 3)

    def forward(self, x, use_relu: bool = True):
        y = self.lin(x)
        if use_relu:
            y = torch.relu(y)
        return y


torch.manual_seed(0)
pos, neg = torch.ones(2), -torch.ones(2)
traced = torch.jit.trace(f, pos)
scripted = torch.jit.script(f)
print(traced(neg), scripted(neg), f(neg))
print(traced(torch.ones(3)), scripted(torch.ones(3)))
print(traced.code)
print(scripted.code)
print(str(scripted.graph).replace(__file__, "<this file>"))  # the source comments name this file
m = Gate().eval()
sm = torch.jit.script(m)
tm = torch.jit.trace(m, (torch.randn(2, 3),))
x = torch.randn(2, 3)
print(torch.allclose(sm(x), m(x)), torch.allclose(sm(x, False), m(x, False)))
print(torch.equal(tm(x), m(x)))
print(sm.code)
print(tm.code)
print(type(sm).__name__, type(tm).__name__, sm.original_name, tm.original_name)
