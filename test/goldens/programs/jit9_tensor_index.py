# Tensor indexing and slicing in script, with negative indices, steps and None.
import torch


@torch.jit.script
def pick(x: torch.Tensor):
    a = x[0]
    b = x[:, 1]
    c = x[1:, ::2]
    d = x[-1, None]
    e = x[..., 0]
    return a, b, c, d, e


print(pick.code)
x = torch.arange(12.0).reshape(3, 4)
for t in pick(x):
    print(t)
