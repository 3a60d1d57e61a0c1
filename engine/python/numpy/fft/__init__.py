"""numpy.fft through torch.fft (both are pocketfft): numpy computes every transform in double precision, so inputs
are taken as float64 or complex128 and the results are complex128 (float64 for the inverse real transforms)."""
from .. import _manip
from .._creation import arange, asarray
from .._dtype import COMPLEX128, FLOAT64
from .._ndarray import empty_array

__all__ = ["fft", "ifft", "rfft", "irfft", "hfft", "ihfft", "fft2", "ifft2", "rfft2", "irfft2", "fftn", "ifftn",
           "rfftn", "irfftn", "fftfreq", "rfftfreq", "fftshift", "ifftshift"]


def _tensor(a, real_only):
    import torch

    a = asarray(a)
    if a.dtype.kind == "c":
        if real_only:
            a = a.real
        else:
            return torch.tensor(a.astype(COMPLEX128))
    return torch.tensor(a.astype(FLOAT64))


def _transform(name, real_input=False):
    def one(a, n=None, axis=-1, norm=None):
        import torch

        out = getattr(torch.fft, name)(_tensor(a, real_input), n=n, dim=axis, norm=norm)
        return out.numpy()
    one.__name__ = name
    return one


def _transform_n(name, real_input=False, default_axes=None):
    def many(a, s=None, axes=default_axes, norm=None):
        import torch

        out = getattr(torch.fft, name)(_tensor(a, real_input), s=s, dim=axes, norm=norm)
        return out.numpy()
    many.__name__ = name
    return many


fft, ifft, hfft = _transform("fft"), _transform("ifft"), _transform("hfft")
rfft, ihfft = _transform("rfft", True), _transform("ihfft", True)
irfft = _transform("irfft")
fft2, ifft2, irfft2 = (_transform_n(n, default_axes=(-2, -1)) for n in ("fft2", "ifft2", "irfft2"))
rfft2 = _transform_n("rfft2", True, (-2, -1))
fftn, ifftn, irfftn = _transform_n("fftn"), _transform_n("ifftn"), _transform_n("irfftn")
rfftn = _transform_n("rfftn", True)


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
