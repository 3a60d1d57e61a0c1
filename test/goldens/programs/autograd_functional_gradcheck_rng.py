# torch.autograd.functional, gradcheck and gradgradcheck as a tutorial uses them; gradgradcheck draws its grad_outputs
# from the generator, so what later draws give shows that it draws as PyTorch does.
import torch
from torch.autograd.functional import jacobian, hessian, vjp, jvp, hvp, vhp
torch.manual_seed(0)
def f(x): return x ** 3 + x.sin()
x = torch.randn(3)
print(jacobian(f, x))
print(hessian(lambda x: (x ** 3).sum(), x))
print(vjp(f, x, torch.ones(3)))
print(jvp(f, x, torch.ones(3)))
print(hvp(lambda x: (x ** 3).sum(), x, torch.ones(3)))
print(vhp(lambda x: (x ** 3).sum(), x, torch.ones(3)))
def g(a, b): return a * b + b.exp()
print(jacobian(g, (x, x + 1)))
print(jacobian(g, (x, x + 1), vectorize=True, strategy='forward-mode'))
print(jacobian(f, x, create_graph=True).requires_grad)
from torch.autograd import gradcheck, gradgradcheck
print(gradcheck(lambda a: (a * a).sum(), torch.randn(3, dtype=torch.double, requires_grad=True)))
print(gradgradcheck(lambda a: (a ** 3).sum(), torch.randn(3, dtype=torch.double, requires_grad=True)))
import warnings
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
        gradcheck(lambda a: a * 2, torch.randn(2, requires_grad=True))
    except Exception as e:
        print(type(e).__name__, str(e)[:200])
print([str(w.message) for w in caught])
class Bad(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x): return x * 2
    @staticmethod
    def backward(ctx, g): return g * 3
try:
    gradcheck(Bad.apply, torch.randn(2, dtype=torch.double, requires_grad=True))
except Exception as e:
    print(type(e).__name__, str(e)[:400])
print(gradcheck(Bad.apply, torch.randn(2, dtype=torch.double, requires_grad=True), raise_exception=False))
y = torch.ones(2, requires_grad=True)
z = y * 2
g, = torch.autograd.grad(z.sum(), y, create_graph=True)
print(g, g.requires_grad, g.grad_fn)
print(torch.autograd.grad(z, y, grad_outputs=torch.tensor([1., 2.]), retain_graph=True))
try:
    torch.autograd.grad(z.sum(), [y, torch.ones(1, requires_grad=True)])
except RuntimeError as e:
    print(e)
# the generator after gradgradcheck's random grad_outputs (uniform in [-1, 1), drawn as make_tensor draws them)
print(gradgradcheck(lambda a, b: (a * b).sum(1), (torch.randn(2, 3, dtype=torch.double, requires_grad=True),
                                                  torch.randn(2, 3, dtype=torch.double, requires_grad=True))))
print(torch.randn(3), torch.rand(2))
