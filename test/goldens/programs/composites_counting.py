# unique, bincount, triangle indices, cartesian_prod, cross, cdist, kron, searchsorted/bucketize, logspace,
# scatter_add, index_add_, histc.
import torch
torch.manual_seed(0)
t = torch.tensor([3, 1, 2, 3, 1, 5])
print(torch.unique(t), torch.unique(t, return_inverse=True, return_counts=True), t.unique(), torch.unique(torch.tensor([2., 1., 2.])))
print(torch.bincount(t), torch.bincount(t, minlength=8), torch.bincount(torch.tensor([0, 1, 1]), weights=torch.tensor([0.5, 1., 2.])))
print(torch.tril_indices(3, 3), torch.triu_indices(3, 4, 1), torch.cartesian_prod(torch.tensor([1, 2]), torch.tensor([3, 4, 5])))
a, b = torch.randn(4, 3), torch.randn(4, 3)
print(torch.cross(a, b, dim=1), torch.cdist(a, b), torch.cdist(a, b, p=1), torch.kron(torch.tensor([[1, 2], [3, 4]]), torch.tensor([[0, 1], [1, 0]])))
s = torch.tensor([1, 3, 5, 7, 9])
print(torch.searchsorted(s, torch.tensor([3, 6, 9])), torch.searchsorted(s, torch.tensor([3, 6, 9]), right=True), torch.bucketize(torch.tensor([[1, 6], [9, 10]]), s), torch.searchsorted(torch.tensor([[1, 3], [2, 4]]), torch.tensor([[2], [5]])))
print(torch.logspace(0, 2, 3), torch.logspace(0, 3, 4, base=2))
z = torch.zeros(3, 4)
print(torch.scatter_add(z, 1, torch.tensor([[0, 1, 0], [2, 2, 3], [1, 1, 1]]), torch.ones(3, 3)), torch.zeros(5).scatter_add_(0, torch.tensor([0, 1, 0, 4]), torch.tensor([1., 2., 3., 4.])))
print(torch.zeros(3, 2).index_add_(0, torch.tensor([0, 2, 0]), torch.ones(3, 2)), torch.zeros(2, 3).index_add_(1, torch.tensor([2, 2]), torch.ones(2, 2), alpha=3))
print(torch.histc(torch.tensor([1., 2., 1., 4., 2.5]), bins=4, min=0, max=4), torch.histc(torch.tensor([1., 2., 1.]), bins=3))
