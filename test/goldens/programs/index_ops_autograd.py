"""Gradients of index_add, index_copy, index_fill, index_reduce, scatter_reduce, roll, take and put, and their
grad_fn names."""
import warnings

import torch

# scatter_reduce and index_reduce warn once that they are in beta
warnings.simplefilter("ignore")
torch.manual_seed(0)
idx = torch.tensor([0, 2, 0, 3, 2])
si = torch.tensor([[0, 1, 2, 0], [2, 2, 1, 0]])
a = torch.randn(4, 3, requires_grad=True)
b = torch.randn(5, 3, requires_grad=True)
for red in ["prod", "mean", "amax", "amin"]:
    for inc in [True, False]:
        y = a.index_reduce(0, idx, b, red, include_self=inc)
        print(type(y.grad_fn).__name__)
        ga, gb = torch.autograd.grad((y * torch.arange(12.).view(4, 3)).sum(), (a, b))
        print(red, inc, ga, gb)
sa = torch.randn(3, 4, requires_grad=True)
sb = torch.randn(2, 4, requires_grad=True)
for red in ["sum", "prod", "mean", "amax", "amin"]:
    for inc in [True, False]:
        y = sa.scatter_reduce(0, si, sb, red, include_self=inc)
        print(type(y.grad_fn).__name__)
        ga, gb = torch.autograd.grad((y * torch.arange(12.).view(3, 4)).sum(), (sa, sb))
        print(red, inc, ga, gb)
y = a.index_add(0, idx, b, alpha=2); print(type(y.grad_fn).__name__); print(torch.autograd.grad(y.sum() * 2, (a, b)))
y = a.index_copy(0, torch.tensor([3, 1]), b[:2]); print(type(y.grad_fn).__name__); print(torch.autograd.grad((y * y).sum(), (a, b)))
y = a.index_fill(1, torch.tensor([0]), 2.); print(type(y.grad_fn).__name__); print(torch.autograd.grad((y * y).sum(), (a,)))
y = a.roll((1, 2), (0, 1)); print(type(y.grad_fn).__name__); print(torch.autograd.grad((y * torch.arange(12.).view(4, 3)).sum(), (a,)))
y = a.take(torch.tensor([0, 0, 11])); print(type(y.grad_fn).__name__); print(torch.autograd.grad((y * torch.tensor([1., 2., 3.])).sum(), (a,)))
y = a.put(torch.tensor([0, 5]), b[0, :2]); print(type(y.grad_fn).__name__); print(torch.autograd.grad((y * torch.arange(12.).view(4, 3)).sum(), (a, b)))
c = a.clone(); c.index_add_(0, idx, b); print(type(c.grad_fn).__name__)
c = a.clone(); c.scatter_reduce_(0, torch.tensor([[0, 1, 2]]), b[:1], "amax"); print(type(c.grad_fn).__name__)
