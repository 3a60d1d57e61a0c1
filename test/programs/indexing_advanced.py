# Integer-array indexing, gather and scatter, index_select and take.
import torch

x = torch.arange(12).reshape(3, 4) * 10
print(x)
print("rows [0, 2]:")
print(x[[0, 2]])
print("pairs (0,1), (2,3):", x[[0, 2], [1, 3]])
print("rows by tensor:")
print(x[torch.tensor([2, 2, 0])])
print("columns [3, 0]:")
print(x[:, [3, 0]])
print("a grid with broadcasting indices:")
print(x[torch.tensor([[0], [2]]), torch.tensor([1, 3])])

print("\nindex_select and take:")
print(torch.index_select(x, 1, torch.tensor([0, 2])))
print(torch.take(x, torch.tensor([0, 5, 11])))

print("\ngather picks one entry per row, e.g. the score of each true class:")
torch.manual_seed(4)
logits = torch.randn(4, 3)
target = torch.tensor([2, 0, 1, 1])
print(logits)
picked = logits.gather(1, target.unsqueeze(1)).squeeze(1)
print(picked)
print(logits[torch.arange(4), target])

print("\nscatter writes one entry per row, e.g. one-hot rows:")
one_hot = torch.zeros(4, 3).scatter(1, target.unsqueeze(1), 1.0)
print(one_hot)

print("\nscatter_add_ sums into buckets:")
buckets = torch.zeros(3)
values = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0])
which = torch.tensor([0, 2, 0, 1, 2])
buckets.scatter_add_(0, which, values)
print(buckets)

print("\nAssigning through an index list:")
y = torch.zeros(5)
y[[1, 3]] = torch.tensor([7.0, 9.0])
print(y)
y[torch.tensor([True, False, True, False, False])] = -1.0
print(y)

print("\nindex_put_ with accumulate:")
z = torch.zeros(4)
z.index_put_((torch.tensor([0, 0, 3]),), torch.tensor([1.0, 2.0, 5.0]), accumulate=True)
print(z)

print("\nmasked_scatter and diagonal:")
m = torch.zeros(2, 3)
print(m.masked_scatter(torch.tensor([[True, False, True], [False, True, False]]), torch.arange(1.0, 7.0)))
sq = torch.arange(16).reshape(4, 4)
print(torch.diagonal(sq), torch.diagonal(sq, offset=1), sq.diag())
print(torch.triu(sq), torch.tril(sq, diagonal=-1), sep="\n")
