"""torch.stft and torch.istft, as ATen's SpectralOps.cpp composes them: frames of the (optionally centre-padded)
signal times a centred window, a real or complex FFT per frame; and back, an inverse FFT per frame, windowed,
overlap-added and divided by the overlap-added squared window.
"""
import torch

from . import _autocast_ops
from ._tensor import Tensor
from ._warn_once import warn_once as _warn_once


def _type_name(t):
    """Tensor::toString(): the legacy class name where one exists, else backend + scalar type."""
    if t.is_complex():
        return "CPU" + ("ComplexFloat" if t.dtype is torch.complex64 else "ComplexDouble") + "Type"
    return t.type()


def _window_repr(window):
    return "None" if window is None else f"{_type_name(window)}{{{list(window.shape)}}}"


def _opt(value):
    """How C++ streams an optional: None, or a bool as 0/1."""
    return "None" if value is None else int(value)


def _centred_window(window, win_length, n_fft, like):
    """The window zero-padded on both sides to n_fft (ones when there is none; None when no window is needed)."""
    if win_length == n_fft:
        return window
    left = (n_fft - win_length) // 2
    if window is None:
        window = torch.ones(win_length, dtype=like.dtype, device=like.device)
    return torch.nn.functional.pad(window, [left, n_fft - win_length - left])


