"""The discrete Fourier transform along the last dim of a pair of float64 tensors (real part, imaginary part).

It is built of differentiable tensor ops (matmuls with exact twiddle factors, reshapes, transposes), so autograd
takes the transforms' gradients through them. A length that factors is split Cooley-Tukey style into two shorter
transforms near its square root; a short or prime length is one matmul with the DFT matrix.
"""
import math

import torch

# lengths up to this are one matmul: fewer, larger ops cost less than deeper splitting
_DIRECT = 128


def _split(n):
    """The divisor of n nearest its square root (None when n is short enough, or prime)."""
    if n <= _DIRECT:
        return None
    for f in range(math.isqrt(n), 1, -1):
        if n % f == 0:
            return f
    return None


def _unit(rows, cols, n, sign):
    """(cos, sign * sin) of 2*pi*j*k/n for j < rows, k < cols: e^{sign*i*2*pi*jk/n}. jk is taken modulo n and
    folded into the upper half circle, so that large products lose nothing and conjugate twiddles are exactly
    conjugate; multiples of a quarter turn are exact, as in the FFT's butterflies, so that integer signals of
    such lengths transform without rounding noise."""
    jk = torch.outer(torch.arange(rows), torch.arange(cols)) % n
    lower = jk * 2 > n
    folded = torch.where(lower, n - jk, jk)
    angle = folded.to(torch.float64) * (2 * math.pi / n)
    quarter = folded * 4 % n == 0
    c = torch.where(quarter, torch.cos(angle).round(), torch.cos(angle))
    s = torch.where(quarter, torch.sin(angle).round(), torch.sin(angle))
    return c, torch.where(lower, -s, s) * sign


def dft(re, im, sign):
    """(real, imag) of sum_t x[t] e^{sign*i*2*pi*t*k/n} along the last dim; im may be None (a real input)."""
    n = re.shape[-1]
    f = _split(n)
    if f is None:
        c, s = _unit(n, n, n, sign)
        if im is None:
            return re @ c, re @ s
        return re @ c - im @ s, im @ c + re @ s
    n1, n2 = f, n // f
    lead = list(re.shape[:-1])
    # input index n2*t1 + t2: transform over t1 for each t2, twiddle, then over t2; output index k1 + n1*k2
    re = re.reshape(lead + [n1, n2]).transpose(-1, -2)
    im = None if im is None else im.reshape(lead + [n1, n2]).transpose(-1, -2)
    re, im = dft(re, im, sign)
    c, s = _unit(n2, n1, n, sign)
    re, im = re * c - im * s, im * c + re * s
    re, im = dft(re.transpose(-1, -2), im.transpose(-1, -2), sign)
    return re.transpose(-1, -2).reshape(lead + [n]), im.transpose(-1, -2).reshape(lead + [n])
