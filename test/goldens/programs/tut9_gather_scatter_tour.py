# gather, scatter, topk, sort, unique, bucketize and friends: the indexing ops tutorials reach for
import torch

torch.manual_seed(0)
scores = torch.randn(4, 6)
labels = torch.tensor([2, 0, 5, 3])
print(scores.gather(1, labels.unsqueeze(1)).squeeze(1))
print(scores[torch.arange(4), labels])
print(torch.take_along_dim(scores, labels[:, None], dim=1).shape)
one_hot = torch.zeros(4, 6).scatter_(1, labels.unsqueeze(1), 1.0)
print(one_hot)
print(torch.equal(one_hot.long(), torch.nn.functional.one_hot(labels, 6)))
vals, idx = scores.topk(2, dim=1)
print(vals, idx)
print(scores.topk(2, dim=1, largest=False).indices)
s, order = scores[0].sort(descending=True)
print(s, order, order.argsort())
print(torch.argsort(torch.tensor([3, 1, 2, 1, 3]), stable=True))
print(torch.kthvalue(scores[0], 2), torch.median(scores[0]))
x = torch.tensor([3, 1, 2, 3, 3, 1, 7])
u, inv, cnt = torch.unique(x, return_inverse=True, return_counts=True)
print(u, inv, cnt)
print(torch.unique(x, sorted=True), torch.unique_consecutive(x), torch.unique_consecutive(x, return_counts=True))
print(torch.unique(torch.tensor([[1, 2], [1, 2], [0, 5]]), dim=0))
print(x.bincount(), x.bincount(minlength=10).shape, torch.bincount(x, weights=torch.ones(7) * 0.5))
boundaries = torch.tensor([0.0, 1.0, 2.5, 4.0])
v = torch.tensor([-1.0, 0.0, 0.5, 2.5, 3.9, 10.0])
print(torch.bucketize(v, boundaries), torch.bucketize(v, boundaries, right=True))
print(torch.searchsorted(boundaries, v), torch.searchsorted(boundaries, v, side="right"))
print(torch.histc(torch.tensor([1.0, 2.0, 1.0, 4.0, 2.5]), bins=4, min=0, max=4))
h = torch.histogram(torch.tensor([1.0, 2.0, 1.0, 4.0, 2.5]), bins=3)
print(h.hist, h.bin_edges)

# scatter_add / index_add for per-group sums and means
groups = torch.tensor([0, 1, 0, 2, 1, 0])
vals = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0, 6.0])
sums = torch.zeros(3).scatter_add_(0, groups, vals)
counts = torch.zeros(3).index_add_(0, groups, torch.ones(6))
print(sums, counts, sums / counts)
print(torch.zeros(3).scatter_reduce(0, groups, vals, reduce="amax", include_self=False))
print(torch.zeros(3).scatter_reduce(0, groups, vals, reduce="mean", include_self=False))
feats = torch.arange(12.0).view(6, 2)
print(torch.zeros(3, 2).index_add_(0, groups, feats))
print(torch.zeros(3, 2).scatter_add_(0, groups[:, None].expand(-1, 2), feats))
src = torch.arange(1, 11).view(2, 5)
print(torch.zeros(3, 5, dtype=src.dtype).scatter_(0, torch.tensor([[0, 1, 2, 0, 0], [2, 0, 0, 1, 2]]), src))
print(torch.full((2, 4), 2.0).scatter_(1, torch.tensor([[2], [3]]), 1.23, reduce="multiply"))

# selection by masks and index lists
m = scores > 0.5
print(m.sum(), scores.masked_select(m), m.nonzero())
print(torch.nonzero(m, as_tuple=True))
print(scores.index_select(1, torch.tensor([0, 5])), scores[:, [0, 5]].shape)
print(torch.where(m)[1], torch.count_nonzero(m, dim=1), m.any(1), m.all(0))
print(scores.argmax(), scores.argmax(dim=0), divmod(scores.argmax().item(), scores.shape[1]))
t = torch.zeros(5)
t.index_fill_(0, torch.tensor([1, 3]), -1.0)
t.index_copy_(0, torch.tensor([0, 4]), torch.tensor([9.0, 8.0]))
t.masked_scatter_(t == 0, torch.tensor([7.0]))
print(t, torch.take(scores, torch.tensor([0, 7, 23])))
try:
    scores.gather(1, torch.tensor([[6], [0], [0], [0]]))
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    scores.gather(1, labels)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.zeros(3).scatter_add_(0, groups, vals.double())
except RuntimeError as e:
    print("RuntimeError:", e)
