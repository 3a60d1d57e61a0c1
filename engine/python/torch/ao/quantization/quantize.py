"""Eager-mode quantization: prepare (attach observers), convert (swap in quantized modules), and the one-call
quantize and quantize_dynamic."""
import copy
import itertools
import warnings

import torch
from torch import nn

from ..nn import quantized as nnq
from ..nn.intrinsic import _FusedModule
from .observer import ObserverBase
from .qconfig import default_dynamic_qconfig, float_qparams_weight_only_qconfig
from .quantization_mappings import (get_default_dynamic_quant_module_mappings, get_default_qconfig_propagation_list,
                                    get_default_static_quant_module_mappings)
from .stubs import DeQuantStub

__all__ = ["propagate_qconfig_", "add_observer_", "prepare", "convert", "quantize", "quantize_dynamic",
           "swap_module"]


def _propagate_qconfig_helper(module, qconfig_dict, qconfig_parent=None, prefix=""):
    qconfig = qconfig_dict.get(type(module), qconfig_parent)
    qconfig = qconfig_dict.get(prefix, qconfig)
    qconfig = getattr(module, "qconfig", qconfig)
    module.qconfig = qconfig
    for name, child in module.named_children():
        _propagate_qconfig_helper(child, qconfig_dict, qconfig, prefix + "." + name if prefix else name)


def propagate_qconfig_(module, qconfig_dict=None, prepare_custom_config_dict=None):
    """Sets `qconfig` on every submodule: its own, else the one qconfig_dict gives its name or type, else its
    parent's."""
    _propagate_qconfig_helper(module, qconfig_dict or {})


def _observer_forward_hook(self, input, output):  # noqa: A002
    return self.activation_post_process(output)


def _needs_observation(m):
    return getattr(m, "qconfig", None) is not None


def _insert_observer(m):
    if _needs_observation(m) and not isinstance(m, DeQuantStub):
        m.add_module("activation_post_process", m.qconfig.activation())
        handle = m.register_forward_hook(_observer_forward_hook)
        m._forward_hooks.move_to_end(handle.id, last=False)


def add_observer_(module, qconfig_propagation_list=None, non_leaf_module_list=None, device=None,
                  custom_module_class_mapping=None):
    """Attaches an observer of its output to every leaf module (and fused module) with a qconfig whose type is in
    qconfig_propagation_list."""
    if qconfig_propagation_list is None:
        qconfig_propagation_list = get_default_qconfig_propagation_list()
    for child in module.children():
        if type(child) is nn.Dropout:
            continue
        if type(child) in (nnq.FloatFunctional, nnq.QFunctional):
            # its ops call the observer themselves: no hook
            if _needs_observation(child):
                child.activation_post_process = child.qconfig.activation()
        elif isinstance(child, _FusedModule) or (non_leaf_module_list and type(child) in non_leaf_module_list):
            _insert_observer(child)
        else:
            add_observer_(child, qconfig_propagation_list, non_leaf_module_list, device, custom_module_class_mapping)
    if not any(True for _ in module.children()) and not isinstance(module, nn.Sequential) \
            and type(module) in qconfig_propagation_list:
        _insert_observer(module)


def prepare(model, inplace=False, allow_list=None, observer_non_leaf_module_list=None,
            prepare_custom_config_dict=None):
    """model (a copy unless inplace) with its qconfigs propagated and observers attached, ready to calibrate."""
    if not inplace:
        model = copy.deepcopy(model)
    propagate_qconfig_(model)
    if not any(getattr(m, "qconfig", None) for m in model.modules()):
        warnings.warn("None of the submodule got qconfig applied. Make sure you passed correct configuration "
                      "through `qconfig_dict` or by assigning the `.qconfig` attribute directly on submodules",
                      stacklevel=2)
    add_observer_(model, allow_list or get_default_qconfig_propagation_list(), observer_non_leaf_module_list)
    return model


def _remove_activation_post_process(module):
    if isinstance(getattr(module, "activation_post_process", None), ObserverBase):
        delattr(module, "activation_post_process")
    for handle_id, hook in list(module._forward_hooks.items()):
        if hook is _observer_forward_hook:
            del module._forward_hooks[handle_id]


def _remove_qconfig(module):
    for child in module.children():
        _remove_qconfig(child)
    if hasattr(module, "qconfig"):
        del module.qconfig
    _remove_activation_post_process(module)


def swap_module(mod, mapping, custom_module_class_mapping=None):
    """mod's quantized counterpart by mapping (mod itself when it has none or no qconfig), keeping its hooks other
    than the observer's."""
    if getattr(mod, "qconfig", None) is None or type(mod) not in mapping:
        return mod
    new_mod = mapping[type(mod)].from_float(mod)
    for hook in mod._forward_pre_hooks.values():
        new_mod.register_forward_pre_hook(hook)
    for hook in mod._forward_hooks.values():
        if hook is not _observer_forward_hook:
            new_mod.register_forward_hook(hook)
    return new_mod


def _convert(module, mapping):
    reassign = {}
    for name, mod in module.named_children():
        if not isinstance(mod, _FusedModule):
            _convert(mod, mapping)
        reassign[name] = swap_module(mod, mapping)
    for name, mod in reassign.items():
        module._modules[name] = mod


def convert(module, mapping=None, inplace=False, remove_qconfig=True, is_reference=False,
            convert_custom_config_dict=None):
    """module (a copy unless inplace) with each submodule that has a qconfig swapped for its quantized module."""
    if not inplace:
        module = copy.deepcopy(module)
    _convert(module, get_default_static_quant_module_mappings() if mapping is None else mapping)
    if remove_qconfig:
        _remove_qconfig(module)
    return module


def quantize(model, run_fn, run_args, mapping=None, inplace=False):
    """Post-training static quantization: prepare, calibrate with run_fn(model, *run_args), convert."""
    if not inplace:
        model = copy.deepcopy(model)
    model.eval()
    prepare(model, inplace=True)
    run_fn(model, *run_args)
    convert(model, mapping, inplace=True)
    return model


_DYNAMIC_TYPES = (nn.Linear, nn.LSTM, nn.GRU, nn.LSTMCell, nn.RNNCell, nn.GRUCell)


def _dynamic_default(dtype):
    if dtype is torch.qint8:
        return default_dynamic_qconfig, _DYNAMIC_TYPES
    if dtype is torch.quint8:
        return float_qparams_weight_only_qconfig, (nn.EmbeddingBag, nn.Embedding)
    raise ValueError(f"Don't know how to quantize with default settings for {dtype}. Provide full qconfig please")


def quantize_dynamic(model, qconfig_spec=None, dtype=torch.qint8, mapping=None, inplace=False):
    """model (a copy unless inplace) with its Linear (and other weighted) layers swapped for dynamically quantized
    ones: weights quantized now, activations per call. qconfig_spec: a set of types or names (quantized with
    dtype's default qconfig) or a dict of them to qconfigs."""
    if qconfig_spec is None or isinstance(qconfig_spec, set):
        qconfig, types = _dynamic_default(dtype)
        qconfig_spec = dict(zip(types if qconfig_spec is None else qconfig_spec, itertools.repeat(qconfig)))
    if not inplace:
        model = copy.deepcopy(model)
    model.eval()
    propagate_qconfig_(model, qconfig_spec)
    convert(model, get_default_dynamic_quant_module_mappings() if mapping is None else mapping, inplace=True)
    return model
