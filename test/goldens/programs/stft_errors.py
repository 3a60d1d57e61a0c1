# torch.stft's and torch.istft's argument checks, with ATen's description of the call in each message.
import torch

x = torch.arange(16.)
hann = torch.hann_window(8)
spec = torch.stft(x, 8, window=hann, return_complex=True)


def attempt(label, fn):
    try:
        out = fn()
        print(label, "ok", tuple(out.shape))
    except (RuntimeError, IndexError) as e:
        print(label, type(e).__name__ + ":", e)


attempt("integer input", lambda: torch.stft(torch.arange(16), 8, window=hann, center=False, return_complex=True))
attempt("hop 0", lambda: torch.stft(x, 8, hop_length=0, window=hann, return_complex=True))
attempt("win > n_fft", lambda: torch.stft(x, 8, win_length=9, window=torch.ones(9), return_complex=True))
attempt("n_fft > length", lambda: torch.stft(x, 32, window=torch.ones(32), center=False, return_complex=True))
attempt("3-d input", lambda: torch.stft(x.reshape(2, 2, 4), 2, window=torch.ones(2), return_complex=True))
attempt("window size", lambda: torch.stft(x, 8, window=torch.ones(5), return_complex=True))
attempt("2-d window", lambda: torch.stft(x, 8, window=torch.ones(2, 4), return_complex=True))
attempt("float64 window", lambda: torch.stft(x, 8, hop_length=3, window=torch.ones(8, dtype=torch.float64),
                                             onesided=True, return_complex=True).dtype and torch.ones(1))
attempt("complex window onesided", lambda: torch.stft(x, 8, window=torch.ones(8, dtype=torch.complex64),
                                                      onesided=True, return_complex=True))
attempt("complex window", lambda: torch.stft(x, 8, window=torch.ones(8, dtype=torch.complex64),
                                             return_complex=True))
attempt("reflect too short", lambda: torch.stft(torch.arange(3.), 8, window=hann, return_complex=True))
attempt("istft hop > win", lambda: torch.istft(spec, 8, hop_length=9, window=hann))
attempt("istft win > n_fft", lambda: torch.istft(spec, 8, win_length=10, window=torch.ones(10)))
attempt("istft window size", lambda: torch.istft(spec, 8, window=torch.ones(7)))
attempt("istft empty", lambda: torch.istft(spec[:, :0], 8, window=hann))
attempt("istft 1-d", lambda: torch.istft(spec[:, 0], 8, window=hann))
attempt("istft 4-d", lambda: torch.istft(spec[None, None], 8, window=hann))
attempt("istft overlap add", lambda: torch.istft(spec, 8, hop_length=8, window=torch.hann_window(8, periodic=False)))
attempt("istft onesided complex", lambda: torch.istft(spec, 8, window=hann, return_complex=True))
attempt("istft complex window", lambda: torch.istft(spec, 8, window=torch.ones(8, dtype=torch.complex64)))
