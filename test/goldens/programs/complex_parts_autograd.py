# Complex tensors' parts and gradients: assigning to .real and .imag (and through their views), isreal, in-place abs
# refused, conj bits, and torch.autograd.grad returning complex gradients for complex inputs (abs, parts, products,
# angle, view_as_real, polar and complex() from real leaves).
import math

import torch

torch.manual_seed(0)
z = torch.tensor([1 + 2j, -3.5 + 0.25j, 0j, -1e-5 + 1e5j])
w = z.clone()
w.real = torch.tensor([9., 8., 7., 6.])
w.imag[0] = -1
print(w)
v = z.clone()
v.real.mul_(2)
v.imag = torch.zeros(4)
print(v, torch.isreal(v), z.isreal(), torch.isreal(torch.arange(3)))
x = torch.arange(3.)
x.real = torch.tensor([5., 6., 7.])
print(x)
try:
    x.imag = torch.zeros(3)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    z.clone().abs_()
except RuntimeError as e:
    print("RuntimeError:", e)
c = z.conj()
print(c.is_conj(), c.real, c.resolve_conj().imag, c.conj_physical().is_conj())

a = torch.randn(3, dtype=torch.complex64, requires_grad=True)
print(torch.autograd.grad(a.abs().sum(), a))
print(torch.autograd.grad((a.real * 2 + a.imag).sum(), a))
print(torch.autograd.grad((a * a).abs().sum(), a))
print(torch.autograd.grad(a.angle().sum(), a))
print(torch.autograd.grad(torch.view_as_real(a).pow(2).sum(), a))
g, = torch.autograd.grad((a * (1 - 2j)).real.sum(), a)
print(g.dtype, g.is_complex(), g)
r = torch.randn(3, requires_grad=True)
print(torch.autograd.grad(torch.polar(r.abs() + 1, r).real.sum(), r))
print(torch.autograd.grad(torch.complex(r, r * 2).abs().sum(), r))
print(torch.autograd.grad(torch.polar(torch.ones(2), torch.tensor([0.0, math.pi / 2], requires_grad=True)).imag.sum(),
                          torch.ones(1, requires_grad=True), allow_unused=True))
b = torch.randn(2, dtype=torch.complex64, requires_grad=True)
(b.abs() ** 2).sum().backward()
print(b.grad, b.grad.dtype)
b.grad = None
print(b.grad)
leaf = torch.tensor([1 + 1j, 3 - 4j], requires_grad=True)
print(leaf)
leaf.abs().sum().backward()
print(leaf.grad)
