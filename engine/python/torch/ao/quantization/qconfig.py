"""QConfig: which observers a module's activations and weights get when it is prepared for quantization."""
from collections import namedtuple

import torch
from torch import nn

from .observer import (HistogramObserver, default_dynamic_quant_observer, default_observer,
                       default_per_channel_weight_observer, default_weight_observer, default_float_qparams_observer,
                       PlaceholderObserver)

__all__ = ["QConfig", "default_qconfig", "default_per_channel_qconfig", "default_dynamic_qconfig",
           "per_channel_dynamic_qconfig", "float_qparams_weight_only_qconfig", "float16_dynamic_qconfig",
           "get_default_qconfig"]


class QConfig(namedtuple("QConfig", ["activation", "weight"])):
    """Observer constructors (classes or with_args partials, not instances) for activations and weights."""

    def __new__(cls, activation, weight):
        if isinstance(activation, nn.Module) or isinstance(weight, nn.Module):
            raise ValueError("QConfig received observer instance, please pass observer class instead. Use "
                             "MyObserver.with_args(x=1) to override arguments to constructor if needed")
        return super().__new__(cls, activation, weight)


default_qconfig = QConfig(activation=default_observer, weight=default_weight_observer)
default_per_channel_qconfig = QConfig(activation=default_observer, weight=default_per_channel_weight_observer)
default_dynamic_qconfig = QConfig(activation=default_dynamic_quant_observer, weight=default_weight_observer)
per_channel_dynamic_qconfig = QConfig(activation=default_dynamic_quant_observer,
                                      weight=default_per_channel_weight_observer)
float16_dynamic_qconfig = QConfig(activation=PlaceholderObserver.with_args(dtype=torch.float16, is_dynamic=True),
                                  weight=PlaceholderObserver.with_args(dtype=torch.float16))
float_qparams_weight_only_qconfig = QConfig(activation=nn.Identity,
                                            weight=default_float_qparams_observer)


def get_default_qconfig(backend="x86", version=0):
    """The post-training qconfig PyTorch recommends for a quantized engine."""
    backends = ["fbgemm", "x86", "qnnpack", "onednn"]
    if backend not in backends:
        raise AssertionError(f"backend: {backend} not supported. backend must be one of {backends}")
    if version != 0:
        raise AssertionError(f"Version number: {version} in get_default_qconfig is not supported. Version number "
                             f"must be 0")
    if backend == "qnnpack":
        return QConfig(activation=HistogramObserver.with_args(reduce_range=False), weight=default_weight_observer)
    # x86's and fbgemm's kernels need activations in 7 bits (reduce_range), onednn's take all 8
    return QConfig(activation=HistogramObserver.with_args(reduce_range=backend != "onednn"),
                   weight=default_per_channel_weight_observer)
