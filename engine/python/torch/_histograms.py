"""torch.histc, torch.histogram, torch.histogramdd and torch.bincount as ATen's Histogram.cpp and its CPU kernel
compute them: outer edges from the range or the input's extremes (widened when they meet), inner edges by linspace
in the input's dtype, each coordinate placed by linear interpolation in that dtype's arithmetic (histogram then
corrects it against the neighbouring edges, as a binary search over explicit edges would place it), NaN and values
outside the edges skipped, weights added in the input's dtype, and density dividing by the total and the bins' widths.
"""
import bisect
import builtins
import math
import struct

from . import return_types
from ._out import _CPP_NAMES, _scalar_name


def _torch():
    import torch

    return torch


def _cpp(dtype):
    return _CPP_NAMES[dtype._name]


def _rounding(dtype):
    """How the kernel's `hist[i] += w` rounds in the dtype."""
    if dtype == _torch().float64:
        return lambda v: v
    return lambda v: struct.unpack("f", struct.pack("f", v))[0]


def _not_implemented(kernel, dtype):
    return RuntimeError(f'"{kernel}" not implemented for \'{_scalar_name(dtype)}\'')


def _number(v):
    """A double as ATen's messages print it (%g-like: 1, 0.5, inf)."""
    return f"{v:g}"


def _outer_edges(coords, range):  # noqa: A002
    """select_outer_bin_edges: per dimension, the range's pair or the coordinates' extremes ([0, 1] when empty)."""
    n = coords.shape[-1]
    if range is not None:
        if len(range) != 2 * n:
            raise RuntimeError(f"torch.histogramdd: for a {n}-dimensional histogram range should have {2 * n} "
                               f"elements, but got {len(range)}")
        pairs = [(float(range[2 * d]), float(range[2 * d + 1])) for d in builtins.range(n)]
    elif coords.numel() > 0:
        if not coords.dtype.is_floating_point:
            raise _not_implemented("histogramdd", coords.dtype)
        pairs = list(zip(coords.amin(0).tolist(), coords.amax(0).tolist()))
    else:
        pairs = [(0.0, 1.0)] * n
    edges = []
    for d, (lo, hi) in enumerate(pairs):
        if not (math.isfinite(lo) and math.isfinite(hi)):
            raise RuntimeError(f"torch.histogramdd: dimension {d}'s range [{_number(lo)}, {_number(hi)}] is not finite")
        if lo > hi:
            raise RuntimeError(f"torch.histogramdd: min should not exceed max, but got min {_number(lo)} max "
                               f"{_number(hi)} for dimension {d}")
        edges.append((lo - 0.5, hi + 0.5) if lo == hi else (lo, hi))
    return edges


def _check_bin_counts(bins):
    for d, b in enumerate(bins):
        if b <= 0:
            raise RuntimeError(f"torch.histogram(): bins must be > 0, but got {b} for dimension {d}")


def _linspace_edges(coords, counts, outer):
    torch = _torch()
    return [torch.linspace(lo, hi, b + 1, dtype=coords.dtype, device=coords.device) for b, (lo, hi) in zip(counts, outer)]


