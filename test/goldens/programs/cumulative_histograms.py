# Cumulative ops, histc, bincount, bucketize, searchsorted, histogram
import torch

torch.manual_seed(6)
x = torch.tensor([1., 2., 3., 4., 5.])
print(torch.cumsum(x, 0), x.cumprod(0), torch.cummax(torch.tensor([1, 3, 2, 5, 4]), 0), torch.cummin(x.flip(0), dim=0))
m = torch.arange(1, 7).view(2, 3)
print(m.cumsum(0), m.cumsum(1), m.cumsum(dim=-1, dtype=torch.float64), m.cumprod(1), m.cumsum(0).dtype)
print(torch.tensor([True, False, True]).cumsum(0), torch.tensor([1, 2], dtype=torch.int8).cumsum(0).dtype)
print(torch.logcumsumexp(x, 0), torch.diff(x), torch.diff(m, dim=0), torch.diff(x, n=2), torch.diff(x, prepend=torch.tensor([0.])))
r = torch.rand(1000) * 10
print(torch.histc(r, bins=5, min=0, max=10), torch.histc(torch.tensor([1., 2, 1]), bins=4, min=0, max=3))
print(torch.histc(torch.tensor([1., 2., 1., 2.5]), bins=3))
print(torch.bincount(torch.tensor([0, 1, 1, 3])), torch.bincount(torch.tensor([2, 2]), minlength=5))
print(torch.bincount(torch.tensor([0, 1, 1]), weights=torch.tensor([0.5, 1.0, 2.0])))
print(torch.bincount(torch.tensor([], dtype=torch.int64)), torch.bincount(torch.tensor([1]), weights=torch.tensor([2.], dtype=torch.float64)))
try:
    torch.bincount(torch.tensor([-1, 2]))
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    torch.bincount(torch.tensor([1.0]))
except RuntimeError as e:
    print(type(e).__name__, e)
b = torch.tensor([1, 3, 5, 7, 9])
v = torch.tensor([[3, 6, 9], [3, 6, 9]])
print(torch.searchsorted(b, v), torch.searchsorted(b, v, right=True), torch.searchsorted(b, 4), torch.searchsorted(b, v, side="right"))
print(torch.searchsorted(torch.tensor([[1, 3, 5], [2, 4, 6]]), torch.tensor([[2], [5]])), torch.searchsorted(b, v, out_int32=True).dtype)
print(torch.searchsorted(torch.tensor([5, 1, 3]), torch.tensor([2, 4]), sorter=torch.tensor([1, 2, 0])))
bd = torch.tensor([1, 3, 5, 7, 9])
print(torch.bucketize(torch.tensor([[3, 6, 9], [3, 6, 9]]), bd), torch.bucketize(torch.tensor([3, 6, 9]), bd, right=True))
print(torch.bucketize(2.5, torch.tensor([1., 2., 3.])), torch.bucketize(torch.tensor([0.5, 1.5]), torch.tensor([1., 2.]), out_int32=True))
h = torch.histogram(torch.tensor([1., 2, 1]), bins=4, range=(0., 3.))
print(h, h.hist, h.bin_edges)
print(torch.histogram(torch.tensor([1., 2, 1]), bins=torch.tensor([0., 1., 2., 3.]), weight=torch.tensor([1., 2., 4.]), density=True))
print(torch.tensor([0.1, 0.5, 0.9]).quantile(torch.tensor([0.25, 0.5])), torch.quantile(torch.arange(10.), 0.3, interpolation="lower"))
print(torch.cumsum(torch.ones(3, 2), dim=0).t().cumsum(1), torch.cumulative_trapezoid(x), torch.trapezoid(x), torch.trapz(x, dx=0.5))
