"""Order statistics and moments PyTorch builds from other ops: quantile, nanquantile, nanmedian, mode, aminmax,
cov and corrcoef, each following its ATen implementation step by step so values, NaN handling and errors agree.
"""
from . import _autocast_ops, _ops, return_types
from ._out import _scalar_name
from ._tensor import Tensor, _wrap_dim


def _torch():
    import torch

    return torch


_INTERPOLATIONS = ("linear", "lower", "higher", "midpoint", "nearest")


def _quantile(input, q, dim, keepdim, interpolation, ignore_nan):  # noqa: A002
    """Sorting.cpp's quantile_impl: sort along dim, turn q into fractional ranks, gather both neighbours, lerp."""
    torch = _torch()
    if not isinstance(q, Tensor):
        if not 0 <= q <= 1:
            raise RuntimeError(f"quantile() q must be in the range [0, 1] but got {q:g}")
        q = torch.scalar_tensor(q, dtype=input.dtype, device=input.device)
    if interpolation not in _INTERPOLATIONS:
        raise RuntimeError("quantile() interpolation must be one of linear, lower, higher, midpoint or nearest, "
                           f"but got {interpolation}")
    if input.numel() == 0:
        raise RuntimeError("quantile() input tensor must be non-empty")
    if q.dim() > 1:
        raise RuntimeError("quantile() q must be a scalar or 1D tensor")
    if input.dtype not in (torch.float32, torch.float64):
        raise RuntimeError("quantile() input tensor must be either float or double dtype")
    if q.dtype != input.dtype:
        raise RuntimeError("quantile() q tensor must be same dtype as the input tensor")
    wrapped = _wrap_dim(dim, input.dim()) if dim is not None else 0
    if dim is not None and input.dim() > 0:
        out_shape = list(input.shape)
        if keepdim:
            out_shape[wrapped] = 1
        else:
            del out_shape[wrapped]
    else:
        out_shape = [1] * input.dim() if keepdim else []
    if q.dim() > 0:
        out_shape.insert(0, q.numel())
    if not bool(((q >= 0) & (q <= 1)).all()):
        raise RuntimeError("quantile() q values must be in the range [0, 1]")
    if dim is None:
        ordered = input.flatten().sort().values
    elif wrapped == input.dim() - 1 or input.dim() == 0:
        ordered = input.sort().values
    else:
        ordered = input.unsqueeze(-1).transpose(wrapped, -1).sort().values
    if q.dim() == 0:
        out_shape.insert(0, 1)
    # reduced shape, then the sorted values last
    ordered = ordered.reshape(out_shape[1:] + [ordered.shape[-1] if ordered.dim() else 1])
    if ignore_nan:
        ranks = q * ((~ordered.isnan()).sum(-1, keepdim=True) - 1)
        ranks = ranks.masked_fill(ranks < 0, 0)
    else:
        last = ordered.shape[-1] - 1
        scaled, has_nan = torch.broadcast_tensors(q * last, ordered.isnan().any(-1, keepdim=True))
        ranks = scaled.masked_fill(has_nan, last)
    if interpolation == "lower":
        ranks = ranks.floor()
    elif interpolation == "higher":
        ranks = ranks.ceil()
    elif interpolation == "nearest":
        ranks = ranks.round()
    below = ranks.long()
    values = ordered.gather(-1, below)
    if interpolation in ("linear", "midpoint"):
        weights = torch.full_like(ranks, 0.5) if interpolation == "midpoint" else ranks - below
        values = values.lerp(ordered.gather(-1, ranks.ceil().long()), weights)
    if q.dim() == 0:
        return values.squeeze(-1)
    return values.unsqueeze(0).transpose(0, -1).squeeze(-1)


@_autocast_ops.policy("quantile")
def quantile(input, q, dim=None, keepdim=False, *, interpolation="linear"):  # noqa: A002
    return _quantile(input, q, dim, keepdim, interpolation, ignore_nan=False)


@_autocast_ops.policy("nanquantile")
def nanquantile(input, q, dim=None, keepdim=False, *, interpolation="linear"):  # noqa: A002
    return _quantile(input, q, dim, keepdim, interpolation, ignore_nan=True)


def check_median_dtype(input, dim):  # noqa: A002
    """median's and nanmedian's kernels take every dtype but bool; each form names its own kernel."""
    if input.dtype is _torch().bool:
        raise RuntimeError(f"\"{'median_cpu' if dim is None else 'median_out'}\" not implemented for 'Bool'")


