"""numpy.random: normal and rand with numpy's shapes and dtypes (not numpy's exact random stream)."""
import math
import random as _random

from . import float64, ndarray

_rng = _random.Random()


def seed(value=None):
    _rng.seed(value)


def _shape(size):
    if size is None:
        return None
    return (size,) if isinstance(size, int) else tuple(size)


def normal(loc=0.0, scale=1.0, size=None):
    """Samples of N(loc, scale); array-valued loc or scale broadcast, as numpy's do."""
    locs = loc if isinstance(loc, (list, tuple)) else None
    shape = _shape(size)
    if shape is None and locs is not None:
        shape = (len(locs),)
    if shape is None:
        return float64(_rng.gauss(loc, scale))
    n = math.prod(shape)
    means = [locs[i % len(locs)] for i in range(n)] if locs is not None else [loc] * n
    return ndarray([_rng.gauss(m, scale) for m in means], shape, float64._dtype)


def rand(*shape):
    if not shape:
        return float64(_rng.random())
    return ndarray([_rng.random() for _ in range(math.prod(shape))], shape, float64._dtype)
