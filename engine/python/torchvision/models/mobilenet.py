"""The MobileNets under the module name torchvision gives them together."""
from .mobilenetv2 import *  # noqa: F401,F403
from .mobilenetv3 import *  # noqa: F401,F403
from .mobilenetv2 import __all__ as _v2_all
from .mobilenetv3 import __all__ as _v3_all

__all__ = _v2_all + _v3_all
