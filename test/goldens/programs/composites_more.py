# More compositions: nan-aware sums, std_mean/var_mean, logit, float_power, take/take_along_dim, splits, diagonal,
# rot90, inner and einsum (with its gradient).
import torch
torch.manual_seed(0)
x = torch.randn(3, 4)
y = torch.randn(4, 5)
print(torch.ravel(x).shape, torch.absolute(torch.tensor([-1, 2])), torch.true_divide(torch.tensor([3]), 2), torch.isposinf(torch.tensor([float('inf'), 1.])), torch.isneginf(torch.tensor([-float('inf'), 1.])))
n = torch.tensor([[1., float('nan')], [3., 4.]])
print(torch.nansum(n), torch.nansum(n, 1), torch.nanmean(n), torch.nanmean(n, dim=0), n.nansum(), n.nanmean(1, keepdim=True))
print(torch.std_mean(x), torch.var_mean(x, 1), torch.std_mean(x, dim=0, keepdim=True), torch.var_mean(x, unbiased=False))
print(torch.logit(torch.tensor([0.25, 0.5, 0.9])), torch.logit(torch.tensor([0., 1.]), eps=1e-6), torch.float_power(torch.tensor([2, 3]), 2), torch.float_power(torch.tensor([2.]), torch.tensor([0.5])))
print(torch.argwhere(torch.tensor([[0, 1], [1, 0]])), torch.take(x, torch.tensor([0, 5, 11])), torch.take_along_dim(x, x.argsort(1), 1), torch.take_along_dim(x, torch.tensor([3, 0])))
print(torch.tensor_split(torch.arange(10), 3), torch.tensor_split(torch.arange(7), [1, 5]), torch.vsplit(torch.arange(16).view(4, 4), 2), torch.hsplit(torch.arange(16).view(4, 4), [3]))
print(torch.diagonal(x), torch.diagonal(x, 1), torch.diagonal(torch.randn(2, 3, 3), 0, 1, 2), x.diagonal(-1))
print(torch.rot90(x), torch.rot90(x, 2), torch.rot90(x, -1, (0, 1)), torch.inner(torch.tensor([1., 2.]), torch.tensor([3., 4.])), torch.inner(x, torch.randn(2, 4)).shape)
print(torch.einsum('ij,jk->ik', x, y), torch.einsum('ij->ji', x), torch.einsum('ii', torch.eye(3) * 2), torch.einsum('i,i->', torch.tensor([1., 2.]), torch.tensor([3., 4.])), torch.einsum('bij,bjk->bik', torch.randn(2, 2, 3), torch.randn(2, 3, 2)).shape, torch.einsum('i,j', torch.tensor([1., 2.]), torch.tensor([3., 4., 5.])), torch.einsum('ij', x).shape)
a = torch.randn(3, 4, requires_grad=True)
torch.einsum('ij,jk->ik', a, y).sum().backward(); print(a.grad)
