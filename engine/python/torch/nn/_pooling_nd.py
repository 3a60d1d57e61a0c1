"""3-D pooling and the adaptive max pools, built on windows of the input: as_strided views of it padded (with -inf
for a max, zeros for an average), one window per output position, reduced in the CPU kernels' element order (depth,
then rows, then columns) and recorded under the ATen nodes' names.
"""
import math

from .. import _autocast_ops, _memory_format
from ._more_functional import _recorded_as


def _torch():
    import torch

    return torch


def _triple(v):
    return tuple(v) if isinstance(v, (tuple, list)) else (v, v, v)


def _output_size(size, k, s, p, d, ceil):
    span = size + 2 * p - d * (k - 1) - 1
    out = (span + (s - 1 if ceil else 0)) // s + 1
    if ceil and (out - 1) * s >= size + p:  # the last window must start inside the input or its left padding
        out -= 1
    return out


def _batched(input):  # noqa: A002
    if input.dim() not in (4, 5):
        raise RuntimeError("non-empty 4D or 5D (batch mode) tensor expected for input")
    return input if input.dim() == 5 else input.unsqueeze(0)


def _geometry(x, kernel_size, stride, padding, dilation, ceil_mode):
    k = _triple(kernel_size)
    s = _triple(stride) if stride not in (None, [], ()) else k
    p, d = _triple(padding), _triple(dilation)
    # pooling_output_shape's checks, dimension by dimension
    for ki, si, pi, di in zip(k, s, p, d):
        if si == 0:
            raise RuntimeError("stride should not be zero")
        if pi < 0:
            raise RuntimeError(f"pad must be non-negative, but got pad: {pi}")
        if pi > ((ki - 1) * di + 1) // 2:
            raise RuntimeError(f"pad should be at most half of effective kernel size, but got pad={pi}, "
                               f"kernel_size={ki} and dilation={di}")
    sizes = x.shape[-3:]
    outs = tuple(_output_size(n, *g, ceil_mode) for n, *g in zip(sizes, k, s, p, d))
    if min(outs) <= 0:
        raise RuntimeError(f"Given input size: ({'x'.join(map(str, x.shape[1:]))}). Calculated output size: "
                           f"({x.shape[1]}x{'x'.join(map(str, outs))}). Output size is too small")
    return k, s, p, d, outs


def _windows(x, k, s, p, d, outs, fill):
    """(N, C, OD, OH, OW, kd*kh*kw): every window of x padded with fill, its elements in row-major order."""
    torch = _torch()
    pads = []
    for n, o, ki, si, pi, di in reversed(list(zip(x.shape[-3:], outs, k, s, p, d))):
        reach = (o - 1) * si + di * (ki - 1) + 1
        pads += [pi, max(reach - pi - n, 0)]
    padded = torch.nn.functional.pad(x, pads, value=fill).contiguous()
    st = padded.stride()
    view = padded.as_strided((*padded.shape[:2], *outs, *k),
                             (*st[:2], *(st[2 + i] * s[i] for i in range(3)), *(st[2 + i] * d[i] for i in range(3))))
    return view.reshape(*view.shape[:5], -1)


def _sequential_sum(windows):
    total = windows[..., 0]
    for j in range(1, windows.shape[-1]):
        total = total + windows[..., j]
    return total


@_autocast_ops.policy("max_pool3d")
def max_pool3d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,  # noqa: A002
               return_indices=False):
    torch = _torch()
    x = _batched(input)
    k, s, p, d, outs = _geometry(x, kernel_size, stride, padding, dilation, ceil_mode)
    values, at = _windows(x, k, s, p, d, outs, -math.inf).max(-1)
    values = _recorded_as("MaxPool3DWithIndicesBackward0", values)
    if input.dim() == 4:
        values = values.squeeze(0)
    if not return_indices:
        return values
    # the window element's place in the input, as a flat index over depth, rows and columns
    D, H, W = x.shape[-3:]
    coords = []
    for axis, rest in enumerate((k[1] * k[2], k[2], 1)):
        offset = (at // rest) % k[axis]
        base = torch.arange(outs[axis], device=x.device).reshape([-1 if i == axis else 1 for i in range(3)]) * s[axis] - p[axis]
        coords.append(base + offset * d[axis])
    indices = (coords[0] * H + coords[1]) * W + coords[2]
    return values, indices.squeeze(0) if input.dim() == 4 else indices


@_autocast_ops.policy("avg_pool3d")
def avg_pool3d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,  # noqa: A002
               divisor_override=None):
    torch = _torch()
    x = _batched(input)
    if not x.dtype.is_floating_point:
        raise RuntimeError(f"\"avg_pool3d_out_frame\" not implemented for '{str(x.dtype)[6:].capitalize()}'")
    if divisor_override is not None and divisor_override == 0:
        raise RuntimeError("divisor must be not zero")
    k, s, p, d, outs = _geometry(x, kernel_size, stride, padding, 1, ceil_mode)
    total = _sequential_sum(_windows(x, k, s, p, d, outs, 0.0))
    if divisor_override is not None:
        divisor = torch.tensor(float(divisor_override), dtype=x.dtype, device=x.device)
    else:
        factors = []
        for axis, n in enumerate(x.shape[-3:]):
            per = []
            for o in range(outs[axis]):
                start = o * s[axis] - p[axis]
                end = min(start + k[axis], n + p[axis])
                span = end - start
                if not count_include_pad:
                    span = min(end, n) - max(start, 0)
                per.append(span)
            factors.append(torch.tensor(per, dtype=x.dtype, device=x.device).reshape([-1 if i == axis else 1 for i in range(3)]))
        divisor = factors[0] * factors[1] * factors[2]
    out = _recorded_as("AvgPool3DBackward0", total / divisor)
    return out.squeeze(0) if input.dim() == 4 else out


