# Tensor factory calls with dtype and device keyword arguments in script.
import torch


@torch.jit.script
def make(n: int):
    a = torch.zeros(n, 2, dtype=torch.float64)
    b = torch.ones([n], dtype=torch.long)
    c = torch.arange(n)
    d = torch.full((2, 2), 7.0)
    e = torch.eye(n)
    return a, b, c, d, e


print(make.code)
for t in make(3):
    print(t)
