# Printing the TorchScript code of scripted functions.
import torch


@torch.jit.script
def foo(x, y):
    if x.max() > y.max():
        r = x
    else:
        r = y
    return r


print(foo.code)
print(foo(torch.tensor([1.0, 5.0]), torch.tensor([2.0, 3.0])))


@torch.jit.script
def scale(x: torch.Tensor, alpha: float) -> torch.Tensor:
    return x * alpha + 1


print(scale.code)
print(scale(torch.arange(3.0), 2.0))


def relu_sum(x):
    y = torch.relu(x)
    return y.sum()


scripted = torch.jit.script(relu_sum)
print(scripted.code)
print(scripted(torch.tensor([-1.0, 2.0, 3.0])))
