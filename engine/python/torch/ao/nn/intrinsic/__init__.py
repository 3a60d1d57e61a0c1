"""Fused modules: sequences (conv, relu), (linear, relu), ... that quantize as one op."""
from .modules import *  # noqa: F401,F403
from .modules import __all__, _FusedModule  # noqa: F401
from . import quantized  # noqa: E402,F401
