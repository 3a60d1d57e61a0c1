"""Tensors built from others by PyTorch's composite functions: Vandermonde matrices, diagonals, combinations,
consecutive runs, and the trapezoid rules (Integration.cpp's formulas, in their order of operations).
"""
import itertools

from ._tensor import Tensor, _wrap_dim


def _torch():
    import torch

    return torch


def vander(x, N=None, increasing=False):  # noqa: N803
    torch = _torch()
    if x.dim() != 1:
        raise RuntimeError("x must be a one-dimensional tensor.")
    n = x.shape[0] if N is None else N
    if n < 0:
        raise RuntimeError("N must be non-negative.")
    # integer inputs count in int64, as cumprod promotes them
    result = torch.ones(x.shape[0], n, dtype=torch.promote_types(x.dtype, torch.int64), device=x.device)
    if n > 1:
        powers = torch.cat([result[:, :1], x.unsqueeze(1).expand(-1, n - 1).to(result.dtype).cumprod(1)], 1)
        result = powers
    return result if increasing else result.flip(1)


def diagflat(input, offset=0):  # noqa: A002
    return input.contiguous().reshape(-1).diag(offset)


def fill_diagonal_(self, fill_value, wrap=False):
    """Writes fill_value along the main diagonal (of a tall matrix again every width + 1 rows with wrap), through
    as_strided views of self's storage as PyTorch's kernel does."""
    if self.dim() < 2:
        raise RuntimeError("dimensions must larger than 1")
    height, width = self.shape[0], self.shape[1]
    if self.dim() > 2 and any(n != height for n in self.shape[1:]):
        raise RuntimeError("all dimensions of input must be of equal length")
    step = sum(self.stride())
    size = min(height, width)
    self.as_strided((size,), (step,), self.storage_offset()).fill_(fill_value)
    if wrap and self.dim() == 2 and height > width + 1:
        extra = (self.numel() + width) // (width + 1) - size
        self.as_strided((extra,), (step,), self.storage_offset() + self.stride(0) * (width + 1)).fill_(fill_value)
    return self


def empty_strided(size, stride, *, dtype=None, layout=None, device=None, requires_grad=False, pin_memory=False):
    torch = _torch()
    if len(size) != len(stride):
        # computeStorageNbytes's check, before as_strided's own
        raise RuntimeError(f"dimensionality of sizes ({len(size)}) must match dimensionality of strides "
                           f"({len(stride)})")
    extent = 0 if 0 in size else 1 + sum((n - 1) * s for n, s in zip(size, stride))
    # a tensor of its own, not a view of the storage it was cut from
    out = torch.empty(extent, dtype=dtype, device=device).as_strided(tuple(size), tuple(stride)).detach()
    return out._set_requires_grad(True) if requires_grad else out


def combinations(input, r=2, with_replacement=False):  # noqa: A002
    torch = _torch()
    if input.dim() != 1:
        raise RuntimeError(f"Expect a 1D vector, but got shape {list(input.shape)}")
    if r < 0:
        raise RuntimeError(f"Expect a non-negative number, but got {r}")
    if r == 0:
        return torch.empty(0, dtype=input.dtype, device=input.device)
    pick = itertools.combinations_with_replacement if with_replacement else itertools.combinations
    chosen = list(pick(range(input.shape[0]), r))
    if not chosen:
        return torch.empty(0, r, dtype=input.dtype, device=input.device)
    return torch.stack([input[torch.tensor([c[j] for c in chosen], device=input.device)] for j in range(r)], 1)


def unique_consecutive(input, return_inverse=False, return_counts=False, dim=None):  # noqa: A002
    """Each run of equal elements (or equal slices along dim) kept once, with where each input went and run lengths."""
    torch = _torch()
    if dim is None:
        flat = input.reshape(-1)
        starts = torch.ones(flat.shape[0], dtype=torch.bool, device=input.device)
        if flat.shape[0] > 1:
            starts[1:] = flat[1:] != flat[:-1]
        output = flat[starts]
        inverse_shape = input.shape
    else:
        axis = _wrap_dim(dim, input.dim())
        moved = input.movedim(axis, 0).reshape(input.shape[axis], -1)
        starts = torch.ones(moved.shape[0], dtype=torch.bool, device=input.device)
        if moved.shape[0] > 1:
            starts[1:] = (moved[1:] != moved[:-1]).any(1)
        output = input.index_select(axis, starts.nonzero().reshape(-1))
        inverse_shape = (input.shape[axis],)
    results = [output]
    if return_inverse:
        results.append((starts.long().cumsum(0) - 1).reshape(inverse_shape))
    if return_counts:
        edges = torch.cat([starts.nonzero().reshape(-1), torch.tensor([starts.shape[0]], device=input.device)])
        results.append(edges[1:] - edges[:-1])
    return results[0] if len(results) == 1 else tuple(results)


