import torch
torch.manual_seed(0)
x = torch.tensor([1., 2., 3.], requires_grad=True)
y = (x * x).sum()
print(y)
y.backward()
print(x.grad)
w = torch.tensor(1.0, requires_grad=True)
u = w * w
g = -u
print(torch.autograd.grad(g, w))
a = torch.rand(2, 3, requires_grad=True)
b = torch.rand(3, 4, requires_grad=True)
out = (a @ b).relu().mean()
out.backward()
print(a.grad, b.grad, out)
lin = torch.nn.Linear(3, 2)
z = lin(torch.rand(4, 3))
print(z)
loss = torch.nn.functional.mse_loss(z, torch.zeros(4, 2)) if hasattr(torch.nn.functional, "mse_loss") else z.pow(2).mean()
print(loss)
loss.backward()
print(lin.weight.grad, lin.bias.grad)
x2 = torch.tensor(2.0, requires_grad=True)
y2 = x2 ** 3
(g1,) = torch.autograd.grad(y2, x2, create_graph=True)
print(g1)
(g2,) = torch.autograd.grad(g1, x2)
print(g2)
v = torch.ones(3, requires_grad=True)
s = (v * 2).sum()
s.backward(retain_graph=True); s.backward()
print(v.grad)
m = torch.tensor([1., 2.], requires_grad=True)
p = m * m
q = p.sum()
q.backward()
try:
    q.backward()
except RuntimeError as e:
    print(e)
print(x.is_leaf, y.is_leaf, type(y.grad_fn).__name__, type((x[0] + 1).grad_fn).__name__, x.detach().requires_grad)
with torch.no_grad():
    print((x * 2).requires_grad)
try:
    x.add_(1)
except RuntimeError as e:
    print(e)
