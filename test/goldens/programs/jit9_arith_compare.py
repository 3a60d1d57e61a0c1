# Integer and float arithmetic and comparisons in script, and how mixed types promote.
import torch


@torch.jit.script
def arith(a: int, b: int, c: float):
    return a // b, a % b, a / b, a * c, -a, a ** 2, c ** 0.5, abs(-c), a < b, c >= 1.0, a != b


@torch.jit.script
def between(x: float, lo: float, hi: float) -> bool:
    return lo <= x and x < hi or x == hi


print(arith.code)
print(arith(7, 2, 2.25))
print(between.code)
print(between(0.5, 0.0, 1.0), between(1.0, 0.0, 1.0), between(2.0, 0.0, 1.0))
