"""Transforms on the engine's pocketfft kernels, with ATen's normalisation factors: c2c along dims in turn (the
scale applied in the first, as pocketfft does), r2c the non-negative frequencies of a real signal along a dim, c2r
the real signal of n points whose spectrum's non-negative half a complex tensor holds along a dim."""
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


def c2c(z, dims, forward, fct):
    """The complex tensor z transformed along each of dims in turn, forward (e^-i) or backward, scaled by fct."""
    if not dims:
        return z
    pairs = torch.view_as_real(z.resolve_conj())
    for i, d in enumerate(dims):
        last = d == z.dim() - 1
        moved = pairs if last else pairs.movedim(d, -2)
        moved = INTERNAL["_fft_c2c_row"](moved, forward, fct if i == 0 else 1.0)
        pairs = moved if last else moved.movedim(-2, d)
    return _wrap(pairs)


def r2c(x, dim, fct):
    """The real tensor x's transform along dim, its first n // 2 + 1 frequencies."""
    last = dim == x.dim() - 1
    pairs = INTERNAL["_fft_r2c_row"](x if last else x.movedim(dim, -1), fct)
    # the pairs as the complex result itself, so that its grad_fn is the transform's
    return _wrap(pairs if last else pairs.movedim(-2, dim))


def c2r(z, dim, n, fct, conjugate=False):
    """The real signal of n points along dim whose spectrum's non-negative half is z (conjugated first for hfft)."""
    pairs = torch.view_as_real(z.resolve_conj())
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
