# Tensor subclasses: Tensor's default __torch_function__ keeps the results of ops, methods, operators and
# properties in the subclass; parameters never dispatch; a subclass wins over its base.
import torch
import torch.nn.functional as F


class MyT(torch.Tensor):
    pass


x = torch.tensor([1.0, -2.0, 3.0]).as_subclass(MyT)
print(type(x).__name__, x)
for name, r in [("x + 1", x + 1), ("2 * x", 2 * x), ("x - x", x - x), ("1 - x", 1 - x), ("x / 2", x / 2),
                ("x ** 2", x ** 2), ("-x", -x), ("abs(x)", abs(x)), ("x > 0", x > 0), ("x[1:]", x[1:]),
                ("x.sum()", x.sum()), ("torch.mean(x)", torch.mean(x)), ("x.exp()", x.exp()),
                ("F.relu(x)", F.relu(x)), ("torch.cat", torch.cat([x, torch.ones(1)])),
                ("x.detach()", x.detach()), ("x.clone()", x.clone()), ("x.view(3, 1)", x.view(3, 1)),
                ("x.T", x.unsqueeze(0).T), ("x.data", x.data), ("F.softmax", F.softmax(x, dim=0)),
                ("torch.linalg.norm", torch.linalg.norm(x))]:
    print(f"{name:18s} {type(r).__name__:8s} {r}")
vals, idx = torch.max(x.view(1, 3), dim=1)
print(type(vals).__name__, type(idx).__name__)
a, b = x.split(2)
print(type(a).__name__, type(b).__name__)
print(type(x.shape).__name__, x.shape, x.dtype, x.tolist(), x.dim(), x.numel(), float(x[0]), x[2].item())
y = x.clone()
y += 1
print(type(y).__name__, y)
y.add_(1)
print(type(y).__name__, y)
y[0] = 10.0
print(y)

# autograd through a subclass
w = torch.tensor([1.0, 2.0], requires_grad=True).as_subclass(MyT)
print(type(w).__name__, w.requires_grad, w.is_leaf, type(w.grad_fn).__name__)
loss = (w * w).sum()
print(type(loss).__name__, loss)
loss.backward()
leaf = torch.tensor([1.0, 2.0], requires_grad=True)
sub = leaf.as_subclass(MyT)
(sub * 3).sum().backward()
print(leaf.grad, type(leaf.grad).__name__)

# _make_subclass, as real subclasses build themselves
class Wrapped(torch.Tensor):
    @staticmethod
    def __new__(cls, data, tag):
        t = torch.Tensor._make_subclass(cls, data, False)
        t.tag = tag
        return t

    def __init__(self, data, tag):
        pass


wt = Wrapped(torch.arange(3.0), "hello")
print(type(wt).__name__, wt.tag, wt.requires_grad)
wt2 = wt * 2
print(type(wt2).__name__, wt2, getattr(wt2, "tag", None))
print(isinstance(wt2, torch.Tensor), torch.is_tensor(wt2))

# parameters never dispatch: results of ops on them are plain tensors
p = torch.nn.Parameter(torch.ones(2))
print(type(p * 2).__name__, type(p.detach()).__name__, type(p.data).__name__)
print(torch.nn.Parameter.__torch_function__ is torch._C._disabled_torch_function_impl)

# a subclass of a subclass wins over its base, whatever the order
class Sub(MyT):
    pass


s = torch.ones(2).as_subclass(Sub)
m = torch.ones(2).as_subclass(MyT)
print(type(m + s).__name__, type(s + m).__name__, type(torch.add(m, s)).__name__)

for cls in (int, "MyT"):
    try:
        x.as_subclass(cls)
    except (TypeError, RuntimeError) as e:
        print(type(e).__name__, e)
