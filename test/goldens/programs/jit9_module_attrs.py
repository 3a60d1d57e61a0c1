# Module attributes of many types (int, list, dict, tensor, bool) used in forward, read as attributes in its code.
from typing import Dict, List

import torch


class Config(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = 2.0
        self.steps = 3
        self.names: List[str] = ["a", "b"]
        self.table: Dict[str, int] = {"a": 1, "b": 2}
        self.use_bias = True
        self.register_buffer("bias", torch.tensor([0.5]))

    def forward(self, x):
        for _ in range(self.steps):
            x = x * self.scale
        if self.use_bias:
            x = x + self.bias
        return x + self.table[self.names[1]]


s = torch.jit.script(Config())
print(s.code)
print(s(torch.ones(2)))
