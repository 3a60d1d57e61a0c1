# Sizes read while tracing are tensors: converting one to a Python int, float or bool warns (TracerWarning), using it
# as an index (range, list indexing, slice bounds) does not; an integer tensor of one element stands for a whole size
# list, as PyTorch's argument parser takes it, and a trace replays such sizes from its input.
import warnings

import torch

print(torch.zeros(torch.tensor(3)))
print(torch.ones(2, 3).view(torch.tensor(6)))
print(torch.zeros(torch.tensor([2])))


def run(fn, *inputs):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        traced = torch.jit.trace(fn, torch.ones(3), check_trace=False)
    print(fn.__name__, [str(w.message)[:45] for w in caught])
    for x in inputs:
        print(traced(x))


def conversions(x):
    n = x.size(0)
    print(type(n).__name__)
    a = int(n)
    float(n)
    bool(n > 2)
    list(range(n))
    [1, 2, 3][n - 2]
    list(range(x.shape[0]))
    return x * a


def zeros_of_size(x):
    n = x.size(0)
    return torch.zeros(n) + x.sum()


def sum_as_index(x):
    n = x.sum().long()
    list(range(n))
    return x[:n]


def size_slice(x):
    n = x.size(0)
    return x[:n - 1]


def view_by_tensor(x):
    return x.view(x.sum().long())


run(conversions, torch.ones(4))
run(zeros_of_size, torch.ones(5))
run(sum_as_index, torch.ones(2))
run(size_slice, torch.arange(5.0))
run(view_by_tensor, torch.ones(3))
