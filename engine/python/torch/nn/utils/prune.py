"""torch.nn.utils.prune: zeroing parts of a parameter through a mask, as PyTorch does it.

Pruning `name` moves the parameter to `name_orig`, keeps a `name_mask` buffer, and sets the plain attribute `name` to
mask * orig; the pruning method itself is a forward pre-hook that recomputes that product before each forward, so
gradients reach `name_orig` through the mask. Pruning the same tensor again stacks methods in a PruningContainer,
the new one acting only on what the earlier ones kept. `remove` makes the pruning permanent.
"""
import numbers
from abc import ABC, abstractmethod
from collections.abc import Iterable

import torch

__all__ = ["BasePruningMethod", "PruningContainer", "Identity", "RandomUnstructured", "L1Unstructured",
           "RandomStructured", "LnStructured", "CustomFromMask", "identity", "random_unstructured",
           "l1_unstructured", "random_structured", "ln_structured", "global_unstructured", "custom_from_mask",
           "remove", "is_pruned"]


class BasePruningMethod(ABC):
    _tensor_name: str

    def __call__(self, module, inputs):
        setattr(module, self._tensor_name, self.apply_mask(module))

    @abstractmethod
    def compute_mask(self, t, default_mask):
        """The new mask for t, given the mask earlier pruning left (default_mask)."""

    def apply_mask(self, module):
        assert self._tensor_name is not None, f"Module {module} has to be pruned"
        mask = getattr(module, self._tensor_name + "_mask")
        orig = getattr(module, self._tensor_name + "_orig")
        return mask.to(dtype=orig.dtype) * orig

    @classmethod
    def apply(cls, module, name, *args, importance_scores=None, **kwargs):
        method = _stacked_method(cls, module, name, *args, **kwargs)
        orig = getattr(module, name)
        if importance_scores is not None:
            assert importance_scores.shape == orig.shape, (
                f"importance_scores should have the same shape as parameter {name} of {module}")
        else:
            importance_scores = orig
        first = not isinstance(method, PruningContainer)
        if first:
            module.register_parameter(name + "_orig", orig)
            del module._parameters[name]
            default_mask = torch.ones_like(orig)
        else:
            default_mask = getattr(module, name + "_mask").detach().clone()
        try:
            mask = method.compute_mask(importance_scores, default_mask=default_mask)
            module.register_buffer(name + "_mask", mask)
            setattr(module, name, method.apply_mask(module))
            module.register_forward_pre_hook(method)
        except Exception:
            if first:  # put the parameter back as it was
                module.register_parameter(name, getattr(module, name + "_orig"))
                del module._parameters[name + "_orig"]
            raise
        return method

    def prune(self, t, default_mask=None, importance_scores=None):
        if importance_scores is not None:
            assert importance_scores.shape == t.shape, "importance_scores should have the same shape as tensor t"
        else:
            importance_scores = t
        default_mask = default_mask if default_mask is not None else torch.ones_like(t)
        return t * self.compute_mask(importance_scores, default_mask=default_mask)

    def remove(self, module):
        assert self._tensor_name is not None, f"Module {module} has to be pruned before pruning can be removed"
        weight = self.apply_mask(module)
        if hasattr(module, self._tensor_name):
            delattr(module, self._tensor_name)
        orig = module._parameters[self._tensor_name + "_orig"]
        orig.data = weight.data
        del module._parameters[self._tensor_name + "_orig"]
        del module._buffers[self._tensor_name + "_mask"]
        setattr(module, self._tensor_name, orig)


def _stacked_method(cls, module, name, *args, **kwargs):
    """cls(*args, **kwargs) for module.name, joined in a container with the method already pruning it, if any."""
    old_ids = [k for k, hook in module._forward_pre_hooks.items()
               if isinstance(hook, BasePruningMethod) and hook._tensor_name == name]
    assert len(old_ids) <= 1, (f"Avoid adding multiple pruning hooks to the same tensor {name} of module {module}. "
                               "Use a PruningContainer.")
    old = module._forward_pre_hooks.pop(old_ids[0]) if old_ids else None
    method = cls(*args, **kwargs)
    method._tensor_name = name
    if isinstance(old, PruningContainer):
        old.add_pruning_method(method)
        return old
    if old is not None:
        container = PruningContainer(old)
        container.add_pruning_method(method)
        return container
    return method


