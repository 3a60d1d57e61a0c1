# Strings in script: formatting, concatenation, comparisons and f-strings.
import torch


@torch.jit.script
def describe(x: torch.Tensor, name: str) -> str:
    return "{} has {} elements".format(name, x.numel())


@torch.jit.script
def greet(name: str, n: int) -> str:
    s = "hello " + name
    for _ in range(n):
        s = s + "!"
    return s


@torch.jit.script
def fstring(n: int, v: float) -> str:
    return f"n={n} v={v}"


print(describe.code)
print(describe(torch.ones(2, 3), "x"))
print(greet.code)
print(greet("bob", 3))
print(fstring.code)
print(fstring(3, 0.5))
