# Autograd mechanics notes: in-place correctness checks, version counters, saved tensors
import torch
torch.manual_seed(0)

a = torch.randn(3, requires_grad=True)
b = a.sigmoid()
print(b._version)
c = b * 2
b.mul_(3)
print(b._version)
try:
    b.sum().backward()
    print("no error")
except RuntimeError as e:
    print("RuntimeError:", e)

x = torch.randn(5, requires_grad=True)
y = x.exp()
y.add_(1)
try:
    y.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)

x = torch.randn(5, requires_grad=True)
y = x.exp()
z = y.clone()
z.add_(1)
z.sum().backward()
print(torch.allclose(x.grad, y.detach()), z.grad_fn.name())

x = torch.randn(5, requires_grad=True)
try:
    x.add_(1)
except RuntimeError as e:
    print("RuntimeError:", e)
with torch.no_grad():
    x.add_(1)
print(x._version, x.is_leaf)

a = torch.ones(4, requires_grad=True).clone()
v = a[:2]
v.mul_(2)
print(a, a.grad_fn.name(), v.grad_fn.name())
print(a._version, v._version)

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x.pow(2)
print(y.grad_fn._saved_self, y.grad_fn._saved_exponent)
print(y.grad_fn._saved_self is x, y.grad_fn._saved_self.equal(x))
y = x.exp()
print(y.grad_fn._saved_result.equal(y), y.grad_fn._saved_result is y)

x = torch.randn(2, 2, requires_grad=True)
y = x * x
y.backward(torch.ones_like(y), retain_graph=True)
y.backward(torch.ones_like(y))
print(torch.allclose(x.grad, 4 * x))
try:
    y.backward(torch.ones_like(y))
except RuntimeError as e:
    print("RuntimeError:", e)

with torch.no_grad():
    w = x * 2
print(w.requires_grad)
with torch.inference_mode():
    t = torch.ones(2)
print(t.is_inference(), t.requires_grad)
try:
    t.add_(1)
except RuntimeError as e:
    print("RuntimeError:", e)

x = torch.randn(3, requires_grad=True)
with torch.enable_grad():
    with torch.no_grad():
        y = x * 2
    z = x * 2
print(y.requires_grad, z.requires_grad)
torch.set_grad_enabled(False)
print((x * 2).requires_grad)
torch.set_grad_enabled(True)
print(torch.is_grad_enabled())

x = torch.randn(3, requires_grad=True)
out = x.detach()
out.zero_()
print(x.abs().sum().item() == 0.0)
x2 = torch.randn(3, requires_grad=True)
d = x2.detach()
y = x2.sigmoid()
d.zero_()
try:
    y.sum().backward()
    print(x2.grad)
except RuntimeError as e:
    print("RuntimeError:", e)

a = torch.randn(3, requires_grad=True)
b = a.clone()
b.data.mul_(0)
print(b.requires_grad, b._version)
