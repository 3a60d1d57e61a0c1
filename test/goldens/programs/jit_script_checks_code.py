# Checks inside scripted code: an assert becomes an `if` that raises AssertionError with its message, a raise names
# its exception's class; and a loop that enumerates a ModuleList is unrolled with each index a constant.
import torch


def checked_scale(x: torch.Tensor, n: int) -> torch.Tensor:
    assert n > 0
    assert x.dim() == 2 and n < 5, "bad"
    if n == 3:
        raise RuntimeError()
    if n == 4:
        raise NotImplementedError
    y = x * n
    if n == 2:
        raise ValueError("two")
    return y


scripted = torch.jit.script(checked_scale)
print(scripted.code)
print(scripted(torch.ones(1, 2), 1))


class Residuals(torch.nn.Module):
    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.blocks = torch.nn.ModuleList([torch.nn.Linear(2, 2) for _ in range(3)])

    def forward(self, x):
        for i, block in enumerate(self.blocks):
            x = block(x) + i
        return x


model = Residuals()
scripted_model = torch.jit.script(model)
print(scripted_model.code)
x = torch.randn(4, 2)
print(torch.equal(scripted_model(x), model(x)))
