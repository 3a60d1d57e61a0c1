# if/elif/else chains with early returns and a ternary expression.
import torch


@torch.jit.script
def activation(x: torch.Tensor, kind: str) -> torch.Tensor:
    if kind == "relu":
        return torch.relu(x)
    elif kind == "tanh":
        return torch.tanh(x)
    elif kind == "sigmoid":
        return torch.sigmoid(x)
    else:
        raise ValueError("unknown activation " + kind)


@torch.jit.script
def sign(v: float) -> int:
    return 1 if v > 0.0 else (-1 if v < 0.0 else 0)


print(activation.code)
print(sign.code)
x = torch.tensor([-1.0, 0.0, 1.0])
print(activation(x, "relu"), activation(x, "sigmoid"))
print(sign(2.0), sign(-3.0), sign(0.0))
