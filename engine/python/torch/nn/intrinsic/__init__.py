"""torch.nn.intrinsic: the older name of torch.ao.nn.intrinsic (its `quantized` package included)."""
import sys

from torch.ao.nn import intrinsic as _intrinsic
from torch.ao.nn.intrinsic import *  # noqa: F401,F403
from torch.ao.nn.intrinsic import quantized  # noqa: F401

sys.modules[__name__ + ".quantized"] = _intrinsic.quantized
sys.modules[__name__ + ".quantized.dynamic"] = _intrinsic.quantized.dynamic
