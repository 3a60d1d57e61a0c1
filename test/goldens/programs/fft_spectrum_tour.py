# torch.fft on a synthetic signal: spectra, norms, shifts, real transforms and 2-D transforms.
import math
import torch

torch.manual_seed(0)
fs = 16
t = torch.arange(16) / fs
x = torch.sin(2 * math.pi * 2 * t) + 0.5 * torch.cos(2 * math.pi * 5 * t)
X = torch.fft.fft(x)
print(X.dtype, X.shape)
print(X.abs().round(decimals=4))
print(torch.fft.fftfreq(16, d=1 / fs))
print(torch.fft.rfftfreq(16, d=1 / fs))
R = torch.fft.rfft(x)
print(R.shape)
print(R.abs().argsort(descending=True)[:2])
print(torch.fft.irfft(R, n=16).sub(x).abs().max() < 1e-5)
for norm in ("backward", "ortho", "forward"):
    print(norm, torch.fft.fft(x, norm=norm)[2])
print(torch.fft.fftshift(torch.arange(6)))
print(torch.fft.ifftshift(torch.fft.fftshift(torch.arange(7))))
img = torch.randn(4, 4)
F2 = torch.fft.fft2(img)
print(F2[0, 0], img.sum())
print(torch.fft.ifft2(F2).real.sub(img).abs().max() < 1e-5)
print(torch.fft.rfft2(img).shape, torch.fft.rfftn(torch.randn(2, 4, 6), dim=(1, 2)).shape)
print(torch.fft.fft(torch.tensor([1.0, 2.0, 3.0]), n=5))
print(torch.fft.ifft(torch.tensor([1 + 1j, 2 - 1j])))
h = torch.fft.hfft(torch.tensor([1.0, 2.0, 3.0]))
print(h)
# convolution theorem
a = torch.tensor([1.0, 2.0, 3.0, 0.0, 0.0])
b = torch.tensor([0.0, 1.0, 0.5, 0.0, 0.0])
conv = torch.fft.irfft(torch.fft.rfft(a) * torch.fft.rfft(b), n=5)
print(conv)
w = torch.randn(8, requires_grad=True)
torch.fft.rfft(w).abs().pow(2).sum().backward()
print(w.grad)
try:
    torch.fft.fft(torch.randn(3), dim=1)
except IndexError as e:
    print("IndexError:", e)
