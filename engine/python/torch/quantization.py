"""torch.quantization: the older name of torch.ao.quantization."""
from .ao.quantization import *  # noqa: F401,F403
from .ao.quantization import fuse_modules, fuse_known_modules, get_fuser_method  # noqa: F401
