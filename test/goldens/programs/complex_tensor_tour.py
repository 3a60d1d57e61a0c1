# Complex tensors: creation, printing, parts, polar form, arithmetic and promotion.
import torch

torch.manual_seed(2)
z = torch.complex(torch.tensor([1.0, -2.0, 0.5]), torch.tensor([0.0, 3.0, -1.5]))
print(z)
print(z.dtype, z.real, z.imag)
print(z.abs(), z.angle())
print(z.conj(), z.conj().is_conj(), z.conj().resolve_conj().is_conj())
print(torch.view_as_real(z))
print(torch.view_as_complex(torch.tensor([[1.0, 2.0], [3.0, 4.0]])))
print(torch.polar(torch.tensor([1.0, 2.0]), torch.tensor([0.0, 3.14159265 / 2])))
print(z * z, z / (1 + 1j))
c = torch.randn(2, 2, dtype=torch.cfloat)
print(c)
print(c.dtype, c.real.dtype)
print(torch.randn(2, dtype=torch.complex128))
print(torch.tensor([1 + 2j]).dtype, torch.tensor([1, 2]) * 1j)
print((torch.tensor([1.0, 2.0]) + z[:2]).dtype)
print(torch.tensor([1e10 + 1j, 1e-3 - 2j]))
print(torch.zeros(2, dtype=torch.cfloat))
print(torch.exp(1j * torch.tensor([0.0, 1.0])))
print(z.sqrt(), torch.sgn(z))
print(z.is_complex(), z.real.is_complex())
print(torch.linalg.norm(z))
m = torch.tensor([[1 + 1j, 2], [0, 1 - 1j]])
print(m, m.mH)
try:
    z > 0
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.tensor([1.0, 2.0]).add_(torch.tensor([1j, 2j]))
except RuntimeError as e:
    print("RuntimeError:", e)
w = torch.randn(3, dtype=torch.cfloat, requires_grad=True)
(w.abs() ** 2).sum().backward()
print(w.grad)
print(torch.allclose(w.grad, 2 * w.detach()))
print(torch.eye(2, dtype=torch.cfloat), torch.eye(2, 3, dtype=torch.complex128))
print(torch.fft.fft2(torch.eye(2, dtype=torch.cfloat)))
