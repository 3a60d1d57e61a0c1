"""torch.fft: the discrete Fourier transforms (complex, real-input and Hermitian, over one, two or n dims), the sample
frequencies of a transform (fftfreq, rfftfreq) and the shifts that centre them (fftshift, ifftshift).

Every transform runs the engine's port of pocketfft, the CPU FFT PyTorch uses, in the order ATen composes it
(see _rows.py), so values agree with PyTorch's to the bit.
"""
import math

import torch

from .. import _autocast_ops, _out
from . import _rows

__all__ = ["fft", "ifft", "fft2", "ifft2", "fftn", "ifftn", "rfft", "irfft", "rfft2", "irfft2", "rfftn", "irfftn",
           "hfft", "ihfft", "hfft2", "ihfft2", "hfftn", "ihfftn", "fftfreq", "rfftfreq", "fftshift", "ifftshift"]

_SCALAR_NAMES = {torch.complex64: "ComplexFloat", torch.complex128: "ComplexDouble"}
_UNSUPPORTED = {torch.float16: "Half", torch.bfloat16: "BFloat16", torch.complex32: "ComplexHalf"}


def _mode(norm, forward):
    """ATen's normalisation of a transform: 'none', 'root' (1/sqrt(n)) or 'n' (1/n)."""
    if norm is None or norm == "backward":
        return "none" if forward else "n"
    if norm == "ortho":
        return "root"
    if norm == "forward":
        return "n" if forward else "none"
    raise RuntimeError(f'Invalid normalization mode: "{norm}"')


def _precision(input):  # noqa: A002
    """The real dtype a transform of input runs in: its own, integers promoted to the default dtype (ATen's
    promote_type_fft, which has no half-precision CPU FFT)."""
    if input.dtype in _UNSUPPORTED:
        raise RuntimeError(f"Unsupported dtype {_UNSUPPORTED[input.dtype]}")
    real = {torch.complex64: torch.float32, torch.complex128: torch.float64}.get(input.dtype, input.dtype)
    return real if real.is_floating_point else torch.get_default_dtype()


def _as_real(input):  # noqa: A002
    return input.to(_precision(input))


def _as_complex(input):  # noqa: A002
    if input.is_complex():
        return input
    real = _as_real(input)
    return torch.complex(real, torch.zeros_like(real))


def _plan(input, s, dim, all_dims):  # noqa: A002
    """(dims, signal sizes) of a transform: dim and s as torch.fft reads them, -1 in s keeping a dim's size."""
    if dim is not None and not isinstance(dim, (list, tuple)):
        dim = [dim]
    if s is not None and not isinstance(s, (list, tuple)):
        s = [s]
    if dim is None:
        dim = list(range(input.dim() - len(s), input.dim())) if s is not None else (
            list(range(input.dim())) if all_dims else [-2, -1])
    dims = [d % input.dim() if -input.dim() <= d < input.dim() else _bad_dim(d, input.dim()) for d in dim]
    if len(set(dims)) != len(dims):
        raise RuntimeError("FFT dims must be unique")
    if s is None:
        return dims, [input.shape[d] for d in dims]
    if len(s) != len(dims):
        raise RuntimeError("When given, dim and shape arguments must have the same length")
    sizes = [input.shape[d] if n == -1 else n for d, n in zip(dims, s)]
    for n in sizes:
        if n <= 0:
            raise RuntimeError(f"Invalid number of data points ({n}) specified")
    return dims, sizes


def _bad_dim(d, ndim):
    n = max(ndim, 1)
    raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {d})")


def _resized(t, dim, n):
    """t cut or zero-padded to n points along dim."""
    if t.shape[dim] == n:
        return t
    if t.shape[dim] > n:
        return t.narrow(dim, 0, n)
    pad = list(t.shape)
    pad[dim] = n - t.shape[dim]
    return torch.cat([t, t.new_zeros(pad)], dim)


def _c2c(input, s, dim, norm, forward, all_dims=True):  # noqa: A002
    dims, sizes = _plan(input, s, dim, all_dims)
    z = _as_complex(input)
    for d, n in zip(dims, sizes):
        z = _resized(z, d, n)
    return _rows.c2c(z, dims, forward, _rows.factor(z.dtype, _mode(norm, forward), math.prod(sizes)))


# what each real-input transform says of a complex input: ATen's one-dim and n-dim checks word it differently, and
# ihfftn has none of its own, so _fft_r2c's internal check speaks
_REAL_ONLY = {"rfft": "{name} expects a real input tensor, but got {dtype}",
              "ihfft": "{name} expects a real input tensor, but got {dtype}",
              "rfftn": "{name} expects a real-valued input tensor, but got {dtype}",
              "ihfftn": "Expected self.is_floating_point() to be true, but got false.  (Could this error message be "
                        "improved?  If so, please report an enhancement request to PyTorch.)"}


def _r2c(name, input, s, dim, norm, forward, all_dims=True):  # noqa: A002
    """A real input's transform, kept to the non-negative frequencies of its last dim: rfftn's r2c over the last
    dim then c2c over the others, the scale in the first; ihfftn's conjugated r2c, each step scaled by its own
    sizes."""
    if input.is_complex():
        raise RuntimeError(_REAL_ONLY[name].format(name=name, dtype=_SCALAR_NAMES[input.dtype]))
    dims, sizes = _plan(input, s, dim, all_dims)
    x = _as_real(input)
    for d, n in zip(dims, sizes):
        x = _resized(x, d, n)
    mode = _mode(norm, forward)
    if name.startswith("r"):
        out = _rows.r2c(x, dims[-1], _rows.factor(x.dtype, mode, math.prod(sizes)))
        return _rows.c2c(out, dims[:-1], True, 1.0) if len(dims) > 1 else out
    out = _rows.r2c(x, dims[-1], _rows.factor(x.dtype, mode, sizes[-1])).conj()
    return _rows.c2c(out, dims[:-1], False, _rows.factor(x.dtype, mode, math.prod(sizes[:-1]))) if len(dims) > 1 \
        else out


