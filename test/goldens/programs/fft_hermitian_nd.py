# The Hermitian transforms over two and n dims (hfft2, hfftn, ihfft2, ihfftn): shapes from s and dim, the norm
# modes, the round trips with irfftn/rfftn, and the checks on their inputs.
import torch

torch.manual_seed(0)
x = torch.randn(3, 4, 6)


def show(label, t):
    print(label, tuple(t.shape), t.dtype)
    parts = torch.view_as_real(t) if t.is_complex() else t
    print((parts.round(decimals=3) + 0).flatten()[:12])  # + 0: no sign on rounded-away noise


h = torch.fft.ihfft2(x)
show("ihfft2", h)
show("ihfftn", torch.fft.ihfftn(x))
show("ihfftn dim=(0, 2)", torch.fft.ihfftn(x, dim=(0, 2)))
show("ihfftn s=(4, 8)", torch.fft.ihfftn(x, s=(4, 8)))
show("ihfft2 s=(2, 5)", torch.fft.ihfft2(x, s=(2, 5)))
back = torch.fft.hfft2(h, s=x.shape[-2:])
print("hfft2 round trip", tuple(back.shape), torch.allclose(back, x, atol=1e-5))
back_n = torch.fft.hfftn(torch.fft.ihfftn(x), s=x.shape)
print("hfftn round trip", tuple(back_n.shape), torch.allclose(back_n, x, atol=1e-5))
show("hfft2 default size", torch.fft.hfft2(h))
show("hfftn of real", torch.fft.hfftn(x, dim=(1, 2)))
for norm in ("backward", "ortho", "forward"):
    a = torch.fft.ihfftn(x, norm=norm)
    b = torch.fft.hfftn(a, s=x.shape, norm=norm)
    print(norm, round(a.abs().sum().item(), 3), torch.allclose(b, x, atol=1e-5))
print("matches conj(rfftn) / n", torch.allclose(torch.fft.ihfftn(x), torch.fft.rfftn(x).conj() / x.numel(), atol=1e-6))
print("hfftn matches irfftn of conj * n", torch.allclose(torch.fft.hfftn(h, s=(3, 4, 6)),
                                                         torch.fft.irfftn(h.conj(), s=(3, 4, 6)) * 72, atol=1e-4))
d = torch.fft.ihfft2(x.double())
print("float64", d.dtype, torch.fft.hfft2(d, s=(4, 6)).dtype)
for label, fn in [("ihfft2 complex", lambda: torch.fft.ihfft2(h)), ("rfft2 complex", lambda: torch.fft.rfft2(h)),
                  ("rfftn complex", lambda: torch.fft.rfftn(h)),
                  ("hfft2 one bin", lambda: torch.fft.hfft2(torch.ones(3, 1))),
                  ("hfftn repeated dim", lambda: torch.fft.hfftn(h, dim=(1, 1)))]:
    try:
        fn()
    except RuntimeError as e:
        print(label, "RuntimeError:", e)
