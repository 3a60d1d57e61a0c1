# A traced CNN runs at other batch sizes when its flatten reads the batch size from the input (x.size(0)); a
# traced reshape with a hard-coded batch does not.
import torch
import torch.nn as nn


class CNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3, padding=1)
        self.pool = nn.MaxPool2d(2)
        self.fc = nn.Linear(4 * 3 * 3, 5)

    def forward(self, x):
        x = self.pool(torch.relu(self.conv(x)))
        x = x.view(x.size(0), -1)
        return self.fc(x)


torch.manual_seed(0)
model = CNN().eval()
traced = torch.jit.trace(model, torch.randn(4, 1, 6, 6))
print(traced.code)
for n in (1, 4, 9):
    y = torch.randn(n, 1, 6, 6)
    print(n, torch.allclose(traced(y), model(y)), tuple(traced(y).shape))


def fixed(x):
    return x.reshape(4, -1).mean(1)


fixed_trace = torch.jit.trace(fixed, torch.randn(4, 3))
print(fixed_trace.code)
try:
    fixed_trace(torch.randn(6, 3))
    print("ran")
except RuntimeError as e:
    print("RuntimeError")
