# torch.fx.wrap and the Tracer's autowrap options as the FX docs describe them: functions recorded as leaves instead
# of traced through (wrap by name or as a decorator, builtins like len), autowrap_functions, math functions on
# proxies (math is autowrapped by default), and leaf modules kept whole by is_leaf_module.
import math

import torch
import torch.fx
import torch.nn as nn

torch.fx.wrap('len')


def scaled(x):
    return x * len(x) + math.sqrt(x.shape[0])


traced = torch.fx.symbolic_trace(scaled)
print(traced.code)
print(traced(torch.ones(4)))


def helper(x, k):
    return x.topk(k).values.sum()


@torch.fx.wrap
def opaque(x):
    if x.sum() > 0:
        return x
    return -x


def uses(x):
    return opaque(x) + helper(x, 2)


tracer = torch.fx.Tracer(autowrap_functions=(helper,))
graph = tracer.trace(uses)
gm = torch.fx.GraphModule(tracer.root, graph)
print(gm.code)
print(gm(torch.tensor([-1.0, -3.0, 2.0])))
print([(n.op, n.name) for n in graph.nodes])
print([n.meta.get("is_wrapped", False) for n in graph.nodes if n.op == "call_function"])


class Gate(nn.Module):
    def forward(self, x):
        return x if x.mean() > 0 else x * 0


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.gate = Gate()
        self.fc = nn.Linear(2, 2)
        self.seq = nn.Sequential(nn.ReLU(), nn.Dropout(0.0))

    def forward(self, x):
        return self.seq(self.fc(self.gate(x)))


class GateLeaf(torch.fx.Tracer):
    def is_leaf_module(self, m, module_qualified_name):
        return isinstance(m, Gate) or super().is_leaf_module(m, module_qualified_name)


net = Net()
g = GateLeaf().trace(net)
print([(n.op, n.target) for n in g.nodes])
gm2 = torch.fx.GraphModule(net, g, "NetTraced")
print(gm2.code)
print(type(gm2).__name__, torch.equal(gm2(torch.ones(1, 2)), net(torch.ones(1, 2))))
print(torch.fx.Tracer().is_leaf_module(nn.Linear(1, 1), "fc"), torch.fx.Tracer().is_leaf_module(nn.Sequential(), "s"),
      torch.fx.Tracer().is_leaf_module(Gate(), "g"))
