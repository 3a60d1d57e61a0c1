# Autograd mechanics: requires_grad propagation, leaves, grad_fn chains, retain_grad, detach, no_grad, set_grad_enabled
import torch

x = torch.ones(2, 2, requires_grad=True)
print(x)
y = x + 2
print(y)
print(y.grad_fn.name(), type(y.grad_fn).__name__)
print(x.is_leaf, y.is_leaf, y.requires_grad)
z = y * y * 3
out = z.mean()
print(z, out)
a = torch.randn(2, 2)
a = ((a * 3) / (a - 1))
print(a.requires_grad)
a.requires_grad_(True)
print(a.requires_grad)
b = (a * a).sum()
print(b.grad_fn.name())
out.backward()
print(x.grad)
y2 = x * 2
y2.retain_grad()
(y2 ** 2).sum().backward()
print(y2.grad, x.grad)
with torch.no_grad():
    w = x * 2
print(w.requires_grad, w.grad_fn)
with torch.set_grad_enabled(False):
    print((x * 2).requires_grad)
print(torch.is_grad_enabled())
d = x.detach()
print(d.requires_grad, d.is_leaf, d.data_ptr() == x.data_ptr())
n = y.grad_fn
while n is not None:
    print(n.name(), [None if f is None else f.name() for f, _ in n.next_functions])
    n = n.next_functions[0][0] if n.next_functions else None
v = torch.tensor([0.1, 1.0, 0.0001], dtype=torch.float)
x3 = torch.randn(3, requires_grad=True)
y3 = x3 * 2
y3.backward(v)
print(x3.grad)
try:
    (x3 * 2).backward()
except RuntimeError as e:
    print(e)
try:
    x3.add_(1)
except RuntimeError as e:
    print(e)
import warnings
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(y.grad)
print([str(w.message)[:60] for w in caught])
