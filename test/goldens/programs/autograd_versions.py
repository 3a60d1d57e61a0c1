# Tensor._version, autograd's count of in-place writes (views share it), and the error for a saved tensor written since
import torch
a = torch.ones(3, requires_grad=True)
b = a.exp()
print(b._version)
b.add_(1); print(b._version)
try:
    b.sum().backward()
except RuntimeError as e:
    print(e)
x = torch.zeros(4)
print(x._version); x[0] = 1; print(x._version); x += 1; print(x._version)
v = x[1:]; v.mul_(2); print(x._version, v._version)
x.copy_(torch.ones(4)); print(x._version)
torch.add(x, 1, out=x); print(x._version)
x.zero_(); x.fill_(2); print(x._version)
x[[0, 1]] = torch.tensor([5., 6.]); print(x._version)
x[x > 5] = 0; print(x._version)
y = x.clone(); print(y._version, x.detach()._version)
w = torch.ones(2, requires_grad=True)
z = w * 2
z2 = z.sigmoid(); z2.mul_(3)
try:
    z2.sum().backward()
except RuntimeError as e:
    print(e)
m = torch.nn.Linear(2, 2)
opt = torch.optim.SGD(m.parameters(), lr=0.1)
m(torch.ones(1, 2)).sum().backward(); opt.step(); print(m.weight._version)
bn = torch.nn.BatchNorm1d(2); bn(torch.randn(4, 2)); print(bn.running_mean._version)
