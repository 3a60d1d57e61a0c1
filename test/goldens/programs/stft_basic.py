# torch.stft's parameters: hop and window lengths, centring and its pad modes, normalisation, one- and two-sided
# spectra, batches, float64, complex input and the real (..., 2) layout.
import math
import warnings

import torch

n = torch.arange(64, dtype=torch.float32)
x = torch.cos(2 * math.pi * 4 * n / 32) + 0.5 * torch.sin(2 * math.pi * 11 * n / 32)


def show(name, s):
    print(name, tuple(s.shape), s.dtype)
    print(s.abs().round(decimals=3))


show("default hop", torch.stft(x, 32, window=torch.hann_window(32), return_complex=True))
show("hop 16", torch.stft(x, 32, hop_length=16, window=torch.hann_window(32), return_complex=True))
show("win 24 of 32", torch.stft(x, 32, hop_length=16, win_length=24, window=torch.hamming_window(24),
                                return_complex=True))
show("no window, win 20", torch.stft(x, 32, hop_length=16, win_length=20, window=torch.ones(20),
                                     return_complex=True))
show("center=False", torch.stft(x, 16, hop_length=8, window=torch.hann_window(16), center=False,
                                return_complex=True))
for mode in ("constant", "reflect", "replicate", "circular"):
    s = torch.stft(x, 16, hop_length=8, window=torch.hann_window(16), pad_mode=mode, return_complex=True)
    print(mode, s.abs()[:, 0].round(decimals=3), s.abs()[:, -1].round(decimals=3))
show("normalized", torch.stft(x, 16, hop_length=8, window=torch.hann_window(16), normalized=True,
                              return_complex=True))
two = torch.stft(x, 16, hop_length=8, window=torch.hann_window(16), onesided=False, return_complex=True)
print("two-sided", tuple(two.shape), torch.equal(two[9:], two[1:8].flip(0).conj()))
batch = torch.stack([x, x.flip(0)])
sb = torch.stft(batch, 16, hop_length=8, window=torch.hann_window(16), return_complex=True)
print("batch", tuple(sb.shape), torch.allclose(sb[0], torch.stft(x, 16, hop_length=8, window=torch.hann_window(16),
                                                                 return_complex=True)))
d = torch.stft(x.double(), 16, hop_length=8, window=torch.hann_window(16, dtype=torch.float64), return_complex=True)
print("float64", d.dtype, d.abs()[:3, :3].round(decimals=3))
z = torch.polar(torch.ones(64), 2 * math.pi * 5 * n / 16)
sz = torch.stft(z, 16, hop_length=8, window=torch.hann_window(16), return_complex=True)
print("complex input", tuple(sz.shape), sz.dtype, sz.abs().argmax(0))
with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # current PyTorch deprecates the real layout
    pairs = torch.stft(x, 16, hop_length=8, window=torch.hann_window(16), return_complex=False)
print("pairs", tuple(pairs.shape), pairs.dtype, torch.equal(torch.view_as_complex(pairs), torch.stft(
    x, 16, hop_length=8, window=torch.hann_window(16), return_complex=True)))
m = x.stft(16, 4, window=torch.hann_window(16), return_complex=True)
print("method", tuple(m.shape), m.abs().max(0).values.round(decimals=3))
