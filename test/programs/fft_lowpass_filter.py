# Low-pass filtering in the frequency domain: a noisy two-tone signal, torch.fft.rfft, a brick-wall and a smooth
# (Gaussian) mask over torch.fft.rfftfreq, torch.fft.irfft back, and the error against the clean low tone; then
# the same on a batch of images with fft2 / fftshift and a circular mask.
import math

import torch

torch.manual_seed(0)
fs = 256
t = torch.arange(512) / fs
low = torch.sin(2 * math.pi * 5 * t)
high = 0.5 * torch.sin(2 * math.pi * 60 * t)
noisy = low + high + 0.2 * torch.randn(t.shape)

spectrum = torch.fft.rfft(noisy)
freqs = torch.fft.rfftfreq(noisy.numel(), d=1 / fs)
print("bins", spectrum.shape[0], "resolution", freqs[1].item())
magnitude = spectrum.abs() / noisy.numel() * 2
top = magnitude.topk(2).indices.sort().values
print("strongest frequencies", freqs[top].tolist())

cutoff = 20.0
brick = torch.fft.irfft(spectrum * (freqs <= cutoff), n=noisy.numel())
gauss = torch.fft.irfft(spectrum * torch.exp(-0.5 * (freqs / cutoff) ** 2), n=noisy.numel())


def rms(x):
    return x.pow(2).mean().sqrt().item()


print("rms error noisy", round(rms(noisy - low), 3))
print("rms error brick-wall", round(rms(brick - low), 3))
print("rms error gaussian", round(rms(gauss - low), 3))
print("brick-wall keeps", int((freqs <= cutoff).sum()), "bins")
print("energy ratio (Parseval)", round((noisy.pow(2).sum() / (spectrum.abs().pow(2).sum() * 2 / noisy.numel())).item(), 2))

for norm in ("backward", "ortho", "forward"):
    s = torch.fft.rfft(noisy, norm=norm)
    back = torch.fft.irfft(s, n=noisy.numel(), norm=norm)
    print(norm, "dc", round(s[0].real.item(), 3), "round trip", (back - noisy).abs().max().item() < 1e-5)

images = torch.rand(2, 32, 32)
yy, xx = torch.meshgrid(torch.arange(32), torch.arange(32), indexing="ij")
images = images + torch.sin(2 * math.pi * xx / 16)
centred = torch.fft.fftshift(torch.fft.fft2(images), dim=(-2, -1))
radius = ((yy - 16) ** 2 + (xx - 16) ** 2).float().sqrt()
mask = radius <= 4
smooth = torch.fft.ifft2(torch.fft.ifftshift(centred * mask, dim=(-2, -1))).real
print("image spectrum", tuple(centred.shape), centred.dtype)
print("mask keeps", int(mask.sum()), "of", mask.numel())
print("variance before", [round(v, 3) for v in images.var(dim=(-2, -1)).tolist()])
print("variance after", [round(v, 3) for v in smooth.var(dim=(-2, -1)).tolist()])
print("means kept", torch.allclose(images.mean(dim=(-2, -1)), smooth.mean(dim=(-2, -1)), atol=1e-5))
