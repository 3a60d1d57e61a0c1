# Spectral-subtraction denoising, as in audio-processing tutorials: a noisy two-tone signal, its STFT split into
# magnitude and phase (abs, angle), a noise profile from a noise-only recording subtracted from the magnitudes, the
# spectrum rebuilt with torch.polar and inverted with istft; then a few Griffin-Lim iterations recovering a signal
# from magnitudes alone.
import math

import torch

torch.manual_seed(0)
sr = 1000
t = torch.arange(2 * sr) / sr
clean = 0.8 * torch.sin(2 * math.pi * 50 * t) + 0.4 * torch.sin(2 * math.pi * 120 * t)
noise = 0.3 * torch.randn(t.shape)
noisy = clean + noise
n_fft, hop = 128, 32
window = torch.hann_window(n_fft)


def spec(x):
    return torch.stft(x, n_fft, hop_length=hop, window=window, return_complex=True)


def snr(reference, estimate):
    return 10 * math.log10(reference.pow(2).sum().item() / (reference - estimate).pow(2).sum().item())


S = spec(noisy)
magnitude, phase = S.abs(), S.angle()
print("spectrogram", tuple(S.shape), S.dtype, magnitude.dtype, phase.dtype)
print("phase within [-pi, pi]", bool((phase.abs() <= math.pi).all()))
profile = spec(0.3 * torch.randn(t.shape)).abs().mean(dim=1, keepdim=True)
print("noise profile", tuple(profile.shape), round(profile.mean().item(), 3))
cleaned = (magnitude - 1.5 * profile).clamp(min=0)
rebuilt = torch.polar(cleaned, phase)
print("rebuilt", rebuilt.dtype, torch.allclose(torch.polar(magnitude, phase), S, atol=1e-4))
denoised = torch.istft(rebuilt, n_fft, hop_length=hop, window=window, length=noisy.numel())
print("snr noisy", round(snr(clean, noisy), 2), "denoised", round(snr(clean, denoised), 2))
kept = (cleaned > 0).float().mean(dim=1)
freqs = torch.fft.rfftfreq(n_fft, 1 / sr)
tone_bins = [int(round(f * n_fft / sr)) for f in (50, 120)]
print("tone bins", freqs[tone_bins].tolist(), "kept", [round(v, 3) for v in kept[tone_bins].tolist()],
      "elsewhere", round(kept.mean().item(), 3))

estimate = torch.randn(t.shape) * 0.1
target = spec(clean).abs()
errors = []
for step in range(8):
    current = spec(estimate)
    estimate = torch.istft(torch.polar(target, current.angle()), n_fft, hop_length=hop, window=window,
                           length=clean.numel())
    errors.append((spec(estimate).abs() - target).abs().mean().item())
print("griffin-lim error falls", all(b <= a + 1e-6 for a, b in zip(errors, errors[1:])),
      round(errors[0], 3) > round(errors[-1], 3))
