"""The fused module classes: Sequentials of the modules they fuse."""
from torch import nn

__all__ = ["_FusedModule", "ConvReLU1d", "ConvReLU2d", "ConvReLU3d", "LinearReLU", "BNReLU2d", "BNReLU3d"]


class _FusedModule(nn.Sequential):
    """A Sequential of modules that quantize as one: its forward is theirs in turn."""


def _fused(name, first_types, second_type):
    def __init__(self, first, second):
        if type(first) not in first_types or type(second) is not second_type:
            raise AssertionError(f"Incorrect types for input modules{type(first)}{type(second)}")
        _FusedModule.__init__(self, first, second)

    cls = type(name, (_FusedModule,), {"__init__": __init__})
    cls.__module__ = __name__
    return cls


ConvReLU1d = _fused("ConvReLU1d", (nn.Conv1d,), nn.ReLU)
ConvReLU2d = _fused("ConvReLU2d", (nn.Conv2d,), nn.ReLU)
ConvReLU3d = _fused("ConvReLU3d", (nn.Conv3d,), nn.ReLU)
LinearReLU = _fused("LinearReLU", (nn.Linear,), nn.ReLU)
BNReLU2d = _fused("BNReLU2d", (nn.BatchNorm2d,), nn.ReLU)
BNReLU3d = _fused("BNReLU3d", (nn.BatchNorm3d,), nn.ReLU)

