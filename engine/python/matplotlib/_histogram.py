"""numpy.histogram as matplotlib's hist calls it, to the bit (numpy 2).

Edges of equal-width bins are numpy.linspace's, computed in the data's float precision when matplotlib found the
range itself (float32 data gives float32 edges, step by step in float32), and a value's bin is decided by comparing
it with those edges exactly, as numpy's index correction does.
"""
import bisect
import math
import struct


def to_f32(x):
    """x rounded to float32, overflowing to infinity as float32 arithmetic does."""
    if not math.isfinite(x) or abs(x) >= 3.4028235677973366e38:
        return x if not math.isfinite(x) else math.copysign(math.inf, x)
    return struct.unpack("f", struct.pack("f", x))[0]


def _rounder(dtype):
    return to_f32 if dtype == "float32" else float


def linspace(start, stop, num, compute, out):
    """numpy.linspace(start, stop, num, dtype=out) where numpy computes in `compute` precision.

    Each step rounds as numpy's float32 arithmetic does: one IEEE operation done in double precision and then
    rounded to float32 is correctly rounded, so Python floats give float32's results.
    """
    r = _rounder(compute)
    start, stop = r(start), r(stop)
    div = num - 1
    delta = r(stop - start)
    step = r(delta / div)
    if step == 0:
        ys = [r(r(i / div) * delta) for i in range(num)]
    else:
        ys = [r(r(i * step) + start) for i in range(num)]
    ys[-1] = stop
    cast = _rounder(out)
    return [cast(y) for y in ys]


def pairwise_sum(values, r=float):
    """numpy's sum of a contiguous array in the precision `r` rounds to: blocks of up to 128 summed in eight lanes,
    longer arrays halved recursively."""
    n = len(values)
    if n < 8:
        total = 0.0
        for v in values:
            total = r(total + v)
        return total
    if n <= 128:
        lanes = list(values[:8])
        i = 8
        while i < n - n % 8:
            for j in range(8):
                lanes[j] = r(lanes[j] + values[i + j])
            i += 8
        pairs = [r(lanes[j] + lanes[j + 1]) for j in (0, 2, 4, 6)]
        total = r(r(pairs[0] + pairs[1]) + r(pairs[2] + pairs[3]))
        for v in values[i:]:
            total = r(total + v)
        return total
    half = n // 2
    half -= half % 8
    return r(pairwise_sum(values[:half], r) + pairwise_sum(values[half:], r))


def histogram(data, dtype, bins, bin_range=None, weights=None, weights_dtype=None, density=False):
    """(counts as floats, bin edges, the edges' dtype) as numpy.histogram(data, bins, range, weights, density).

    `data` holds the values of an array of `dtype`; `bins` is a number of bins or (values, dtype) of explicit edges.
    `bin_range` is (first, last, the precision numpy computes the edges in), or None for numpy's (0, 1) when there
    is no data: matplotlib passes the given range (Python numbers: float64), or else the data's min and max as numpy
    scalars of the data's dtype, which is why float32 data gets its edges computed in float32.
    """
    if isinstance(bins, int):
        bin_edges, outer, edge_dtype = _equal_edges(dtype, bins, bin_range)
    else:
        bin_edges, edge_dtype = bins
        if any(a > b for a, b in zip(bin_edges, bin_edges[1:])):
            raise ValueError("`bins` must increase monotonically, when an array")
        outer = None
    single = weights_dtype == "float32"
    if outer is None:
        n = _sorted_counts(data, bin_edges, weights, single)
    else:
        n = _equal_counts(data, bin_edges, outer, weights, single)
    if density:
        width = _rounder(edge_dtype)
        total = sum(n) if weights is None else pairwise_sum(n, to_f32 if single else float)
        n = [c / width(b - a) / total for c, a, b in zip(n, bin_edges, bin_edges[1:])]
    return [float(c) for c in n], bin_edges, edge_dtype


def _equal_edges(dtype, bins, bin_range):
    if bins < 1:
        raise ValueError("`bins` must be positive, when an integer")
    out = dtype if dtype in ("float32", "float64") else "float64"
    first, last, compute = bin_range if bin_range is not None else (0.0, 1.0, "float64")
    if first > last:
        raise ValueError("max must be larger than min in range parameter.")
    if not (math.isfinite(first) and math.isfinite(last)):
        raise ValueError(f"supplied range of [{first}, {last}] is not finite")
    if first == last:
        first, last = _rounder(compute)(first - 0.5), _rounder(compute)(last + 0.5)
    result = linspace(first, last, bins + 1, compute, out)
    if any(a >= b for a, b in zip(result, result[1:])):
        raise ValueError(f"Too many bins for data range. Cannot create {bins} finite-sized bins.")
    return result, (first, last), out


def _equal_counts(data, bin_edges, outer, weights, single):
    """numpy's fast path for equal bins: values within the outer edges, each in the bin its edges say."""
    nbins = len(bin_edges) - 1
    first, last = outer
    n = [0] * nbins if weights is None else [0.0] * nbins
    for k, v in enumerate(data):
        if not first <= v <= last:
            continue
        i = min(max(bisect.bisect_right(bin_edges, v) - 1, 0), nbins - 1)
        n[i] += 1 if weights is None else weights[k]
    return [to_f32(v) for v in n] if single else n


def _sorted_counts(data, bin_edges, weights, single):
    """numpy's path for explicit edges: sorted data searched at each edge (the last edge inclusive), weights summed
    cumulatively in sorted order."""
    # numpy sorts NaN last, where no edge's search reaches it
    order = sorted((k for k, v in enumerate(data) if v == v), key=lambda k: data[k])
    values = [data[k] for k in order]
    at = [bisect.bisect_left(values, e) for e in bin_edges[:-1]] + [bisect.bisect_right(values, bin_edges[-1])]
    if weights is None:
        return [b - a for a, b in zip(at, at[1:])]
    cast = to_f32 if single else float
    cumulative, total = [0.0], 0.0
    for k in order:
        total = cast(total + weights[k])
        cumulative.append(total)
    return [cast(cumulative[b] - cumulative[a]) for a, b in zip(at, at[1:])]
