# Module constants declared with Final and with __constants__ are folded into the code.
import torch
from typing import Final


class Scale(torch.nn.Module):
    eps: Final[float]
    __constants__ = ["mode"]

    def __init__(self):
        super().__init__()
        self.eps = 1e-5
        self.mode = "sum"
        self.count = 2

    def forward(self, x):
        if self.mode == "sum":
            y = x.sum()
        else:
            y = x.mean()
        return x / (y + self.eps) * self.count


s = torch.jit.script(Scale())
print(s.code)
print(s(torch.tensor([1.0, 3.0])))
print(s.eps, s.mode)
