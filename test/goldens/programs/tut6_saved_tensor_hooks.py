# Hooks for autograd saved tensors tutorial
import torch
torch.manual_seed(0)

a = torch.randn(5, requires_grad=True)
b = torch.ones(5, requires_grad=True)
def f(x, y):
    return x * y
y = f(a, b)
print(y.grad_fn._saved_self is a)
print(y.grad_fn._saved_other is b)
y = a.exp()
print(y.grad_fn._saved_result.equal(y))
print(y.grad_fn._saved_result is y)
x = a.pow(2)
print(x.equal(a * a))
print(x.grad_fn._saved_self.equal(a))
print(x.grad_fn._saved_exponent)
y = a.sin()
print(type(y.grad_fn._raw_saved_self).__name__)

def pack_hook(x):
    print("Packing", x)
    return x

def unpack_hook(x):
    print("Unpacking", x)
    return x

a = torch.ones(5, requires_grad=True)
b = torch.ones(5, requires_grad=True) * 2
with torch.autograd.graph.saved_tensors_hooks(pack_hook, unpack_hook):
    y = a * b
y.sum().backward()

def pack_hook(x):
    print("Packing")
    return x

def unpack_hook(x):
    print("Unpacking")
    return x

a = torch.ones(5, requires_grad=True)
with torch.autograd.graph.saved_tensors_hooks(pack_hook, unpack_hook):
    y = a * a
    print(y.grad_fn._saved_self.equal(a))
y.sum().backward()

x = torch.randn(5, requires_grad=True)
y = x.pow(2)
y.grad_fn._raw_saved_self.register_hooks(pack_hook, unpack_hook)
print(y.grad_fn._saved_self.equal(x))
y.sum().backward()
print(x.grad.equal(2 * x.detach()))

def pack_hook(tensor):
    return tensor.numel()

def unpack_hook(n):
    return torch.ones(n)

x = torch.randn(5, requires_grad=True)
with torch.autograd.graph.saved_tensors_hooks(pack_hook, unpack_hook):
    y = x * x
y.sum().backward()
print(x.grad)

def pack_hook(x):
    return x.detach().clone()
def unpack_hook(x):
    return x

class SelfDeletingTempFile():
    store = {}
    def __init__(self, key):
        self.key = key

counter = [0]
def pack_to_store(tensor):
    counter[0] += 1
    f = SelfDeletingTempFile(f"t{counter[0]}")
    SelfDeletingTempFile.store[f.key] = tensor.clone()
    return f

def unpack_from_store(temp_file):
    return SelfDeletingTempFile.store[temp_file.key]

x = torch.randn(5, requires_grad=True)
with torch.autograd.graph.saved_tensors_hooks(pack_to_store, unpack_from_store):
    y = x.pow(2)
print(sorted(SelfDeletingTempFile.store))
y.sum().backward()
print(torch.allclose(x.grad, 2 * x))

with torch.autograd.graph.save_on_cpu(pin_memory=False):
    z = x.exp() * x
z.sum().backward()
print(x.grad)

class Model(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.w = torch.nn.Parameter(torch.randn(5))
    def forward(self, x):
        with torch.autograd.graph.saved_tensors_hooks(pack_hook, unpack_hook):
            return self.w * x

m = Model()
out = m(torch.randn(5, requires_grad=True))
out.sum().backward()
print(m.w.grad)

x = torch.randn(3, requires_grad=True)
y = x.exp()
y.sum().backward()
try:
    y.grad_fn._saved_result
except RuntimeError as e:
    print("RuntimeError:", e)

def bad_pack(t):
    return t
x = torch.randn(3, requires_grad=True)
with torch.autograd.graph.disable_saved_tensors_hooks("saved tensors hooks are disabled here"):
    try:
        with torch.autograd.graph.saved_tensors_hooks(bad_pack, bad_pack):
            pass
    except RuntimeError as e:
        print("RuntimeError:", e)
