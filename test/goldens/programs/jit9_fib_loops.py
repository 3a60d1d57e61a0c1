# Integer loops with while and for: the code of a scripted Fibonacci and a Collatz step count.
import torch


@torch.jit.script
def fib(n: int) -> int:
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


@torch.jit.script
def count_down(n: int) -> int:
    steps = 0
    while n > 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


print(fib.code)
print([fib(i) for i in range(10)])
print(count_down.code)
print(count_down(27))
