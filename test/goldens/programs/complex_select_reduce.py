# Complex tensors through selection and reduction ops: where (with a complex scalar too), masked_fill, chunk, split
# (even and by sizes), unbind, outer, and var / std (the real and imaginary parts' variances summed).
import torch

torch.manual_seed(0)
z = torch.randn(2, 3, dtype=torch.complex64)
print(torch.where(z.real > 0, z, torch.zeros_like(z)))
print(torch.where(z.real > 0, z, 1j))
print(z.masked_fill(z.imag > 0, 2 - 1j))
print([c.shape for c in z.chunk(3, 1)], z.chunk(2, 0)[1])
print([p.shape for p in z.split([1, 2], dim=1)], z.split(2, dim=1)[1])
print(z.unbind(1)[2], z.conj().unbind(0)[0].is_conj())
print(torch.outer(z[0], z[1]))
print(z.var(), z.std(), z.var(dim=1), z.std(0, unbiased=False), z.to(torch.complex128).var(1, keepdim=True))
