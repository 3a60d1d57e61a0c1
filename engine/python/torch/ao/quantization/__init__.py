"""torch.ao.quantization: eager-mode post-training quantization (static and dynamic)."""
from .fuse_modules import fuse_modules, fuse_known_modules, get_fuser_method  # noqa: F401
from .observer import *  # noqa: F401,F403
from .qconfig import *  # noqa: F401,F403
from .quantization_mappings import *  # noqa: F401,F403
from .quantize import *  # noqa: F401,F403
from .stubs import *  # noqa: F401,F403
