from .module import Module
from .linear import Linear, Identity
from .activation import ReLU
from .container import Sequential

__all__ = ["Module", "Linear", "Identity", "ReLU", "Sequential"]
