# In-place operations and autograd: version counters, the error for a saved tensor modified in place, in-place on a
# leaf, on views of leaves, detach_ and data, and ops that are safe in place.
import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
b = a * 2
print(b._version)
b.add_(1)
print(b._version, b.grad_fn.name())
c = b.sin()
b.mul_(2)
print(b._version)
try:
    c.sum().backward()
except RuntimeError as e:
    print(str(e)[:150])

d = a.exp()
e = d * 3
d.add_(1)
try:
    e.sum().backward()
except RuntimeError as err:
    print(str(err)[:150])
print(a.grad)

f = a.relu()
f.mul_(3)
try:
    f.sum().backward()
except RuntimeError as err:
    print(str(err)[:150])
g = a.sin()
g.mul_(3)
g.sum().backward()
print(a.grad)

try:
    a.mul_(2)
except RuntimeError as err:
    print(err)
with torch.no_grad():
    a.mul_(2)
print(a, a._version)

w = torch.ones(4, requires_grad=True)
v = w.clone()
view = v[1:3]
view.mul_(5)
print(v.grad_fn.name(), view.grad_fn.name())
v.sum().backward()
print(w.grad)

x = torch.ones(3, requires_grad=True)
y = x * 2
y.data.mul_(10)
print(y)
z = x.detach()
z.add_(1)
print(x, x._version, z._version)
t = torch.zeros(2, 2, requires_grad=True)
try:
    t[0].fill_(1)
except RuntimeError as err:
    print(err)
u = t.clone()
u[0].fill_(1)
u.sum().backward()
print(t.grad, u.grad_fn.name())
s = torch.ones(2, requires_grad=True)
r = s.sigmoid()
r.add_(0)
try:
    r.sum().backward()
    print(s.grad)
except RuntimeError as err:
    print(str(err)[:120])
