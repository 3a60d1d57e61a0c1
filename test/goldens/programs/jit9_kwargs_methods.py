# Tensor methods and torch functions with keyword arguments in scripted code.
import torch


@torch.jit.script
def stats(x: torch.Tensor):
    m = x.mean(dim=1, keepdim=True)
    s = x.std(dim=1, unbiased=False, keepdim=True)
    z = (x - m) / s
    return z.clamp(min=-1.0, max=1.0), torch.sum(x, dim=0), x.softmax(dim=-1)


print(stats.code)
x = torch.tensor([[1.0, 2.0, 4.0], [0.0, -1.0, 1.0]])
for t in stats(x):
    print(t)
