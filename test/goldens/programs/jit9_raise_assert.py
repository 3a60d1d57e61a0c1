# raise and assert inside scripted functions, and the errors they throw when called.
import torch


@torch.jit.script
def safe_div(a: float, b: float) -> float:
    if b == 0.0:
        raise ValueError("division by zero")
    return a / b


@torch.jit.script
def check_shape(x: torch.Tensor) -> torch.Tensor:
    assert x.dim() == 2, "expected a matrix"
    return x.t()


print(safe_div.code)
print(check_shape.code)
print(safe_div(1.0, 4.0))
try:
    safe_div(1.0, 0.0)
except Exception as e:
    print(type(e).__name__)
print(check_shape(torch.ones(2, 3)).shape)
try:
    check_shape(torch.ones(3))
except Exception as e:
    print(type(e).__name__)
