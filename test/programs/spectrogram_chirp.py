# A spectrogram of a synthetic chirp, as in audio feature tutorials: a linear frequency sweep plus a steady tone,
# torch.stft with a Hann window, power in decibels, the dominant frequency bin per frame, and the sweep's
# reconstruction through torch.istft.
import math

import torch

sample_rate = 800
t = torch.arange(0, 2.0, 1 / sample_rate)
f0, f1 = 20.0, 300.0
phase = 2 * math.pi * (f0 * t + (f1 - f0) / (2 * 2.0) * t ** 2)
chirp = torch.sin(phase) + 0.3 * torch.sin(2 * math.pi * 120 * t)

n_fft, hop = 128, 32
window = torch.hann_window(n_fft)
spec = torch.stft(chirp, n_fft, hop_length=hop, window=window, return_complex=True)
power = spec.abs().pow(2)
db = 10 * torch.log10(power.clamp(min=1e-10))
print("spectrogram", tuple(spec.shape), spec.dtype)
print("dB range", round(db.max().item(), 1), round(db.min().item(), 1) < -30)

freqs = torch.fft.rfftfreq(n_fft, d=1 / sample_rate)
peak = power.argmax(0)
print("frequency resolution", freqs[1].item())
print("peak bins (every 5th frame)", peak[::5].tolist())
print("peak Hz (every 5th frame)", freqs[peak[::5]].tolist())
times = torch.arange(spec.shape[1]) * hop / sample_rate
expected = f0 + (f1 - f0) / 2.0 * times
sweep = (freqs[peak] - expected).abs()
print("frames tracking the sweep", int((sweep[2:-2] < 2 * freqs[1]).sum()), "of", spec.shape[1] - 4)
tone_bin = int(round(120 / freqs[1].item()))
print("tone bin", tone_bin, "mean dB there", round(db[tone_bin].mean().item(), 1))

band = power[(freqs >= 100) & (freqs < 200)].sum(0)
print("frames loudest in 100-200 Hz", band.topk(3).indices.sort().values.tolist())

back = torch.istft(spec, n_fft, hop_length=hop, window=window, length=chirp.numel())
print("reconstruction error", (back - chirp).abs().max().item() < 1e-5)

mel_like = power.unfold(0, 8, 8).mean(-1)
print("pooled bands", tuple(mel_like.shape), mel_like.sum(1).argmax().item())
