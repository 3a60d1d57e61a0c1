# The one-dim real transforms to the bit: rfft, irfft, fft / ifft of real signals, hfft and ihfft over lengths whose
# factors take each of pocketfft's radix-4, 2, 3, 5 and generic passes or its Bluestein transform, every norm mode,
# float32 and float64, transforms along inner dims, and the gradients through them (those to 4 decimals: ATen's
# backward of r2c is a complex transform).
import torch

torch.manual_seed(0)


def bits(t):
    parts = torch.view_as_real(t.resolve_conj()) if t.is_complex() else t
    return [float(v) for v in parts.flatten().tolist()]


for n in (1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 14, 15, 16, 20, 21, 25, 33, 49, 53, 60, 64, 77, 100, 101, 128, 199, 210):
    x = torch.randn(2, n)
    spectrum = torch.fft.rfft(x)
    print(n, "rfft", bits(spectrum)[:8])
    print(n, "irfft", bits(torch.fft.irfft(spectrum, n))[:8])
    print(n, "fft", bits(torch.fft.fft(x))[-6:], "ifft", bits(torch.fft.ifft(x))[-6:])
for norm in ("backward", "ortho", "forward"):
    x = torch.randn(24)
    s = torch.fft.rfft(x, norm=norm)
    print(norm, bits(s)[:6], bits(torch.fft.irfft(s, 24, norm=norm))[:4])
    print(norm, bits(torch.fft.ihfft(x, norm=norm))[:6], bits(torch.fft.hfft(s, 24, norm=norm))[:4])
x = torch.randn(3, 10, 4)
print("dim=1", bits(torch.fft.rfft(x, dim=1))[:6], bits(torch.fft.irfft(torch.fft.rfft(x, dim=1), 10, dim=1))[:4])
print("n=16 of 10", bits(torch.fft.rfft(x, n=16, dim=1))[:6], "n=6 of 10", bits(torch.fft.rfft(x, n=6, dim=1))[:6])
print("float64", torch.fft.rfft(torch.randn(30, dtype=torch.float64))[:3])
print("integers", torch.fft.rfft(torch.arange(10)).dtype, bits(torch.fft.rfft(torch.arange(10)))[:6])
print("ihfft is conj", torch.fft.ihfft(torch.randn(8)).is_conj())
tone = torch.sin(torch.arange(64) * 0.4)
print(torch.fft.irfft(torch.fft.rfft(tone), 64)[:6])
print(torch.fft.rfft(torch.ones(12)))
w = torch.randn(18, requires_grad=True)
y = torch.fft.rfft(w)
print(y.grad_fn.name())
(y.abs() ** 2).sum().backward()
print(w.grad[:6])
w.grad = None
z = torch.fft.irfft(torch.fft.rfft(w, norm="ortho"), 18, norm="ortho")
print(z.grad_fn.name())
(z * (torch.arange(18.) + 1)).sum().backward()
print(w.grad[:6])
