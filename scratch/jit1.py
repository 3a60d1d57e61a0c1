import torch

def batch_gather(tensor, indices):
    output = []
    for i in range(tensor.size(0)):
        output += [tensor[i][indices[i]]]
    return torch.stack(output)

s = torch.jit.script(batch_gather)
print(type(s))
print(s.code)
print(s.graph)
t = torch.arange(12.).view(3, 4)
print(s(t, torch.tensor([0, 3, 1])))

@torch.jit.script
def f(x, y: int):
    if x.sum() > 0:
        return x * y
    return -x + 1
print(f.code)
try:
    f(3, 2)
except RuntimeError as e:
    print(e)
