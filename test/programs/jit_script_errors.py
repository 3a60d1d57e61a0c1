# What TorchScript refuses to compile, and the messages it gives.
import torch


def uses_lambda(x):
    f = lambda v: v * 2
    return f(x)


def uses_kwargs(x, **kwargs):
    return x


def uses_try(x):
    try:
        return x + 1
    except RuntimeError:
        return x


def uses_global(x):
    global counter
    counter = 1
    return x


for fn in (uses_lambda, uses_kwargs, uses_try, uses_global):
    try:
        torch.jit.script(fn)
    except Exception as e:
        print(type(e).__name__)
        print(str(e).splitlines()[0])


@torch.jit.script
def add_int(a: int, b: int) -> int:
    return a + b


print(add_int(2, 3))
for args in [(2.0, 3), ("a", 1), (True, 1)]:
    try:
        add_int(*args)
    except RuntimeError as e:
        print(str(e).splitlines()[0])

try:
    add_int(1, 2, 3)
except RuntimeError as e:
    print(e)
