from .parameter import Parameter
from .modules import *  # noqa: F401,F403
from .modules import __all__ as _modules
from . import functional, init

__all__ = ["Parameter", "functional", "init"] + _modules
