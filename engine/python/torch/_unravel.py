"""torch.unravel_index, which PyTorch writes in Python (torch/functional.py): flat indices as coordinates."""
import itertools
import operator
from collections.abc import Sequence

import torch


def unravel_index(indices, shape):
    """The coordinates of each flat index into a tensor of `shape`: one tensor per dimension, shaped as indices."""
    return _unravel_index(indices, shape).unbind(-1)


def _unravel_index(indices, shape):
    if indices.is_complex() or indices.is_floating_point() or indices.dtype == torch.bool:
        raise TypeError(f"expected 'indices' to be integer dtype, but got {indices.dtype}")
    if not isinstance(shape, (int, Sequence)):
        raise TypeError(f"expected 'shape' to be int or sequence of ints, but got {type(shape)}")
    if isinstance(shape, int):
        shape = torch.Size([shape])
    else:
        for dim in shape:
            if not isinstance(dim, int):
                raise TypeError(f"expected 'shape' sequence to only contain ints, but got {type(dim)}")
        shape = torch.Size(shape)
    if not all(dim >= 0 for dim in shape):
        raise ValueError(f"'shape' cannot have negative values, but got {tuple(shape)}")
    # each dimension's stride in a contiguous tensor of that shape; floor division makes negative indices wrap
    coefs = list(reversed(list(itertools.accumulate(reversed(shape[1:] + torch.Size([1])), func=operator.mul))))
    strides = torch.tensor(coefs, device=indices.device, dtype=torch.int64)
    return indices.unsqueeze(-1).floor_divide(strides) % torch.tensor(shape, device=indices.device, dtype=torch.int64)


unravel_index.__module__ = "torch.functional"  # where PyTorch defines it
