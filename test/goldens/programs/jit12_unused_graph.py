# `.graph` and `.code` of scripted modules calling an @torch.jit.unused method: the call compiles to a raise and an
# uninitialized value, and the exit transform deletes what follows the raise, so what a branch assigns after it
# and what the function returns after it are the transform's uninitialized values.
import torch
from torch import nn


def show(graph):
    print(str(graph).replace(__file__, "<this file>"))


class Gate(nn.Module):
    @torch.jit.unused
    def fallback(self, x):
        return x + 1

    def forward(self, x):
        if x.sum() > 100:
            x = self.fallback(x)
        return x * 2


class Gate2(nn.Module):
    @torch.jit.unused
    def fallback(self, x: torch.Tensor, n: int) -> int:
        return n + 1

    def forward(self, x, n: int):
        y = self.fallback(x, n)
        return x * y


class Gate3(nn.Module):
    @torch.jit.unused
    def fallback(self, x):
        return x + 1

    def forward(self, x):
        return self.fallback(x)


class Gate4(nn.Module):
    @torch.jit.unused
    def fallback(self, x):
        return x + 1

    def forward(self, x, n: int):
        if n > 2:
            y = x * 3
        else:
            y = self.fallback(x)
            n = n + 1
            y = y + n
        return y - n


for m in (Gate(), Gate2(), Gate3(), Gate4()):
    s = torch.jit.script(m)
    show(s.graph)
    print(s.code)
print(torch.jit.script(Gate())(torch.ones(2)), torch.jit.script(Gate4())(torch.ones(2), 3))
