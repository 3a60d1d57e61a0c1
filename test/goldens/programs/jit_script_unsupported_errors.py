# Scripting what TorchScript does not compile: the error type, PyTorch's message and the source marked as its
# frontend marks it (the statement's first word, or one column), with two lines around it.
import torch


def report(fn):
    try:
        torch.jit.script(fn)
        print("compiled", fn.__name__)
    except Exception as e:
        print(type(e).__name__)
        print(str(e).replace(__file__, "<this file>"))


def uses_lambda(x):
    f = lambda t: t * 2
    return f(x)


def uses_try(x):
    try:
        return x + 1
    except Exception:
        return x


def uses_star(*args):
    return args[0]


def uses_kwargs(x, **options):
    return x


def uses_keyword_default(x, *, scale=2):
    return x * scale


def uses_dict_expansion(x, d: dict):
    merged = {**d}
    return x


def uses_global(x):
    global counter
    return x


def uses_with(x):
    with torch.no_grad():
        return x * 2


def uses_set(x):
    s = {1, 2}
    return x


def uses_walrus(x):
    if (y := x + 1) is not None:
        return y
    return x


def uses_nested_def(x):
    def inner(t):
        return t
    return inner(x)


class Holder:
    def method_with_try(self, x):
        y = x
        try:
            y = x + 1
        finally:
            pass
        return y


def uses_del(x):
    y = x
    del y
    return x


for fn in [uses_lambda, uses_try, uses_star, uses_kwargs, uses_keyword_default, uses_dict_expansion, uses_global, uses_with, uses_set, uses_walrus,
           uses_nested_def, uses_del, Holder.method_with_try]:
    report(fn)
