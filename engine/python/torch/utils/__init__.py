from . import data, deterministic, hooks
from ._swap import swap_tensors

__all__ = ["data", "deterministic", "hooks", "swap_tensors"]