class PruningContainer(BasePruningMethod):
    """Successive pruning methods on one tensor: each new one prunes among what the earlier ones kept."""

    def __init__(self, *args):
        self._pruning_methods = ()
        if len(args) == 1:
            self._tensor_name = args[0]._tensor_name
            self.add_pruning_method(args[0])
        else:
            for method in args:
                self.add_pruning_method(method)

    def add_pruning_method(self, method):
        if not isinstance(method, BasePruningMethod) and method is not None:
            raise TypeError(f"{type(method)} is not a BasePruningMethod subclass")
        if method is not None and self._tensor_name != method._tensor_name:
            raise ValueError("Can only add pruning methods acting on the parameter named "
                             f"'{self._tensor_name}' to PruningContainer {self}. Found '{method._tensor_name}'")
        self._pruning_methods += (method,)

    def __len__(self):
        return len(self._pruning_methods)

    def __iter__(self):
        return iter(self._pruning_methods)

    def __getitem__(self, idx):
        return self._pruning_methods[idx]

    def compute_mask(self, t, default_mask):
        method = self._pruning_methods[-1]
        new_mask = default_mask.to(dtype=t.dtype)
        kind = method.PRUNING_TYPE
        if kind == "unstructured":
            # only the entries still unpruned take part
            slc = default_mask == 1
        elif kind == "structured":
            if not hasattr(method, "dim"):
                raise AttributeError('Pruning methods of PRUNING_TYPE "structured" need to have the attribute `dim` '
                                     "defined.")
            n_dims = t.dim()
            dim = method.dim + n_dims if method.dim < 0 else method.dim
            if dim < 0:
                raise IndexError(f"Index is out of bounds for tensor with dimensions {n_dims}")
            # only the channels with some entry still unpruned take part
            keep_channel = default_mask.sum(dim=[d for d in range(n_dims) if d != dim]) != 0
            slc = tuple(keep_channel if d == dim else slice(None) for d in range(n_dims))
        elif kind == "global":
            slc = (slice(None),) * t.dim()
        else:
            raise ValueError(f"Unrecognized PRUNING_TYPE {kind}")
        partial_mask = method.compute_mask(t[slc], default_mask=default_mask[slc])
        new_mask[slc] = partial_mask.to(dtype=new_mask.dtype)
        return new_mask


class Identity(BasePruningMethod):
    PRUNING_TYPE = "unstructured"

    def compute_mask(self, t, default_mask):
        return default_mask

    @classmethod
    def apply(cls, module, name):
        return super().apply(module, name)


def _unstructured_mask(amount, t, default_mask, scores, largest):
    """default_mask with `amount` of t's entries zeroed: those whose scores() are the largest or the smallest."""
    tensor_size = t.nelement()
    nparams_toprune = _compute_nparams_toprune(amount, tensor_size)
    _validate_pruning_amount(nparams_toprune, tensor_size)
    mask = default_mask.clone()
    if nparams_toprune != 0:
        topk = torch.topk(scores().view(-1), k=nparams_toprune, largest=largest)
        mask.view(-1)[topk.indices] = 0
    return mask


class RandomUnstructured(BasePruningMethod):
    PRUNING_TYPE = "unstructured"

    def __init__(self, amount):
        _validate_pruning_amount_init(amount)
        self.amount = amount

    def compute_mask(self, t, default_mask):
        # the scores are drawn only when something is pruned, as PyTorch draws them
        return _unstructured_mask(self.amount, t, default_mask, lambda: torch.rand_like(t), largest=True)

    @classmethod
    def apply(cls, module, name, amount):
        return super().apply(module, name, amount=amount)


class L1Unstructured(BasePruningMethod):
    PRUNING_TYPE = "unstructured"

    def __init__(self, amount):
        _validate_pruning_amount_init(amount)
        self.amount = amount

    def compute_mask(self, t, default_mask):
        return _unstructured_mask(self.amount, t, default_mask, lambda: torch.abs(t), largest=False)

    @classmethod
    def apply(cls, module, name, amount, importance_scores=None):
        return super().apply(module, name, amount=amount, importance_scores=importance_scores)


def _channel_mask(t, dim, channels):
    """Ones over the chosen channels of t along dim (a bool mask or indices), zeros elsewhere."""
    mask = torch.zeros_like(t)
    mask[tuple(channels if d == dim % t.dim() else slice(None) for d in range(t.dim()))] = 1
    return mask


class RandomStructured(BasePruningMethod):
    PRUNING_TYPE = "structured"

    def __init__(self, amount, dim=-1):
        _validate_pruning_amount_init(amount)
        self.amount = amount
        self.dim = dim

    def compute_mask(self, t, default_mask):
        _validate_structured_pruning(t)
        _validate_pruning_dim(t, self.dim)
        tensor_size = t.shape[self.dim]
        nparams_toprune = _compute_nparams_toprune(self.amount, tensor_size)
        _validate_pruning_amount(nparams_toprune, tensor_size)
        if nparams_toprune == 0:
            return default_mask
        prob = torch.rand(tensor_size)
        threshold = torch.kthvalue(prob, k=nparams_toprune).values
        mask = _channel_mask(t, self.dim, prob > threshold)
        mask *= default_mask.to(dtype=mask.dtype)
        return mask

    @classmethod
    def apply(cls, module, name, amount, dim=-1):
        return super().apply(module, name, amount=amount, dim=dim)