@_autocast_ops.policy("stft")
def stft(input, n_fft, hop_length=None, win_length=None, window=None, center=True, pad_mode="reflect",  # noqa: A002
         normalized=False, onesided=None, return_complex=None, align_to_window=None):
    """The short-time Fourier transform: (B?, N, T) spectra of frames hop_length apart."""
    if center and align_to_window is not None:
        raise RuntimeError("stft align_to_window should only be set when center = false")
    if center:
        signal_dim = input.dim()
        extended = [1] * (3 - signal_dim) + list(input.shape)
        pad = n_fft // 2
        input = torch.nn.functional.pad(input.view(extended), [pad, pad], pad_mode)  # noqa: A001
        input = input.view(input.shape[-signal_dim:])  # noqa: A001
    if window is None:
        _warn_once("A window was not provided. A rectangular window will be applied,which is known to cause spectral "
                   "leakage. Other windows such as torch.hann_window or torch.hamming_window can are recommended to "
                   "reduce spectral leakage.To suppress this warning and use a rectangular window, explicitly set "
                   "`window=torch.ones(n_fft, device=<device>)`.")
    hop = n_fft >> 2 if hop_length is None else hop_length
    win = n_fft if win_length is None else win_length
    complex_result = return_complex
    if complex_result is None:
        complex_result = input.is_complex() or (window is not None and window.is_complex())

    def fail(text):
        raise RuntimeError(f"stft({_type_name(input)}{list(input.shape)}, n_fft={n_fft}, hop_length={hop}, "
                           f"win_length={win}, window={_window_repr(window)}, normalized={int(normalized)}, "
                           f"onesided={_opt(onesided)}, return_complex={_opt(return_complex)}) : {text}")

    if not complex_result:
        if return_complex is None:
            raise RuntimeError("stft requires the return_complex parameter be given for real inputs, and will further "
                               "require that return_complex=True in a future PyTorch release.")
        _warn_once("stft with return_complex=False is deprecated. In a future pytorch release, stft will return "
                   "complex tensors for all inputs, and return_complex=False will raise an error.\nNote: you can "
                   "still call torch.view_as_real on the complex output to recover the old return format.")
    if not (input.dtype.is_floating_point or input.is_complex()):
        fail("expected a tensor of floating point or complex values")
    if input.dim() not in (1, 2):
        fail("expected a 1D or 2D tensor")
    frames = input.unsqueeze(0) if input.dim() == 1 else input
    length = frames.shape[1]
    if n_fft <= 0 or n_fft > length:
        fail(f"expected 0 < n_fft < {length}, but got n_fft={win}")  # ATen prints win_length here
    if hop <= 0:
        fail(f"expected hop_length > 0, but got hop_length={hop}")
    if win <= 0 or win > n_fft:
        fail(f"expected 0 < win_length <= n_fft, but got win_length={win}")
    if window is not None and (window.dim() != 1 or window.shape[0] != win):
        fail(f"expected a 1D window tensor of size equal to win_length={win}, but got window with size "
             f"{list(window.shape)}")
    window = _centred_window(window, win, n_fft, input)
    if align_to_window:
        # frames start where their window does, so the window's zero padding reaches outside the signal
        left = (n_fft - win) // 2
        frames = torch.nn.functional.pad(frames, [left, n_fft - win - left])
        frames = frames.unfold(-1, n_fft, hop).narrow(1, 0, 1 + (length - win) // hop)
    else:
        frames = frames.unfold(-1, n_fft, hop)
    if window is not None:
        frames = frames.mul(window)
    half = onesided if onesided is not None else not frames.is_complex()
    norm = "ortho" if normalized else "backward"
    if frames.is_complex() and half:
        raise RuntimeError("Cannot have onesided output if window or input is complex")
    out = torch.fft.rfft(frames, norm=norm) if half else torch.fft.fft(frames, norm=norm)
    out = out.transpose(1, 2)
    if input.dim() == 1:
        out = out.squeeze(0)
    return out if complex_result else torch.view_as_real(out)


def _overlap_add(frames, hop):
    """(C, F, n, ...) frames summed into (C, (F - 1) * hop + n, ...) signals, as unfold_backward sums them: each
    position from zero, over the frames covering it in order."""
    count, n = frames.shape[1], frames.shape[2]
    total = (count - 1) * hop + n
    flat = frames.reshape(frames.shape[0], count * n, *frames.shape[3:])
    position = torch.arange(total, device=frames.device)
    first = torch.where(position < n, 0, torch.div(position - n, hop, rounding_mode="floor") + 1)
    last = torch.clamp(torch.div(position, hop, rounding_mode="floor"), max=count - 1)
    trailing = [1] * (frames.dim() - 3)
    out = frames.new_zeros(frames.shape[0], total, *frames.shape[3:])
    for step in range(-(-n // hop)):
        k = first + step
        covered = (k <= last).view(1, total, *trailing)
        index = torch.where(k <= last, k * n + position - k * hop, 0)
        out = out + torch.where(covered, flat[:, index], 0.0)
    return out


def istft(input, n_fft, hop_length=None, win_length=None, window=None, center=True, normalized=False,  # noqa: A002
          onesided=None, length=None, return_complex=False):
    """The inverse short-time Fourier transform: the least-squares signal whose stft is `input`."""
    if window is None:
        _warn_once("A window was not provided. A rectangular window will be applied.Please provide the same window "
                   "used by stft to make the inversion lossless.To suppress this warning and use a rectangular window, "
                   "explicitly set `window=torch.ones(n_fft, device=<device>)`.")
    hop = n_fft >> 2 if hop_length is None else hop_length
    win = n_fft if win_length is None else win_length
    if not input.is_complex():
        raise RuntimeError("istft requires a complex-valued input tensor matching the output from stft with "
                           "return_complex=True.")

    def fail(text):
        raise RuntimeError(f"istft({_type_name(input)}{list(input.shape)}, n_fft={n_fft}, hop_length={hop}, "
                           f"win_length={win}, window={_window_repr(window)}, center={int(center)}, "
                           f"normalized={int(normalized)}, onesided={_opt(onesided)}, "
                           f"length={'None' if length is None else length}, return_complex={int(return_complex)}) "
                           f"{text}")

    dims = input.dim() + 1  # ATen counts the dims of the (real, imag) view
    if dims < 3:  # ATen reads the frame and bin counts before it checks the dims
        raise IndexError(f"Dimension out of range (expected to be in range of [{-dims}, {dims - 1}], but got -3)")
    count, bins = input.shape[-1], input.shape[-2]
    if input.numel() == 0:
        fail(": input tensor cannot be empty.")
    if dims not in (3, 4):
        fail(f": expected a tensor with 3 or 4 dimensions, but got {dims}")
    half = onesided if onesided is not None else bins != n_fft
    if half and n_fft // 2 + 1 != bins:
        fail(": expected the frequency dimension (3rd to the last) of the input tensor to match n_fft / 2 + 1 when "
             f"onesided=True, but got {bins}")
    if not half and n_fft != bins:
        fail(": expected the frequency dimension (3rd to the last) of the input tensor to match n_fft when "
             f"onesided=False, but got {bins}")
    if not 0 < hop <= win:
        fail(": expected 0 < hop_length <= win_length")
    if not 0 < win <= n_fft:
        fail(": expected 0 < win_length <= n_fft")
    if window is not None and (window.dim() != 1 or window.shape[0] != win):
        fail(": Invalid window shape. window has to be 1D and length of `win_length`")
    real = torch.float64 if input.dtype is torch.complex128 else torch.float32
    window_full = window if window is not None else torch.ones(win, dtype=real, device=input.device)
    window_full = _centred_window(window_full, win, n_fft, input)
    spectra = input.resolve_conj()
    spectra = (spectra.unsqueeze(0) if dims == 3 else spectra).transpose(1, 2)  # (channel, frames, bins)
    norm = "ortho" if normalized else "backward"
    if return_complex:
        if half:
            raise RuntimeError("Cannot have onesided output if window or input is complex")
        frames = torch.fft.ifft(spectra, norm=norm)
    else:
        if window is not None and window.is_complex():
            raise RuntimeError("Complex windows are incompatible with return_complex=False")
        if not half:
            spectra = spectra.narrow(-1, 0, n_fft // 2 + 1)
        frames = torch.fft.irfft(spectra, n_fft, norm=norm)
    frames = frames * window_full.view(1, 1, n_fft)
    pairs = frames.is_complex()
    y = _overlap_add(torch.view_as_real(frames) if pairs else frames, hop)
    envelope = _overlap_add(window_full.pow(2).expand(1, count, n_fft), hop)
    expected = n_fft + hop * (count - 1)
    start = n_fft // 2 if center else 0
    end = start + length if length is not None else (-(n_fft // 2) if center else expected)
    y, envelope = y[:, start:end], envelope[:, start:end]
    if envelope.abs().min().lt(1e-11).item():
        fail("window overlap add min: 1\n[ CPUBoolType{} ]")
    if pairs:
        y = torch.view_as_complex(y.contiguous())
    y = y / envelope
    if dims == 3:
        y = y.squeeze(0)
    if end > expected:
        _warn_once("The length of signal is shorter than the length parameter. Result is being padded with zeros in "
                   "the tail. Please check your center and hop_length settings.")
        y = torch.nn.functional.pad(y, [0, end - expected])
    return y


Tensor.stft = stft
Tensor.istft = istft
