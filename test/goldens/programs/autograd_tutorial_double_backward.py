# Higher-order gradients: create_graph, grad of grad, Hessian-vector products, gradient penalty, jacobian/hessian.
import torch
from torch.autograd.functional import hessian, jacobian, hvp, vjp, jvp

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = (x ** 3).sum()
g, = torch.autograd.grad(y, x, create_graph=True)
print(g, g.grad_fn.name())
h, = torch.autograd.grad(g.sum(), x, create_graph=True)
print(h)
h3, = torch.autograd.grad(h.sum(), x)
print(h3)

w = torch.tensor([[0.5, -1.0], [2.0, 0.25]], requires_grad=True)
inp = torch.tensor([[1.0, 2.0], [3.0, -1.0]], requires_grad=True)
out = torch.tanh(inp @ w).sum()
gi, = torch.autograd.grad(out, inp, create_graph=True)
penalty = ((gi.norm(2, dim=1) - 1) ** 2).mean()
penalty.backward()
print(round(penalty.item(), 6), w.grad)

def f(t):
    return (t ** 2 * torch.tensor([1.0, 2.0, 3.0])).sum() + t.prod()

t = torch.tensor([1.0, -1.0, 2.0])
print(jacobian(lambda t: t ** 2 + t.sin(), t))
print(hessian(f, t))
print(hvp(f, t, torch.ones(3)))
print(vjp(lambda t: t.exp(), t, torch.ones(3)))
print(jvp(lambda t: t.exp(), t, torch.ones(3)))

a = torch.tensor(2.0, requires_grad=True)
b = a ** 4
da, = torch.autograd.grad(b, a, create_graph=True)
dda, = torch.autograd.grad(da, a, create_graph=True)
ddda, = torch.autograd.grad(dda, a)
print(da.item(), dda.item(), ddda.item())

lin = torch.nn.Linear(3, 1)
torch.nn.init.constant_(lin.weight, 0.5)
torch.nn.init.constant_(lin.bias, 0.1)
z = torch.tensor([[1.0, 2.0, 3.0]], requires_grad=True)
o = torch.sigmoid(lin(z)) 
gz, = torch.autograd.grad(o.sum(), z, create_graph=True)
gz.pow(2).sum().backward()
print(gz, lin.weight.grad, lin.bias.grad)
try:
    torch.autograd.grad(torch.autograd.grad((z * 2).sum(), z)[0].sum(), z)
except RuntimeError as e:
    print(e)