def _check_inputs(coords, bins, weight):
    """histogramdd_check_inputs: coordinates of shape (..., N), N one-dimensional bin tensors of their dtype."""
    if coords.dim() < 2:
        raise RuntimeError(f"torch.histogramdd: input tensor should have at least 2 dimensions, but got {coords.dim()}")
    n = coords.shape[-1]
    if len(bins) != n:
        raise RuntimeError(f"torch.histogramdd: expected {n} sequences of bin edges for a {n}-dimensional histogram "
                           f"but got {len(bins)}")
    for d, b in enumerate(bins):
        if b.dtype != coords.dtype:
            raise RuntimeError(f"torch.histogramdd: input tensor and bins tensors should have the same dtype, but got "
                               f"input with dtype {_cpp(coords.dtype)} and bins for dimension {d} with dtype "
                               f"{_cpp(b.dtype)}")
        if b.dim() != 1:
            raise RuntimeError(f"torch.histogramdd: bins tensor should have one dimension, but got {b.dim()} "
                               f"dimensions in the bins tensor for dimension {d}")
        if b.numel() == 0:
            raise RuntimeError(f"torch.histogramdd: bins tensor should have at least 1 element, but got 0 elements "
                               f"in the bins tensor for dimension {d}")
    if weight is not None:
        if weight.dtype != coords.dtype:
            raise RuntimeError(f"torch.histogramdd: if weight tensor is provided, input tensor and weight tensor should "
                               f"have the same dtype, but got input({_cpp(coords.dtype)}), and "
                               f"weight({_cpp(weight.dtype)})")
        if tuple(coords.shape[:-1]) != (tuple(weight.shape) or (1,)):
            raise RuntimeError(f"torch.histogramdd: if weight tensor is provided it should have the same shape as the "
                               f"input tensor excluding its innermost dimension, but got input with shape "
                               f"{list(coords.shape)} and weight with shape {list(weight.shape)}")


def _positions(column, edges, linear, local_search):
    """Each coordinate's bin along one dimension, None where it falls outside the edges or is NaN."""
    values = column.tolist()
    seq = edges.tolist()
    last = len(seq) - 1
    if linear:
        # (elt - leftmost) * (edge count - 1) / (rightmost - leftmost), each step in the input's dtype
        left, right = edges[0], edges[-1]
        scaled = ((column - left) * last / (right - left)).tolist()
    out = []
    for i, v in enumerate(values):
        if not (seq[0] <= v <= seq[-1]):
            out.append(None)
            continue
        if linear:
            pos = int(scaled[i])
            if local_search:
                lo, hi = max(0, pos - 1), min(pos + 2, len(seq))
                pos = bisect.bisect_right(seq, v, lo, hi) - 1
        else:
            pos = bisect.bisect_right(seq, v) - 1
        # the rightmost bin holds its right edge too
        out.append(pos - 1 if pos == last else pos)
    return out


def _fill(coords, edges, weight, density, linear=True, local_search=True):
    """histogramdd_out_cpu_template: the histogram of (M, N) coordinates over N edge sequences."""
    torch = _torch()
    coords = coords.reshape(-1, coords.shape[-1])
    if not coords.dtype.is_floating_point:
        raise _not_implemented("histogram_cpu", coords.dtype)
    shape = [e.numel() - 1 for e in edges]
    strides = [math.prod(shape[d + 1:]) for d in builtins.range(len(shape))]
    cells = [0.0] * math.prod(shape)
    weights = weight.reshape(-1).tolist() if weight is not None else None
    add = _rounding(coords.dtype)
    if shape:
        columns = [_positions(coords[:, d], e, linear, local_search) for d, e in enumerate(edges)]
        for i, place in enumerate(zip(*columns)):
            if None in place:
                continue
            index = sum(p * s for p, s in zip(place, strides))
            cells[index] = add(cells[index] + (weights[i] if weights is not None else 1.0))
    hist = torch.tensor(cells, dtype=coords.dtype, device=coords.device).reshape(shape)
    if density:
        hist = hist / hist.sum().item()
        for d, e in enumerate(edges):
            widths = [1] * len(edges)
            widths[d] = e.numel() - 1
            hist = hist / e.diff().reshape(widths)
    return hist


def histc(input, bins=100, min=0, max=0):  # noqa: A002
    """torch.histc: bins equal-width bins from min to max (the input's extremes when they are equal), counted by
    linear interpolation alone."""
    lo, hi = float(min), float(max)
    if lo == hi and input.numel() > 0:
        lo, hi = float(input.min().item()), float(input.max().item())
    _check_bin_counts([bins])
    if lo == hi:
        lo, hi = lo - 1, hi + 1
    if not (math.isfinite(lo) and math.isfinite(hi)):
        raise RuntimeError(f"torch.histc: range of [{_number(lo)}, {_number(hi)}] is not finite")
    if not lo < hi:
        raise RuntimeError("torch.histc: max must be larger than min")
    coords = input.reshape(-1, 1)
    if not coords.dtype.is_floating_point:
        raise _not_implemented("histogram_cpu", coords.dtype)
    edges = _linspace_edges(coords, [bins], [(lo, hi)])
    return _fill(coords, edges, None, False, local_search=False)


