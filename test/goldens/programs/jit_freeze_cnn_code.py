# Freezing a scripted CNN in eval mode, as a new user does before deployment: parameters become the constants
# table (equal tensors are one constant), submodule and function calls are inlined, dropout is removed and a batch
# norm after a convolution is folded into its weights.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)


def scale_shift(x, s: float):
    y = x * s
    return y + 1.0


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)
        self.scale = 2.0

    def forward(self, x):
        h = self.lin(x)
        return h * self.scale + x


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(nn.Conv2d(1, 4, 3, padding=1), nn.BatchNorm2d(4), nn.ReLU(), nn.MaxPool2d(2),
                                      nn.Dropout(0.5))
        self.bn = nn.BatchNorm1d(4)
        self.block = Block()
        self.head = nn.Linear(4, 2, bias=False)
        self.pool = nn.AvgPool2d(2)

    def forward(self, x):
        x = self.features(x)
        x = self.pool(x)
        x = torch.flatten(x, 1)
        x = self.bn(x)
        x = self.block(x)
        return F.softmax(self.head(torch.tanh(x)), dim=1)


net = Net().eval()
x = torch.randn(2, 1, 4, 4)
frozen = torch.jit.freeze(torch.jit.script(net))
print(frozen.code)
print(frozen(x))
print(torch.allclose(frozen(x), net(x), atol=1e-6))


class Small(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, stride=2)
        self.act = nn.ReLU(inplace=True)
        self.fc = nn.Linear(8, 5)
        self.drop = nn.Dropout()

    def features(self, x):
        return self.act(self.conv(x))

    def forward(self, x):
        y = self.features(x)
        y = F.max_pool2d(y, 3)
        y = self.drop(torch.flatten(y, 1))
        z = scale_shift(self.fc(y), 0.5)
        return F.log_softmax(z, dim=-1)


small = Small().eval()
frozen_small = torch.jit.freeze(torch.jit.script(small))
print(frozen_small.code)
images = torch.randn(2, 3, 8, 8)
print(frozen_small(images))
print(hasattr(frozen_small, "fc"))
