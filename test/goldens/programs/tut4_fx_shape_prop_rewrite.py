# torch.fx passes as the FX docs show them on a small model: ShapeProp's tensor metadata on every node, and
# subgraph_rewriter.replace_pattern swapping a matched pattern for a replacement, with the matches it returns.
import torch
import torch.fx
from torch.fx import subgraph_rewriter, symbolic_trace
from torch.fx.passes.shape_prop import ShapeProp, TensorMetadata


class TwoLayerNet(torch.nn.Module):
    def __init__(self, D_in, H, D_out):
        super().__init__()
        self.linear1 = torch.nn.Linear(D_in, H)
        self.linear2 = torch.nn.Linear(H, D_out)

    def forward(self, x):
        h_relu = self.linear1(x).clamp(min=0)
        y_pred = self.linear2(h_relu)
        return y_pred, h_relu.t()


torch.manual_seed(0)
N, D_in, H, D_out = 4, 6, 5, 3
model = TwoLayerNet(D_in, H, D_out)
gm = torch.fx.symbolic_trace(model)
sample_input = torch.randn(N, D_in)
result = ShapeProp(gm).propagate(sample_input)
print(result[0].shape, result[1].shape)
for node in gm.graph.nodes:
    meta = node.meta.get('tensor_meta')
    if isinstance(meta, TensorMetadata):
        print(node.name, node.op, meta.dtype, meta.shape, meta.requires_grad, meta.stride, meta.memory_format,
              meta.is_quantized, meta.qparams)
    else:
        print(node.name, node.op, type(meta).__name__, [type(m).__name__ for m in meta] if meta else None)
print(sorted(k for k in TensorMetadata._fields))
half = ShapeProp(gm)
half.propagate(torch.randn(2, D_in, dtype=torch.float64).float())
print([tuple(n.meta['tensor_meta'].shape) for n in gm.graph.nodes if n.op == 'call_module'])


class M(torch.nn.Module):
    def forward(self, x, w1, w2):
        m1 = torch.cat([w1, w2]).sum()
        m2 = torch.cat([w1, w2]).sum()
        return x + torch.max(m1) + torch.max(m2)


def pattern(w1, w2):
    return torch.cat([w1, w2]).sum()


def replacement(w1, w2):
    return torch.stack([w1, w2])


traced_module = symbolic_trace(M())
matches = subgraph_rewriter.replace_pattern(traced_module, pattern, replacement)
print(len(matches))
for m in matches:
    print(type(m).__name__, m.anchor.name, sorted((k.name, v.name) for k, v in m.nodes_map.items()))
print(traced_module.code)
x, w1, w2 = torch.randn(3, 2), torch.randn(1, 2), torch.randn(1, 2)
print(traced_module(x, w1, w2))
print(torch.allclose(traced_module(x, w1, w2), x + 2 * torch.max(torch.stack([w1, w2]))))


def f(x):
    return torch.relu(x + 1) * 2 + torch.relu(x - 1)


def pat(a):
    return torch.relu(a)


def rep(a):
    return torch.sigmoid(a)


g = symbolic_trace(f)
print(len(subgraph_rewriter.replace_pattern(g, pat, rep)))
print(g.code)
print(g(torch.tensor([0.5, -2.0])))


def pat_add(a, b):
    return torch.add(a, b)


def rep_add(a, b):
    return torch.mul(a, b)


def h(x, y):
    return torch.add(x, y) + torch.add(y, 1)


hg = symbolic_trace(h)
print(len(subgraph_rewriter.replace_pattern(hg, pat_add, rep_add)))
print(hg.code)


def leaky(x):
    y = torch.relu(x)
    return y * 2 + y.sum()


lg = symbolic_trace(leaky)
print(len(subgraph_rewriter.replace_pattern(lg, lambda a: torch.relu(a) * 2, lambda a: torch.tanh(a))))


def pat2(a):
    return torch.relu(a) * 2


def rep2(a):
    return torch.tanh(a) * 3


lg2 = symbolic_trace(lambda x: torch.relu(x) * 2 - 1)
print(len(subgraph_rewriter.replace_pattern(lg2, symbolic_trace(pat2), symbolic_trace(rep2))))
print(lg2.code)


class WithMod(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(2, 2)

    def forward(self, x):
        return torch.sigmoid(self.lin(x)) + 1


class Repl(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.act = torch.nn.Tanh()

    def forward(self, x):
        return self.act(x)


wm = symbolic_trace(WithMod())
print(len(subgraph_rewriter.replace_pattern(wm, lambda x: torch.sigmoid(x), Repl())))
print(wm.code)
print(sorted(n for n, _ in wm.named_modules()))
print(wm(torch.ones(1, 2)).shape)
