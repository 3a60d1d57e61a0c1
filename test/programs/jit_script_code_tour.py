# Reading the TorchScript code that torch.jit.script produces for functions and modules.
import torch
import torch.nn as nn
import torch.nn.functional as F
from typing import List, Optional, Tuple


def normalize(x, eps: float = 1e-5):
    mean = x.mean()
    std = x.std()
    return (x - mean) / (std + eps)


@torch.jit.script
def running_max(xs: List[float]) -> List[float]:
    out: List[float] = []
    best = xs[0]
    for v in xs:
        if v > best:
            best = v
        out.append(best)
    return out


print(torch.jit.script(normalize).code)
print(running_max.code)
print(running_max([1.0, 3.0, 2.0, 5.0, 4.0]))


class Block(nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.fc1 = nn.Linear(dim, dim * 2)
        self.fc2 = nn.Linear(dim * 2, dim)
        self.norm = nn.LayerNorm(dim)

    def forward(self, x: torch.Tensor, residual: Optional[torch.Tensor] = None) -> torch.Tensor:
        h = F.relu(self.fc1(x))
        h = self.fc2(h)
        if residual is not None:
            h = h + residual
        return self.norm(h)


class Stack(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = Block(4)
        self.b = Block(4)

    def forward(self, x):
        y = self.a(x)
        z = self.b(y, x)
        return z, torch.sigmoid(z).sum(dim=1)


torch.manual_seed(0)
model = Stack()
scripted = torch.jit.script(model)
print(scripted.code)
print(scripted.a.code)
x = torch.randn(2, 4)
with torch.no_grad():
    z, s = scripted(x)
print(z.shape, torch.allclose(z, model(x)[0], atol=1e-6))
print(s)


def power_iter(a: torch.Tensor, steps: int) -> Tuple[torch.Tensor, float]:
    v = torch.ones(a.size(0))
    lam = 0.0
    for _ in range(steps):
        w = a @ v
        lam = float(w.norm())
        v = w / lam
    return v, lam


sp = torch.jit.script(power_iter)
print(sp.code)
print(sp(torch.tensor([[2.0, 0.0], [0.0, 1.0]]), 20))
