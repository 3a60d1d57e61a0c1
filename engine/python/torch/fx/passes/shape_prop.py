"""ShapeProp: runs a GraphModule on example inputs and records each tensor value's metadata on its node."""
from typing import Any, NamedTuple

import torch

from ..interpreter import Interpreter
from ..node import map_aggregate


class TensorMetadata(NamedTuple):
    shape: torch.Size
    dtype: torch.dtype
    requires_grad: bool
    stride: tuple
    memory_format: Any
    is_quantized: bool
    qparams: dict


def _extract_tensor_metadata(result, include_contiguity=True):
    memory_format = None
    if include_contiguity:
        for fmt in (torch.contiguous_format, torch.channels_last, torch.channels_last_3d):
            if result.is_contiguous(memory_format=fmt):
                memory_format = fmt
                break
    return TensorMetadata(result.shape, result.dtype, result.requires_grad, result.stride(), memory_format,
                          result.is_quantized, {})


class ShapeProp(Interpreter):
    def run_node(self, n):
        result = super().run_node(n)
        found_tensor = []

        def extract(obj):
            if isinstance(obj, torch.Tensor):
                found_tensor.append(True)
                return _extract_tensor_metadata(obj)
            return obj
        meta = map_aggregate(result, extract)
        if found_tensor:
            n.meta["tensor_meta"] = meta
        n.meta["type"] = type(result)
        return result

    def propagate(self, *args):
        return super().run(*args)
