# Tracing a function: the graph TorchScript records (typed values, constants, source lines) and the code it prints.
import torch


def show(graph):
    # the source comments name this file; print them relative to it
    print(str(graph).replace(__file__, "<this file>"))


def scale_shift(x, y):
    z = x * 2 + y
    return torch.relu(z).sum(dim=1)


traced = torch.jit.trace(scale_shift, (torch.randn(2, 3), torch.randn(2, 3)))
show(traced.graph)
print(traced.code)


def stats(a, b):
    c = a + 1
    d = c * b
    e = d - c.mean()
    return e, d.clamp(min=0.0)


traced_stats = torch.jit.trace(stats, (torch.randn(3), torch.randn(3)))
show(traced_stats.graph)
print(traced_stats.code)
out = traced_stats(torch.ones(3), torch.full((3,), -2.0))
print(out)


def norm_rows(x):
    x = x - x.mean(dim=-1, keepdim=True)
    x = x / x.std(dim=-1, keepdim=True)
    return torch.tanh(x) * 0.5


traced_norm = torch.jit.trace(norm_rows, torch.randn(4, 5))
print(traced_norm.code)
x = torch.randn(2, 5)
print(torch.allclose(traced_norm(x), norm_rows(x)))
