# A scripted submodule inside a traced module (the TorchScript tutorial's mix): it stays scripted, its code keeps its
# control flow, the trace calls it; and a small CNN traced and scripted side by side.
import re

import torch

torch.manual_seed(0)


def show(graph):
    # type names made earlier in the same session are mangled (___torch_mangle_N): printed without the mangling
    print(re.sub(r"___torch_mangle_[0-9]+\.", "", str(graph).replace(__file__, "<this file>")))


class SignGate(torch.nn.Module):
    def forward(self, x):
        if x.sum() > 0:
            return x
        else:
            return -x


class GatedCell(torch.nn.Module):
    def __init__(self, dg):
        super().__init__()
        self.dg = dg
        self.linear = torch.nn.Linear(4, 4)

    def forward(self, x, h):
        new_h = torch.tanh(self.dg(self.linear(x)) + h)
        return new_h, new_h


x, h = torch.rand(3, 4), torch.rand(3, 4)
cell = GatedCell(torch.jit.script(SignGate()))
traced_cell = torch.jit.trace(cell, (x, h))
print(traced_cell.dg.code)
print(traced_cell.code)
show(traced_cell.graph)
print(traced_cell(x, h))
print(traced_cell(-x * 5, h)[0].sum().item() == cell(-x * 5, h)[0].sum().item())


class SmallCNN(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(1, 2, 3)
        self.pool = torch.nn.MaxPool2d(2)
        self.fc = torch.nn.Linear(2 * 3 * 3, 4)

    def forward(self, x):
        x = self.pool(torch.relu(self.conv(x)))
        x = torch.flatten(x, 1)
        return self.fc(x)


net = SmallCNN().eval()
ex = torch.rand(2, 1, 8, 8)
t = torch.jit.trace(net, ex)
show(t.graph)
print(t.code)
print(t.conv.code)
print(torch.allclose(t(ex), net(ex)))
s = torch.jit.script(net)
print(s.code)
print(torch.allclose(s(ex), net(ex)))
