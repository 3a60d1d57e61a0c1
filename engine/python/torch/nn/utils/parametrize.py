"""torch.nn.utils.parametrize: a module's parameter or buffer computed by a chain of modules from an original.

Registering a parametrization on `module.weight` moves the tensor to `module.parametrizations.weight.original`
(through `right_inverse`, when the parametrization has one) and turns `weight` into a property of a per-module
subclass (ParametrizedLinear, ...): reading it runs the chain, assigning it runs the chain's right inverses. As in
PyTorch, `cached()` computes each parametrized tensor once inside its block.
"""
import collections.abc
import copyreg
from contextlib import contextmanager
from copy import deepcopy

import torch
from torch import Tensor

from ..modules.container import ModuleDict, ModuleList
from ..parameter import Parameter

__all__ = ["cached", "ParametrizationList", "register_parametrization", "is_parametrized", "remove_parametrizations",
           "type_before_parametrizations", "transfer_parametrizations_and_params"]

_cache_enabled = 0
_cache = {}


@contextmanager
def cached():
    global _cache, _cache_enabled
    _cache_enabled += 1
    try:
        yield
    finally:
        _cache_enabled -= 1
        if not _cache_enabled:
            _cache = {}


def _register_parameter_or_buffer(module, name, X):
    if isinstance(X, Parameter):
        module.register_parameter(name, X)
    else:
        module.register_buffer(name, X)


def _not_tensors_error(what):
    return ValueError(f"'right_inverse' must return a Tensor or a Sequence of tensors (list, tuple...). Got {what}")


class ParametrizationList(ModuleList):
    """The chain of parametrizations on one tensor, holding its original (or originals) as parameters or buffers."""

    def __init__(self, modules, original, unsafe=False):
        if len(modules) == 0:
            raise ValueError("ParametrizationList requires one or more modules.")
        super().__init__(modules)
        self.unsafe = unsafe
        original_shape, original_dtype = original.shape, original.dtype
        with torch.no_grad():
            new = original
            for module in reversed(self):
                if hasattr(module, "right_inverse"):
                    try:
                        new = module.right_inverse(new)
                    except NotImplementedError:
                        pass
        if not isinstance(new, Tensor) and not isinstance(new, collections.abc.Sequence):
            raise _not_tensors_error(type(new).__name__)
        self.is_tensor = isinstance(new, Tensor)
        self.ntensors = 1 if self.is_tensor else len(new)
        if self.is_tensor:
            if original.dtype != new.dtype:
                raise ValueError("When `right_inverse` outputs one tensor, it may not change the dtype.\n"
                                 f"original.dtype: {original.dtype}\nright_inverse(original).dtype: {new.dtype}")
            # the original keeps its identity (optimizers may hold it) and takes the new value
            with torch.no_grad():
                original.set_(new)
            _register_parameter_or_buffer(self, "original", original)
        else:
            for i, originali in enumerate(new):
                if not isinstance(originali, Tensor):
                    raise _not_tensors_error(f"element {i} of the sequence with type {type(originali).__name__}.")
                if isinstance(original, Parameter):
                    originali = Parameter(originali)
                originali.requires_grad_(original.requires_grad)
                _register_parameter_or_buffer(self, f"original{i}", originali)
        if not self.unsafe:
            Z = self()
            if not isinstance(Z, Tensor):
                raise ValueError(f"A parametrization must return a tensor. Got {type(Z).__name__}.")
            if Z.dtype != original_dtype:
                raise ValueError("Registering a parametrization may not change the dtype of the tensor, unless "
                                 f"`unsafe` flag is enabled.\nunparametrized dtype: {original_dtype}\n"
                                 f"parametrized dtype: {Z.dtype}")
            if Z.shape != original_shape:
                raise ValueError("Registering a parametrization may not change the shape of the tensor, unless "
                                 f"`unsafe` flag is enabled.\nunparametrized shape: {original_shape}\n"
                                 f"parametrized shape: {Z.shape}")

    def right_inverse(self, value):
        """Sets the originals so that the chain gives `value` (what assigning to the parametrized tensor does)."""
        with torch.no_grad():
            for module in reversed(self):
                if not hasattr(module, "right_inverse"):
                    raise RuntimeError(f"parametrization {type(module).__name__} does not implement right_inverse.")
                value = module.right_inverse(value)
            if self.is_tensor:
                if not isinstance(value, Tensor):
                    raise ValueError(f"`right_inverse` should return a tensor. Got {type(value).__name__}")
                if value.dtype != self.original.dtype:
                    raise ValueError(f"The tensor returned by `right_inverse` has dtype {value.dtype} while "
                                     f"`original` has dtype {self.original.dtype}")
                self.original.set_(value)
                return
            if not isinstance(value, collections.abc.Sequence):
                raise ValueError(f"'right_inverse' must return a sequence of tensors. Got {type(value).__name__}.")
            if len(value) != self.ntensors:
                raise ValueError(f"'right_inverse' must return a sequence of tensors of length {self.ntensors}. "
                                 f"Got a sequence of length {len(value)}.")
            for i, tensor in enumerate(value):
                original_i = getattr(self, f"original{i}")
                if not isinstance(tensor, Tensor):
                    raise ValueError(f"`right_inverse` must return a sequence of tensors. Got element {i} of type "
                                     f"{type(tensor).__name__}")
                if original_i.dtype != tensor.dtype:
                    raise ValueError(f"Tensor {i} returned by `right_inverse` has dtype {tensor.dtype} while "
                                     f"`original{i}` has dtype {original_i.dtype}")
                original_i.set_(tensor)

    def forward(self):
        if self.is_tensor:
            x = self[0](self.original)
        else:
            x = self[0](*(getattr(self, f"original{i}") for i in range(self.ntensors)))
        for module in list(self)[1:]:
            x = module(x)
        return x


