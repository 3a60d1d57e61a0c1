# Scripted functions calling each other, ModuleList loops, (values, indices) reductions and default arguments in .code.
import torch
import torch.nn as nn
from typing import List


@torch.jit.script
def square(x):
    return x * x


@torch.jit.script
def use_square(x, n: int):
    y = square(x)
    for _ in range(n):
        y = square(y) + 1
    return y


print(use_square.code)


class Stack(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(3, 3) for _ in range(2)])

    def forward(self, x):
        for layer in self.layers:
            x = torch.relu(layer(x))
        return x


s = torch.jit.script(Stack())
print(s(torch.ones(1, 3)).shape)


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 3)

    def forward(self, x):
        logits = self.fc(x)
        probs = torch.softmax(logits, dim=1)
        pred = torch.argmax(probs, dim=1)
        return pred, probs.max(dim=1)[0]


print(torch.jit.script(Classifier()).code)


def clip(x, lo: float = -1.0, hi: float = 1.0):
    return torch.clamp(x, min=lo, max=hi)


print(torch.jit.script(clip).code)


def shapes(x):
    b, c = x.shape[0], x.shape[1]
    return x.view(b * c, -1).sum(0)


print(torch.jit.script(shapes).code)
torch.manual_seed(0)
clf = torch.jit.script(Classifier())
pred, conf = clf(torch.randn(3, 4))
print(pred, conf.detach())
print(use_square(torch.tensor([1.0, 2.0]), 2))
print(torch.jit.script(shapes)(torch.ones(2, 3, 4)))
