# Binary ops PyTorch gives no Scalar overload (maximum, atan2, hypot, logical_and, ...) refuse a Python number where a
# tensor goes, as its argument parser does; ops with one (pow, copysign, xlogy, where, fmod) take it.
import torch
x = torch.tensor([1., -2.])
for f in [lambda: torch.maximum(x, 0), lambda: x.maximum(0.5), lambda: torch.minimum(x, torch.tensor(0.)), lambda: torch.atan2(x, 1.0), lambda: x.atan2_(2), lambda: torch.hypot(x, 2),
          lambda: torch.logical_and(x, True), lambda: x.logical_or(0), lambda: torch.logaddexp(x, 1.), lambda: torch.fmax(x, 1), lambda: torch.heaviside(x, 0.5), lambda: torch.igamma(x.abs(), 2.),
          lambda: torch.maximum(0, x), lambda: torch.pow(x, 2), lambda: torch.copysign(x, -1), lambda: torch.xlogy(x, 2), lambda: torch.where(x > 0, x, 0.), lambda: torch.fmod(x, 1.5),
          lambda: torch.maximum(input=x, other=1), lambda: torch.nextafter(x, 1.)]:
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
