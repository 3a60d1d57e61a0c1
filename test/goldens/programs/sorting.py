# sort, argsort, msort and topk: stable order, NaN placement, named results, gradients and errors.
import torch
torch.manual_seed(0)
x = torch.randn(3, 5)
print(torch.sort(x))
print(x.sort(dim=0, descending=True))
print(torch.argsort(x, dim=1), x.argsort(descending=True))
print(torch.topk(x, 2))
print(x.topk(3, dim=0, largest=False))
y = torch.tensor([3., float('nan'), 1., 2., 1., float('nan'), -float('inf')])
print(y.sort(), y.sort(descending=True), torch.topk(y, 3))
z = torch.tensor([2, 1, 2, 1, 3])
print(torch.sort(z, stable=True), torch.msort(x))
w = torch.randn(4, 3, requires_grad=True)
v, i = w.sort(dim=0)
(v * torch.arange(12.).view(4, 3)).sum().backward()
print(v, w.grad)
w.grad = None
t = w.topk(2, dim=1)
t.values.sum().backward(); print(t, w.grad)
print(torch.sort(torch.tensor(3.)), torch.topk(torch.tensor([1., 2.]), 0))
try:
    torch.topk(x, 6)
except Exception as e:
    print(type(e).__name__, e)
