"""Window functions for spectral work (torch.hann_window and friends), computed as TensorFactories.cpp does: an
arange in the window's dtype, scaled and passed through cos in place, so values match PyTorch's to the bit.
"""
import math


def _torch():
    import torch

    return torch


def _check(name, window_length, dtype):
    torch = _torch()
    if window_length < 0:
        raise RuntimeError(f"{name} requires non-negative window_length, got window_length={window_length}")
    dtype = dtype or torch.get_default_dtype()
    if not dtype.is_floating_point:
        raise RuntimeError(f"{name} expects floating point dtypes, got: {dtype}")
    return dtype


def _factory(name, body):
    def window(window_length, periodic=True, *extra, dtype=None, layout=None, device=None, pin_memory=False,
               requires_grad=False, **params):
        torch = _torch()
        kind = _check(name, window_length, dtype)
        if window_length == 0:
            out = torch.empty(0, dtype=kind, device=device)
        elif window_length == 1:
            out = torch.ones(1, dtype=kind, device=device)
        else:
            n = window_length + 1 if periodic else window_length
            out = body(torch.arange(n, dtype=kind, device=device), n, *extra, **params)
            if periodic:
                out = out.narrow(0, 0, n - 1)
        return out._set_requires_grad(True) if requires_grad else out

    window.__name__ = window.__qualname__ = name
    return window


def _hamming(k, n, alpha=0.54, beta=0.46):
    return k.mul(math.pi * 2.0 / (n - 1)).cos().mul(-beta).add(alpha)


def _bartlett(k, n):
    k = k.mul(2.0 / (n - 1))
    first_half_size = ((n - 1) >> 1) + 1
    k.narrow(0, first_half_size, n - first_half_size).mul_(-1).add_(2)
    return k


def _blackman(k, n):
    w = k.mul(math.pi / (n - 1))
    return w.mul(4).cos().mul(0.08) - w.mul(2).cos().mul(0.5) + 0.42


def _kaiser(k, n, beta=12.0):
    from torch._ops import INTERNAL

    return INTERNAL["_kaiser_window_elements"](k, n, beta)


hamming_window = _factory("hamming_window", _hamming)
hann_window = _factory("hann_window", lambda k, n: _hamming(k, n, 0.5, 0.5))
bartlett_window = _factory("bartlett_window", _bartlett)
blackman_window = _factory("blackman_window", _blackman)
kaiser_window = _factory("kaiser_window", _kaiser)

FUNCTIONS = {f.__name__: f for f in (hamming_window, hann_window, bartlett_window, blackman_window, kaiser_window)}
