# Scripted modules with extra exported methods, ignored Python helpers, attributes and submodule lists.
import torch
import torch.nn as nn
from typing import List

torch.manual_seed(0)


class Encoder(nn.Module):
    def __init__(self, sizes: List[int]):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(a, b) for a, b in zip(sizes[:-1], sizes[1:])])
        self.scale = 0.5
        self.register_buffer("calls", torch.zeros(1))

    def forward(self, x):
        for layer in self.layers:
            x = torch.relu(layer(x))
        return x * self.scale

    @torch.jit.export
    def encode_pair(self, a, b):
        return self.forward(a) - self.forward(b)

    @torch.jit.ignore
    def debug_describe(self, x):
        return f"input of shape {list(x.shape)}"

    @torch.jit.unused
    def legacy(self, x):
        import numpy as np
        return np.zeros(3)


enc = Encoder([3, 5, 2])
scripted = torch.jit.script(enc)
x = torch.randn(4, 3)
with torch.no_grad():
    print(scripted(x))
    print(scripted.encode_pair(x, x * 2))
print(scripted.debug_describe(x))
print(scripted.scale)
print(scripted.calls)
print(scripted)
print([name for name, _ in scripted.named_buffers()])
print(len(scripted.layers))
print(torch.equal(scripted(x), enc(x)))
scripted.eval()
print(scripted.training)
print(hasattr(scripted, "encode_pair"), hasattr(scripted, "legacy"))
print(scripted.layers[1])
print([type(l).__name__ for l in scripted.layers])


class Seq(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(2, 2), nn.Tanh())
        self.heads = nn.ModuleDict({"a": nn.Linear(2, 1), "b": nn.Linear(2, 3)})

    def forward(self, x):
        h = self.body(x)
        return self.heads["a"](h), self.heads["b"](h)


sq = torch.jit.script(Seq())
print(sq)
print(len(sq.body), sq.body[0], "a" in sq.heads)
with torch.no_grad():
    print(sq(torch.ones(1, 2)))
