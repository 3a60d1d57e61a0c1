"""F.fractional_max_pool2d/3d: the output size (given, or the input's sizes times output_ratio), one random sample
per plane and pooled dim drawn as PyTorch draws them when none are given, then ATen's fractional_max_pool2d or
fractional_max_pool3d op."""
from .. import _ops


def _sizes(v, n):
    return list(v) if isinstance(v, (tuple, list)) else [v] * n


def _with_indices(n, input, kernel_size, output_size, output_ratio, _random_samples):  # noqa: A002
    import torch

    name = f"fractional_max_pool{n}d"
    if output_size is None and output_ratio is None:
        raise ValueError(f"{name} requires specifying either an output_size or an output_ratio")
    if output_size is None:
        ratio = _sizes(output_ratio, n)
        output_size = [int(input.size(d - n) * ratio[d]) for d in range(n)]
    if _random_samples is None:
        n_batch = 1 if input.dim() == n + 1 else input.size(0)
        _random_samples = torch.rand(n_batch, input.size(-n - 1), n, dtype=input.dtype, device=input.device)
    return tuple(_ops.INTERNAL[name](input, _sizes(kernel_size, n), _sizes(output_size, n), _random_samples))


def fractional_max_pool2d_with_indices(input, kernel_size, output_size=None, output_ratio=None,  # noqa: A002
                                       return_indices=False, _random_samples=None):
    return _with_indices(2, input, kernel_size, output_size, output_ratio, _random_samples)


def fractional_max_pool3d_with_indices(input, kernel_size, output_size=None, output_ratio=None,  # noqa: A002
                                       return_indices=False, _random_samples=None):
    return _with_indices(3, input, kernel_size, output_size, output_ratio, _random_samples)


def fractional_max_pool2d(input, kernel_size, output_size=None, output_ratio=None, return_indices=False,  # noqa: A002
                          _random_samples=None):
    pooled = _with_indices(2, input, kernel_size, output_size, output_ratio, _random_samples)
    return pooled if return_indices else pooled[0]


def fractional_max_pool3d(input, kernel_size, output_size=None, output_ratio=None, return_indices=False,  # noqa: A002
                          _random_samples=None):
    pooled = _with_indices(3, input, kernel_size, output_size, output_ratio, _random_samples)
    return pooled if return_indices else pooled[0]
