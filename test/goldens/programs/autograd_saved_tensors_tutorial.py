# The saved-tensors tutorial's checks: a saved input is the caller's own Tensor object, a saved output a new one;
# a Scalar argument is saved as its number and never packed; hooks per saved tensor via _raw_saved_*
import torch
from torch.autograd.graph import saved_tensors_hooks

x = torch.randn(5, requires_grad=True)
y = x.pow(2)
print(x.equal(y.grad_fn._saved_self), x is y.grad_fn._saved_self)
print(y.grad_fn._saved_exponent, type(y.grad_fn._saved_exponent).__name__, x.pow(2.5).grad_fn._saved_exponent)
y = x.exp()
print(y.equal(y.grad_fn._saved_result), y is y.grad_fn._saved_result)
a, b = torch.randn(3, requires_grad=True), torch.randn(3, requires_grad=True)
m = a * b
print(m.grad_fn._saved_self is a, m.grad_fn._saved_other is b)
h = a.sin()
print(h.sin().grad_fn._saved_self is h)
s = a * 2.0
print(s.grad_fn._saved_other, s.grad_fn._saved_self is a)
c = a.clamp(min=-0.5)
print(c.grad_fn._saved_min, c.grad_fn._saved_max, c.grad_fn._saved_self is a)
print(a.clamp(-1, 1).grad_fn._saved_max, a.clamp_min(0).grad_fn._saved_min)
print(sorted(k for k in dir(x.pow(2).grad_fn) if "saved" in k))
print(sorted(k for k in dir(a.exp().grad_fn) if "saved" in k))

packed = []
def pack_hook(t):
    packed.append(tuple(t.shape))
    return t
def unpack_hook(t):
    return t
with saved_tensors_hooks(pack_hook, unpack_hook):
    z = x.pow(2).sum() + (x * 3.0).sum() + x.clamp(0, 1).sum()
z.backward()
print(packed)

store = {}
def pack_to_store(t):
    store[len(store)] = t.clone()
    return len(store) - 1
def unpack_from_store(k):
    return store[k]
x.grad = None
w = x.exp()
w.grad_fn._raw_saved_result.register_hooks(pack_to_store, unpack_from_store)
print(len(store), torch.equal(w.grad_fn._saved_result, w))
w.sum().backward()
print(torch.equal(x.grad, x.exp()))
try:
    w.grad_fn._raw_saved_result.register_hooks(pack_to_store, unpack_from_store)
except RuntimeError as e:
    print(e)
v = x.exp()
v.grad_fn._raw_saved_result.register_hooks(lambda t: t, lambda t: t)
try:
    v.grad_fn._raw_saved_result.register_hooks(lambda t: t, lambda t: t)
except RuntimeError as e:
    print(e)
u = x.sin()
u.sum().backward()
try:
    u.grad_fn._saved_self
except RuntimeError as e:
    print(str(e)[:60])
try:
    u.grad_fn._raw_saved_self.register_hooks(lambda t: t, lambda t: t)
except RuntimeError as e:
    print(e)