def _inject_new_class(module):
    """Gives module a class of its own (ParametrizedLinear, ...), where the parametrized properties can live."""
    cls = module.__class__

    def default_deepcopy(self, memo):
        obj = memo.get(id(self), None)
        if obj is not None:
            return obj
        replica = self.__new__(self.__class__)
        memo[id(self)] = replica
        replica.__dict__ = deepcopy(self.__dict__, memo)
        for slot in copyreg._slotnames(self.__class__):
            if hasattr(self, slot):
                setattr(replica, slot, deepcopy(getattr(self, slot), memo))
        return replica

    def getstate(self):
        raise RuntimeError("Serialization of parametrized modules is only supported through state_dict(). See:\n"
                           "https://pytorch.org/tutorials/beginner/saving_loading_models.html"
                           "#saving-loading-a-general-checkpoint-for-inference-and-or-resuming-training")

    dct = {"__getstate__": getstate}
    if not hasattr(cls, "__deepcopy__"):
        dct["__deepcopy__"] = default_deepcopy
    module.__class__ = type(f"Parametrized{cls.__name__}", (cls,), dct)


def _inject_property(module, tensor_name):
    assert not hasattr(module, tensor_name)

    def get_parametrized(self):
        parametrization = self.parametrizations[tensor_name]
        if not _cache_enabled:
            return parametrization()
        key = (id(module), tensor_name)
        tensor = _cache.get(key)
        if tensor is None:
            tensor = _cache[key] = parametrization()
        return tensor

    def set_original(self, value):
        self.parametrizations[tensor_name].right_inverse(value)

    setattr(module.__class__, tensor_name, property(get_parametrized, set_original))


