"""Elementwise math PyTorch has that is composed here from other ops (gcd, lcm, logaddexp2, frexp, ldexp), each in
the order its CPU kernel computes, and renorm's checks of its arguments.
"""
import math

from . import _engine, _ops, return_types
from ._out import _scalar_name
from ._tensor import Tensor


def _torch():
    import torch

    return torch


def _integral_pair(name, input, other):  # noqa: A002
    torch = _torch()
    a, b = (x if isinstance(x, Tensor) else torch.tensor(x) for x in (input, other))
    dtype = torch.result_type(a, b)
    if dtype.is_floating_point or dtype == torch.bool:
        raise RuntimeError(f'"{name}_cpu" not implemented for \'{_scalar_name(dtype)}\'')
    return torch.broadcast_tensors(a.to(dtype), b.to(dtype))


def gcd(input, other):  # noqa: A002
    """Euclid's algorithm on every pair at once; the result is never negative."""
    torch = _torch()
    a, b = (x.abs() for x in _integral_pair("gcd", input, other))
    while bool((b != 0).any()):
        nonzero = b != 0
        a, b = torch.where(nonzero, b, a), torch.where(nonzero, a % torch.where(nonzero, b, 1), 0)
    return a


def lcm(input, other):  # noqa: A002
    torch = _torch()
    a, b = _integral_pair("lcm", input, other)
    g = gcd(a, b)
    return torch.where(g == 0, 0, (a // torch.where(g == 0, 1, g) * b).abs())


def logaddexp2(input, other):  # noqa: A002
    """max + log1p(2 ** -|a - b|) / ln 2, and an infinity added to itself stays that infinity, as the CPU kernel."""
    torch = _torch()
    top = torch.maximum(input, other)
    inv_log_2 = 1.0 / math.log(2.0)
    summed = top + (-(input - other).abs()).exp2().log1p() * inv_log_2
    return _ops.recorded_as("Logaddexp2Backward0", torch.where(input.isinf() & (input == other), input, summed))


def frexp(input):  # noqa: A002
    torch = _torch()
    if not input.dtype.is_floating_point:
        raise RuntimeError("torch.frexp() only supports floating-point dtypes")
    pairs = [math.frexp(v) if math.isfinite(v) else (v, 0) for v in input.reshape(-1).tolist()]
    mantissa = torch.tensor([m for m, _ in pairs], dtype=input.dtype, device=input.device).reshape(input.shape)
    exponent = torch.tensor([e for _, e in pairs], dtype=torch.int32, device=input.device).reshape(input.shape)
    return return_types.frexp((mantissa, exponent))


def ldexp(input, other):  # noqa: A002
    return input * _torch().pow(2.0, other)


def ldexp_(self, other):
    """ATen's ldexp_: a multiplication with self as its out= tensor (so autograd refuses it, as PyTorch's does)."""
    torch = _torch()
    return torch.mul(self, torch.pow(2.0, other), out=self)


def _renorm(name):
    """Each slice along dim rescaled so its p-norm is at most maxnorm (the engine's renorm, RenormBackward0), or
    that written over input (renorm_), after renorm's checks of its arguments."""
    def op(input, p, dim, maxnorm):  # noqa: A002
        _check_renorm(input, p, maxnorm)
        return _engine.call(name, (input, p, dim, maxnorm), {})

    op.__name__ = op.__qualname__ = name
    return op


def _check_renorm(input, p, maxnorm):  # noqa: A002
    if not input.dtype.is_floating_point:
        raise RuntimeError("renorm: input needs to be a floating point tensor")
    if p <= 0:
        raise RuntimeError("renorm: non-positive-norm not supported")
    if maxnorm < 0:
        raise RuntimeError(f"renorm: expected maxnorm to be >= 0 but got {maxnorm:g}")
    if input.dim() <= 1:
        raise RuntimeError(f"renorm: input needs at least 2 dimensions, got {input.dim()} dimensions")


renorm = _renorm("renorm")


METHODS = {"gcd": gcd, "lcm": lcm, "logaddexp2": logaddexp2, "frexp": frexp,
           "ldexp": ldexp, "renorm": renorm}
FUNCTIONS = dict(METHODS)
METHODS.update(renorm_=_renorm("renorm_"), ldexp_=ldexp_)
