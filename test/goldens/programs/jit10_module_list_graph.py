# `.graph` of a scripted module whose forward loops over an nn.ModuleList (plainly and with enumerate, its index
# used) and calls an nn.Sequential: TorchScript unrolls each loop, reading every item with prim::GetAttr first.
import torch
from torch import nn


def show(graph):
    # the source comments name this file; print them relative to it
    print(str(graph).replace(__file__, "<this file>"))


class Stack(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(3, 3) for _ in range(2)])
        self.head = nn.Sequential(nn.ReLU(), nn.Linear(3, 2))

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        for i, layer in enumerate(self.layers):
            x = x + layer(x) * i
        return self.head(x)


class Residual(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([nn.Linear(3, 3) for _ in range(3)])

    def forward(self, x):
        for i, block in enumerate(self.blocks):
            x = block(x) * i
        return x


torch.manual_seed(0)
stack = torch.jit.script(Stack())
show(stack.graph)
print(stack.code)
print(stack.head.code)
print(stack(torch.randn(2, 3)))
residual = torch.jit.script(Residual())
show(residual.graph)
print(residual(torch.randn(1, 3)))
