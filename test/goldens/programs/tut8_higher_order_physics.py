# Higher-order derivatives with torch.autograd.grad(create_graph=True): velocity, acceleration, a physics residual,
# and torch.autograd.functional's jacobian, hessian, vjp, jvp and hvp
import torch
from torch.autograd import grad
from torch.autograd.functional import hessian, hvp, jacobian, jvp, vjp

torch.manual_seed(0)
t = torch.linspace(0, 1, 5, requires_grad=True)
x = torch.sin(3 * t) * torch.exp(-t)
v, = grad(x.sum(), t, create_graph=True)
a, = grad(v.sum(), t, create_graph=True)
print(x, v, a, sep="\n")
residual = a + 0.5 * v + 9 * x
print("residual:", residual)
j3, = grad(a.sum(), t)
print("third derivative:", j3)
print(v.grad_fn.name(), a.grad_fn.name())

w = torch.randn(3, requires_grad=True)
f = (w ** 3).sum() + w.prod()
g, = grad(f, w, create_graph=True)
H = torch.stack([grad(g[i], w, retain_graph=True)[0] for i in range(3)])
print(g, H, sep="\n")


def energy(q):
    return 0.5 * (q ** 2).sum() + 0.1 * (q ** 4).sum() + q[0] * q[1]


q = torch.randn(3)
print(torch.allclose(hessian(energy, q), hessian(energy, q).t()))
print(hessian(energy, q))
vec = torch.ones(3)
print(hvp(energy, q, vec))
print(vjp(lambda z: z.sin() * 2, q, vec))
print(jvp(lambda z: z.sin() * 2, q, vec))
print(jacobian(lambda z: torch.stack([z[0] * z[1], z[2].exp(), z.sum()]), q))
print(jacobian(lambda a, b: a * b, (q, vec)))
y = torch.tensor(2.0, requires_grad=True)
out = y ** 4
d1, = grad(out, y, create_graph=True)
d2, = grad(d1, y, create_graph=True)
d3, = grad(d2, y, create_graph=True)
d4, = grad(d3, y)
print(d1, d2, d3, d4)
try:
    grad(d4, y)
except RuntimeError as e:
    print("RuntimeError:", e)
print(grad(t.sum() * 0, t, allow_unused=True), grad((t * 2).sum(), [t, w], allow_unused=True)[1])
