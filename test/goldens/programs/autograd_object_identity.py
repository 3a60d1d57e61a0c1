# One Python object per tensor: a leaf's AccumulateGrad hands back the leaf itself, a view's _base is the very tensor
# it was taken from (a view of a view names the first base), and a parameter stays the parameter.
import torch
import torch.nn as nn

a = torch.randn(3, requires_grad=True)
y = (a * 2).sum()
acc = y.grad_fn.next_functions[0][0].next_functions[0][0]
print(acc.name(), acc.variable is a, type(acc.variable).__name__)
acc.variable.data.fill_(1.0)
print(a)

t = torch.arange(12.0).view(3, 4)
base = t._base
print(base is not None, base.shape)
u = base.view(12)
print(u._base is base, u[2:]._base is base, base.t()._base is base, base[1]._base is base)
print(base._base, base.clone()._base, base.contiguous() is base)
w = base.t()
del base, t
print(w._base.shape, w._base is u._base)

layer = nn.Linear(2, 2)
out = layer(torch.randn(1, 2)).sum()
fns = out.grad_fn.next_functions[0][0].next_functions
leaves = [fn for fn, _ in fns if fn is not None and fn.name().endswith("AccumulateGrad")]
print([fn.variable is layer.bias for fn in leaves], [type(fn.variable).__name__ for fn in leaves])
addmm = out.grad_fn.next_functions[0][0]
tb = [fn for fn, _ in addmm.next_functions if fn is not None and fn.name() == "TBackward0"][0]
print(tb.next_functions[0][0].variable is layer.weight)

p = nn.Parameter(torch.ones(2))
v = p[:1]
print(v._base is p, type(v._base).__name__)
