"""Modules of quantized models: fused float modules (intrinsic) and the quantized modules convert swaps in."""
from . import intrinsic, quantized  # noqa: F401
