# Complex log10, log2, rsqrt, asinh, acosh, atanh (with sinh, cosh, tan, tanh, sigmoid): values in
# complex64 and complex128 around every quadrant and both branch cuts' sides, the nodes they record, their gradients
# (derivatives.yaml's conjugate formulas), in-place forms, and conj / conj_physical / resolve_conj's nodes and bits.
# (asin, acos and atan, which 1.13 computed by a vectorized formula current PyTorch dropped for std::asin and
# std::atan, and expm1 and log1p, which 1.13 lacked, are in the current-pytorch fixture complex_inverse_current.)
import torch

torch.manual_seed(0)
base = torch.complex(torch.randn(6) * 1.5, torch.randn(6) * 1.5)
edge = torch.tensor([0.5 + 0.25j, -1.5 + 2j, 0.1 - 0.3j, 2 - 1j, -3 - 0.5j, 0.25 + 0j, -2 + 0j, 1.5j, 3 + 0j, -2j])
names = ["log10", "log2", "rsqrt", "asinh", "acosh", "atanh", "sinh", "cosh", "tan", "tanh", "sigmoid"]
# (rsqrt and sigmoid divide, and PyTorch's vectorized complex division leaves -0 as the imaginary part of a real
# quotient where the division here leaves +0, so they take no real inputs)
for dtype in (torch.complex64, torch.complex128):
    for z in (base.to(dtype), edge.to(dtype)):
        for n in names:
            print(n, dtype, getattr(torch, n)(z[z.imag != 0] if n in ("rsqrt", "sigmoid") else z))

w = torch.randn(6) + 1j * torch.randn(6)
for n in names:
    z = base[:3].clone().requires_grad_()
    y = getattr(torch, n)(z)
    (y * w[:3]).real.sum().backward()
    print(n, y.grad_fn.name(), z.grad)
    t = getattr(base[3:].clone(), n + "_")()
    print(n + "_", t)

a = torch.tensor([1 + 1j, 2 - 1j], requires_grad=True)
b = a.conj()
print(b.grad_fn.name(), b.is_conj(), b.grad_fn.next_functions[0][0].__class__.__name__)
(b * torch.tensor([1 + 2j, 3 - 1j])).real.sum().backward()
print(a.grad)
a.grad = None
c = torch.conj_physical(a)
print(c.grad_fn.name(), c.is_conj(), c)
c.abs().sum().backward()
print(a.grad)
a.grad = None
r = a.conj().resolve_conj()
print(r.grad_fn.name(), r.is_conj(), r)
r.imag.sum().backward()
print(a.grad)
print(a.resolve_conj() is a, a.conj().conj().is_conj(), a.conj_physical().is_conj(), torch.tensor(1.).conj().is_conj())
