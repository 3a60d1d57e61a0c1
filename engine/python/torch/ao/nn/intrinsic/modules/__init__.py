from .fused import *  # noqa: F401,F403
from .fused import __all__, _FusedModule  # noqa: F401