def _adaptive_bounds(size, out):
    return [(o * size // out, -(-(o + 1) * size // out)) for o in range(out)]


def _adaptive_regions(input, sizes):  # noqa: A002
    """Each output cell's (start, end) per pooled dim and its input region, cells in row-major order."""
    import itertools

    dims = len(sizes)
    for cell in itertools.product(*(_adaptive_bounds(n, o) for n, o in zip(input.shape[-dims:], sizes))):
        region = input
        for axis, (lo, hi) in enumerate(cell):
            region = region.narrow(input.dim() - dims + axis, lo, hi - lo)
        yield cell, region


def _adaptive_sizes(output_size, x, dims):
    sizes = (output_size,) * dims if isinstance(output_size, int) else tuple(output_size)
    return tuple(x.shape[-dims + i] if n is None else n for i, n in enumerate(sizes))


def check_dim_range(name, input, lo, hi):  # noqa: A002
    """checkDimRange: the 1-d pools' refusal of an input with other than lo to hi - 1 dims."""
    if not lo <= input.dim() < hi:
        raise RuntimeError(f"Expected {lo} to {hi - 1} dimensions, but got {input.dim()}-dimensional tensor for "
                           f"argument #1 'self' (while checking arguments for {name})")


def _adaptive_max(input, output_size, return_indices, dims, node):  # noqa: A002
    """Each output cell the max of its input region (start floor(o * I / O), end ceil((o + 1) * I / O))."""
    torch = _torch()
    if dims == 1:
        check_dim_range("adaptive_max_pool1d", input, 2, 4)
    if input.dim() not in (dims + 1, dims + 2):
        raise RuntimeError(f"adaptive_max_pool{dims}d(): Expected {dims + 1}D or {dims + 2}D tensor, but got: "
                           f"{list(input.shape)}")
    sizes = _adaptive_sizes(output_size, input, dims)
    spatial = input.shape[-dims:]
    lead = input.shape[:-dims]
    indices = []
    with torch.no_grad():
        for cell, region in _adaptive_regions(input, sizes):
            at = region.reshape(*lead, -1).argmax(-1)
            # the region's flat argmax back to a flat index over the whole input plane
            flat = torch.zeros_like(at)
            rest = at
            widths = [hi - lo for lo, hi in cell]
            for axis in range(dims):
                inner = math.prod(widths[axis + 1:])
                pos = rest // inner + cell[axis][0]
                rest = rest % inner
                flat = flat * spatial[axis] + pos
            indices.append(flat)
    index = torch.stack(indices, -1)
    # the maxima gathered by their indices: the gradient then adds onto each maximum's place in output order, as the
    # backward kernel does
    out = input.flatten(-dims).gather(-1, index).reshape(*lead, *sizes)
    index = index.reshape(*lead, *sizes)
    if dims == 2:  # the 3-d kernel has no channels-last form: its results are contiguous
        out, index = _memory_format.kept(input, out, index)
    out = _recorded_as(node, out)
    return (out, index) if return_indices else out


def adaptive_max_pool1d(input, output_size, return_indices=False):  # noqa: A002
    return _adaptive_max(input, output_size, return_indices, 1, "AdaptiveMaxPool2DBackward0")


def adaptive_max_pool2d(input, output_size, return_indices=False):  # noqa: A002
    return _adaptive_max(input, output_size, return_indices, 2, "AdaptiveMaxPool2DBackward0")


@_autocast_ops.policy("adaptive_max_pool3d")
def adaptive_max_pool3d(input, output_size, return_indices=False):  # noqa: A002
    return _adaptive_max(input, output_size, return_indices, 3, "AdaptiveMaxPool3DBackward0")


@_autocast_ops.policy("adaptive_avg_pool3d")
def adaptive_avg_pool3d(input, output_size):  # noqa: A002
    """Each output cell the sum of its region, in order, divided by the region's depth, rows and columns in turn."""
    if input.dim() not in (4, 5):
        raise RuntimeError(f"adaptive_avg_pool3d(): Expected 4D or 5D tensor, but got {list(input.shape)}")
    sizes = _adaptive_sizes(output_size, input, 3)
    if sizes == (1, 1, 1):
        # as PyTorch: a mean over the volume
        return input.mean((-1, -2, -3), keepdim=True)
    from ._adaptive_avg_pool3d import AdaptiveAvgPool3d

    return AdaptiveAvgPool3d.apply(input, sizes)
