# torch.autograd.grad: gradients without touching .grad, higher derivatives, and a Jacobian by rows.
import torch

x = torch.tensor(2.0, requires_grad=True)
y = x ** 3
(dy,) = torch.autograd.grad(y, x, create_graph=True)
print("dy/dx =", dy)
(d2y,) = torch.autograd.grad(dy, x, create_graph=True)
print("d2y/dx2 =", d2y)
(d3y,) = torch.autograd.grad(d2y, x)
print("d3y/dx3 =", d3y)
print("x.grad untouched:", x.grad)

print("\nSeveral inputs at once:")
a = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor([3.0, 4.0], requires_grad=True)
out = (a * b).sum() + (a ** 2).sum()
ga, gb = torch.autograd.grad(out, [a, b])
print(ga, gb)

print("\nA Jacobian, one row at a time:")
def f(v):
    return torch.stack([v[0] * v[1], v[0] + v[1] ** 2, torch.sin(v[0])])

v = torch.tensor([1.0, 2.0], requires_grad=True)
fv = f(v)
rows = []
for i in range(fv.shape[0]):
    (row,) = torch.autograd.grad(fv[i], v, retain_graph=True)
    rows.append(row)
print(torch.stack(rows))
print(torch.autograd.functional.jacobian(f, torch.tensor([1.0, 2.0])))

print("\nA Hessian of a quadratic form equals A + A^T:")
A = torch.tensor([[1.0, 2.0], [0.0, 3.0]])
def quad(z):
    return z @ A @ z
print(torch.autograd.functional.hessian(quad, torch.tensor([0.5, -0.5])))

print("\nGradient penalty: the gradient norm is itself differentiable:")
torch.manual_seed(0)
lin = torch.nn.Linear(3, 1)
inp = torch.randn(4, 3, requires_grad=True)
score = lin(inp).sum()
(g,) = torch.autograd.grad(score, inp, create_graph=True)
penalty = ((g.norm(dim=1) - 1) ** 2).mean()
penalty.backward()
print(round(penalty.item(), 5))
print(lin.weight.grad)

print("\nallow_unused:")
p = torch.tensor(1.0, requires_grad=True)
q = torch.tensor(1.0, requires_grad=True)
print(torch.autograd.grad(p * 2, [p, q], allow_unused=True))

print("\nNewton's method for sqrt(2) with autograd derivatives:")
r = torch.tensor(1.0, requires_grad=True)
for it in range(5):
    fval = r ** 2 - 2
    (slope,) = torch.autograd.grad(fval, r)
    with torch.no_grad():
        r -= fval / slope
    print(it, f"{r.item():.8f}")