def _c2r(input, s, dim, norm, forward, all_dims=True):  # noqa: A002
    """The real signal whose last dim's spectrum is Hermitian, given its non-negative half: irfftn's c2c over the
    other dims then c2r over the last, the scale in the last; hfftn's forward c2c scaled by its sizes, then the
    conjugate's c2r scaled by the last size."""
    if s is not None and not isinstance(s, (list, tuple)):
        s = [s]
    dims, sizes = _plan(input, s, dim, all_dims)
    last = dims[-1]
    if s is None or s[-1] == -1:
        sizes[-1] = 2 * (input.shape[last] - 1)
    if sizes[-1] <= 0:
        raise RuntimeError(f"Invalid number of data points ({sizes[-1]}) specified")
    z = _as_complex(input)
    for d, n in zip(dims[:-1], sizes[:-1]):
        z = _resized(z, d, n)
    mode = _mode(norm, forward)
    if forward:
        z = _rows.c2c(z, dims[:-1], True, _rows.factor(z.dtype, mode, math.prod(sizes[:-1])))
        return _rows.c2r(z, last, sizes[-1], _rows.factor(z.dtype, mode, sizes[-1]), conjugate=True)
    z = _rows.c2c(z, dims[:-1], False, 1.0)
    return _rows.c2r(z, last, sizes[-1], _rows.factor(z.dtype, mode, math.prod(sizes)))


def _real_full(input, n, dim, norm, forward):  # noqa: A002
    """fft / ifft of a real signal as ATen runs it: the one-sided r2c, the rest filled in by conjugate symmetry,
    conjugated for the inverse."""
    (d,), (size,) = _plan(input, n, dim, True)
    x = _resized(_as_real(input), d, size)
    half = _rows.r2c(x, d, _rows.factor(x.dtype, _mode(norm, forward), size))
    full = torch.cat([half, half.narrow(d, 1, size - half.shape[d]).flip(d).conj()], d)
    return full if forward else full.conj()


@_autocast_ops.policy("fft_fft")
def fft(input, n=None, dim=-1, norm=None):  # noqa: A002
    return _c2c(input, n, dim, norm, True) if input.is_complex() else _real_full(input, n, dim, norm, True)


@_autocast_ops.policy("fft_ifft")
def ifft(input, n=None, dim=-1, norm=None):  # noqa: A002
    return _c2c(input, n, dim, norm, False) if input.is_complex() else _real_full(input, n, dim, norm, False)


@_autocast_ops.policy("fft_fft2")
def fft2(input, s=None, dim=(-2, -1), norm=None):  # noqa: A002
    return _c2c(input, s, dim, norm, True, all_dims=False)


@_autocast_ops.policy("fft_ifft2")
def ifft2(input, s=None, dim=(-2, -1), norm=None):  # noqa: A002
    return _c2c(input, s, dim, norm, False, all_dims=False)


@_autocast_ops.policy("fft_fftn")
def fftn(input, s=None, dim=None, norm=None):  # noqa: A002
    return _c2c(input, s, dim, norm, True)


@_autocast_ops.policy("fft_ifftn")
def ifftn(input, s=None, dim=None, norm=None):  # noqa: A002
    return _c2c(input, s, dim, norm, False)


@_autocast_ops.policy("fft_rfft")
def rfft(input, n=None, dim=-1, norm=None):  # noqa: A002
    return _r2c("rfft", input, n, dim, norm, True)


@_autocast_ops.policy("fft_rfft2")
def rfft2(input, s=None, dim=(-2, -1), norm=None):  # noqa: A002
    return _r2c("rfftn", input, s, dim, norm, True, all_dims=False)


@_autocast_ops.policy("fft_rfftn")
def rfftn(input, s=None, dim=None, norm=None):  # noqa: A002
    return _r2c("rfftn", input, s, dim, norm, True)


@_autocast_ops.policy("fft_ihfft")
def ihfft(input, n=None, dim=-1, norm=None):  # noqa: A002
    return _r2c("ihfft", input, n, dim, norm, False)


def ihfft2(input, s=None, dim=(-2, -1), norm=None):  # noqa: A002
    return _r2c("ihfftn", input, s, dim, norm, False, all_dims=False)


def ihfftn(input, s=None, dim=None, norm=None):  # noqa: A002
    return _r2c("ihfftn", input, s, dim, norm, False)


@_autocast_ops.policy("fft_irfft")
def irfft(input, n=None, dim=-1, norm=None):  # noqa: A002
    return _c2r(input, n, dim, norm, False)


@_autocast_ops.policy("fft_irfft2")
def irfft2(input, s=None, dim=(-2, -1), norm=None):  # noqa: A002
    return _c2r(input, s, dim, norm, False, all_dims=False)


@_autocast_ops.policy("fft_irfftn")
def irfftn(input, s=None, dim=None, norm=None):  # noqa: A002
    return _c2r(input, s, dim, norm, False)


@_autocast_ops.policy("fft_hfft")
def hfft(input, n=None, dim=-1, norm=None):  # noqa: A002
    return _c2r(input, n, dim, norm, True)


def hfft2(input, s=None, dim=(-2, -1), norm=None):  # noqa: A002
    return _c2r(input, s, dim, norm, True, all_dims=False)


def hfftn(input, s=None, dim=None, norm=None):  # noqa: A002
    return _c2r(input, s, dim, norm, True)


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


_out.accept_out(globals(), _out.FFT_NAMES, "fft_")
