"""numpy.fft as numpy 1.24's numpy/fft/_pocketfft.py runs it: the same argument handling (crop or zero-pad to n,
the norm's scale factor, n-dimensional transforms one axis at a time, last axis first), over the engine's port of
numpy's C pocketfft module, whose numbers differ from PyTorch's pocketfft. Every transform computes in double:
results are complex128 (float64 for the inverse real transforms)."""
from .. import _manip
from .._creation import arange, asarray, zeros
from .._dtype import COMPLEX128, FLOAT64
from .._manip import swapaxes, take
from .._ndarray import empty_array
from .._ufunc import conjugate, normalize_axis, sqrt

__all__ = ["fft", "ifft", "rfft", "irfft", "hfft", "ihfft", "fft2", "ifft2", "rfft2", "irfft2", "fftn", "ifftn",
           "rfftn", "irfftn", "fftfreq", "rfftfreq", "fftshift", "ifftshift"]


def _execute(a, is_real, is_forward, fct):
    """_pocketfft_internal.execute: the transform along the last axis."""
    import torch
    from torch import _engine

    if is_real and is_forward:
        out = _engine.call("_numpy_fft_r2c", (torch.tensor(a.astype(FLOAT64)), fct), {})
        return torch.view_as_complex(out).numpy()
    pairs = torch.view_as_real(torch.tensor(a.astype(COMPLEX128)))
    if is_real:
        return _engine.call("_numpy_fft_c2r", (pairs, fct), {}).numpy()
    return torch.view_as_complex(_engine.call("_numpy_fft_c2c", (pairs, bool(is_forward), fct), {})).numpy()


def _raw_fft(a, n, axis, is_real, is_forward, inv_norm):
    axis = normalize_axis(axis, a.ndim)
    if n is None:
        n = a.shape[axis]
    fct = 1 / inv_norm
    if a.shape[axis] != n:
        s = list(a.shape)
        index = [slice(None)] * len(s)
        if s[axis] > n:
            index[axis] = slice(0, n)
            a = a[tuple(index)]
        else:
            index[axis] = slice(0, s[axis])
            s[axis] = n
            z = zeros(s, a.dtype.char)
            z[tuple(index)] = a
            a = z
    if axis == a.ndim - 1:
        return _execute(a, is_real, is_forward, fct)
    return swapaxes(_execute(swapaxes(a, axis, -1), is_real, is_forward, fct), axis, -1)


def _norm_error(norm, sep):
    return ValueError(f'Invalid norm value {norm}; should be "backward",{sep}"ortho" or "forward".')


def _get_forward_norm(n, norm):
    if n < 1:
        raise ValueError(f"Invalid number of FFT data points ({n}) specified.")
    if norm is None or norm == "backward":
        return 1
    if norm == "ortho":
        return sqrt(n)
    if norm == "forward":
        return n
    raise _norm_error(norm, "")


def _get_backward_norm(n, norm):
    if n < 1:
        raise ValueError(f"Invalid number of FFT data points ({n}) specified.")
    if norm is None or norm == "backward":
        return n
    if norm == "ortho":
        return sqrt(n)
    if norm == "forward":
        return 1
    raise _norm_error(norm, " ")


_SWAP_DIRECTION_MAP = {"backward": "forward", None: "forward", "ortho": "ortho", "forward": "backward"}


def _swap_direction(norm):
    try:
        return _SWAP_DIRECTION_MAP[norm]
    except KeyError:
        raise _norm_error(norm, " ") from None


def _transform(name, is_real, is_forward):
    """fft, ifft, rfft or irfft: the transform along one axis, n points (irfft's default: the spectrum's)."""
    def transform(a, n=None, axis=-1, norm=None):
        a = asarray(a)
        if n is None:
            n = (a.shape[axis] - 1) * 2 if is_real and not is_forward else a.shape[axis]
        inv_norm = (_get_forward_norm if is_forward else _get_backward_norm)(n, norm)
        return _raw_fft(a, n, axis, is_real, is_forward, inv_norm)
    transform.__name__ = transform.__qualname__ = name
    return transform


