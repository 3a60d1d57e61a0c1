"""Flatten, Unflatten and the parameter containers."""
from collections import OrderedDict
from collections.abc import Iterable, Mapping

import torch

from .. import functional as F, init
from ..parameter import Parameter
from .container import _update_from_pairs
from .module import Module


class Flatten(Module):
    def __init__(self, start_dim=1, end_dim=-1):
        super().__init__()
        self.start_dim, self.end_dim = start_dim, end_dim

    def forward(self, input):  # noqa: A002
        return input.flatten(self.start_dim, self.end_dim)

    def extra_repr(self):
        return f"start_dim={self.start_dim}, end_dim={self.end_dim}"


class Unflatten(Module):
    def __init__(self, dim, unflattened_size):
        super().__init__()
        self.dim, self.unflattened_size = dim, tuple(unflattened_size)

    def forward(self, input):  # noqa: A002
        return input.unflatten(self.dim, self.unflattened_size)

    def extra_repr(self):
        return f"dim={self.dim}, unflattened_size={self.unflattened_size}"


def _parameter_line(key, param, kind):
    # PyTorch's ParameterList names the dtype, its ParameterDict the legacy type name (torch.FloatTensor)
    size = "x".join(str(n) for n in param.shape)
    return f"  ({key}): Parameter containing: [{param.dtype if kind == 'dtype' else param.type()} of size {size}]"


class ParameterList(Module):
    def __init__(self, values=None):
        super().__init__()
        for value in values or []:
            self.append(value)

    def append(self, value):
        self.register_parameter(str(len(self._parameters)), value if isinstance(value, Parameter) else Parameter(value))
        return self

    def extend(self, values):
        for value in values:
            self.append(value)
        return self

    def __getitem__(self, index):
        items = list(self._parameters.values())
        return ParameterList(items[index]) if isinstance(index, slice) else items[index]

    def __setitem__(self, index, value):
        self.register_parameter(str(index % len(self)), value)

    def __len__(self):
        return len(self._parameters)

    def __iter__(self):
        return iter(self._parameters.values())

    def extra_repr(self):
        return "\n".join(_parameter_line(k, p, "dtype") for k, p in self._parameters.items())


class ParameterDict(Module):
    def __init__(self, parameters=None):
        super().__init__()
        if parameters is not None:
            self.update(parameters)

    def update(self, parameters):
        if not isinstance(parameters, Iterable):
            raise TypeError("ParametersDict.update should be called with an iterable of key/value pairs, but got "
                            + type(parameters).__name__)
        if isinstance(parameters, (OrderedDict, ParameterDict)):
            for key, value in parameters.items():
                self[key] = value
            return
        if isinstance(parameters, Mapping):
            # a plain mapping's order is taken as unspecified: its entries go in sorted by key
            for key, value in sorted(parameters.items()):
                self[key] = value
            return
        _update_from_pairs(self, parameters, "ParameterDict")

    def __getitem__(self, key):
        if not isinstance(key, str):
            raise TypeError("Index given to ParameterDict cannot be used as a key as it is not a string (type is "
                            f"'{type(key).__name__}'). Open an issue on github if you need non-string keys.")
        if key not in self._parameters:
            # ParameterDict keeps its entries as attributes, so a missing key is a missing attribute
            raise AttributeError(f"'{type(self).__name__}' object has no attribute '{key}'")
        return self._parameters[key]

    def __setitem__(self, key, value):
        self.register_parameter(key, value if isinstance(value, Parameter) else Parameter(value))

    def __delitem__(self, key):
        del self._parameters[key]

    def __contains__(self, key):
        return key in self._parameters

    def __len__(self):
        return len(self._parameters)

    def __iter__(self):
        return iter(self._parameters)

    def keys(self):
        return self._parameters.keys()

    def values(self):
        return self._parameters.values()

    def items(self):
        return self._parameters.items()

    def extra_repr(self):
        return "\n".join(_parameter_line(k, p, "type") for k, p in self._parameters.items())
