"""Dynamically quantized fused modules."""
from .modules import *  # noqa: F401,F403
from .modules import __all__  # noqa: F401