def histogram(input, bins, *, range=None, weight=None, density=False):  # noqa: A002
    """torch.histogram: over `bins` equal-width bins (linspace edges) or the edges `bins` gives, in 1-D."""
    torch = _torch()
    coords = input.reshape(-1, 1)
    flat_weight = weight.reshape(-1) if weight is not None else None
    if isinstance(bins, torch.Tensor):
        _check_inputs(coords, [bins], flat_weight)
        hist = _fill(coords, [bins.contiguous()], flat_weight, density, linear=False)
        return return_types.histogram((hist, bins.clone()))
    _check_bin_counts([bins])
    edges = _linspace_edges(coords, [bins], _outer_edges(coords, range))
    _check_inputs(coords, edges, flat_weight)
    return return_types.histogram((_fill(coords, edges, flat_weight, density), edges[0]))


def histogramdd(input, bins, *, range=None, weight=None, density=False):  # noqa: A002
    """torch.histogramdd: input's last dimension as coordinates; bins an int (for every dimension), one int per
    dimension, or one edge tensor per dimension."""
    torch = _torch()
    if input.dim() < 2:
        raise RuntimeError("torch.histogramdd: input tensor should have at least 2 dimensions")
    n = input.shape[-1]
    if isinstance(bins, int):
        bins = [bins] * n
    bins = list(bins)
    if bins and isinstance(bins[0], torch.Tensor):
        _check_inputs(input, bins, weight)
        hist = _fill(input, [b.contiguous() for b in bins], weight, density, linear=False)
        return return_types.histogramdd((hist, tuple(bins)))
    coords = input.reshape(-1, n)
    edges = _linspace_edges(coords, bins, _outer_edges(coords, range))
    _check_inputs(input, edges, weight)
    _check_bin_counts(bins)
    return return_types.histogramdd((_fill(input, edges, weight, density), tuple(edges)))


def bincount(input, weights=None, minlength=0):  # noqa: A002
    """torch.bincount: counts of each non-negative integer (int64), or sums of the weights in the weights' dtype
    (double for integer weights), at least minlength long."""
    torch = _torch()
    if input.dtype.is_floating_point or input.dtype.is_complex or input.dtype == torch.bool:
        # ATen dispatches on the integral types before any other check
        raise RuntimeError(f"\"bincount_cpu\" not implemented for '{_scalar_name(input.dtype)}'")
    if minlength < 0:
        raise RuntimeError("minlength should be >= 0")
    if input.dim() == 1 and input.numel() == 0:
        return torch.zeros(minlength, dtype=torch.int64 if weights is None else weights.dtype, device=input.device)
    values = input.tolist() if input.dim() == 1 else None
    if values is None or min(values) < 0:
        raise RuntimeError("bincount only supports 1-d non-negative integral inputs.")
    if weights is not None and (weights.dim() != 1 or weights.numel() != input.numel()):
        raise RuntimeError("weights should be 1-d and have the same length as input")
    n = max(minlength, max(values) + 1)
    if weights is None:
        counts = [0] * n
        for v in values:
            counts[v] += 1
        return torch.tensor(counts, dtype=torch.int64, device=input.device)
    dtype = weights.dtype if weights.dtype.is_floating_point else torch.float64
    add = _rounding(dtype)
    sums = [0.0] * n
    for v, w in zip(values, weights.to(dtype).tolist()):
        sums[v] = add(sums[v] + w)
    return torch.tensor(sums, dtype=dtype, device=input.device)
