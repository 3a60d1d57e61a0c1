# `.code` of a scripted module calling an @torch.jit.unused method (compiled as a raise, its result an
# uninitialized value) and an @torch.jit.ignore one (a Python op, printed with a caret); calling them runs Python.
import torch
from torch import nn


class Gate(nn.Module):
    @torch.jit.unused
    def fallback(self, x):
        return x + 1

    @torch.jit.ignore
    def describe(self, x):
        return x + 2

    def forward(self, x):
        if x.sum() > 100:
            x = self.fallback(x)
        return self.describe(x)


gate = torch.jit.script(Gate())
print(gate.code)
print(gate(torch.ones(2)))
