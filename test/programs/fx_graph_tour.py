# torch.fx: tracing a model into a graph, reading its nodes and code, and rewriting it.
import torch
import torch.fx as fx
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 8)
        self.fc2 = nn.Linear(8, 3)
        self.register_buffer("offset", torch.ones(3))

    def forward(self, x):
        h = F.relu(self.fc1(x))
        out = self.fc2(h) + self.offset
        return out.softmax(dim=-1)


model = MLP()
gm = fx.symbolic_trace(model)
print(type(gm).__name__)
print(gm.code)
for node in gm.graph.nodes:
    target = node.target if isinstance(node.target, str) else fx.node._get_qualified_name(node.target)
    print(f"{node.op:14} {node.name:8} target={target:30} args={node.args} kwargs={node.kwargs}")

x = torch.randn(2, 4)
print(torch.allclose(gm(x), model(x)))

# swap relu for tanh
for node in gm.graph.nodes:
    if node.op == "call_function" and node.target is F.relu:
        node.target = torch.tanh
        node.kwargs = {}
gm.recompile()
print(gm.code)
print(gm(x))
print([n.name for n in gm.graph.nodes if n.op == "call_module"])
print(dict(gm.named_modules()).keys())
