"""torch.ao.nn.quantized: the modules of statically quantized models; `dynamic` holds dynamically quantized ones."""
from .modules import *  # noqa: F401,F403
from .modules import __all__  # noqa: F401
from . import dynamic  # noqa: F401,E402
