# Plain Python functions called from a scripted one are compiled too, and appear as calls in its code.
import torch


def relu_sq(x: torch.Tensor) -> torch.Tensor:
    return torch.relu(x) ** 2


def combine(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return relu_sq(a) + relu_sq(b)


@torch.jit.script
def model(x: torch.Tensor) -> torch.Tensor:
    return combine(x, -x)


print(model.code)
print(model(torch.tensor([-1.0, 0.5, 2.0])))
