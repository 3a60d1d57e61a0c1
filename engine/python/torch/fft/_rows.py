"""One-dim real transforms on the engine's pocketfft kernels, with ATen's normalisation factors: r2c gives the
non-negative frequencies of a real signal along a dim, c2r the real signal of n points whose spectrum's
non-negative half a complex tensor holds along a dim."""
import math
import struct

import torch
from torch._complex import _wrap
from torch._ops import INTERNAL


def _single(x):
    return struct.unpack("f", struct.pack("f", x))[0]


def factor(dtype, mode, n):
    """ATen's compute_fct: 1, 1/sqrt(n) or 1/n ('none', 'root', 'n'), each step in the transform's precision."""
    if mode == "none":
        return 1.0
    if dtype in (torch.float64, torch.complex128):
        return 1.0 / (math.sqrt(n) if mode == "root" else n)
    return _single(1.0 / (_single(math.sqrt(n)) if mode == "root" else float(n)))


def r2c(x, dim, fct):
    """The real tensor x's transform along dim, its first n // 2 + 1 frequencies."""
    last = dim == x.dim() - 1
    pairs = INTERNAL["_fft_r2c_row"](x if last else x.movedim(dim, -1), fct)
    # the pairs as the complex result itself, so that its grad_fn is the transform's
    return _wrap(pairs if last else pairs.movedim(-2, dim))


def c2r(z, dim, n, fct, conjugate=False):
    """The real signal of n points along dim whose spectrum's non-negative half is z (conjugated first for hfft)."""
    pairs = torch.view_as_real(z.resolve_conj()) if z.is_complex() else torch.stack([z, torch.zeros_like(z)], -1)
    if conjugate:
        pairs = pairs * torch.tensor([1.0, -1.0], dtype=pairs.dtype)
    last = dim == z.dim() - 1
    half = n // 2 + 1
    pairs = pairs if last else pairs.movedim(dim, -2)
    if pairs.shape[-2] > half:
        pairs = pairs.narrow(-2, 0, half)
    elif pairs.shape[-2] < half:
        pairs = torch.cat([pairs, pairs.new_zeros(*pairs.shape[:-2], half - pairs.shape[-2], 2)], -2)
    out = INTERNAL["_fft_c2r_row"](pairs, n, fct)
    return out if last else out.movedim(-1, dim)
