from .parameter import Buffer, Parameter, UninitializedBuffer, UninitializedParameter
from .modules import *  # noqa: F401,F403
from .modules import __all__ as _modules
from . import functional, grad, init, parallel
from .. import _lazy
from .parallel import DataParallel

__all__ = ["Buffer", "Parameter", "UninitializedBuffer", "UninitializedParameter", "DataParallel", "functional", "init",
           "parallel"] + _modules


# the rest (attention, torch.ao.nn's older names quantized and intrinsic, ...) load on first use
__getattr__, __dir__ = _lazy.attributes(__name__, {})
