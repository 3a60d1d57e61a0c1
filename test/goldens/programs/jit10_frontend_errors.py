# Scripting refuses `...` outside an index and a number written as a type, with the compiler's messages and the
# source marked; `...` as an index compiles.
import torch


def placeholder(x):
    ...
    return x


def ellipsis_value(x):
    y = ...
    return x


def number_return(x) -> 3:
    return x


def number_param(x: 2.5):
    return x


def indexed(x: torch.Tensor) -> torch.Tensor:
    return x[..., 0]


for fn in (placeholder, ellipsis_value, number_return, number_param, indexed):
    try:
        scripted = torch.jit.script(fn)
        print(scripted(torch.arange(6.0).reshape(2, 3)))
    except Exception as e:
        # the source lines name this file; print them relative to it
        print(type(e).__name__)
        print(str(e).replace(__file__, "<this file>"))
