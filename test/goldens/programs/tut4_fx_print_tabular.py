# Graph.print_tabular as the FX tutorials call it to show a traced graph (it prints with the `tabulate` package's
# default table, which PyTorch needs installed): placeholders, get_attr, call_module, call_method and operator
# call_function nodes with constants, slices, keyword arguments and tuple outputs, for a module, a function and an
# edited graph. (Torch functions' targets print with their address, so these graphs call none.)
import operator

import torch
import torch.fx
import torch.nn as nn


class MyModule(nn.Module):
    def __init__(self):
        super().__init__()
        self.param = nn.Parameter(torch.rand(3, 4))
        self.linear = nn.Linear(4, 5)

    def forward(self, x):
        return (self.linear(x + self.linear.weight).relu().sum(dim=-1).topk(3), self.param[0])


symbolic_traced = torch.fx.symbolic_trace(MyModule())
symbolic_traced.graph.print_tabular()


def f(x, y=2, scale=1.5):
    z = x[:, 1:] * y + scale
    return z.clamp(min=0.0, max=10.0), z.shape[0], z.view(-1, 2).mean(dim=(0,), keepdim=True) @ x[:, :2].T


g = torch.fx.symbolic_trace(f)
g.graph.print_tabular()
for node in g.graph.nodes:
    if node.target is operator.add:
        node.target = operator.sub
g.recompile()
g.graph.print_tabular()
torch.fx.symbolic_trace(nn.Sequential(nn.Conv2d(1, 2, 3), nn.Flatten(), nn.Linear(2, 1))).graph.print_tabular()
print(g(torch.ones(2, 3))[2])
