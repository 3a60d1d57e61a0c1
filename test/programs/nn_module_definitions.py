# Defining nn.Modules: submodules, parameters, buffers, and how a model prints and names its parts.
import torch
from torch import nn


class Block(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.fc = nn.Linear(dim, dim)
        self.norm = nn.LayerNorm(dim)
        self.act = nn.GELU()

    def forward(self, x):
        return x + self.act(self.fc(self.norm(x)))


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Linear(3, 8)
        self.blocks = nn.Sequential(Block(8), Block(8))
        self.head = nn.Linear(8, 2, bias=False)
        self.scale = nn.Parameter(torch.ones(2))
        self.register_buffer("calls", torch.zeros((), dtype=torch.long))

    def forward(self, x):
        self.calls += 1
        return self.head(self.blocks(self.embed(x))) * self.scale


torch.manual_seed(0)
net = Net()
print(net)

print("\nnamed_parameters:")
for name, p in net.named_parameters():
    print(f"  {name:25s} {tuple(p.shape)} requires_grad={p.requires_grad}")
print("total:", sum(p.numel() for p in net.parameters()))

print("\nbuffers:", [(n, b) for n, b in net.named_buffers()])
print("children:", [n for n, _ in net.named_children()])
print("modules:", [n for n, _ in net.named_modules()])
print("module types:", [type(m).__name__ for m in net.modules()])

x = torch.randn(4, 3)
out = net(x)
net(x)
print("\nout:", out)
print("calls buffer:", net.calls)
print("state_dict keys:", list(net.state_dict().keys()))

print("\ntrain/eval flags:", net.training, net.blocks[0].training)
net.eval()
print("after eval():", net.training, net.blocks[0].norm.training)

print("\nget_submodule / get_parameter:")
print(net.get_submodule("blocks.1.fc"))
print(net.get_parameter("blocks.1.norm.bias").shape)

print("\nextra_repr of our own:")


class Scale(nn.Module):
    def __init__(self, factor):
        super().__init__()
        self.factor = factor

    def extra_repr(self):
        return f"factor={self.factor}"

    def forward(self, x):
        return x * self.factor


print(nn.Sequential(Scale(2.0), nn.ReLU(), Scale(0.5)))
