# Tensor.view(dtype) reinterprets the same bytes as another dtype (sharing memory and the version counter, the last
# dim scaled by the element sizes), and .data is the same memory under a version counter of its own, so writes
# through it go unseen by autograd.
import numpy as np
import torch


def attempt(fn):
    try:
        print(fn())
    except RuntimeError as e:
        print("RuntimeError:", e)


x = torch.tensor([[1.0, -2.0], [3.5, 0.25]], requires_grad=True)
y = x.view(torch.float32)
print(y is x, y.requires_grad, y.grad_fn, y._is_view(), y.dtype, y.data_ptr() == x.data_ptr())
z = x.view(torch.int32)
print(z, z.requires_grad, z._is_view(), z._base is None, z.stride(), z.storage_offset())
print(x.view(dtype=torch.uint8).shape, x.view(torch.int16), x.view(torch.float16).shape)

a = torch.arange(6, dtype=torch.int16)
b = a.view(torch.int32)
print(b, b.shape, b.stride(), a._version, b._version)
b[0] = -1
print(a, a._version, b._version)
a.add_(1)
print(b, b._version)
u8 = a.view(dtype=torch.uint8)
print(u8, u8.shape, u8.data_ptr() == a.data_ptr())
print(a.view(torch.bool).shape, torch.tensor([1, 0, 256], dtype=torch.int16).view(torch.bool))

t = torch.arange(12, dtype=torch.float32).reshape(3, 4)
print(t.view(torch.float64).shape, t[1:].view(torch.int64), t[1:].view(torch.int64).storage_offset())
s = t[:, 1:3].view(torch.int8)
print(s.shape, s.stride(), s.storage_offset(), s[0])
print(torch.tensor([1.5, -2.0], dtype=torch.float64).view(torch.int64), torch.tensor([1.0]).view(torch.int32).view(torch.float32))
print(torch.tensor(1.0).view(torch.int32), torch.tensor([3, 7]).view(torch.float64).view(torch.int64))
print(torch.tensor([1.0, 2.0]).half().view(torch.int16), torch.tensor([1.0, 2.0]).bfloat16().view(torch.int16))
for fn in [lambda: t[:, 1:].view(torch.float64), lambda: t.t().view(torch.int8), lambda: torch.tensor(1.0).view(torch.int16),
           lambda: t[:, 1:3].view(torch.float64), lambda: t.t().view(torch.float64), lambda: t[:, ::2].view(torch.float16),
           lambda: t.view(torch.int16)[:, 1:].view(torch.float32)[:, 1:].view(torch.float64)]:
    attempt(fn)
print(t.view(2, 6).shape, t.view(-1).shape, t.view(size=(6, 2)).shape, t.view((4, 3)).shape, t.view(torch.Size([12])).shape)
attempt(lambda: t.view(5, 3))

n = t.view(torch.int32).numpy()
n[0, 0] = 1065353216
print(t[0], n.dtype)
arr = np.arange(4, dtype=np.float32)
v = torch.from_numpy(arr).view(torch.int32)
v[1] = 0
print(arr)

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
d = w.data
print(d.requires_grad, d._version, d.data_ptr() == w.data_ptr())
d.mul_(2)
print(w, w._version, d._version)
e = w.detach()
e.add_(1)
print(w._version, e._version, d._version)
h = w * 2
q = h * h
h.data.mul_(3)
print(h._version, h)
q.sum().backward()
print(w.grad)
m = torch.nn.Linear(2, 1)
with torch.no_grad():
    m.weight.fill_(0.5)
m.weight.data.add_(1.0)
print(m.weight, m.weight._version)
g = torch.zeros(2, 3)
g.data[0, 1] = 7.0
print(g, g._version, g.data._version)
k = torch.ones(4, requires_grad=True).clone()
kk = k.data.view(torch.int32)
kk.add_(1)
print(k._version, k.data._version, kk._version, k)
r = torch.arange(6.0)
attempt(lambda: r[1:].copy_(r.data[:-1]))
attempt(lambda: r[1:].add_(r.data[:-1]))
print(r.copy_(r.data.flip(0)), r.copy_(r.data))
