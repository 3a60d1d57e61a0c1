# A scripted module with attributes, constants, an exported method and an ignored one; its code and how it runs.
from typing import List

import torch


class Scaler(torch.nn.Module):
    __constants__ = ["factor"]

    def __init__(self):
        super().__init__()
        self.factor = 3
        self.offsets: List[float] = [0.5, 1.5]
        self.register_buffer("bias", torch.ones(2))

    def forward(self, x):
        out = x * self.factor + self.bias
        for o in self.offsets:
            out = out - o
        return self.helper(out)

    def helper(self, y):
        return y.clamp(min=0)

    @torch.jit.export
    def describe(self, x):
        return x.sum() + self.factor

    @torch.jit.ignore
    def python_only(self, x):
        return x.numpy()


s = torch.jit.script(Scaler())
print(s.code)
print(s.describe.code)
x = torch.tensor([[0.0, 1.0], [2.0, -3.0]])
print(s(x))
print(s.describe(x))
print(s)
print([n for n, _ in s.named_buffers()])
