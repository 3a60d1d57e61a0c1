"""Quantized fused modules: a quantized op with its ReLU applied in the requantization."""
from .modules import *  # noqa: F401,F403
from .modules import __all__  # noqa: F401
from . import dynamic  # noqa: E402,F401
