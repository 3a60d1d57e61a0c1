from .parameter import Buffer, Parameter, UninitializedBuffer, UninitializedParameter
from .modules import *  # noqa: F401,F403
from .modules import __all__ as _modules
from . import functional, grad, init, parallel
from .parallel import DataParallel

__all__ = ["Buffer", "Parameter", "UninitializedBuffer", "UninitializedParameter", "DataParallel", "functional", "init",
           "parallel"] + _modules


def __getattr__(name):
    # torch.nn.quantized and torch.nn.intrinsic (torch.ao.nn's older names) load on first use
    if name in ("quantized", "intrinsic"):
        import importlib

        return importlib.import_module("." + name, __name__)
    raise AttributeError(f"module 'torch.nn' has no attribute '{name}'")