fft, ifft = _transform("fft", False, True), _transform("ifft", False, False)
rfft, irfft = _transform("rfft", True, True), _transform("irfft", True, False)


def hfft(a, n=None, axis=-1, norm=None):
    a = asarray(a)
    if n is None:
        n = (a.shape[axis] - 1) * 2
    return irfft(conjugate(a), n, axis, norm=_swap_direction(norm))


def ihfft(a, n=None, axis=-1, norm=None):
    a = asarray(a)
    if n is None:
        n = a.shape[axis]
    return conjugate(rfft(a, n, axis, norm=_swap_direction(norm)))


def _cook_nd_args(a, s=None, axes=None, invreal=0):
    shapeless = s is None
    if s is None:
        s = list(a.shape) if axes is None else take(a.shape, axes)
    s = list(s)
    if axes is None:
        axes = list(range(-len(s), 0))
    if len(s) != len(axes):
        raise ValueError("Shape and axes have different lengths.")
    if invreal and shapeless:
        s[-1] = (a.shape[axes[-1]] - 1) * 2
    return s, axes


def _raw_fftnd(a, s=None, axes=None, function=fft, norm=None):
    a = asarray(a)
    s, axes = _cook_nd_args(a, s, axes)
    for ii in reversed(range(len(axes))):
        a = function(a, n=s[ii], axis=axes[ii], norm=norm)
    return a


def fftn(a, s=None, axes=None, norm=None):
    return _raw_fftnd(a, s, axes, fft, norm)


def ifftn(a, s=None, axes=None, norm=None):
    return _raw_fftnd(a, s, axes, ifft, norm)


def fft2(a, s=None, axes=(-2, -1), norm=None):
    return _raw_fftnd(a, s, axes, fft, norm)


def ifft2(a, s=None, axes=(-2, -1), norm=None):
    return _raw_fftnd(a, s, axes, ifft, norm)


def rfftn(a, s=None, axes=None, norm=None):
    a = asarray(a)
    s, axes = _cook_nd_args(a, s, axes)
    a = rfft(a, s[-1], axes[-1], norm)
    for ii in range(len(axes) - 1):
        a = fft(a, s[ii], axes[ii], norm)
    return a


def rfft2(a, s=None, axes=(-2, -1), norm=None):
    return rfftn(a, s, axes, norm)


def irfftn(a, s=None, axes=None, norm=None):
    a = asarray(a)
    s, axes = _cook_nd_args(a, s, axes, invreal=1)
    for ii in range(len(axes) - 1):
        a = ifft(a, s[ii], axes[ii], norm)
    return irfft(a, s[-1], axes[-1], norm)


def irfft2(a, s=None, axes=(-2, -1), norm=None):
    return irfftn(a, s, axes, norm)


def fftfreq(n, d=1.0):
    val = 1.0 / (n * d)
    results = empty_array((n,), arange(0).dtype)
    half = (n - 1) // 2 + 1
    results[:half] = arange(0, half)
    results[half:] = arange(-(n // 2), 0)
    return results * val


def rfftfreq(n, d=1.0):
    return arange(0, n // 2 + 1) * (1.0 / (n * d))


def _shift(x, axes, sign):
    x = asarray(x)
    if axes is None:
        axes = tuple(range(x.ndim))
        shift = [sign * (dim // 2) for dim in x.shape]
    elif isinstance(axes, int):
        shift = sign * (x.shape[axes] // 2)
    else:
        shift = [sign * (x.shape[ax] // 2) for ax in axes]
    return _manip.roll(x, shift, axes)


def fftshift(x, axes=None):
    return _shift(x, axes, 1)


def ifftshift(x, axes=None):
    return _shift(x, axes, -1)
