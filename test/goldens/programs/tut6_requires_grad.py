# Understanding requires_grad, retain_grad, Leaf, and Non-leaf Tensors
import torch
import warnings
warnings.simplefilter("ignore")

a = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor([3.0, 4.0])
print(a.is_leaf, b.is_leaf)
c = a * 2
print(c.is_leaf, c.requires_grad, c.grad_fn.name())
d = c.detach()
print(d.is_leaf, d.requires_grad)

x = torch.tensor(1.0, requires_grad=True)
y = x * 2
z = y ** 2
z.backward()
print(f"x.grad: {x.grad}")
print(f"y.grad: {y.grad}")

x = torch.tensor(1.0, requires_grad=True)
y = x * 2
y.retain_grad()
z = y ** 2
z.backward()
print(f"x.grad: {x.grad}")
print(f"y.grad: {y.grad}")
print(f"{x.is_leaf=}, {y.is_leaf=}, {z.is_leaf=}")
print(f"{x.retains_grad=}, {y.retains_grad=}, {z.retains_grad=}")
print(y.grad_fn.name(), z.grad_fn.name())

x = torch.tensor([1.0, 2.0], requires_grad=True)
try:
    x.retain_grad()
    print("leaf retain_grad ok", x.retains_grad)
except RuntimeError as e:
    print("RuntimeError:", e)
w = torch.tensor([0.5, -1.0])
try:
    w.retain_grad()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    (w * 2).sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)

torch.manual_seed(0)
model = torch.nn.Linear(3, 1)
inp = torch.randn(4, 3)
out = model(inp)
print(out.requires_grad, out.is_leaf, out.grad_fn.name())
with torch.no_grad():
    out2 = model(inp)
print(out2.requires_grad, out2.is_leaf, out2.grad_fn)
for p in model.parameters():
    p.requires_grad_(False)
out3 = model(inp)
print(out3.requires_grad, out3.is_leaf)
model.weight.requires_grad_(True)
out4 = model(inp).sum()
out4.backward()
print(model.weight.grad, model.bias.grad)

x = torch.randn(2, 2, requires_grad=True)
y = x.exp()
y.retain_grad()
y2 = y.view(4)
y2.retain_grad()
y2.sum().backward()
print(y.grad, y2.grad, y2._base is y)
print(x.grad_fn, y2.grad_fn.name(), y2.grad_fn.next_functions[0][0].name())
n = x.detach().requires_grad_()
print(n.is_leaf, n.grad)
x.grad = None
(x * x).sum().backward(retain_graph=False)
print(x.grad.equal(2 * x.detach()))
try:
    x.grad.requires_grad_(True).sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
nonleaf = x * 3
print(nonleaf.grad is None)
import warnings
with warnings.catch_warnings(record=True) as wl:
    warnings.simplefilter("always")
    _ = nonleaf.grad
    print(len(wl), str(wl[0].message)[:90] if wl else None)
