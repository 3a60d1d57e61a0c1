# What torch.jit.trace warns about when a function's Python depends on tensor values, as users see it.
import warnings

import torch

torch.manual_seed(0)


def clamp_positive(x):
    if x.sum() > 0:
        return x * 2
    return x - 1


def to_number(x):
    n = x.max().item()
    return x / n


def as_list(x):
    return torch.tensor(x.tolist()) + 1


def by_len(x):
    return x[: len(x) // 2]


def by_int(x):
    k = int(x.shape[0] / 2)
    return x.view(k, -1)


def constant_table(x):
    return x + torch.as_tensor([1.0, 2.0, 3.0, 4.0])


x = torch.randn(4)
for fn in (clamp_positive, to_number, as_list, by_len, by_int, constant_table):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        traced = torch.jit.trace(fn, x, check_trace=False)
    print(fn.__name__, len(caught))
    for w in caught:
        print("  ", w.category.__name__, ":", str(w.message))
    print("  ", traced(torch.ones(6)).shape if fn not in (by_int, constant_table) else traced(torch.ones(4)).shape)
