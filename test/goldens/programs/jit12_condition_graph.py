# `.graph` and `.code` of scripted tests: and/or chains (a prim::If per operand, an or's True made first), not
# (its operand cast with aten::Bool), ints and floats tested as bools, and % (its left operand read twice, as
# TorchScript checks whether it formats a string); a parenthesized operand's source range starts inside its
# parentheses.
import torch


def show(graph):
    # the source comments name this file; print them relative to it
    print(str(graph).replace(__file__, "<this file>"))


@torch.jit.script
def both(x: torch.Tensor, n: int) -> torch.Tensor:
    if n > 0 and x.sum() < 100.0:
        x = x * 2
    return x


@torch.jit.script
def chained(x: torch.Tensor, n: int) -> torch.Tensor:
    if n > 0 and n < 5 or x.sum() < 100.0 and n != 3:
        x = x * 2
    return x


@torch.jit.script
def anyone(n: int, m: int) -> bool:
    return n > 0 or m > 0 or n == m


@torch.jit.script
def negated(x: torch.Tensor, n: int) -> int:
    if not x.sum() > 0:
        n += 1
    if not n:
        n += 2
    m = not n
    if m:
        n -= 1
    return n


@torch.jit.script
def parity(n: int, x: torch.Tensor) -> torch.Tensor:
    if n % 2 == 0:
        n = n // 2
    else:
        n = 3 * n + 1
    k = x.sum() % 2
    return x * n + k


@torch.jit.script
def grouped(x: torch.Tensor, n: int) -> torch.Tensor:
    while (n if n > 3 else 0) > 1:
        n -= 1
    m = (x + n) % 3
    return (m * 2).sum() + (x - 1)[0]


for f in (both, chained, anyone, negated, parity, grouped):
    show(f.graph)
    print(f.code)
x = torch.arange(3.0)
print(both(x, 1), chained(x, 4), anyone(0, 0), negated(x, 0), negated(-x - 1, 3), parity(5, x), grouped(x, 6))