def _check_added(module, tensor_name, parametrization):
    """What register_parametrization checks of a parametrization added on top of others (unless unsafe)."""
    Y = getattr(module, tensor_name)
    X = parametrization(Y)
    if not isinstance(X, Tensor):
        raise ValueError(f"A parametrization must return a tensor. Got {type(X).__name__}.")
    if X.dtype != Y.dtype:
        raise ValueError("Registering a parametrization may not change the dtype of the tensor, unless the `unsafe` "
                         f"flag is enabled.\nmodule.{tensor_name}.dtype: {Y.dtype}\n"
                         f"parametrization(module.{tensor_name}).dtype: {X.dtype}")
    if X.shape != Y.shape:
        raise ValueError("Registering a parametrization may not change the shape of the tensor, unless the `unsafe` "
                         f"flag is enabled.\nmodule.{tensor_name}.shape: {Y.shape}\n"
                         f"parametrization(module.{tensor_name}).shape: {X.shape}")
    if not hasattr(parametrization, "right_inverse"):
        return
    try:
        Z = parametrization.right_inverse(X)
    except NotImplementedError:
        return
    if not isinstance(Z, Tensor):
        raise ValueError(f"parametrization.right_inverse must return a tensor. Got: {type(Z).__name__}")
    if Z.dtype != Y.dtype:
        raise ValueError("The tensor returned by parametrization.right_inverse must have the same dtype as "
                         f"module.{tensor_name}, unless the `unsafe` flag is enabled.\n"
                         f"module.{tensor_name}.dtype: {Y.dtype}\nreturned dtype: {Z.dtype}")
    if Z.shape != Y.shape:
        raise ValueError("The tensor returned by parametrization.right_inverse must have the same shape as "
                         f"module.{tensor_name}, unless the `unsafe` flag is enabled.\n"
                         f"module.{tensor_name}.shape: {Y.shape}\nreturned shape: {Z.shape}")


def register_parametrization(module, tensor_name, parametrization, *, unsafe=False):
    parametrization.train(module.training)
    if is_parametrized(module, tensor_name):
        if not unsafe:
            _check_added(module, tensor_name, parametrization)
        module.parametrizations[tensor_name].append(parametrization)
        module.parametrizations[tensor_name].unsafe |= unsafe
    elif tensor_name in module._buffers or tensor_name in module._parameters:
        original = getattr(module, tensor_name)
        parametrizations = ParametrizationList([parametrization], original, unsafe=unsafe)
        delattr(module, tensor_name)
        if not is_parametrized(module):
            _inject_new_class(module)
            module.parametrizations = ModuleDict()
        _inject_property(module, tensor_name)
        module.parametrizations[tensor_name] = parametrizations
    else:
        raise ValueError(f"Module '{module}' does not have a parameter, a buffer, or a parametrized element with name "
                         f"'{tensor_name}'")
    return module


def is_parametrized(module, tensor_name=None):
    parametrizations = getattr(module, "parametrizations", None)
    if parametrizations is None or not isinstance(parametrizations, ModuleDict):
        return False
    return len(parametrizations) > 0 if tensor_name is None else tensor_name in parametrizations


def remove_parametrizations(module, tensor_name, leave_parametrized=True):
    if not is_parametrized(module, tensor_name):
        raise ValueError(f"Module {module} does not have a parametrization on {tensor_name}")
    parametrizations = module.parametrizations[tensor_name]
    if parametrizations.is_tensor:
        original = parametrizations.original
        if leave_parametrized:
            with torch.no_grad():
                t = getattr(module, tensor_name)
                original.set_(t)
    elif leave_parametrized:
        t = getattr(module, tensor_name)
        original = Parameter(t) if t.requires_grad else t
    else:
        raise ValueError("Cannot leave unparametrized (`leave_parametrized=False`) a tensor that is parametrized in "
                         "terms of a sequence of tensors.")
    delattr(module.__class__, tensor_name)
    del module.parametrizations[tensor_name]
    _register_parameter_or_buffer(module, tensor_name, original)
    if not is_parametrized(module):
        delattr(module, "parametrizations")
        module.__class__ = module.__class__.__bases__[0]
    return module


def type_before_parametrizations(module):
    return module.__class__.__bases__[0] if is_parametrized(module) else type(module)


def transfer_parametrizations_and_params(from_module, to_module, tensor_name=None):
    if is_parametrized(from_module):
        names = from_module.parametrizations if tensor_name is None else [tensor_name]
        for name in names:
            if not hasattr(to_module, name):
                setattr(to_module, name, Parameter(getattr(from_module, name)))
            for param_func in from_module.parametrizations[name]:
                register_parametrization(to_module, name, param_func)
            source, target = from_module.parametrizations[name], to_module.parametrizations[name]
            if hasattr(source, "original"):
                target.original = source.original
            else:
                i = 0
                while hasattr(source, f"original{i}"):
                    setattr(target, f"original{i}", getattr(source, f"original{i}"))
                    i += 1
    return to_module