def nanmedian(input, dim=None, keepdim=False):  # noqa: A002
    """The lower median of the values that are not NaN (NaN where a row has none), as median_with_indices_impl."""
    torch = _torch()
    check_median_dtype(input, dim)
    if dim is None:
        if input.numel() == 0:
            raise RuntimeError("median() operation does not have an identity for empty input tensor")
        flat = input.reshape(-1)
        present = int((~flat.isnan()).sum())
        return _ops.recorded_as("NanmedianBackward0", flat.sort().values[max(present - 1, 0) // 2].clone())
    size = input.shape[dim] if input.dim() else 1
    if size == 0:
        raise RuntimeError("median() cannot compute median for a dimension of size 0 because the operation does not "
                           "have an identity")
    work = input if input.dim() else input.unsqueeze(0)
    axis = _wrap_dim(dim, input.dim())
    ordered = work.sort(axis, stable=True)
    present = (~work.isnan()).sum(axis, keepdim=True)
    # C++ division truncates, so a row of NaN only (present - 1 == -1) takes position 0
    position = torch.div(present - 1, 2, rounding_mode="trunc").clamp_min(0)
    indices = ordered.indices.gather(axis, position)
    # a row of NaN only: every comparison is false, and the index is where std::nth_element leaves position 0
    indices = torch.where(present == 0, _nth_element_first(work.shape[axis]), indices)
    values = work.gather(axis, indices)
    if not keepdim or not input.dim():
        values, indices = values.squeeze(axis), indices.squeeze(axis)
    return return_types.nanmedian((_ops.recorded_as("NanmedianBackward1", values), indices))


def _nth_element_first(n):
    """Which of n equivalent elements libstdc++'s std::nth_element (introselect) leaves at position 0."""
    order = list(range(n))
    first, last = 0, n
    while last - first > 3:
        mid = first + (last - first) // 2
        # the median of three equivalent elements is the last candidate; partitioning swaps from both ends inwards
        order[first], order[mid] = order[mid], order[first]
        lo, hi = first + 1, last
        while True:
            hi -= 1
            if not lo < hi:
                break
            order[lo], order[hi] = order[hi], order[lo]
            lo += 1
        last = lo
    return order[first]


def _less(a, b):
    return a[0] < b[0]


def _std_sort(items):
    """libstdc++'s std::sort (introsort, then insertion sort), which orders equal values as the CPU mode kernel sees
    them: which index mode reports for a repeated value depends on this exact permutation."""
    def swap(i, j):
        items[i], items[j] = items[j], items[i]

    def heap_sort(first, last):
        def sift(hole, length, value):
            top, child = hole, hole
            while child < (length - 1) // 2:
                child = 2 * (child + 1)
                if _less(items[first + child], items[first + child - 1]):
                    child -= 1
                items[first + hole] = items[first + child]
                hole = child
            if (length & 1) == 0 and child == (length - 2) // 2:
                child = 2 * (child + 1)
                items[first + hole] = items[first + child - 1]
                hole = child - 1
            parent = (hole - 1) // 2
            while hole > top and _less(items[first + parent], value):
                items[first + hole] = items[first + parent]
                hole, parent = parent, (parent - 1) // 2
            items[first + hole] = value

        length = last - first
        for parent in range((length - 2) // 2, -1, -1):
            sift(parent, length, items[first + parent])
        while length > 1:
            length -= 1
            value = items[first + length]
            items[first + length] = items[first]
            sift(0, length, value)

    def median_to_first(result, a, b, c):
        if _less(items[a], items[b]):
            if _less(items[b], items[c]):
                swap(result, b)
            elif _less(items[a], items[c]):
                swap(result, c)
            else:
                swap(result, a)
        elif _less(items[a], items[c]):
            swap(result, a)
        elif _less(items[b], items[c]):
            swap(result, c)
        else:
            swap(result, b)

    def partition(first, last, pivot):
        while True:
            while _less(items[first], items[pivot]):
                first += 1
            last -= 1
            while _less(items[pivot], items[last]):
                last -= 1
            if not first < last:
                return first
            swap(first, last)
            first += 1

    def introsort(first, last, depth):
        while last - first > 16:
            if depth == 0:
                heap_sort(first, last)
                return
            depth -= 1
            median_to_first(first, first + 1, first + (last - first) // 2, last - 1)
            cut = partition(first + 1, last, first)
            introsort(cut, last, depth)
            last = cut

    def insertion_sort(first, last, guarded):
        for i in range(first + 1, last):
            value = items[i]
            if guarded and _less(value, items[first]):
                items[first + 1:i + 1] = items[first:i]
                items[first] = value
                continue
            j = i
            while _less(value, items[j - 1]):
                items[j] = items[j - 1]
                j -= 1
            items[j] = value

    n = len(items)
    if n:
        introsort(0, n, 2 * (n.bit_length() - 1))
        if n > 16:
            insertion_sort(0, 16, True)
            insertion_sort(15, n, False)
        else:
            insertion_sort(0, n, True)
    return items


def mode(input, dim=-1, keepdim=False):  # noqa: A002
    """The most frequent value of each row (the smallest of equally frequent ones) and an index where it occurs,
    found as the CPU kernel does: std::sort the (value, index) pairs by value, take the last pair of the first
    longest run."""
    torch = _torch()
    if input.dim() == 0:
        return return_types.mode((_ops.recorded_as("ModeBackward0", input.clone()), torch.zeros((), dtype=torch.int64, device=input.device)))
    axis = _wrap_dim(dim, input.dim())
    if input.shape[axis] == 0:
        raise IndexError(f"mode(): Expected reduction dim {axis} to have non-zero size.")
    moved = input.movedim(axis, -1)
    rows = moved.reshape(-1, moved.shape[-1]).tolist()
    picks = []
    for row in rows:
        pairs = _std_sort([(v, i) for i, v in enumerate(row)])
        best, run = (pairs[0][0], 0), 0
        longest = 0
        for i, (value, index) in enumerate(pairs):
            run += 1
            if i == len(pairs) - 1 or value != pairs[i + 1][0]:
                if run > longest:
                    best, longest = (value, index), run
                run = 0
        picks.append(best[1])
    indices = torch.tensor(picks, dtype=torch.int64, device=input.device).reshape(moved.shape[:-1]).unsqueeze(-1)
    values = moved.gather(-1, indices)
    values, indices = values.movedim(-1, axis), indices.movedim(-1, axis)
    if not keepdim:
        values, indices = values.squeeze(axis), indices.squeeze(axis)
    return return_types.mode((_ops.recorded_as("ModeBackward0", values), indices))


def aminmax(input, *, dim=None, keepdim=False):  # noqa: A002
    return return_types.aminmax(tuple(_ops.INTERNAL["aminmax"](input, dim=dim, keepdim=keepdim)))


def _weights_check(w, kind, observations, typed, type_words):
    if w.dim() > 1:
        raise RuntimeError(f"cov(): expected {kind} to have one or fewer dimensions but got {kind} with {w.dim()} "
                           "dimensions")
    if not typed(w.dtype):
        raise RuntimeError(f"cov(): expected {kind} to have {type_words} dtype but got {kind} with "
                           f"{_scalar_name(w.dtype)} dtype")
    if w.numel() != observations:
        raise RuntimeError(f"cov(): expected {kind} to have the same numel as there are observations in the input "
                           f"but got {w.numel()} != {observations}")
    if observations and not bool(w.min() >= 0):
        raise RuntimeError(f"cov(): {kind} cannot be negative")


def cov(input, *, correction=1, fweights=None, aweights=None):  # noqa: A002
    """Correlation.cpp's cov: rows are variables, columns observations, with frequency and importance weights."""
    import warnings

    torch = _torch()
    if input.dim() > 2:
        raise RuntimeError(f"cov(): expected input to have two or fewer dimensions but got an input with "
                           f"{input.dim()} dimensions")
    if input.dtype == torch.bool:
        raise RuntimeError("cov(): bool dtype is not supported for input")
    data = input.view(1, -1) if input.dim() < 2 else input
    observations = data.shape[1]
    w = None
    if fweights is not None:
        _weights_check(fweights, "fweights", observations,
                       lambda d: not d.is_floating_point and d != torch.bool, "integral")
        w = fweights
    if aweights is not None:
        _weights_check(aweights, "aweights", observations, lambda d: d.is_floating_point, "floating point")
        w = aweights if w is None else w * aweights
    w_sum = w.sum() if w is not None else torch.scalar_tensor(observations, dtype=torch.int64)
    if w is not None and not bool(w_sum != 0):
        raise RuntimeError("cov(): weights sum to zero, can't be normalized")
    avg = (data * w if w is not None else data).sum(1) / w_sum
    if w is None:
        norm = torch.scalar_tensor(observations - correction, dtype=torch.int64)
    elif correction == 0:
        norm = w_sum
    elif aweights is None:
        norm = w_sum - correction
    elif fweights is None and observations == 1 and correction == 1:
        norm = torch.scalar_tensor(0, dtype=torch.int64)
    else:
        norm = w_sum - correction * (w * aweights).sum() / w_sum
    if bool(norm <= 0):
        warnings.warn("cov(): degrees of freedom is <= 0. Correction should be strictly less than the number of "
                      "observations.", UserWarning, stacklevel=2)
        norm = torch.zeros_like(norm)
    if observations == 1 and (fweights is None) != (aweights is None):
        data = torch.zeros_like(data, dtype=torch.float32 if not data.dtype.is_floating_point else data.dtype)
    else:
        data = data - avg.unsqueeze(1)
    c = torch.mm(data, (data * w if w is not None else data).t())
    return torch.true_divide(c, norm).squeeze()


def corrcoef(input):  # noqa: A002
    if input.dim() > 2:
        raise RuntimeError(f"corrcoef(): expected input to have two or fewer dimensions but got an input with "
                           f"{input.dim()} dimensions")
    c = cov(input)
    if c.dim() == 0:
        return c / c
    stddev = c.diagonal().sqrt()
    c = c / stddev.view(-1, 1)
    c = c / stddev.view(1, -1)
    return c.clip(-1, 1)


METHODS = {"quantile": quantile, "nanquantile": nanquantile, "nanmedian": nanmedian, "mode": mode,
           "aminmax": aminmax, "cov": cov, "corrcoef": corrcoef}
FUNCTIONS = dict(METHODS)
