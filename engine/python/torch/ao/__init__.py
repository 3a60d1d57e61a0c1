"""torch.ao: quantization (torch.ao.quantization) and the modules it swaps in (torch.ao.nn)."""
from . import nn, quantization  # noqa: F401
