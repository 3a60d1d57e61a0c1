# median (lower), kthvalue, cummax/cummin: named results, indices, gradients, errors.
import torch
torch.manual_seed(0)
x = torch.randn(3, 5)
print(torch.median(x), x.median(dim=1), torch.median(x, 0, keepdim=True), torch.median(torch.tensor([1., 4., 2., 3.])))
print(torch.kthvalue(x, 2), x.kthvalue(1, dim=0), torch.kthvalue(torch.tensor([3., 1., 2.]), 3))
print(torch.cummax(x, 1), torch.cummin(torch.tensor([3, 1, 2, 0, 5]), 0), x.cummax(0).indices)
a = torch.tensor([1., 3., 2., 5.], requires_grad=True)
v = a.cummax(0).values; v.sum().backward(); print(v.detach(), a.grad)
try:
    torch.kthvalue(x, 9)
except Exception as e:
    print(type(e).__name__, e)
