# In-place vs out-of-place operations, _version counters, aliasing and out=
import torch

torch.manual_seed(3)
a = torch.ones(3)
b = a.add(2)
print(a, b, a.data_ptr() == b.data_ptr())
c = a.add_(2)
print(a, c, c is a)
print(a._version, a.mul_(2)._version, a.sub_(1, alpha=2)._version)
x = torch.arange(6.).view(2, 3)
x.clamp_(1, 4)
print(x)
x.zero_()
print(x, x._version)
x.fill_(7)
print(x)
x.copy_(torch.tensor([1., 2., 3.]))
print(x)
x.t_()
print(x.shape, x.stride())
x.unsqueeze_(0)
print(x.shape)
x.squeeze_()
print(x.shape)
x.resize_(6)
print(x)
x.resize_(2, 2)
print(x)
y = torch.tensor([0.5, -1.5, 2.5])
print(y.abs_(), y.neg_(), y.exp_(), y.log_(), y.sqrt_())
z = torch.tensor([1.3, -2.7, 3.5, -4.5, 0.5])
print(z.clone().round_(), z.clone().floor_(), z.clone().ceil_(), z.clone().trunc_(), z.clone().frac_())
i = torch.tensor([1, 2, 3])
try:
    i.add_(0.5)
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    i.div_(2)
except RuntimeError as e:
    print(type(e).__name__, e)
print(i.div(2), i.floor_divide(2), i.true_divide(2), i // 2, i / 2)
f = torch.zeros(3)
f += i
print(f, f.dtype)
i2 = i.clone()
i2 *= 2
print(i2)
try:
    i2 *= 1.5
except RuntimeError as e:
    print(type(e).__name__, e)
out = torch.empty(3)
r = torch.add(torch.ones(3), torch.ones(3), out=out)
print(r is out, out)
out2 = torch.empty(0)
torch.mul(torch.ones(2, 2), 3, out=out2)
print(out2)
o3 = torch.empty(3, dtype=torch.int64)
try:
    torch.div(torch.ones(3), 2, out=o3)
except RuntimeError as e:
    print(type(e).__name__, e)
s = torch.arange(5.)
s.add_(s)
print(s)
q = torch.arange(5.)
try:
    q[1:].add_(q[:-1])
except RuntimeError as e:
    print(type(e).__name__, e)
q[1:] += q[:-1].clone()
print(q)
try:
    q[1:] = q[:-1]
except RuntimeError as e:
    print(type(e).__name__, e)
m = torch.ones(2, 3)
m.masked_fill_(torch.tensor([[True, False, True], [False, True, False]]), -1)
print(m)
m.index_fill_(1, torch.tensor([0, 2]), 9)
print(m)
m.scatter_(1, torch.tensor([[1], [0]]), 5.)
print(m)
m.index_add_(0, torch.tensor([1, 0]), torch.ones(2, 3))
print(m)
m.addcmul_(torch.ones(2, 3), torch.full((2, 3), 2.), value=0.5)
print(m)
m.lerp_(torch.zeros(2, 3), 0.5)
print(m)
m.pow_(2).sigmoid_()
print(m)
v = torch.tensor([3., 1., 2.])
w = v.sort()
v.mul_(10)
print(w.values, v)
n = torch.ones(2)
n2 = n.detach()
n2.add_(1)
print(n, n2, n.data_ptr() == n2.data_ptr())
n3 = n.data
n3.mul_(3)
print(n)
