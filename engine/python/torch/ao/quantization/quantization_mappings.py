"""Which quantized module replaces which float one, in static and in dynamic quantization."""
from torch import nn

from ..nn import intrinsic as nni
from ..nn import quantized as nnq
from ..nn.intrinsic import quantized as nniq
from ..nn.quantized import dynamic as nnqd
from ..nn.intrinsic.quantized import dynamic as nniqd
from .stubs import DeQuantStub, QuantStub

__all__ = ["get_default_static_quant_module_mappings", "get_default_dynamic_quant_module_mappings",
           "get_default_qconfig_propagation_list"]

DEFAULT_STATIC_QUANT_MODULE_MAPPINGS = {
    QuantStub: nnq.Quantize,
    DeQuantStub: nnq.DeQuantize,
    nn.Conv1d: nnq.Conv1d,
    nn.Conv2d: nnq.Conv2d,
    nn.Conv3d: nnq.Conv3d,
    nn.modules.linear.NonDynamicallyQuantizableLinear: nnq.Linear,
    nn.Linear: nnq.Linear,
    nn.ReLU6: nnq.ReLU6,
    nn.Dropout: nnq.Dropout,
    nnq.FloatFunctional: nnq.QFunctional,
    nni.ConvReLU1d: nniq.ConvReLU1d,
    nni.ConvReLU2d: nniq.ConvReLU2d,
    nni.ConvReLU3d: nniq.ConvReLU3d,
    nni.LinearReLU: nniq.LinearReLU,
}

DEFAULT_DYNAMIC_QUANT_MODULE_MAPPINGS = {
    nn.Linear: nnqd.Linear,
    nn.modules.linear.NonDynamicallyQuantizableLinear: nnqd.Linear,
    nn.LSTM: nnqd.LSTM,
    nn.GRU: nnqd.GRU,
    nni.LinearReLU: nniqd.LinearReLU,
}


def get_default_static_quant_module_mappings():
    return dict(DEFAULT_STATIC_QUANT_MODULE_MAPPINGS)


def get_default_dynamic_quant_module_mappings():
    return dict(DEFAULT_DYNAMIC_QUANT_MODULE_MAPPINGS)


def get_default_qconfig_propagation_list():
    """The module types that get a qconfig (and, as leaves, an observer) when a model is prepared."""
    return (set(DEFAULT_STATIC_QUANT_MODULE_MAPPINGS) | set(DEFAULT_DYNAMIC_QUANT_MODULE_MAPPINGS)
            | {nn.Sequential})

