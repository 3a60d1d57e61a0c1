"""torch.types: the type aliases PyTorch's signatures use."""
import builtins
from typing import List, Optional, Sequence, Tuple, Union

import torch
from torch import Size, Tensor

_TensorOrTensors = Union[Tensor, Sequence[Tensor]]
_int = builtins.int
_float = builtins.float
_bool = builtins.bool
_complex = builtins.complex
_str = builtins.str
_dtype = torch.dtype
_device = torch.device
_size = Union[Size, List[_int], Tuple[_int, ...]]

Number = Union[_int, _float, _bool]
Device = Optional[Union[_device, _str, _int]]


class Storage:
    """What a storage provides, for annotations."""

    _cdata: _int
    device: _device
    dtype: _dtype
    _torch_load_uninitialized: _bool
