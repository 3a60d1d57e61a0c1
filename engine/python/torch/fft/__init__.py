"""torch.fft: the discrete Fourier transforms (complex, real-input and Hermitian, over one, two or n dims), the sample
frequencies of a transform (fftfreq, rfftfreq) and the shifts that centre them (fftshift, ifftshift).

One-dim transforms of real signals and to real signals (rfft, irfft, hfft, ihfft, fft and ifft of real input) run
the engine's port of pocketfft's real FFT, the CPU kernel PyTorch uses, and so agree with PyTorch to the bit (see
_rows.py). The others run in float64 (see _dft.py) and round their result to the input's precision, agreeing with
pocketfft to within its own float32 rounding.
"""
import math

import torch

from . import _rows
from ._dft import dft

__all__ = ["fft", "ifft", "fft2", "ifft2", "fftn", "ifftn", "rfft", "irfft", "rfft2", "irfft2", "rfftn", "irfftn",
           "hfft", "ihfft", "hfft2", "ihfft2", "hfftn", "ihfftn", "fftfreq", "rfftfreq", "fftshift", "ifftshift"]

_SCALAR_NAMES = {torch.complex64: "ComplexFloat", torch.complex128: "ComplexDouble"}


def _scale(norm, n, forward):
    """The factor a transform of n points multiplies by under `norm`."""
    if norm is None or norm == "backward":
        return 1.0 if forward else 1.0 / n
    if norm == "ortho":
        return 1.0 / math.sqrt(n)
    if norm == "forward":
        return 1.0 / n if forward else 1.0
    raise RuntimeError(f'Invalid normalization mode: "{norm}"')


def _mode(norm, forward):
    """ATen's normalisation of a transform: 'none', 'root' (1/sqrt(n)) or 'n' (1/n)."""
    if norm is None or norm == "backward":
        return "none" if forward else "n"
    if norm == "ortho":
        return "root"
    if norm == "forward":
        return "n" if forward else "none"
    raise RuntimeError(f'Invalid normalization mode: "{norm}"')


def _row_real(input):  # noqa: A002
    """The real input a one-dim pocketfft transform takes (integers as the default dtype); None for the dtypes it
    does not."""
    if input.dtype in (torch.float32, torch.float64):
        return input
    return None if input.dtype.is_floating_point else input.to(torch.get_default_dtype())


def _parts(input):  # noqa: A002
    """(real part, imaginary part or None, result's complex dtype) of a transform's input, parts in float64."""
    if input.is_complex():
        input = input.resolve_conj()
        return input.real.to(torch.float64), input.imag.to(torch.float64), input.dtype
    real = input.dtype if input.dtype.is_floating_point else torch.get_default_dtype()
    return input.to(torch.float64), None, torch.complex128 if real is torch.float64 else torch.complex64


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
    """t cut or zero-padded to n points along dim (None stays None)."""
    if t is None or t.shape[dim] == n:
        return t
    if t.shape[dim] > n:
        return t.narrow(dim, 0, n)
    pad = list(t.shape)
    pad[dim] = n - t.shape[dim]
    return torch.cat([t, t.new_zeros(pad)], dim)


def _along(re, im, dim, sign):
    re, im = dft(re.movedim(dim, -1), None if im is None else im.movedim(dim, -1), sign)
    return re.movedim(-1, dim), im.movedim(-1, dim)


def _complex_result(re, im, dtype, scale):
    real = torch.float64 if dtype is torch.complex128 else torch.float32
    if scale != 1.0:
        re, im = re * scale, im * scale
    return torch.complex(re.to(real), im.to(real))


def _c2c(input, s, dim, norm, forward, all_dims=True):  # noqa: A002
    dims, sizes = _plan(input, s, dim, all_dims)
    re, im, dtype = _parts(input)
    for d, n in zip(dims, sizes):
        re, im = _resized(re, d, n), _resized(im, d, n)
    for d in dims:
        re, im = _along(re, im, d, -1 if forward else 1)
    return _complex_result(re, im, dtype, _scale(norm, math.prod(sizes), forward))


# what each real-input transform says of a complex input: ATen's one-dim and n-dim checks word it differently, and
# ihfftn has none of its own, so _fft_r2c's internal check speaks
_REAL_ONLY = {"rfft": "{name} expects a real input tensor, but got {dtype}",
              "ihfft": "{name} expects a real input tensor, but got {dtype}",
              "rfftn": "{name} expects a real-valued input tensor, but got {dtype}",
              "ihfftn": "Expected self.is_floating_point() to be true, but got false.  (Could this error message be "
                        "improved?  If so, please report an enhancement request to PyTorch.)"}


