# torch.fft recipe: spectra of a sampled signal, rfft/irfft round trip, fftfreq, 2-D FFT and convolution by FFT
import math
import torch

n = 16
t = torch.arange(n) / n
x = torch.sin(2 * math.pi * 3 * t) + 0.5 * torch.cos(2 * math.pi * 5 * t)
X = torch.fft.fft(x)
print(X.abs().round(decimals=4))
print(torch.fft.fftfreq(n, d=1 / n))
print(torch.fft.rfftfreq(n, d=1 / n))
R = torch.fft.rfft(x)
print(R.shape, R.dtype, R.abs().argmax())
print(torch.allclose(torch.fft.irfft(R, n=n), x, atol=1e-6))
print(torch.fft.fftshift(torch.fft.fftfreq(8)))
print(torch.fft.ifftshift(torch.fft.fftshift(torch.arange(8))))
img = torch.arange(16.0).view(4, 4)
F2 = torch.fft.fft2(img)
print(F2.real.round(decimals=3), F2.imag.round(decimals=3))
print(torch.fft.ifft2(F2).real.round(decimals=4))
print(torch.fft.rfft2(img).shape, torch.fft.fftn(img, s=(8, 8)).shape)
a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([0.0, 1.0, 0.5])
m = a.numel() + b.numel() - 1
conv = torch.fft.irfft(torch.fft.rfft(a, n=m) * torch.fft.rfft(b, n=m), n=m)
print(conv.round(decimals=4))
print(torch.fft.fft(torch.tensor([1.0, 0.0, 0.0, 0.0]), norm="ortho"), torch.fft.fft(torch.ones(4), norm="forward"))
print(torch.fft.hfft(torch.tensor([1.0, 2.0, 3.0], dtype=torch.complex64)))
w = torch.hann_window(8)
print(w, torch.hamming_window(5), torch.blackman_window(4, periodic=False))
s = torch.stft(torch.arange(32.0), n_fft=8, hop_length=4, window=torch.hann_window(8), return_complex=True)
print(s.shape, s.abs()[:, 2].round(decimals=3))
y = torch.randn(8, requires_grad=True) if False else torch.linspace(0, 1, 8, requires_grad=True)
torch.fft.rfft(y).abs().sum().backward()
print(y.grad)
