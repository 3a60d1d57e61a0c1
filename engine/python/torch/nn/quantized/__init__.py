"""torch.nn.quantized: the older name of torch.ao.nn.quantized (its `dynamic` package included)."""
import sys

from torch.ao.nn import quantized as _quantized
from torch.ao.nn.quantized import *  # noqa: F401,F403
from torch.ao.nn.quantized import dynamic  # noqa: F401

sys.modules[__name__ + ".dynamic"] = _quantized.dynamic