def _r2c(name, input, s, dim, norm, forward, all_dims=True):  # noqa: A002
    """A real input's transform, kept to the non-negative frequencies of its last dim (ihfft's is conjugated,
    which is the transform of the other sign)."""
    if input.is_complex():
        raise RuntimeError(_REAL_ONLY[name].format(name=name, dtype=_SCALAR_NAMES[input.dtype]))
    dims, sizes = _plan(input, s, dim, all_dims)
    real = _row_real(input)
    if len(dims) == 1 and real is not None:
        x = _resized(real, dims[0], sizes[0])
        out = _rows.r2c(x, dims[0], _rows.factor(x.dtype, _mode(norm, forward), sizes[0]))
        return out if name.startswith("r") else out.conj()
    re, _, dtype = _parts(input)
    for d, n in zip(dims, sizes):
        re = _resized(re, d, n)
    sign = -1 if name.startswith("r") else 1
    last = dims[-1]
    re, im = _along(re, None, last, sign)
    re, im = re.narrow(last, 0, sizes[-1] // 2 + 1), im.narrow(last, 0, sizes[-1] // 2 + 1)
    for d in dims[:-1]:
        re, im = _along(re, im, d, sign)
    return _complex_result(re, im, dtype, _scale(norm, math.prod(sizes), forward))


def _c2r(input, s, dim, norm, forward, all_dims=True):  # noqa: A002
    """The real signal whose last dim's spectrum is Hermitian, given its non-negative half: each row is completed
    by the conjugates of its mirror image (hfft's transform has the other sign)."""
    if s is not None and not isinstance(s, (list, tuple)):
        s = [s]
    dims, sizes = _plan(input, s, dim, all_dims)
    last = dims[-1]
    if s is None or s[-1] == -1:
        sizes[-1] = 2 * (input.shape[last] - 1)
    if sizes[-1] <= 0:
        raise RuntimeError(f"Invalid number of data points ({sizes[-1]}) specified")
    if len(dims) == 1 and (input.dtype in (torch.complex64, torch.complex128) or _row_real(input) is not None):
        z = input if input.is_complex() else _row_real(input)
        precision = torch.float64 if z.dtype in (torch.float64, torch.complex128) else torch.float32
        return _rows.c2r(z, last, sizes[-1], _rows.factor(precision, _mode(norm, forward), sizes[-1]), forward)
    re, im, dtype = _parts(input)
    half = sizes[-1] // 2 + 1
    for d, n in zip(dims, sizes[:-1] + [half]):
        re, im = _resized(re, d, n), _resized(im, d, n)
    sign = -1 if forward else 1
    for d in dims[:-1]:
        re, im = _along(re, im, d, sign)
    mirrored = sizes[-1] - half
    re = torch.cat([re, re.narrow(last, 1, mirrored).flip(last)], last)
    im = torch.cat([im, -im.narrow(last, 1, mirrored).flip(last)], last)
    re, _ = _along(re, im, last, sign)
    scale = _scale(norm, math.prod(sizes), forward)
    return (re * scale if scale != 1.0 else re).to(torch.float64 if dtype is torch.complex128 else torch.float32)


def _real_full(input, n, dim, norm, forward):  # noqa: A002
    """fft / ifft of a real signal as ATen runs it: the one-sided r2c, the rest filled in by conjugate symmetry,
    conjugated for the inverse."""
    (d,), (size,) = _plan(input, n, dim, True)
    x = _resized(_row_real(input), d, size)
    half = _rows.r2c(x, d, _rows.factor(x.dtype, _mode(norm, forward), size))
    full = torch.cat([half, half.narrow(d, 1, size - half.shape[d]).flip(d).conj()], d)
    return full if forward else full.conj()


def fft(input, n=None, dim=-1, norm=None):  # noqa: A002
    if not input.is_complex() and _row_real(input) is not None:
        return _real_full(input, n, dim, norm, True)
    return _c2c(input, n, dim, norm, True)


def ifft(input, n=None, dim=-1, norm=None):  # noqa: A002
    if not input.is_complex() and _row_real(input) is not None:
        return _real_full(input, n, dim, norm, False)
    return _c2c(input, n, dim, norm, False)


def fft2(input, s=None, dim=(-2, -1), norm=None):  # noqa: A002
    return _c2c(input, s, dim, norm, True, all_dims=False)


def ifft2(input, s=None, dim=(-2, -1), norm=None):  # noqa: A002
    return _c2c(input, s, dim, norm, False, all_dims=False)


def fftn(input, s=None, dim=None, norm=None):  # noqa: A002
    return _c2c(input, s, dim, norm, True)


def ifftn(input, s=None, dim=None, norm=None):  # noqa: A002
    return _c2c(input, s, dim, norm, False)


def rfft(input, n=None, dim=-1, norm=None):  # noqa: A002
    return _r2c("rfft", input, n, dim, norm, True)


def rfft2(input, s=None, dim=(-2, -1), norm=None):  # noqa: A002
    return _r2c("rfftn", input, s, dim, norm, True, all_dims=False)


def rfftn(input, s=None, dim=None, norm=None):  # noqa: A002
    return _r2c("rfftn", input, s, dim, norm, True)


def ihfft(input, n=None, dim=-1, norm=None):  # noqa: A002
    return _r2c("ihfft", input, n, dim, norm, False)


def ihfft2(input, s=None, dim=(-2, -1), norm=None):  # noqa: A002
    return _r2c("ihfftn", input, s, dim, norm, False, all_dims=False)


def ihfftn(input, s=None, dim=None, norm=None):  # noqa: A002
    return _r2c("ihfftn", input, s, dim, norm, False)


def irfft(input, n=None, dim=-1, norm=None):  # noqa: A002
    return _c2r(input, n, dim, norm, False)


def irfft2(input, s=None, dim=(-2, -1), norm=None):  # noqa: A002
    return _c2r(input, s, dim, norm, False, all_dims=False)


def irfftn(input, s=None, dim=None, norm=None):  # noqa: A002
    return _c2r(input, s, dim, norm, False)


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
