# Convolution through the FFT against nn.functional.conv1d: zero-pad signal and kernel to the full length, multiply
# spectra, invert; conv1d (a cross-correlation) matches it with the kernel flipped. Then circular convolution,
# cross-correlation for finding a delay, and a 2-d blur by fft2 against conv2d.
import torch
import torch.nn.functional as F

torch.manual_seed(0)
signal = torch.randn(4, 50)
kernel = torch.tensor([0.25, 0.5, 0.25, -0.1, 0.05])
full = signal.shape[-1] + kernel.numel() - 1

via_fft = torch.fft.irfft(torch.fft.rfft(signal, n=full) * torch.fft.rfft(kernel, n=full), n=full)
via_conv = F.conv1d(signal.unsqueeze(1), kernel.flip(0).view(1, 1, -1), padding=kernel.numel() - 1).squeeze(1)
print("full convolution", tuple(via_fft.shape), tuple(via_conv.shape))
print("max difference", (via_fft - via_conv).abs().max().item() < 1e-5)
print("first row", via_fft[0, :6].round(decimals=3))

valid = via_fft[:, kernel.numel() - 1: signal.shape[-1]]
print("valid part matches conv1d without padding",
      torch.allclose(valid, F.conv1d(signal.unsqueeze(1), kernel.flip(0).view(1, 1, -1)).squeeze(1), atol=1e-5))

n = signal.shape[-1]
circular = torch.fft.ifft(torch.fft.fft(signal) * torch.fft.fft(kernel, n=n)).real
wrapped = F.conv1d(F.pad(signal.unsqueeze(1), (kernel.numel() - 1, 0), mode="circular"),
                   kernel.flip(0).view(1, 1, -1)).squeeze(1)
print("circular convolution", torch.allclose(circular, wrapped, atol=1e-5))

delay = 7
delayed = torch.roll(signal[0], delay) + 0.05 * torch.randn(n)
xcorr = torch.fft.irfft(torch.fft.rfft(delayed) * torch.fft.rfft(signal[0]).conj(), n=n)
print("estimated delay", xcorr.argmax().item())
print("lags near the peak", xcorr[5:10].round(decimals=2))

image = torch.rand(1, 1, 24, 24)
blur = torch.ones(1, 1, 3, 3) / 9
spatial = F.conv2d(F.pad(image, (1, 1, 1, 1), mode="circular"), blur)
padded_kernel = torch.zeros(24, 24)
padded_kernel[:3, :3] = blur[0, 0]
padded_kernel = torch.roll(padded_kernel, (-1, -1), dims=(0, 1))
spectral = torch.fft.ifft2(torch.fft.fft2(image) * torch.fft.fft2(padded_kernel).conj()).real
print("2-d blur", tuple(spectral.shape), torch.allclose(spatial, spectral, atol=1e-5))
print("blurred corner", spectral[0, 0, :2, :4].round(decimals=3))
