# A scripted module calling submodules and its own methods, and the code of each.
import torch


class Block(torch.nn.Module):
    def __init__(self, n):
        super().__init__()
        self.fc = torch.nn.Linear(n, n)

    def forward(self, x):
        return torch.relu(self.fc(x)) + x


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = Block(3)
        self.b = Block(3)

    def forward(self, x):
        return self.merge(self.a(x), self.b(x))

    def merge(self, u, v):
        return torch.cat([u, v], dim=1)


torch.manual_seed(0)
net = torch.jit.script(Net())
print(net.code)
print(net.a.code)
print(net(torch.randn(2, 3)).shape)
