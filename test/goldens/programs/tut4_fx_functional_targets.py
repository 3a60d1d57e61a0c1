# What symbolic tracing records for torch.nn.functional calls: PyTorch binds many of them in C++ (F.linear is
# torch._C._nn.linear, F.logsigmoid torch._C._nn.log_sigmoid, F.conv1d torch.conv1d), and the traced code, node names
# and targets say so; the generated forward runs and matches the function. torch.fx is there after `import torch`.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)


def f(x):
    return (F.gelu(x) + F.softplus(x) + F.logsigmoid(x) + F.conv1d(x, x) + F.avg_pool2d(x, 2) + F.pad(x, (1, 1))
            + F.relu(x) + F.elu_(x) + F.hardtanh(x) + F.softshrink(x) + F.one_hot(x) + F.linear(x, x)
            + F.leaky_relu_(x) + F.hardtanh_(x) + F.relu_(x) + F.prelu(x, x) + F.hardshrink(x) + F.pdist(x))


g = torch.fx.symbolic_trace(f)
print(g.code)
print([n.name for n in g.graph.nodes])
print([torch.fx.node._get_qualified_name(n.target) for n in g.graph.nodes if n.op == "call_function"])


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.randn(4, 3))
        self.b = nn.Parameter(torch.randn(4))
        self.k = nn.Parameter(torch.randn(2, 1, 3))

    def forward(self, x):
        h = F.logsigmoid(F.linear(x, self.w, self.b))
        h = F.gelu(h, approximate="tanh") + F.softplus(h, beta=2)
        c = F.conv1d(h.unsqueeze(1), self.k, padding=1)
        return F.avg_pool2d(c, 2).sum(dim=(1, 2)) + F.one_hot(x.argmax(-1), 3).sum(-1)


net = Net()
gm = torch.fx.symbolic_trace(net)
print(gm.code)
x = torch.randn(5, 3)
print(torch.allclose(gm(x), net(x)), gm(x))
print(torch._C._nn.linear(x, net.w, net.b).shape, torch._C._nn.log_sigmoid(x).shape)
print(F.gelu is torch._C._nn.gelu, F.linear is torch._C._nn.linear)
