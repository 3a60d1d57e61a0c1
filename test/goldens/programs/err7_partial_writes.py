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
