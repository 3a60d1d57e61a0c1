# Constructs TorchScript rejects, and the error type each raises when scripted.
import torch


def uses_lambda(x: torch.Tensor):
    f = lambda y: y + 1
    return f(x)


def uses_star_args(*args):
    return args[0]


def uses_global(x: torch.Tensor):
    global counter
    return x


def uses_try(x: torch.Tensor):
    try:
        return x
    except Exception:
        return x


def uses_del(x: torch.Tensor):
    y = x
    del y
    return x


for fn in [uses_lambda, uses_star_args, uses_global, uses_try, uses_del]:
    try:
        torch.jit.script(fn)
        print(fn.__name__, "ok")
    except Exception as e:
        print(fn.__name__, type(e).__name__)
