"""The window functions as torch/signal/windows/windows.py computes them: a linspace of the window's arguments in
its dtype, then the waveform elementwise, so values agree with PyTorch's to the bit."""
import math
from collections.abc import Iterable

import torch


def _checks(name, M, dtype, layout):
    if M < 0:
        raise ValueError(f"{name} requires non-negative window length, got M={M}")
    if layout is not torch.strided:
        raise ValueError(f"{name} is implemented for strided tensors only, got: {layout}")
    if dtype not in [torch.float32, torch.float64]:
        raise ValueError(f"{name} expects float32 or float64 dtypes, got: {dtype}")


def _trivial(M, dtype, layout, device, requires_grad):
    """The window of no points, or of one (a single 1); None for longer windows."""
    if M == 0:
        return torch.empty((0,), dtype=dtype, layout=layout, device=device, requires_grad=requires_grad)
    if M == 1:
        return torch.ones((1,), dtype=dtype, layout=layout, device=device, requires_grad=requires_grad)
    return None


def _steps(start, end, M, dtype, layout, device, requires_grad):
    return torch.linspace(start=start, end=end, steps=M, dtype=dtype, layout=layout, device=device,
                          requires_grad=requires_grad)


def exponential(M, *, center=None, tau=1.0, sym=True, dtype=None, layout=torch.strided, device=None,
                requires_grad=False):
    dtype = torch.get_default_dtype() if dtype is None else dtype
    _checks("exponential", M, dtype, layout)
    if tau <= 0:
        raise ValueError(f"Tau must be positive, got: {tau} instead.")
    if sym and center is not None:
        raise ValueError("Center must be None for symmetric windows")
    if M == 0:
        return _trivial(M, dtype, layout, device, requires_grad)
    if center is None:
        center = (M if not sym and M > 1 else M - 1) / 2.0
    constant = 1 / tau
    k = _steps(-center * constant, (-center + (M - 1)) * constant, M, dtype, layout, device, requires_grad)
    return torch.exp(-torch.abs(k))


def cosine(M, *, sym=True, dtype=None, layout=torch.strided, device=None, requires_grad=False):
    dtype = torch.get_default_dtype() if dtype is None else dtype
    _checks("cosine", M, dtype, layout)
    if M == 0:
        return _trivial(M, dtype, layout, device, requires_grad)
    start = 0.5
    constant = math.pi / (M + 1 if not sym and M > 1 else M)
    k = _steps(start * constant, (start + (M - 1)) * constant, M, dtype, layout, device, requires_grad)
    return torch.sin(k)


def gaussian(M, *, std=1.0, sym=True, dtype=None, layout=torch.strided, device=None, requires_grad=False):
    dtype = torch.get_default_dtype() if dtype is None else dtype
    _checks("gaussian", M, dtype, layout)
    if std <= 0:
        raise ValueError(f"Standard deviation must be positive, got: {std} instead.")
    if M == 0:
        return _trivial(M, dtype, layout, device, requires_grad)
    start = -(M if not sym and M > 1 else M - 1) / 2.0
    constant = 1 / (std * math.sqrt(2))
    k = _steps(start * constant, (start + (M - 1)) * constant, M, dtype, layout, device, requires_grad)
    return torch.exp(-(k ** 2))


def kaiser(M, *, beta=12.0, sym=True, dtype=None, layout=torch.strided, device=None, requires_grad=False):
    dtype = torch.get_default_dtype() if dtype is None else dtype
    _checks("kaiser", M, dtype, layout)
    if beta < 0:
        raise ValueError(f"beta must be non-negative, got: {beta} instead.")
    trivial = _trivial(M, dtype, layout, device, requires_grad)
    if trivial is not None:
        return trivial
    beta = torch.tensor(beta, dtype=dtype, device=device)  # in the window's dtype, so no NaN at the ends
    start = -beta
    constant = 2.0 * beta / (M if not sym else M - 1)
    end = torch.minimum(beta, start + (M - 1) * constant)
    k = _steps(start, end, M, dtype, layout, device, requires_grad)
    return torch.i0(torch.sqrt(beta * beta - torch.pow(k, 2))) / torch.i0(beta)


def general_cosine(M, *, a, sym=True, dtype=None, layout=torch.strided, device=None, requires_grad=False):
    dtype = torch.get_default_dtype() if dtype is None else dtype
    _checks("general_cosine", M, dtype, layout)
    trivial = _trivial(M, dtype, layout, device, requires_grad)
    if trivial is not None:
        return trivial
    if not isinstance(a, Iterable):
        raise TypeError("Coefficients must be a list/tuple")
    if not a:
        raise ValueError("Coefficients cannot be empty")
    constant = 2 * math.pi / (M if not sym else M - 1)
    k = _steps(0, (M - 1) * constant, M, dtype, layout, device, requires_grad)
    a_i = torch.tensor([(-1) ** i * w for i, w in enumerate(a)], device=device, dtype=dtype,
                       requires_grad=requires_grad)
    i = torch.arange(a_i.shape[0], dtype=a_i.dtype, device=a_i.device, requires_grad=a_i.requires_grad)
    return (a_i.unsqueeze(-1) * torch.cos(i.unsqueeze(-1) * k)).sum(0)


def general_hamming(M, *, alpha=0.54, sym=True, dtype=None, layout=torch.strided, device=None,
                    requires_grad=False):
    return general_cosine(M, a=[alpha, 1.0 - alpha], sym=sym, dtype=dtype, layout=layout, device=device,
                          requires_grad=requires_grad)


def hamming(M, *, sym=True, dtype=None, layout=torch.strided, device=None, requires_grad=False):
    return general_hamming(M, sym=sym, dtype=dtype, layout=layout, device=device, requires_grad=requires_grad)


def hann(M, *, sym=True, dtype=None, layout=torch.strided, device=None, requires_grad=False):
    return general_hamming(M, alpha=0.5, sym=sym, dtype=dtype, layout=layout, device=device,
                           requires_grad=requires_grad)


def blackman(M, *, sym=True, dtype=None, layout=torch.strided, device=None, requires_grad=False):
    dtype = torch.get_default_dtype() if dtype is None else dtype
    _checks("blackman", M, dtype, layout)
    return general_cosine(M, a=[0.42, 0.5, 0.08], sym=sym, dtype=dtype, layout=layout, device=device,
                          requires_grad=requires_grad)


def bartlett(M, *, sym=True, dtype=None, layout=torch.strided, device=None, requires_grad=False):
    dtype = torch.get_default_dtype() if dtype is None else dtype
    _checks("bartlett", M, dtype, layout)
    trivial = _trivial(M, dtype, layout, device, requires_grad)
    if trivial is not None:
        return trivial
    start = -1
    constant = 2 / (M if not sym else M - 1)
    k = _steps(start, start + (M - 1) * constant, M, dtype, layout, device, requires_grad)
    return 1 - torch.abs(k)


def nuttall(M, *, sym=True, dtype=None, layout=torch.strided, device=None, requires_grad=False):
    return general_cosine(M, a=[0.3635819, 0.4891775, 0.1365995, 0.0106411], sym=sym, dtype=dtype, layout=layout,
                          device=device, requires_grad=requires_grad)
