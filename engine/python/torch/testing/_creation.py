"""make_tensor: a random tensor for tests, its values drawn uniformly from [low, high) as PyTorch draws them."""
import collections.abc
import math
import warnings

import torch

_INTEGRAL_TYPES = [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64]
_BOOLEAN_OR_INTEGRAL_TYPES = [torch.bool, *_INTEGRAL_TYPES]
_FLOATING_TYPES = [torch.float16, torch.bfloat16, torch.float32, torch.float64]


def _uniform_random_(t, low, high):
    # uniform_ needs high - low to fit the dtype: draw over half the range and double it
    if high - low >= torch.finfo(t.dtype).max:
        return t.uniform_(low / 2, high / 2).mul_(2)
    return t.uniform_(low, high)


def _modify_low_high(dtype, low, high, *, lowest_inclusive, highest_exclusive, default_low, default_high):
    low = low if low is not None else default_low
    high = high if high is not None else default_high
    if any(isinstance(value, float) and math.isnan(value) for value in (low, high)):
        raise ValueError(f"`low` and `high` cannot be NaN, but got low={low} and high={high}")
    if low == high and dtype in _FLOATING_TYPES:
        warnings.warn("Passing `low==high` to `torch.testing.make_tensor` for floating or complex types "
                      "is deprecated since 2.1 and will be removed in 2.3. Use torch.full(...) instead.", FutureWarning)
    elif low >= high:
        raise ValueError(f"`low` must be less than `high`, but got {low} >= {high}")
    elif high < lowest_inclusive or low >= highest_exclusive:
        raise ValueError(f"The value interval specified by `low` and `high` is [{low}, {high}), "
                         f"but {dtype} only supports [{lowest_inclusive}, {highest_exclusive})")
    low = min(max(low, lowest_inclusive), highest_exclusive)
    high = min(max(high, lowest_inclusive), highest_exclusive)
    if dtype in _BOOLEAN_OR_INTEGRAL_TYPES:
        # low is ceiled to stay inside the interval; randint's high is exclusive, so it is ceiled too
        return math.ceil(low), math.ceil(high)
    return low, high


def make_tensor(*shape, dtype, device, low=None, high=None, requires_grad=False, noncontiguous=False,
                exclude_zero=False, memory_format=None):
    if len(shape) == 1 and isinstance(shape[0], collections.abc.Sequence):
        shape = shape[0]
    shape = tuple(shape)
    if noncontiguous and memory_format is not None:
        raise ValueError(f"The parameters `noncontiguous` and `memory_format` are mutually exclusive, "
                         f"but got noncontiguous={noncontiguous} and memory_format={memory_format}")
    if requires_grad and dtype in _BOOLEAN_OR_INTEGRAL_TYPES:
        raise ValueError(f"`requires_grad=True` is not supported for boolean and integral dtypes, but got dtype={dtype}")

    if dtype is torch.bool:
        low, high = _modify_low_high(dtype, low, high, lowest_inclusive=0, highest_exclusive=2, default_low=0,
                                     default_high=2)
        result = torch.randint(low, high, shape, device=device, dtype=dtype)
    elif dtype in _INTEGRAL_TYPES:
        info = torch.iinfo(dtype)
        # randint takes its bounds as int64, so int64's maximum itself cannot be drawn
        low, high = _modify_low_high(dtype, low, high, lowest_inclusive=info.min,
                                     highest_exclusive=info.max + (1 if dtype is not torch.int64 else 0),
                                     default_low=-9, default_high=10)
        result = torch.randint(low, high, shape, device=device, dtype=dtype)
    elif dtype in _FLOATING_TYPES:
        info = torch.finfo(dtype)
        low, high = _modify_low_high(dtype, low, high, lowest_inclusive=info.min, highest_exclusive=info.max,
                                     default_low=-9, default_high=9)
        result = _uniform_random_(torch.empty(shape, device=device, dtype=dtype), low, high)
    else:
        raise TypeError(f"The requested dtype '{dtype}' is not supported by torch.testing.make_tensor()."
                        " To request support, file an issue at: https://github.com/pytorch/pytorch/issues")

    if noncontiguous and result.numel() > 1:
        result = torch.repeat_interleave(result, 2, dim=-1)[..., ::2]
    elif memory_format is not None:
        result = result.clone(memory_format=memory_format)
    if exclude_zero:
        result[result == 0] = 1 if dtype in _BOOLEAN_OR_INTEGRAL_TYPES else torch.finfo(dtype).tiny
    if dtype in _FLOATING_TYPES:
        result.requires_grad = requires_grad
    return result
