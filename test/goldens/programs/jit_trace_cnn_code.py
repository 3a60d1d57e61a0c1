# A small CNN traced for deployment: the code of its forward and of its layers, and the traced model's outputs.
import torch
import torch.nn as nn
import torch.nn.functional as F


class SmallCNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 4, 3, padding=1)
        self.bn = nn.BatchNorm2d(4)
        self.conv2 = nn.Conv2d(4, 8, 3)
        self.fc = nn.Linear(8 * 3 * 3, 10)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.bn(self.conv1(x))), 2)
        x = F.relu(self.conv2(x))
        x = torch.flatten(x, 1)
        return F.log_softmax(self.fc(x), dim=1)


torch.manual_seed(0)
model = SmallCNN().eval()
example = torch.randn(2, 1, 10, 10)
traced = torch.jit.trace(model, example)
print(traced.code)
print(traced.conv1.code)
print(traced.bn.code)
print(traced.fc.code)
with torch.no_grad():
    print(torch.allclose(traced(example), model(example)))
    print(traced(torch.randn(1, 1, 10, 10)).argmax(dim=1).shape)
