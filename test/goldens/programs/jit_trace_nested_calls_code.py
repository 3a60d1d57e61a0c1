# Traced and scripted functions called from code being traced, and a list returned from a trace.
import torch


def normalize(x):
    return (x - x.mean()) / (x.std() + 1e-5)


traced_normalize = torch.jit.trace(normalize, torch.randn(5))
print(traced_normalize.code)


@torch.jit.script
def clip(x: torch.Tensor, bound: float):
    return x.clamp(-bound, bound)


def pipeline(x):
    y = traced_normalize(x)
    return [clip(y, 1.0), y.abs()]


traced = torch.jit.trace(pipeline, torch.randn(5), strict=False)
print(traced.code)
x = torch.tensor([3.0, -1.0, 0.5, 2.0, -4.0])
print(traced(x))
print(pipeline(x))
