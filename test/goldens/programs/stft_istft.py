# torch.istft inverting torch.stft: the round trip under each window, hop and centring, the length argument
# (trimming, and zero padding past the frames), two-sided and complex signals, batches, and gradients through both.
import math
import warnings

import torch

torch.manual_seed(0)
x = torch.randn(2, 100)


def trip(n_fft, hop, window, **kw):
    s = torch.stft(x, n_fft, hop_length=hop, window=window, return_complex=True, **kw)
    length = kw.pop("length", None)
    kw.pop("pad_mode", None)
    y = torch.istft(s, n_fft, hop_length=hop, window=window, length=length, **kw)
    return s, y


for n_fft, hop, window in [(16, 4, torch.hann_window(16)), (16, 8, torch.hann_window(16)),
                           (32, 8, torch.hamming_window(32)), (20, 5, torch.blackman_window(20)),
                           (16, 4, torch.ones(16))]:
    s, y = trip(n_fft, hop, window)
    n = y.shape[-1]
    print(n_fft, hop, tuple(s.shape), tuple(y.shape), (y - x[:, :n]).abs().max().item() < 1e-5)

s = torch.stft(x, 16, hop_length=4, window=torch.hann_window(16), return_complex=True)
for length in (100, 90, 96):
    y = torch.istft(s, 16, hop_length=4, window=torch.hann_window(16), length=length)
    print("length", length, tuple(y.shape), (y - x[:, :length]).abs().max().item() < 1e-5)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    y = torch.istft(s, 16, hop_length=4, window=torch.hann_window(16), length=120)
print("padded", tuple(y.shape), y[:, 108:].abs().max().item(), y[:, 100:108].abs().max().round(decimals=3), [str(w.message)[:40] for w in caught])

sc = torch.stft(x, 16, hop_length=4, window=torch.hamming_window(16), center=False, return_complex=True)
yc = torch.istft(sc, 16, hop_length=4, window=torch.hamming_window(16), center=False)
print("center=False", tuple(sc.shape), tuple(yc.shape), (yc - x[:, :yc.shape[1]]).abs().max().item() < 1e-5)

short = torch.stft(x, 16, hop_length=4, win_length=12, window=torch.hann_window(12), return_complex=True)
ys = torch.istft(short, 16, hop_length=4, win_length=12, window=torch.hann_window(12), length=100)
print("win 12 of 16", (ys - x).abs().max().item() < 1e-5)

two = torch.stft(x, 16, hop_length=4, window=torch.hann_window(16), onesided=False, return_complex=True)
y2 = torch.istft(two, 16, hop_length=4, window=torch.hann_window(16), length=100)
print("two-sided", y2.dtype, (y2 - x).abs().max().item() < 1e-5)
z = torch.complex(x[0], x[1])
sz = torch.stft(z, 16, hop_length=4, window=torch.hann_window(16), return_complex=True)
yz = torch.istft(sz, 16, hop_length=4, window=torch.hann_window(16), length=100, return_complex=True)
print("complex", sz.shape, yz.dtype, (yz - z).abs().max().item() < 1e-5)

norm = torch.stft(x, 16, hop_length=4, window=torch.hann_window(16), normalized=True, return_complex=True)
yn = torch.istft(norm, 16, hop_length=4, window=torch.hann_window(16), normalized=True, length=100)
print("normalized", (yn - x).abs().max().item() < 1e-5)

d = x.double()
sd = torch.stft(d, 16, hop_length=4, window=torch.hann_window(16, dtype=torch.float64), return_complex=True)
yd = torch.istft(sd, 16, hop_length=4, window=torch.hann_window(16, dtype=torch.float64), length=100)
print("float64", yd.dtype, (yd - d).abs().max().item() < 1e-12)

ramp = torch.arange(24.)
r = torch.istft(torch.stft(ramp, 8, hop_length=2, window=torch.hann_window(8), return_complex=True), 8,
                hop_length=2, window=torch.hann_window(8))
print("ramp", r.round(decimals=3) + 0.0)  # + 0.0: no sign on rounded-away noise

w = torch.randn(64, requires_grad=True)
spec = torch.stft(w, 16, hop_length=4, window=torch.hann_window(16), return_complex=True)
spec.abs().pow(2).sum().backward()
print("stft grad", w.grad[:6].round(decimals=3))
w.grad = None
spec = torch.stft(w, 16, hop_length=4, window=torch.hann_window(16), return_complex=True)
back = torch.istft(spec * 2, 16, hop_length=4, window=torch.hann_window(16), length=64)
back.sum().backward()
print("istft grad", w.grad[:6].round(decimals=3))
m = x[0].stft(16, 4, window=torch.hann_window(16), return_complex=True).istft(16, 4, window=torch.hann_window(16))
print("methods", tuple(m.shape))
