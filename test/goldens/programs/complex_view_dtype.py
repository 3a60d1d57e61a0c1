import torch
torch.manual_seed(0)
z = torch.randn(2, 3, dtype=torch.cfloat)
print(z.view(torch.float32), z.view(torch.float64).shape, z.view(torch.int16).shape, z.view(torch.complex64) is z)
print(torch.randn(2, 4).view(torch.complex64), torch.randn(4).view(torch.complex128))
v = z.view(torch.float32)
v[0, 0] = 100.
print(z[0, 0], torch.arange(4, dtype=torch.int64).view(torch.complex64).shape)
for f in [lambda: z.t().view(torch.float32), lambda: z.conj().view(torch.float32), lambda: torch.tensor(1j).view(torch.float32),
          lambda: torch.randn(3).view(torch.complex64), lambda: torch.randn(4)[1:].view(torch.complex64),
          lambda: torch.randn(4, 2).t().view(torch.complex64)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
