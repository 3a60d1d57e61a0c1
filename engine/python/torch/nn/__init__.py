from .parameter import Buffer, Parameter, UninitializedBuffer, UninitializedParameter
from .modules import *  # noqa: F401,F403
from .modules import __all__ as _modules
from . import functional, init

__all__ = ["Buffer", "Parameter", "UninitializedBuffer", "UninitializedParameter", "functional", "init"] + _modules
