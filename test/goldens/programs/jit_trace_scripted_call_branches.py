# A scripted function called inside torch.jit.trace stays a call (prim::CallFunction): the traced program runs its
# control flow on each input, not the branch the example inputs took; a scripted submodule likewise.
import torch

torch.manual_seed(0)


def show(graph):
    print(str(graph).replace(__file__, "<this file>"))



@torch.jit.script
def pick_larger(x, y):
    if x.max() > y.max():
        r = x
    else:
        r = y
    return r


@torch.jit.script
def clip_steps(x, n: int):
    for _ in range(n):
        if bool(x.sum() > 0):
            x = x - 1
        else:
            x = x + 0.5
    return x


def combine(x, y, z):
    return pick_larger(x, y) + z


traced = torch.jit.trace(combine, (torch.rand(3), torch.rand(3), torch.rand(3)))
show(traced.graph)
print(traced.code)
a = torch.tensor([1., 2., 3.])
b = torch.tensor([5., 0., 0.])
c = torch.ones(3)
print(traced(a, b, c))
print(traced(b * 0, a, c))
print(traced(a * 3, b, c))


def stepped(x):
    return clip_steps(x * 2, 3)


t2 = torch.jit.trace(stepped, torch.ones(2))
show(t2.graph)
print(t2(torch.ones(2)))
print(t2(-torch.ones(2)))
print(t2(torch.tensor([10., -1.])))


class Gate(torch.nn.Module):
    def forward(self, x):
        if x.sum() > 0:
            return x * 2
        return -x


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(3, 3)
        self.gate = torch.jit.script(Gate())

    def forward(self, x):
        h = pick_larger(self.lin(x), x)
        return self.gate(h)


torch.manual_seed(0)
net = Net()
traced_net = torch.jit.trace(net, torch.rand(2, 3))
print(traced_net.code)
for inp in [torch.ones(2, 3), -torch.ones(2, 3) * 10, torch.zeros(2, 3)]:
    with torch.no_grad():
        print(traced_net(inp), net(inp))
out = traced_net(-torch.ones(2, 3) * 10)
out.sum().backward()
print(net.lin.weight.grad)
