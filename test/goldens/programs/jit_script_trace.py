import torch
from torch import nn
import warnings

def batch_gather(tensor, indices):
    output = []
    for i in range(tensor.size(0)):
        output += [tensor[i][indices[i]]]
    return torch.stack(output)

s = torch.jit.script(batch_gather)
print(type(s))
print(s.code.splitlines()[:2])
t = torch.arange(12.).view(3, 4)
print(s(t, torch.tensor([0, 3, 1])))

@torch.jit.script
def f(x, y: int):
    if x.sum() > 0:
        return x * y
    return -x + 1
try:
    f(3, 2)
except RuntimeError as e:
    print(e)
print(f(torch.ones(2), 3))

def g(x):
    try:
        return x
    except Exception:
        return x
try:
    torch.jit.script(g)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)
    def forward(self, x):
        if x.sum() > 0:
            return self.fc(x)
        return -self.fc(x)

torch.manual_seed(0)
net = Net()
sm = torch.jit.script(net)
print(sm)
print(type(sm))
x = torch.randn(2, 3)
print(torch.equal(sm(x), net(x)), len(list(sm.parameters())))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    tr = torch.jit.trace(net, torch.ones(2, 3))
    print([str(m.message)[:40] for m in w], [m.category.__name__ for m in w])
print(type(tr))
print(torch.equal(tr(-torch.ones(2, 3)), net(torch.ones(2, 3) * -1)), torch.equal(tr(-torch.ones(2, 3)), -net(-torch.ones(2, 3))))
tf = torch.jit.trace(lambda a, b: a * b + 1, (torch.ones(2), torch.ones(2)))
print(type(tf), tf(torch.tensor([2., 3.]), torch.tensor([4., 5.])))
