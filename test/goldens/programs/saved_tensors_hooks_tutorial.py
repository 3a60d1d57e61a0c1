# saved_tensors_hooks as a tutorial uses them: printing, storing aside, save_on_cpu, per-tensor hooks
import torch
from torch.autograd.graph import saved_tensors_hooks, save_on_cpu
def pack(x):
    print("pack", x.shape)
    return x
def unpack(x):
    print("unpack", x.shape)
    return x
a = torch.ones(3, requires_grad=True)
with saved_tensors_hooks(pack, unpack):
    y = a * a
    z = y.exp()
z.sum().backward()
print(a.grad)
class SelfDeletingTempFile:
    def __init__(self):
        self.name = "tmp"
store = {}
def pack_hook(t):
    k = len(store)
    store[k] = t.clone()
    return k
def unpack_hook(k):
    return store[k]
x = torch.randn(5, requires_grad=True)
with torch.autograd.graph.saved_tensors_hooks(pack_hook, unpack_hook):
    y = x.pow(2).sum()
y.backward()
print(len(store), torch.allclose(x.grad, 2 * x))
x.grad = None
with save_on_cpu(pin_memory=False):
    y = (x * x).sin().sum()
y.backward()
print(torch.allclose(x.grad, torch.cos(x * x) * 2 * x))
a = torch.randn(3, requires_grad=True)
y = a.exp()
y.grad_fn._raw_saved_result.register_hooks(lambda t: t * 1, lambda t: t * 2)
y.sum().backward()
print(torch.allclose(a.grad, 2 * a.exp()))
try:
    with saved_tensors_hooks(lambda t: t, lambda t: t):
        b = torch.randn(2, requires_grad=True)
        yy = b * b
    yy.grad_fn._raw_saved_self.register_hooks(lambda t: t, lambda t: t)
except RuntimeError as e:
    print(e)
try:
    c = torch.randn(2, requires_grad=True).exp()
    c.grad_fn._raw_saved_result.register_hooks(lambda t: t)
except TypeError as e:
    print(type(e).__name__)
with torch.autograd.graph.disable_saved_tensors_hooks("no hooks here"):
    try:
        with saved_tensors_hooks(pack, unpack):
            pass
    except RuntimeError as e:
        print(e)
