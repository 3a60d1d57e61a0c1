# out= (casting, resizing with its warning, dtype checks, tuples of outs, factories, overlap), numpy keyword
# spellings (axis=, keepdims=), clamp_min/clamp_max with their gradients, masked_scatter, softmax's implicit dim
import torch
import warnings
warnings.simplefilter("always")
a = torch.arange(6.).reshape(2, 3)
o = torch.empty(2, 3)
print(torch.add(a, 1, out=o), o)
r = torch.empty(0)
torch.mul(a, a, out=r); print(r)
r2 = torch.empty(5)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    torch.sin(a, out=r2)
    print(r2.shape, [str(x.message)[:60] for x in w])
i = torch.empty(3, dtype=torch.int64)
try:
    torch.add(a[0], 1.5, out=i)
except RuntimeError as e:
    print(e)
print(torch.sum(a, 0, out=torch.empty(3, dtype=torch.float64)))
v, ix = torch.empty(0), torch.empty(0, dtype=torch.long)
print(torch.max(a, 1, out=(v, ix)))
print(torch.sort(torch.tensor([3., 1, 2]), out=(torch.empty(3), torch.empty(3, dtype=torch.long))))
print(torch.zeros(2, 2, out=torch.empty(1)))
print(torch.arange(5, out=torch.empty(5)))
print(torch.cat([a, a], out=torch.empty(4, 3)))
print(torch.sum(a, axis=1), a.sum(axis=0, keepdims=True), torch.mean(a, dim=1, keepdim=True))
print(torch.clamp_min(a, 2), torch.clamp_max(a, torch.tensor([1., 2, 3])))
x = a.clone().requires_grad_()
y = torch.clamp_min(x, 2.0); y.sum().backward(); print(x.grad, y.grad_fn.name())
m = torch.tensor([[True, False, True], [False, True, False]])
print(a.masked_scatter(m, torch.tensor([10., 20, 30, 40])))
try:
    torch.add(a, other=a, out=torch.empty(2,3, requires_grad=True))
except RuntimeError as e:
    print(e)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print(torch.nn.functional.softmax(torch.ones(2, 3)).shape, torch.nn.Softmax()(torch.ones(3)))
    # the module's warning points into module.py in current PyTorch (its call goes through one more frame than 1.13's)
    print([str(x.message) for x in w], w[0].lineno)
x = torch.ones(3)
print(torch.exp(x, out=x), x)
try:
    torch.exp(x[:2], out=x[1:])
except RuntimeError as e:
    print(e)
print(torch.div(torch.tensor([7, -7]), 2, rounding_mode="floor", out=torch.empty(2, dtype=torch.long)))
