# Tracing a small CNN: traced submodules keep their own code, and the trace replays the recorded ops.
import torch
import torch.nn as nn

torch.manual_seed(0)


class Block(nn.Module):
    def __init__(self, cin, cout):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout, 3, padding=1)
        self.bn = nn.BatchNorm2d(cout)

    def forward(self, x):
        return torch.relu(self.bn(self.conv(x)))


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.block1 = Block(1, 4)
        self.block2 = Block(4, 8)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(8, 3)

    def forward(self, x):
        x = self.block2(self.block1(x))
        x = self.pool(x).flatten(1)
        return self.fc(x)


model = Net().eval()
example = torch.randn(2, 1, 8, 8)
traced = torch.jit.trace(model, example)
print(type(traced).__name__)
print(traced)
out = traced(torch.randn(5, 1, 8, 8))
print(out.shape)
print(torch.allclose(traced(example), model(example)))
print([name for name, _ in traced.named_children()])
print(sum(p.numel() for p in traced.parameters()))
print(traced.training, traced.block1.bn.training)
print(traced.block1.conv.weight.shape)
with torch.no_grad():
    print(traced(example).argmax(dim=1))
