# torch.fx: a Tracer that keeps a custom module as a leaf, torch.fx.wrap for a free function, and the resulting
# graph and code.
import torch
import torch.fx


def clamp_scale(x, lo: float, hi: float):
    return torch.clamp(x, lo, hi) * 2


torch.fx.wrap("clamp_scale")


class Block(torch.nn.Module):
    def forward(self, x):
        return x.relu() + 1


class Model(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.block = Block()
        self.linear = torch.nn.Linear(3, 3)

    def forward(self, x):
        return clamp_scale(self.block(self.linear(x)), -1.0, 1.5)


class LeafTracer(torch.fx.Tracer):
    def is_leaf_module(self, m, qualname):
        return isinstance(m, Block) or super().is_leaf_module(m, qualname)


torch.manual_seed(0)
model = Model()
graph = LeafTracer().trace(model)
gm = torch.fx.GraphModule(model, graph)
print(gm.code)
print([n.op for n in graph.nodes])
plain = torch.fx.symbolic_trace(model)
print(plain.code)
x = torch.randn(2, 3)
print(torch.equal(gm(x), model(x)), torch.equal(plain(x), model(x)))
