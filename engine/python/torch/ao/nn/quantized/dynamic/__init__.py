"""torch.ao.nn.quantized.dynamic: modules with quantized weights whose float input is quantized per call."""
from .modules import *  # noqa: F401,F403
from .modules import __all__  # noqa: F401
