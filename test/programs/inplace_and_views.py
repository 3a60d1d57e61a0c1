# In-place operations (trailing underscore), views that share memory, clone vs detach, and autograd's checks.
import torch

x = torch.arange(6.0).reshape(2, 3)
y = x.view(3, 2)
x.add_(1)
print(x, y, sep="\n")
print("shared storage:", x.data_ptr() == y.data_ptr(), x.is_contiguous(), x.t().is_contiguous())

t = torch.zeros(4)
t[1:3].fill_(5)
t.mul_(2).sub_(1)
print(t)
print(t.clamp_(min=0), t)
print(torch.ones(3).index_fill_(0, torch.tensor([0, 2]), -1.0))
print(torch.zeros(2, 3).scatter_(1, torch.tensor([[2], [0]]), 1.0))
m = torch.zeros(3, 3)
m.masked_fill_(torch.eye(3, dtype=torch.bool), 7.0)
print(m)
print(torch.zeros(3).copy_(torch.tensor([1, 2, 3])))

print("\nclone copies, detach shares:")
a = torch.ones(3, requires_grad=True)
c = a.clone()
d = a.detach()
d[0] = 10
print(a, c.grad_fn.__class__.__name__, d)

print("\nIn-place on a leaf that requires grad is an error:")
w = torch.ones(2, requires_grad=True)
try:
    w.add_(1)
except RuntimeError:
    print("RuntimeError raised")
with torch.no_grad():
    w.add_(1)
print(w)

print("\nModifying a tensor autograd saved is caught at backward:")
p = torch.tensor([1.0, 2.0], requires_grad=True)
q = p.exp()
r = q * 2
q.add_(1)
try:
    r.sum().backward()
    (q * q).sum().backward()
    print("first backward fine, grad", p.grad)
except RuntimeError:
    print("RuntimeError raised")

s = p.sigmoid()
s.mul_(2)
try:
    s.sum().backward()
except RuntimeError:
    print("sigmoid output modified: RuntimeError raised")
