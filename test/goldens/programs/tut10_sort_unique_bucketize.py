# Data-prep tensor ops: sort (stable, descending) and argsort, topk/kthvalue/median, unique with inverse and counts
# (also along a dim), unique_consecutive, searchsorted and bucketize for binning, histc and bincount for counts.
import torch

torch.manual_seed(0)
scores = torch.tensor([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5])
vals, idx = torch.sort(scores, descending=True, stable=True)
print(vals, idx)
print(scores.argsort(), scores.argsort(stable=True))
print(torch.topk(scores, 3), torch.topk(scores.float(), 2, largest=False).indices)
print(torch.kthvalue(scores, 4), scores.float().median(), scores.median())
m = torch.randn(3, 5)
print(torch.topk(m, 2, dim=0).values)
print(torch.kthvalue(m, 2, dim=1, keepdim=True).indices.squeeze(1))
print(torch.sort(m, dim=1).indices[0], m.msort().shape)

u, inv, cnt = torch.unique(scores, return_inverse=True, return_counts=True)
print(u, inv, cnt)
print(torch.equal(u[inv], scores))
print(torch.unique(scores, sorted=True, return_counts=True))
rows = torch.tensor([[1, 2], [3, 4], [1, 2], [0, 9]])
print(torch.unique(rows, dim=0, return_inverse=True, return_counts=True))
print(torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 3, 1, 1, 2]), return_counts=True, return_inverse=True))

# vocabulary building: ids by frequency
words = 'the cat sat on the mat the end'.split()
vocab = sorted(set(words))
ids = torch.tensor([vocab.index(w) for w in words])
counts = torch.bincount(ids, minlength=len(vocab))
order = counts.argsort(descending=True, stable=True)
print([(vocab[i], counts[i].item()) for i in order.tolist()])

boundaries = torch.tensor([0.0, 18.0, 35.0, 60.0])
ages = torch.tensor([5.0, 18.0, 20.0, 35.0, 70.0, -1.0])
print(torch.bucketize(ages, boundaries), torch.bucketize(ages, boundaries, right=True))
print(torch.searchsorted(boundaries, ages), torch.searchsorted(boundaries, ages, right=True))
print(torch.searchsorted(boundaries, ages, side='right', out_int32=True))
sorted_2d = torch.tensor([[1, 3, 5, 7, 9], [2, 4, 6, 8, 10]])
print(torch.searchsorted(sorted_2d, torch.tensor([[3, 6, 9], [3, 6, 9]])))
unsorted = torch.tensor([5.0, 1.0, 3.0])
print(torch.searchsorted(unsorted, torch.tensor([2.0, 4.0]), sorter=unsorted.argsort()))

x = torch.randn(1000)
h = torch.histc(x, bins=6, min=-3, max=3)
print(h, h.sum())
print(torch.histc(torch.tensor([1.0, 2.0, 1.0]), bins=4, min=0, max=3))
print(torch.bincount(torch.tensor([0, 1, 1, 3]), weights=torch.tensor([0.5, 1.0, 1.0, 2.0])))
print(torch.bincount(torch.tensor([], dtype=torch.long)), torch.bincount(torch.tensor([2]), minlength=5))
hist, edges = torch.histogram(torch.tensor([1.0, 2.0, 1.0, 4.0]), bins=3)
print(hist, edges)

# class weights for an imbalanced dataset
labels = torch.randint(0, 4, (50,))
labels[labels == 3] = 0
cnt = torch.bincount(labels, minlength=4).float()
weights = cnt.sum() / (len(cnt) * cnt.clamp(min=1))
print(cnt, weights)
try:
    torch.bincount(torch.tensor([-1, 2]))
except RuntimeError as e:
    print('RuntimeError:', e)
try:
    torch.kthvalue(scores, 20)
except (RuntimeError, IndexError) as e:
    print(type(e).__name__ + ':', e)
