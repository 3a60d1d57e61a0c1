# Joining and indexing mistakes: torch.cat of tensors whose other dimensions differ, stack of unequal shapes,
# indices past the end, and dims out of range, each with PyTorch's message.
import torch


def attempt(label, fn):
    try:
        out = fn()
    except (RuntimeError, IndexError, TypeError, ValueError) as e:
        print(f"{label}: {type(e).__name__}: {e}")
    else:
        print(f"{label}: {tuple(out.shape) if torch.is_tensor(out) else out}")


a = torch.zeros(2, 3)
b = torch.ones(2, 4)
print("cat joins along one dimension; the others must agree:")
attempt("cat dim 0 of (2, 3) and (2, 4)", lambda: torch.cat([a, b]))
attempt("cat dim 1", lambda: torch.cat([a, b], dim=1))
attempt("cat with a 1-D tensor", lambda: torch.cat([a, torch.zeros(3)]))
attempt("cat of a 0-d tensor", lambda: torch.cat([torch.tensor(1.0), torch.tensor(2.0)]))
attempt("cat of an empty list", lambda: torch.cat([]))
attempt("cat dim 2", lambda: torch.cat([a, a], dim=2))
attempt("cat of float and long", lambda: torch.cat([a, torch.ones(1, 3, dtype=torch.long)]).dtype)

print("\nstack wants equal shapes, and adds a dimension:")
attempt("stack of (2, 3) and (2, 4)", lambda: torch.stack([a, b]))
attempt("stack of batches of different lengths", lambda: torch.stack([torch.zeros(5), torch.zeros(3)]))
attempt("stack of equal shapes", lambda: torch.stack([a, a], dim=1))
attempt("stack of an empty list", lambda: torch.stack([]))
attempt("vstack", lambda: torch.vstack([a, torch.zeros(3)]))
attempt("hstack of (2, 3) and (3, 1)", lambda: torch.hstack([a, torch.zeros(3, 1)]))

print("\nindexing past the end:")
x = torch.arange(6).reshape(2, 3)
attempt("x[2]", lambda: x[2])
attempt("x[0, 3]", lambda: x[0, 3])
attempt("x[-3]", lambda: x[-3])
attempt("x[:, 5]", lambda: x[:, 5])
attempt("x[1:10] (slices clip)", lambda: x[1:10])
attempt("x[0, 0, 0]", lambda: x[0, 0, 0])
attempt("x[[0, 2]]", lambda: x[[0, 2]])
attempt("x[torch.tensor([3])]", lambda: x[torch.tensor([3])])
attempt("x[:, torch.tensor([0, 5])]", lambda: x[:, torch.tensor([0, 5])])
attempt("x[1.0]", lambda: x[1.0])
attempt("x[mask of the wrong size]", lambda: x[torch.tensor([True, False, True])])
attempt("x[2] = 1", lambda: x.__setitem__(2, 1))

print("\nindex functions:")
attempt("index_select past the end", lambda: x.index_select(0, torch.tensor([0, 2])))
attempt("index_select along dim 1", lambda: x.index_select(1, torch.tensor([3])))
attempt("gather past the end", lambda: x.gather(1, torch.tensor([[0], [3]])))
attempt("gather int32 index", lambda: x.gather(1, torch.tensor([[0], [1]], dtype=torch.int32)))
attempt("scatter_ past the end", lambda: torch.zeros(2, 3).scatter_(1, torch.tensor([[4]]), 1.0))
attempt("narrow past the end", lambda: x.narrow(1, 2, 2))
attempt("select past the end", lambda: x.select(1, 3))
attempt("split sizes that do not add up", lambda: x.split([1, 1], dim=1))
attempt("chunk of 0", lambda: x.chunk(0))

print("\ndims out of range:")
attempt("x.sum(2)", lambda: x.sum(2))
attempt("x.softmax(-3)", lambda: x.float().softmax(-3))
attempt("x.argmax(dim=5)", lambda: x.argmax(dim=5))
attempt("x.size(2)", lambda: x.size(2))
attempt("x.max(2)", lambda: x.max(2))
attempt("x.mean(dim=1) of longs", lambda: x.mean(dim=1))
