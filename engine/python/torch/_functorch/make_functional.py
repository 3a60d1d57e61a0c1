"""functorch's make_functional, make_functional_with_buffers and combine_state_for_ensemble (torch/_functorch/
make_functional.py): a module's copy whose parameters and buffers are passed in at each call."""
import copy

import torch
import torch.nn as nn

from .functional_call import check_ensemble, functional_call


def _set_nested_attr(module, name, value):
    *path, last = name.split(".")
    for part in path:
        module = getattr(module, part)
    setattr(module, last, value)


def _extract_members(module, named_members, subclass):
    """The module's distinct members (first name of each) with every name each goes by, after putting meta-device
    stand-ins in their places, as functorch leaves the stateless copy."""
    all_named = tuple(named_members(remove_duplicate=False))
    names_map = {}
    for name, member in all_named:
        names_map.setdefault(member, []).append(name)
    memo = {}
    for name, member in all_named:
        if member not in memo:
            memo[member] = subclass(torch.empty_like(member, device="meta"))
        _set_nested_attr(module, name, memo[member])
    members = tuple(names_map)
    return members, tuple(names[0] for names in names_map.values()), {names[0]: names for names in names_map.values()}


def _extract_weights(module):
    return _extract_members(module, module.named_parameters, nn.Parameter)


def _extract_buffers(module):
    return _extract_members(module, module.named_buffers, lambda t: t)


class FunctionalModule(nn.Module):
    """A stateless copy of a module, called as fmodel(params, *args)."""

    def __init__(self, stateless_model, param_names, names_map):
        super().__init__()
        self.stateless_model = stateless_model
        self.param_names = param_names
        self.names_map = names_map

    @staticmethod
    def _create_from(model, disable_autograd_tracking=False):
        model_copy = copy.deepcopy(model)
        params, param_names, names_map = _extract_weights(model_copy)
        if disable_autograd_tracking:
            for param in params:
                param.requires_grad_(False)
        return FunctionalModule(model_copy, param_names, names_map), params

    def forward(self, params, *args, **kwargs):
        return functional_call(self.stateless_model, dict(zip(self.param_names, params)), args, kwargs)


class FunctionalModuleWithBuffers(nn.Module):
    """A stateless copy of a module, called as fmodel(params, buffers, *args)."""

    def __init__(self, stateless_model, param_names, buffer_names, param_names_map, buffer_names_map):
        super().__init__()
        self.stateless_model = stateless_model
        self.param_names = param_names
        self.buffer_names = buffer_names
        self.all_names_map = dict(param_names_map)
        self.all_names_map.update(buffer_names_map)

    @staticmethod
    def _create_from(model, disable_autograd_tracking=False):
        model_copy = copy.deepcopy(model)
        params, param_names, param_names_map = _extract_weights(model_copy)
        buffers, buffer_names, buffer_names_map = _extract_buffers(model_copy)
        if disable_autograd_tracking:
            for param in params:
                param.requires_grad_(False)
        return (FunctionalModuleWithBuffers(model_copy, param_names, buffer_names, param_names_map,
                                            buffer_names_map), params, buffers)

    def forward(self, params, buffers, *args, **kwargs):
        values = dict(zip(self.param_names, params))
        values.update(zip(self.buffer_names, buffers))
        return functional_call(self.stateless_model, values, args, kwargs)


def make_functional(model, disable_autograd_tracking=False):
    if len(list(model.buffers())) > 0:
        raise RuntimeError("make_functional(model): `model` has buffers. Please use "
                           "make_functional_with_buffers(model) instead.")
    return FunctionalModule._create_from(model, disable_autograd_tracking=disable_autograd_tracking)


def make_functional_with_buffers(model, disable_autograd_tracking=False):
    return FunctionalModuleWithBuffers._create_from(model, disable_autograd_tracking=disable_autograd_tracking)


def _transpose_stack(tuple_of_tuple_of_tensors):
    return tuple(torch.stack(shards).detach() for shards in zip(*tuple_of_tuple_of_tensors))


def combine_state_for_ensemble(models):
    """One stateless model and the models' parameters and buffers stacked (detached) along a new first dim."""
    check_ensemble(models, "combine_state_for_ensemble")
    funcs, params, buffers = zip(*[make_functional_with_buffers(model) for model in models])
    return funcs[0], _transpose_stack(params), _transpose_stack(buffers)
