# Optional arguments refined by `is not None` and `is None` checks.
from typing import Optional

import torch


@torch.jit.script
def add_bias(x: torch.Tensor, bias: Optional[torch.Tensor] = None) -> torch.Tensor:
    if bias is not None:
        return x + bias
    return x


@torch.jit.script
def scale_or_default(x: torch.Tensor, scale: Optional[float]) -> torch.Tensor:
    if scale is None:
        scale = 1.0
    return x * scale


print(add_bias.code)
print(scale_or_default.code)
x = torch.tensor([1.0, 2.0])
print(add_bias(x))
print(add_bias(x, torch.tensor([0.5, 0.5])))
print(scale_or_default(x, None))
print(scale_or_default(x, 3.0))
