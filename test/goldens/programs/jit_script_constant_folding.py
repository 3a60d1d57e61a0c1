# Scripted code after TorchScript's constant propagation: ops on constant numbers, bools and strings are their
# values in .code, an `if` on a constant keeps only the branch taken, and a loop's first condition on constants is
# True.
from typing import Final

import torch


@torch.jit.script
def folded(x, n: int):
    k = 3
    if k > 2:
        y = x + k
    else:
        y = x - k
    m = n * 2 + k
    z = -k
    same = "a" == "b"
    return y * m, z, same, 7 // 2, 5 % 3, not True, 2.5 * 2


print(folded.code)
print(folded(torch.ones(2), 4))


# a number divided by zero folds to inf (aten::div of numbers divides doubles), a power of ints to a float; a floor
# division by zero raises, so it stays an op
@torch.jit.script
def by_zero(x):
    return x, 1 / 0, -1 / 0, 7 // 0, 2 ** 3


print(by_zero.code)


@torch.jit.script
def counted(x):
    i = 0
    while i < 10:
        i += 1
        x = x * 2
    return x


print(counted.code)
print(counted(torch.ones(2)))


class Scaled(torch.nn.Module):
    flag: Final[bool] = True
    scale: Final[float] = 2.0

    def forward(self, x):
        if self.flag:
            x = x * self.scale * 2
        else:
            x = x - 1
        if not self.flag:
            return x
        return x + self.scale * 3


scaled = torch.jit.script(Scaled())
print(scaled.code)
print(scaled(torch.ones(2)))
