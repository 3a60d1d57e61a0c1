# TorchScript's number typing where it differs from Python: an int raised to an int is a float (aten::pow.int),
# round() gives a float, math functions are aten ops (math.sqrt of a negative is nan, not an error), abs/min/max on
# numbers are prim ops, and calls on constants are folded.
import math

import torch


@torch.jit.script
def powers(a: int, b: int, x: float):
    return a ** b, a ** -1, x ** 2, 2 ** 0.5, 2 ** 3, round(x), round(a), -7 % 3, a % -3, -7 // 2


print(powers.code)
print(powers(2, 3, 2.5))
print(powers(-3, 2, -1.5))
print(powers(10, 20, 3.5))


@torch.jit.script
def math_calls(a: int, b: int, x: float):
    q, r = divmod(a, b)
    t = (a, b)
    u, v = t
    unused = x * 2
    return (q + r + u, math.floor(x) + 1, round(x) * 2, abs(a - b), min(x, 2.0), math.pi * x, math.sqrt(a),
            math.exp(2.0), int(2.7), float(3), round(2.5), math.ceil(x), max(a, b))


print(math_calls.code)
print(math_calls(7, 2, 2.5))
print(math_calls(-3, 2, -1.25))


@torch.jit.script
def tensor_numbers(x):
    y = abs(x)
    n = x.numel()
    return max(x.sum().item(), 1.0), min(2, 3), y, n ** 2, float(n) / 2


print(tensor_numbers.code)
print(tensor_numbers(torch.tensor([-1.0, 2.0, -3.0])))


class Scaler(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.power = 2

    def forward(self, x):
        return x * (self.power ** 3), round(2.4 + self.power)


scaler = torch.jit.script(Scaler())
print(scaler.code)
print(scaler(torch.ones(2)))
