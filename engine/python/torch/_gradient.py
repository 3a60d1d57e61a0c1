"""torch.gradient, as ATen's ReduceOps.cpp computes it: central differences inside, one-sided ones of first or second
order at the edges, over a uniform spacing (a number per dim) or given coordinates (a 1-D tensor per dim)."""
from ._tensor import Tensor


def _check(input, spacing_size, dims, edge_order):  # noqa: A002
    """pre_check_gradient: the spacing's length against the dims, the edge order, each size against it."""
    from . import uint8

    if input.dtype is uint8:
        raise RuntimeError("torch.gradient does not support uint8 input.")
    if spacing_size is not None and dims is None and spacing_size != input.dim():
        raise RuntimeError("torch.gradient expected spacing to be unspecified, a scalar, or a list of length equal to "
                           f"'self.dim() = {input.dim()}', since dim argument was not given, but got a list of length "
                           f"{spacing_size}")
    if spacing_size is not None and dims is not None and spacing_size != len(dims):
        raise RuntimeError("torch.gradient expected spacing to be unspecified, a scalar or it's spacing and dim "
                           f"arguments to have the same length, but got a spacing argument of length {spacing_size} "
                           f"and a dim argument of length {len(dims)}.")
    if edge_order not in (1, 2):
        raise RuntimeError("torch.gradient only supports edge_order=1 and edge_order=2.")
    for d in range(input.dim()) if dims is None else dims:
        if input.size(d) < edge_order + 1:
            raise RuntimeError("torch.gradient expected each dimension size to be at least edge_order+1")


def _uniform(input, step, d, edge_order):  # noqa: A002
    """gradient_helper_float along one dim."""
    from . import cat

    n = input.size(d)

    def at(i):
        return input.narrow(d, i, 1)

    center = (input.narrow(d, 2, n - 2) - input.narrow(d, 0, n - 2)) / step
    if edge_order == 1:
        before = (at(1) - at(0)) / step
        after = (at(n - 1) - at(n - 2)) / step
    else:
        before = (-1.5 * at(0) + 2 * at(1) - 0.5 * at(2)) / step
        after = (0.5 * at(n - 3) - 2 * at(n - 2) + 1.5 * at(n - 1)) / step
    return cat([before, center / 2, after], d)


def _coordinates(input, x, d, edge_order):  # noqa: A002
    """gradient_helper along one dim: second-order differences weighted by the uneven steps of coordinates x."""
    from . import cat

    if x.dim() != 1:
        raise RuntimeError("torch.gradient expected each element of spacing to have one dimension, but got an element "
                           f"with {x.dim()} dimensions!")
    n = input.size(d)
    shape = [1] * input.dim()
    shape[d] = -1
    dx = x.diff(1, 0)
    dx1, dx2 = dx[:-1], dx[1:]
    a = (-dx2 / (dx1 * (dx1 + dx2))).reshape(shape)
    b = ((dx2 - dx1) / (dx1 * dx2)).reshape(shape)
    c = (dx1 / (dx2 * (dx1 + dx2))).reshape(shape)
    center = a * input.narrow(d, 0, n - 2) + b * input.narrow(d, 1, n - 2) + c * input.narrow(d, 2, n - 2)
    first, second, last = input.narrow(d, 0, 1), input.narrow(d, 1, 1), input.narrow(d, n - 1, 1)
    penult = input.narrow(d, n - 2, 1)
    if edge_order == 1:
        before = (second - first) / dx[0]
        after = (last - penult) / dx[-1]
    else:
        third, antepenult = input.narrow(d, 2, 1), input.narrow(d, n - 3, 1)
        before = (-(2.0 * dx[0] + dx[1]) / (dx[0] * (dx[0] + dx[1])) * first
                  + (dx[0] + dx[1]) / (dx[0] * dx[1]) * second
                  + (-dx[0]) / (dx[1] * (dx[0] + dx[1])) * third)
        after = (dx[-1] / (dx[-2] * (dx[-1] + dx[-2])) * antepenult
                 - (dx[-1] + dx[-2]) / (dx[-1] * dx[-2]) * penult
                 + (2 * dx[-1] + dx[-2]) / (dx[-1] * (dx[-1] + dx[-2])) * last)
    return cat([before, center, after], d)


def gradient(input, *, spacing=None, dim=None, edge_order=1):  # noqa: A002
    dims = None if dim is None else ([dim] if isinstance(dim, int) else list(dim))
    if spacing is None or not isinstance(spacing, (list, tuple)):
        # a number (or none: 1) is the step along every dim asked for
        count = len(dims) if dims is not None else input.dim()
        _check(input, None if spacing is None else count, dims, edge_order)
        steps = [1.0 if spacing is None else spacing] * count
    else:
        _check(input, len(spacing), dims, edge_order)
        steps = list(spacing)
    dims = [d % max(input.dim(), 1) for d in (range(input.dim()) if dims is None else dims)]
    along = [_coordinates if isinstance(s, Tensor) else _uniform for s in steps]
    return tuple(fn(input, s, d, edge_order) for fn, s, d in zip(along, steps, dims))


FUNCTIONS = {"gradient": gradient}
