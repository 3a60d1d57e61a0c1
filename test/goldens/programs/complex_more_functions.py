# complex tensors: trigonometric and hyperbolic functions, sigmoid, prod, diag/diagonal/trace, complex linspace
import torch

z = torch.tensor([1 + 2j, -0.5 + 0.25j, 3 - 1j, 0.1j, -2 - 0.5j])
for name in ["sin", "cos", "tan", "sinh", "cosh", "tanh", "sigmoid", "exp", "log", "sqrt"]:
    f = getattr(torch, name)
    print(name, f(z))
    print(f(z.to(torch.complex128)))
print(z.sin().dtype, torch.tanh(torch.tensor([50 + 1j, -60 - 2j])), torch.tan(torch.tensor([1 + 50j])))
print(z ** 2, z ** 0.5, torch.pow(z, 1.5))

m = torch.tensor([[1 + 1j, 2 - 1j, 0.5j], [0.5j, -1 + 0j, 2 + 2j]])
print(z.prod(), m.prod(0), m.prod(1, keepdim=True), torch.prod(m, dtype=torch.complex128))
print(torch.diag(z), torch.diag(z[:3], -1))
print(torch.diag(m), torch.diag(m, 1), torch.diagonal(m), torch.trace(m[:, :2]))
print(torch.linspace(0, 1 + 1j, 5), torch.linspace(-1j, 2 + 3j, 4, dtype=torch.complex128))
