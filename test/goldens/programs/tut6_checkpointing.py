# Activation checkpointing: torch.utils.checkpoint, checkpoint_sequential, RNG state preservation
import torch
import torch.nn as nn
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)

class Block(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.lin = nn.Linear(d, d)
        self.drop = nn.Dropout(0.3)
        self.calls = 0

    def forward(self, x):
        self.calls += 1
        return self.drop(torch.tanh(self.lin(x)))

class Net(nn.Module):
    def __init__(self, use_ckpt, reentrant):
        super().__init__()
        self.blocks = nn.ModuleList([Block(8) for _ in range(3)])
        self.use_ckpt = use_ckpt
        self.reentrant = reentrant

    def forward(self, x):
        for b in self.blocks:
            if self.use_ckpt:
                x = checkpoint(b, x, use_reentrant=self.reentrant)
            else:
                x = b(x)
        return x.sum()

x = torch.randn(4, 8, requires_grad=True)
results = []
for use_ckpt, reentrant in [(False, False), (True, True), (True, False)]:
    torch.manual_seed(1)
    net = Net(use_ckpt, reentrant)
    torch.manual_seed(2)
    loss = net(x)
    loss.backward()
    results.append((loss.detach(), net.blocks[0].lin.weight.grad.clone(), x.grad.clone()))
    print(use_ckpt, reentrant, loss, [b.calls for b in net.blocks], loss.grad_fn.name())
    x.grad = None
print(all(torch.equal(results[0][1], r[1]) and torch.equal(results[0][2], r[2]) for r in results[1:]))

model = nn.Sequential(nn.Linear(6, 6), nn.ReLU(), nn.Linear(6, 6), nn.ReLU(), nn.Linear(6, 2))
inp = torch.randn(3, 6, requires_grad=True)
out = checkpoint(model, inp, use_reentrant=False)
out.sum().backward()
g1 = inp.grad.clone()
inp.grad = None
model(inp).sum().backward()
print(out, torch.equal(g1, inp.grad))

def fn(a, b):
    return (a * b).exp(), a - b

a = torch.randn(3, requires_grad=True)
b = torch.randn(3, requires_grad=True)
o1, o2 = checkpoint(fn, a, b, use_reentrant=False)
(o1.sum() + o2.sum()).backward()
print(a.grad, b.grad)

x = torch.randn(3, requires_grad=True)
with torch.no_grad():
    y = checkpoint(torch.sin, x, use_reentrant=False)
print(y.requires_grad)
y = checkpoint(lambda t: t * 2, torch.randn(2), use_reentrant=False)
print(y.requires_grad)
