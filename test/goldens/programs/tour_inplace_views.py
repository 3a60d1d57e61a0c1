import torch
a = torch.arange(12.).reshape(3, 4)
v = a[1]
v.mul_(10)
print(a, v._base is a, v.is_contiguous(), a.t().is_contiguous())
t = a.t()
t[0, 0] = -1
print(a[0, 0], a.data_ptr() == t.data_ptr(), t.stride(), t.contiguous().stride())
b = a.view(2, 6)
b.add_(1)
print(a)
try:
    a.t().view(12)
except RuntimeError as e:
    print(e)
print(a.t().reshape(12), a.unsqueeze(0).expand(2, 3, 4).stride())
c = a.narrow(1, 1, 2)
c.zero_()
print(a, c.storage_offset())
e = torch.ones(3)
f = e
f += 1
print(e, id(e) == id(f))
g = torch.ones(2, requires_grad=True)
h = g * 2
h.add_(1)
h.sum().backward()
print(g.grad, h._version, h.grad_fn.name())
s = torch.arange(6).view(2, 3)
s.transpose_(0, 1)
print(s, s.shape, s.is_contiguous())
u = torch.arange(6.)
u.unfold(0, 2, 2).fill_(7)
print(u, torch.arange(4).as_strided((2, 2), (1, 2)))
x = torch.zeros(3)
x[1:].copy_(torch.tensor([5, 6]))
print(x, x.clamp_(max=5.5), x.abs_().neg_())
