# torch.fx: leaf modules, a custom Tracer, graph surgery and the Interpreter.
import operator
import torch
import torch.fx as fx
import torch.nn as nn


class Scale(nn.Module):
    def __init__(self, s):
        super().__init__()
        self.s = s

    def forward(self, x):
        return x * self.s


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3, padding=1)
        self.bn = nn.BatchNorm2d(2)
        self.scale = Scale(0.5)

    def forward(self, x):
        y = self.bn(self.conv(x))
        y = self.scale(y)
        return torch.flatten(y, 1).sum(1)


class LeafScaleTracer(fx.Tracer):
    def is_leaf_module(self, m, qualname):
        return isinstance(m, Scale) or super().is_leaf_module(m, qualname)


torch.manual_seed(0)
net = Net().eval()
graph = LeafScaleTracer().trace(net)
gm = fx.GraphModule(net, graph)
print(gm.code)
default = fx.symbolic_trace(net)
print(default.code)

x = torch.randn(1, 1, 4, 4)
print(torch.allclose(gm(x), net(x)), torch.allclose(default(x), net(x)))

# insert a clamp after the conv
for node in gm.graph.nodes:
    if node.op == "call_module" and node.target == "conv":
        with gm.graph.inserting_after(node):
            clamped = gm.graph.call_function(torch.clamp, (node,), {"min": 0.0})
        node.replace_all_uses_with(clamped)
        clamped.args = (node,)
gm.graph.lint()
gm.recompile()
print(gm.code)
print(gm(x))


class CountingInterpreter(fx.Interpreter):
    def __init__(self, module):
        super().__init__(module)
        self.calls = {}

    def run_node(self, n):
        self.calls[n.op] = self.calls.get(n.op, 0) + 1
        return super().run_node(n)


interp = CountingInterpreter(gm)
print(interp.run(x))
print(interp.calls)
print(len(gm.graph.nodes), [n.op for n in gm.graph.nodes])


def f(a, b):
    return (a + b) * 2, a - b


traced = fx.symbolic_trace(f)
print(traced.code)
for n in traced.graph.nodes:
    if n.target is operator.mul:
        print(n.name, n.args, list(n.users))