def _x_along(y, x, dim, name):
    """x viewed so its differences broadcast against y's along dim (Integration.cpp's views)."""
    if x.dim() == 1:
        if x.shape[0] != y.shape[dim]:
            raise RuntimeError(f"{name}: There must be one `x` value for each sample point")
        shape = [1] * y.dim()
        shape[dim] = x.shape[0]
        return x.view(shape)
    if x.dim() < y.dim():
        return x.view([1] * (y.dim() - x.dim()) + list(x.shape))
    return x


def _check_inputs(name, y, x, dx):
    torch = _torch()
    if y.dtype == torch.bool or (x is not None and x.dtype == torch.bool):
        what = "`x` or `y`" if x is not None else "`y`"
        raise RuntimeError(f"{name}: received a bool input for {what}, but bool is not supported")
    if dx is not None and isinstance(dx, (bool, complex)):
        raise RuntimeError(f"{name}: Currently, we only support dx as a real number.")


def trapezoid(y, x=None, *, dx=None, dim=-1):
    torch = _torch()
    if x is not None and dx is not None:
        raise TypeError("trapezoid() received an invalid combination of arguments: both x and dx were given")
    axis = _wrap_dim(dim, y.dim())
    if y.shape[axis] == 0:
        return torch.zeros([n for i, n in enumerate(y.shape) if i != axis], dtype=y.dtype, device=y.device)
    if isinstance(x, Tensor):
        _check_inputs("trapezoid", y, x, None)
        xs = _x_along(y, x, axis, "trapezoid")
        step = xs.narrow(axis, 1, xs.shape[axis] - 1) - xs.narrow(axis, 0, xs.shape[axis] - 1)
        n = y.shape[axis]
        return ((y.narrow(axis, 0, n - 1) + y.narrow(axis, 1, n - 1)) * step).sum(axis) / 2.0
    step = 1 if x is None and dx is None else (x if x is not None else dx)
    _check_inputs("trapezoid", y, None, step)
    return (y.sum(axis) - (y.select(axis, 0) + y.select(axis, -1)) * 0.5) * float(step)


def trapz(y, x=None, *, dx=None, dim=-1):
    return trapezoid(y, x, dx=dx, dim=dim)


def cumulative_trapezoid(y, x=None, *, dx=None, dim=-1):
    axis = _wrap_dim(dim, y.dim())
    n = y.shape[axis]
    left, right = y.narrow(axis, 0, max(n - 1, 0)), y.narrow(axis, min(1, n), max(n - 1, 0))
    if isinstance(x, Tensor):
        _check_inputs("cumulative_trapezoid", y, x, None)
        xs = _x_along(y, x, axis, "cumulative_trapezoid")
        step = xs.narrow(axis, 1, xs.shape[axis] - 1) - xs.narrow(axis, 0, xs.shape[axis] - 1)
        return ((left + right) * step).cumsum(axis) / 2.0
    step = 1 if x is None and dx is None else (x if x is not None else dx)
    _check_inputs("cumulative_trapezoid", y, None, step)
    return (float(step) / 2.0 * (left + right)).cumsum(axis)


def narrow_copy(input, dim, start, length):  # noqa: A002
    """narrow's elements in a new contiguous tensor (narrow_copy_dense's checks are narrow's)."""
    return input.narrow(dim, start, length).clone(memory_format=_torch().contiguous_format)


def detach_copy(input):  # noqa: A002
    """detach's elements in a new tensor of their own, outside the graph."""
    return input.detach().clone()


def alias_copy(input):  # noqa: A002
    """alias's elements in a new tensor: a copy that gradients flow through, as clone."""
    return input.clone()


METHODS = {"diagflat": diagflat, "unique_consecutive": unique_consecutive,
           "fill_diagonal_": fill_diagonal_, "narrow_copy": narrow_copy}
FUNCTIONS = {"diagflat": diagflat, "unique_consecutive": unique_consecutive, "narrow_copy": narrow_copy,
             "detach_copy": detach_copy, "alias_copy": alias_copy,
             "empty_strided": empty_strided, "vander": vander, "combinations": combinations, "trapezoid": trapezoid, "trapz": trapz,
             "cumulative_trapezoid": cumulative_trapezoid}
