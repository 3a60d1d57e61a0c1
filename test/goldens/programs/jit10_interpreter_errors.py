# An op failing inside a scripted function: the error keeps its type and message, after the interpreter's
# traceback marking the op in the function's source (a call's callee, an operator's whole expression).
import torch


@torch.jit.script
def reshaped(x: torch.Tensor) -> torch.Tensor:
    return x.view(7)


@torch.jit.script
def product(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    c = a * 2
    return torch.mm(c, b)


@torch.jit.script
def summed(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    z = x.relu()
    return z + y


for call in (lambda: reshaped(torch.ones(3)), lambda: product(torch.ones(2, 3), torch.ones(2, 3)),
             lambda: summed(torch.ones(3), torch.ones(4))):
    try:
        print(call())
    except Exception as e:
        # the source lines name this file; print them relative to it
        print(type(e).__name__)
        print(str(e).replace(__file__, "<this file>"))
print(reshaped(torch.ones(7)))
