"""torch.fft: the sample frequencies of a transform (fftfreq, rfftfreq) and the shifts that centre them (fftshift,
ifftshift). The transforms themselves produce complex tensors, which the engine does not have."""
import math

import torch

__all__ = ["fftfreq", "rfftfreq", "fftshift", "ifftshift"]


def _frequencies(name, steps, n, d, dtype, device, requires_grad):
    """`steps` (a tensor of whole numbers) scaled by 1 / (n * d), as ATen multiplies by the double's reciprocal."""
    dtype = torch.get_default_dtype() if dtype is None else dtype
    if not dtype.is_floating_point:
        raise RuntimeError(f"{name} requires a floating point or complex dtype")
    # C++ divides by a zero n * d into an infinity
    scale = 1.0 / (n * d) if n * d != 0 else math.copysign(math.inf, n * d)
    out = steps.to(dtype=dtype, device=device).mul_(scale)
    return out.requires_grad_(requires_grad)


def fftfreq(n, d=1.0, *, dtype=None, device=None, requires_grad=False):
    """The frequencies of an n-point transform with sample spacing d: 0, 1, ..., then the negative ones, over n*d."""
    steps = torch.cat([torch.arange((n + 1) // 2), torch.arange(-(n // 2), 0)])
    return _frequencies("fftfreq", steps, n, d, dtype, device, requires_grad)


def rfftfreq(n, d=1.0, *, dtype=None, device=None, requires_grad=False):
    """The non-negative frequencies of an n-point real transform: 0, 1, ..., n // 2, over n*d."""
    return _frequencies("rfftfreq", torch.arange(n // 2 + 1), n, d, dtype, device, requires_grad)


def _dims(input, dim):
    if dim is None:
        return list(range(input.dim()))
    return [dim] if isinstance(dim, int) else list(dim)


def fftshift(input, dim=None):  # noqa: A002
    """Rolls the zero frequency to the centre of each dim (all by default)."""
    dims = _dims(input, dim)
    return torch.roll(input, [input.size(k) // 2 for k in dims], dims)


def ifftshift(input, dim=None):  # noqa: A002
    """fftshift's inverse: rolls the centre back to index 0."""
    dims = _dims(input, dim)
    return torch.roll(input, [(input.size(k) + 1) // 2 for k in dims], dims)
