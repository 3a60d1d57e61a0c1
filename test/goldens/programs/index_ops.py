"""index_add, index_copy, index_fill, index_reduce, scatter_reduce, roll, take and put: values, dtypes, strided
operands and PyTorch's errors."""
import warnings

import torch

# scatter_reduce and index_reduce warn once that they are in beta
warnings.simplefilter("ignore")
torch.manual_seed(0)
x = torch.randn(4, 3)
idx = torch.tensor([0, 2, 0, 3, 2])
src = torch.randn(5, 3)
print(x.index_add(0, idx, src))
print(x.index_add(0, idx, src, alpha=0.3))
print(torch.index_add(x, 1, torch.tensor([2, 2]), torch.randn(4, 2), alpha=2))
print(torch.arange(5).index_add(0, torch.tensor([1, 1, 4], dtype=torch.int32), torch.tensor([10, 20, 30]), alpha=2))
print(x.index_copy(0, torch.tensor([3, 1]), torch.ones(2, 3)))
print(x.index_fill(1, torch.tensor([0, -1]), 7.5))
print(torch.arange(6).view(2, 3).index_fill(1, torch.tensor([1]), 2.7))
for red in ["prod", "mean", "amax", "amin"]:
    for inc in [True, False]:
        print(red, inc, x.index_reduce(0, idx, src, red, include_self=inc))
print(torch.arange(6).index_reduce(0, torch.tensor([0, 0, 5]), torch.tensor([3, 4, 9]), "mean"))
print(torch.arange(6).index_reduce(0, torch.tensor([0, 0, 5]), torch.tensor([3, 4, 9]), "amin", include_self=False))
s = torch.zeros(3, 4)
si = torch.tensor([[0, 1, 2, 0], [2, 2, 1, 0]])
ss = torch.randn(2, 4)
for red in ["sum", "prod", "mean", "amax", "amin"]:
    for inc in [True, False]:
        print(red, inc, s.scatter_reduce(0, si, ss, red, include_self=inc))
print(torch.tensor([1., float('nan'), 3.]).scatter_reduce(0, torch.tensor([0, 0, 2]), torch.tensor([float('nan'), 2., 1.]), "amax"))
print(torch.tensor([5, 6, 7]).scatter_reduce(0, torch.tensor([0, 0, 2]), torch.tensor([1, 2, 4]), "mean"))
print(torch.roll(torch.arange(10).view(2, 5), 1))
print(torch.roll(torch.arange(10).view(2, 5), (1, -2), (0, 1)))
print(torch.arange(10).view(2, 5).roll(-7, 1))
print(torch.take(torch.arange(12).view(3, 4).t(), torch.tensor([[0, -1], [5, 3]])))
t = torch.zeros(2, 3)
print(t.put_(torch.tensor([1, -1, 1]), torch.tensor([9., 8., 7.])))
print(t.put(torch.tensor([1, 1]), torch.tensor([1., 2.]), accumulate=True))
tt = torch.zeros(3, 2).t()
print(tt.put_(torch.tensor([0, 1, 4]), torch.tensor([1., 2., 3.])), tt.stride())


def err(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)


err(lambda: x.index_add(0, torch.tensor([0, 4]), torch.ones(2, 3)))
err(lambda: x.index_add(0, torch.tensor([0, -1]), torch.ones(2, 3)))
err(lambda: x.index_add(0, torch.tensor([0, 1]), torch.ones(2, 3, dtype=torch.float64)))
err(lambda: x.index_add(0, torch.tensor([0, 1.]), torch.ones(2, 3)))
err(lambda: x.index_add(0, torch.tensor([0, 1, 2]), torch.ones(2, 3)))
err(lambda: x.index_copy(0, torch.tensor([0, 5]), torch.ones(2, 3)))
err(lambda: x.index_copy(0, torch.tensor([0, 1]), torch.ones(2, 4)))
err(lambda: x.index_fill(0, torch.tensor([0, 5]), 1.))
err(lambda: x.index_fill(0, torch.tensor([0, 1], dtype=torch.int32), 1.))
err(lambda: x.index_reduce(0, idx, src, "sum"))
err(lambda: s.scatter_reduce(0, si, ss, "max"))
err(lambda: s.scatter_reduce(0, si + 2, ss, "sum"))
err(lambda: s.scatter_reduce(0, si, ss.double(), "sum"))
err(lambda: torch.take(x, torch.tensor([12])))
err(lambda: torch.take(x, torch.tensor([1], dtype=torch.int32)))
err(lambda: torch.zeros(3).put_(torch.tensor([3]), torch.tensor([1.])))
err(lambda: torch.zeros(3).put_(torch.tensor([1, 2]), torch.tensor([1.])))
err(lambda: torch.roll(x, (1, 2), (0,)))
err(lambda: torch.zeros(2,3,4).index_copy(0, torch.tensor([0]), torch.ones(1,3,5)))
err(lambda: torch.zeros(3,4).index_add(0, torch.tensor([0]), torch.ones(1,5)))
err(lambda: torch.zeros(3,4).index_add(0, torch.tensor([[0]]), torch.ones(1,4)))
print(torch.zeros(3,4).index_add(0, torch.tensor([0, 1]), torch.ones(2,1)))
print(torch.zeros(3,4).index_add(0, torch.tensor([0]), torch.ones(1)))
print(torch.zeros(3,4).index_add(1, torch.tensor([0, 0, 0]), torch.randn(3, 3)))
print(torch.tensor(5.).index_add(0, torch.tensor([0]), torch.tensor(2.)))
print(torch.tensor(5.).index_fill(0, torch.tensor(0), -1))
print(torch.zeros(2, 2, dtype=torch.int32).scatter_reduce(1, torch.tensor([[1, 1], [0, 0]]), torch.tensor([[3, 4], [5, 6]], dtype=torch.int32), "amin", include_self=False))
print(torch.zeros(2, 2, dtype=torch.uint8).index_reduce(0, torch.tensor([1]), torch.tensor([[3, 4]], dtype=torch.uint8), "amax", include_self=False))
x = torch.arange(12.).view(3, 4).t()
print(x.index_add(0, torch.tensor([1, 1]), torch.ones(2, 3)))
print(x.index_copy(1, torch.tensor([2]), -torch.ones(4, 1)))
print(x.index_fill(0, torch.tensor([-1, 0]), float('nan')))