class LnStructured(BasePruningMethod):
    PRUNING_TYPE = "structured"

    def __init__(self, amount, n, dim=-1):
        _validate_pruning_amount_init(amount)
        self.amount = amount
        self.n = n
        self.dim = dim

    def compute_mask(self, t, default_mask):
        _validate_structured_pruning(t)
        _validate_pruning_dim(t, self.dim)
        tensor_size = t.shape[self.dim]
        nparams_toprune = _compute_nparams_toprune(self.amount, tensor_size)
        _validate_pruning_amount(nparams_toprune, tensor_size)
        if nparams_toprune == 0:
            return default_mask
        norm = _compute_norm(t, self.n, self.dim)
        topk = torch.topk(norm, k=tensor_size - nparams_toprune, largest=True)
        mask = _channel_mask(t, self.dim, topk.indices)
        mask *= default_mask.to(dtype=mask.dtype)
        return mask

    @classmethod
    def apply(cls, module, name, amount, n, dim, importance_scores=None):
        return super().apply(module, name, amount=amount, n=n, dim=dim, importance_scores=importance_scores)


class CustomFromMask(BasePruningMethod):
    PRUNING_TYPE = "global"

    def __init__(self, mask):
        self.mask = mask

    def compute_mask(self, t, default_mask):
        assert default_mask.shape == self.mask.shape
        return default_mask * self.mask.to(dtype=default_mask.dtype)

    @classmethod
    def apply(cls, module, name, mask):
        return super().apply(module, name, mask=mask)


def identity(module, name):
    Identity.apply(module, name)
    return module


def random_unstructured(module, name, amount):
    RandomUnstructured.apply(module, name, amount)
    return module


def l1_unstructured(module, name, amount, importance_scores=None):
    L1Unstructured.apply(module, name, amount=amount, importance_scores=importance_scores)
    return module


def random_structured(module, name, amount, dim):
    RandomStructured.apply(module, name, amount, dim)
    return module


def ln_structured(module, name, amount, n, dim, importance_scores=None):
    LnStructured.apply(module, name, amount, n, dim, importance_scores=importance_scores)
    return module


def custom_from_mask(module, name, mask):
    CustomFromMask.apply(module, name, mask)
    return module


def global_unstructured(parameters, pruning_method, importance_scores=None, **kwargs):
    """Prunes the (module, name) pairs as one vector: the amount counts over all of them together."""
    if not isinstance(parameters, Iterable):
        raise TypeError("global_unstructured(): parameters is not an Iterable")
    importance_scores = importance_scores if importance_scores is not None else {}
    if not isinstance(importance_scores, dict):
        raise TypeError("global_unstructured(): importance_scores must be of type dict")
    parameters = list(parameters)
    from .convert_parameters import parameters_to_vector

    scores = parameters_to_vector([importance_scores.get((module, name), getattr(module, name))
                                   for module, name in parameters])
    default_mask = parameters_to_vector([getattr(module, name + "_mask", torch.ones_like(getattr(module, name)))
                                         for module, name in parameters])
    container = PruningContainer()
    container._tensor_name = "temp"
    method = pruning_method(**kwargs)
    method._tensor_name = "temp"
    if method.PRUNING_TYPE != "unstructured":
        raise TypeError('Only "unstructured" PRUNING_TYPE supported for the `pruning_method`. Found method '
                        f"{pruning_method} of type {method.PRUNING_TYPE}")
    container.add_pruning_method(method)
    final_mask = container.compute_mask(scores, default_mask)
    pointer = 0
    for module, name in parameters:
        param = getattr(module, name)
        num_param = param.numel()
        custom_from_mask(module, name, mask=final_mask[pointer:pointer + num_param].view_as(param))
        pointer += num_param


def remove(module, name):
    for k, hook in module._forward_pre_hooks.items():
        if isinstance(hook, BasePruningMethod) and hook._tensor_name == name:
            hook.remove(module)
            del module._forward_pre_hooks[k]
            return module
    raise ValueError(f"Parameter '{name}' of module {module} has to be pruned before pruning can be removed")


def is_pruned(module):
    return any(isinstance(hook, BasePruningMethod)
               for _, submodule in module.named_modules() for hook in submodule._forward_pre_hooks.values())


def _validate_pruning_amount_init(amount):
    if not isinstance(amount, numbers.Real):
        raise TypeError(f"Invalid type for amount: {amount}. Must be int or float.")
    if (isinstance(amount, numbers.Integral) and amount < 0) or (
            not isinstance(amount, numbers.Integral) and (float(amount) > 1.0 or float(amount) < 0.0)):
        raise ValueError(f"amount={amount} should either be a float in the range [0, 1] or a non-negative integer")


def _validate_pruning_amount(amount, tensor_size):
    if isinstance(amount, numbers.Integral) and amount > tensor_size:
        raise ValueError(f"amount={amount} should be smaller than the number of parameters to prune={tensor_size}")


def _validate_structured_pruning(t):
    if len(t.shape) <= 1:
        raise ValueError("Structured pruning can only be applied to multidimensional tensors. Found tensor of shape "
                         f"{t.shape} with {len(t.shape)} dims")


def _compute_nparams_toprune(amount, tensor_size):
    return amount if isinstance(amount, numbers.Integral) else round(amount * tensor_size)


def _validate_pruning_dim(t, dim):
    if dim >= t.dim():
        raise IndexError(f"Invalid index {dim} for tensor of size {t.shape}")


def _compute_norm(t, n, dim):
    dims = list(range(t.dim()))
    dims.remove(dims[dim])
    return torch.norm(t, p=n, dim=dims)
