import torch
import torch.fx
import operator


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.param = torch.nn.Parameter(torch.ones(3, 4))
        self.linear = torch.nn.Linear(4, 5)

    def forward(self, x):
        return torch.topk(torch.sum(self.linear(x + self.linear.weight).relu(), dim=-1), 3)


torch.manual_seed(0)
m = M()
gm = torch.fx.symbolic_trace(m)
print(gm.code)
for n in gm.graph.nodes:
    print(n.op, n.name, n.target if isinstance(n.target, str) else torch.fx.node._get_qualified_name(n.target), n.args, n.kwargs, list(n.users))
x = torch.randn(5, 4)
print(torch.equal(gm(x)[0], m(x)[0]))
print(type(gm).__name__)


def f(x, y):
    z = x * 2 + y
    w = torch.sin(z).sum(1)
    return w, z.shape, x[0, 1:]


g = torch.fx.symbolic_trace(f)
print(g.code)
print(g(torch.ones(2, 3), torch.ones(2, 3)))

# rewrite: add -> mul
for n in g.graph.nodes:
    if n.op == "call_function" and n.target is operator.add:
        with g.graph.inserting_after(n):
            new = g.graph.call_function(torch.mul, n.args, n.kwargs)
            n.replace_all_uses_with(new)
        g.graph.erase_node(n)
g.graph.lint()
g.recompile()
print(g.code)
print(g(torch.ones(2, 3), torch.ones(2, 3)))


class T(torch.fx.Transformer):
    def call_function(self, target, args, kwargs):
        if target is torch.sin:
            return super().call_function(torch.cos, args, kwargs)
        return super().call_function(target, args, kwargs)


t = T(g).transform()
print(t.code)
from torch.fx.passes.shape_prop import ShapeProp
ShapeProp(gm).propagate(x)
for n in gm.graph.nodes:
    tm = n.meta.get("tensor_meta")
    print(n.name, tm.dtype if hasattr(tm, "dtype") else None, tm.shape if hasattr(tm, "shape") else None)
print(torch.fx.Interpreter(gm).run(x)[1])
print(gm)


@torch.fx.wrap
def clamp_len(t):
    return t[: len(t) - 1]


def uses_wrapped(x):
    return clamp_len(x).relu()


w = torch.fx.symbolic_trace(uses_wrapped)
print(w.code)
print(w(torch.tensor([1.0, -2.0, 3.0])))


def branchy(x):
    if x.sum() > 0:
        return x
    return -x


try:
    torch.fx.symbolic_trace(branchy)
except torch.fx.proxy.TraceError as e:
    print("TraceError:", e)
print([n.name for n in torch.fx.symbolic_trace(torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.ReLU())).graph.nodes])
