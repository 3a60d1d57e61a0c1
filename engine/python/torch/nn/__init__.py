from .parameter import Parameter
from .modules import Module, Linear, Identity, ReLU, Sequential
from . import functional, init

__all__ = ["Parameter", "Module", "Linear", "Identity", "ReLU", "Sequential", "functional", "init"]
