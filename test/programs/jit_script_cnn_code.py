# Scripting a small CNN written with torch.nn.functional, reading its code and running it.
import torch
import torch.nn as nn
import torch.nn.functional as F
from typing import Optional


class LeNetish(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 4, 3)
        self.conv2 = nn.Conv2d(4, 8, 3)
        self.fc = nn.Linear(8, 10)
        self.dropout = nn.Dropout(0.25)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)
        x = F.relu(self.conv2(x))
        x = F.adaptive_avg_pool2d(x, 1).flatten(1)
        x = self.dropout(x)
        return F.log_softmax(self.fc(x), dim=1)


class Gate(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(4))

    def forward(self, x: torch.Tensor, mask: Optional[torch.Tensor] = None) -> torch.Tensor:
        out = x * self.w
        if mask is None:
            return out
        return out.masked_fill(mask, 0.0)


torch.manual_seed(0)
net = LeNetish().eval()
scripted = torch.jit.script(net)
print(scripted.code)
x = torch.randn(2, 1, 10, 10)
with torch.no_grad():
    print(scripted(x).argmax(dim=1))
    print(torch.allclose(scripted(x), net(x)))

gate = torch.jit.script(Gate())
print(gate.code)
print(gate(torch.arange(4.0), torch.tensor([True, False, True, False])).detach())
