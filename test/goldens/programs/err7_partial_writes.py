# In-place index ops that fail on a bad index or a short source: the error, and what the tensor holds afterwards.
# PyTorch's CPU kernels check some indices all first (nothing written) and others as they write (the writes before
# the bad one stay).
import torch


def check(name, f, x):
    try:
        f()
        print(name, "ok")
    except Exception as e:
        print(name, type(e).__name__, e)
    print(x)


def row():
    return torch.arange(6.)


def grid():
    return torch.arange(12.).view(3, 4)


bad = torch.tensor([1, 9, 2])
x = row(); check("scatter_", lambda: x.scatter_(0, bad, torch.ones(3)), x)
x = row(); check("index_add_", lambda: x.index_add_(0, bad, torch.ones(3)), x)
x = row(); check("index_add_ alpha", lambda: x.index_add_(0, bad, torch.ones(3), alpha=3), x)
x = row(); check("index_add_ bad first", lambda: x.index_add_(0, torch.tensor([7, 1]), torch.ones(2)), x)
x = row(); check("index_add_ negative", lambda: x.index_add_(0, torch.tensor([1, -1]), torch.ones(2)), x)
x = row(); check("index_copy_", lambda: x.index_copy_(0, bad, torch.ones(3)), x)
x = row(); check("index_fill_", lambda: x.index_fill_(0, bad, 7.), x)
x = row(); check("index_fill_ negative", lambda: x.index_fill_(0, torch.tensor([-1, -7]), 7.), x)
x = row(); check("index_put_", lambda: x.index_put_((bad,), torch.ones(3)), x)
x = row(); check("put_", lambda: x.put_(bad, torch.ones(3)), x)
x = row(); check("masked_scatter_", lambda: x.masked_scatter_(torch.ones(6, dtype=torch.bool), torch.ones(3)), x)
x = row(); check("masked_scatter_ empty source", lambda: x.masked_scatter_(x > 3, torch.ones(0)), x)
x = grid(); check("index_add_ rows", lambda: x.index_add_(0, bad, torch.ones(3, 4)), x)
x = grid(); check("index_add_ cols", lambda: x.index_add_(1, bad, torch.ones(3, 3)), x)
x = grid(); check("index_add_ cols int", lambda: x.long().index_add_(1, bad, torch.ones(3, 3, dtype=torch.long)), x)
x = grid(); check("index_fill_ rows", lambda: x.index_fill_(0, bad, -1.), x)
x = grid(); check("index_fill_ cols", lambda: x.index_fill_(1, bad, -1.), x)
x = grid(); check("index_fill_ cols negative", lambda: x.index_fill_(1, torch.tensor([-1, -9, 2]), -1.), x)
x = grid(); check("masked_scatter_ grid", lambda: x.masked_scatter_(x > 2, -torch.ones(5)), x)
x = grid(); check("masked_scatter_ broadcast mask", lambda: x.masked_scatter_(torch.tensor([True, False, True, True]), -torch.ones(2, 2)), x)
x = grid(); check("masked_scatter out of place", lambda: x.masked_scatter(x > 2, -torch.ones(5)), x)
x = grid(); check("index_add out of place", lambda: torch.index_add(x, 0, bad, torch.ones(3, 4)), x)
x = grid(); check("index_fill out of place", lambda: x.index_fill(1, bad, -1.), x)
v = torch.full((4,), -1.)
b4 = torch.tensor([1, 3, 9, 2])
x = row(); check("scatter_ src", lambda: x.scatter_(0, b4, v), x)
x = row(); check("scatter_ value", lambda: x.scatter_(0, b4, -2.), x)
x = row(); check("scatter_ multiply", lambda: x.scatter_(0, b4, v, reduce="multiply"), x)
x = row(); check("scatter_add_", lambda: x.scatter_add_(0, b4, v), x)
x = row(); check("scatter_reduce_ amin", lambda: x.scatter_reduce_(0, b4, v, "amin"), x)
x = row(); check("scatter_reduce_ prod no self", lambda: x.scatter_reduce_(0, b4, v, "prod", include_self=False), x)
x = row(); check("index_copy_ src", lambda: x.index_copy_(0, b4, v), x)
x = row(); check("index_put_ src", lambda: x.index_put_((b4,), v), x)
x = row(); check("index_put_ accumulate", lambda: x.index_put_((b4,), v, accumulate=True), x)
x = row(); check("put_ src", lambda: x.put_(b4, v), x)
x = row(); check("put_ accumulate", lambda: x.put_(b4, v, accumulate=True), x)
x = row(); check("setitem", lambda: x.__setitem__(b4, v), x)
x = row(); check("setitem scalar", lambda: x.__setitem__(b4, -3.), x)
x = row(); check("setitem shape first", lambda: x.__setitem__(torch.tensor([9]), torch.ones(3)), x)
x = grid(); check("index_put_ two", lambda: x.index_put_((torch.tensor([0, 1, 5]), torch.tensor([1, 2, 0])), torch.tensor(-1.)), x)
x = grid(); check("index_put_ second bad first", lambda: x.index_put_((torch.tensor([0, 7]), torch.tensor([9, 1])), torch.tensor(-1.)), x)
x = grid(); check("setitem cols", lambda: x.__setitem__((slice(None), torch.tensor([2, 6])), -1.), x)
x = grid(); check("setitem broadcast", lambda: x.__setitem__((torch.tensor([[0], [4]]), torch.tensor([1, 2])), -1.), x)
x = grid(); check("scatter_ grid", lambda: x.scatter_(0, torch.tensor([[0, 1, 2, 0], [1, 9, 0, 1]]), -torch.ones(2, 4)), x)
x = grid(); check("scatter_add_ cols", lambda: x.scatter_add_(1, torch.tensor([[0, 1], [1, 9], [2, 2]]), torch.ones(3, 2)), x)
x = grid(); check("index_copy_ rows", lambda: x.index_copy_(0, bad, -torch.ones(3, 4)), x)
x = grid(); check("index_copy_ cols", lambda: x.index_copy_(1, torch.tensor([3, 9]), -torch.ones(3, 2)), x)
x = grid(); check("put_ grid", lambda: x.put_(torch.tensor([[0, 5], [20, 1]]), -torch.ones(2, 2)), x)
