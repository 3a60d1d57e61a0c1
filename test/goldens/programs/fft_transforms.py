import math
import torch

torch.manual_seed(0)


def naive(x, sign, scale=1.0):
    """The DFT along the last dim, from its definition, in complex128."""
    n = x.shape[-1]
    k = torch.arange(n, dtype=torch.float64)
    w = torch.exp(torch.complex(torch.zeros(n, n, dtype=torch.float64), sign * 2 * math.pi * torch.outer(k, k) / n))
    return (x.to(torch.complex128) @ w) * scale


x = torch.arange(4.)
print(torch.fft.fft(torch.arange(4)), torch.fft.fft(x, norm="ortho"), torch.fft.rfft(x), torch.fft.irfft(torch.fft.rfft(x)))
print(torch.fft.fft(x, n=6), torch.fft.fft(x, n=2), torch.fft.hfft(torch.tensor([1., 2j, 3])))
print(torch.fft.fft(torch.tensor([1 + 1j, 2 - 1j, 0.5j, -1])), torch.fft.ifft(torch.tensor([4 + 0j, 2j, 0, -2j])))
a = torch.randn(3, 8)
z = torch.randn(4, 6, dtype=torch.cfloat)
for norm in [None, "backward", "ortho", "forward"]:
    fs = {None: 1.0, "backward": 1.0, "ortho": 1 / math.sqrt(8), "forward": 1 / 8}[norm]
    bs = {None: 1 / 8, "backward": 1 / 8, "ortho": 1 / math.sqrt(8), "forward": 1.0}[norm]
    print(norm,
          torch.allclose(torch.fft.fft(a, norm=norm).to(torch.cdouble), naive(a, -1, fs), atol=1e-5),
          torch.allclose(torch.fft.ifft(a, norm=norm).to(torch.cdouble), naive(a, 1, bs), atol=1e-5),
          torch.allclose(torch.fft.rfft(a, norm=norm).to(torch.cdouble), naive(a, -1, fs)[:, :5], atol=1e-5),
          torch.allclose(torch.fft.ihfft(a, norm=norm).to(torch.cdouble), naive(a, 1, bs)[:, :5], atol=1e-5),
          torch.allclose(torch.fft.irfft(torch.fft.rfft(a, norm=norm), norm=norm), a, atol=1e-5),
          torch.allclose(torch.fft.hfft(torch.fft.ihfft(a, norm=norm), norm=norm), a, atol=1e-5),
          torch.allclose(torch.fft.fft(z, norm=norm).to(torch.cdouble), naive(z, -1, {None: 1.0, "backward": 1.0, "ortho": 1 / math.sqrt(6), "forward": 1 / 6}[norm]), atol=1e-5))
print(torch.fft.fft(a).real.round(decimals=3))
print(torch.fft.rfft(a, dim=0).imag.round(decimals=3))
print(torch.fft.fft2(z).abs().sum().item().__round__(2), torch.fft.ifftn(z, s=(3, 4)).shape, torch.fft.fftn(z, dim=0).dtype)
print(torch.allclose(torch.fft.ifft2(torch.fft.fft2(z)), z, atol=1e-6),
      torch.allclose(torch.fft.irfftn(torch.fft.rfftn(a), s=a.shape), a, atol=1e-6),
      torch.allclose(torch.fft.fftn(z), torch.fft.fft(torch.fft.fft(z, dim=0), dim=1), atol=1e-5),
      torch.allclose(torch.fft.rfft2(a), torch.fft.fft2(a)[:, :5], atol=1e-5),
      torch.allclose(torch.fft.irfft2(torch.fft.rfft2(a, s=(3, 9)), s=(3, 9)), torch.cat([a, torch.zeros(3, 1)], 1), atol=1e-5))
print(torch.fft.rfft2(a).shape, torch.fft.irfft2(torch.fft.rfft2(a)).shape, torch.fft.rfftn(a, s=(4, 5)).shape,
      torch.fft.irfft(torch.randn(5, dtype=torch.cdouble), n=7).dtype, torch.fft.fft(torch.randn(3, dtype=torch.float64)).dtype)
b = torch.randn(2, 1024)
print(torch.allclose(torch.fft.fft(b), torch.fft.fft(b.double()).to(torch.cfloat), atol=1e-4),
      torch.allclose(torch.fft.fft(b).to(torch.cdouble)[:, :7], naive(b.double(), -1)[:, :7], atol=1e-3),
      torch.allclose(torch.fft.ifft(torch.fft.fft(b)).real, b, atol=1e-5))
c = torch.randn(360)
print(torch.allclose(torch.fft.fft(c).to(torch.cdouble), naive(c, -1), atol=1e-4))
s = torch.sin(torch.arange(16.) * 2 * math.pi / 16 * 3)
print(torch.fft.rfft(s).abs().round(decimals=3))
w = torch.randn(8, requires_grad=True)
(torch.fft.rfft(w).abs() ** 2).sum().backward()
print(w.grad.round(decimals=3))
w2 = torch.randn(5, 4, requires_grad=True)
torch.fft.irfft(torch.fft.rfft(w2) * torch.arange(3.)).pow(2).sum().backward()
print(w2.grad.round(decimals=3))
print(torch.fft.fftshift(torch.fft.fftfreq(6)), torch.fft.ifftshift(torch.arange(5)))
for f in [lambda: torch.fft.fft(x, norm="bad"), lambda: torch.fft.rfft(torch.zeros(3, dtype=torch.cfloat)),
          lambda: torch.fft.irfft(torch.zeros(1, dtype=torch.cfloat)), lambda: torch.fft.fft(x, n=0),
          lambda: torch.fft.fftn(x, s=(2, 3), dim=(0,)), lambda: torch.fft.ihfft(torch.zeros(3, dtype=torch.cfloat))]:
    try:
        print(f())
    except RuntimeError as e:
        print("RuntimeError", e)
