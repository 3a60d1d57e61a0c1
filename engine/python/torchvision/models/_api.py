"""The model registry (get_model, list_models) and the weights enums every builder takes: an enum member names one
checkpoint, its url, the preprocessing it was trained with and its metadata."""
import enum
import fnmatch
import importlib
import inspect
import typing
from dataclasses import dataclass, fields
from typing import Any, Callable, Dict

from torch.hub import load_state_dict_from_url

__all__ = ["WeightsEnum", "Weights", "get_model", "get_model_builder", "get_model_weights", "get_weight",
           "list_models"]


@dataclass
class Weights:
    url: str
    transforms: Callable
    meta: Dict[str, Any]


class _StrEnumMeta(enum.EnumMeta):
    def from_str(cls, member):
        try:
            return cls[member]
        except KeyError:
            raise ValueError(f"Unknown value '{member}' for {cls.__name__}.") from None


class WeightsEnum(enum.Enum, metaclass=_StrEnumMeta):
    def __init__(self, value):
        self._value_ = value

    @classmethod
    def verify(cls, obj):
        if obj is not None:
            if type(obj) is str:
                obj = cls.from_str(obj.replace(cls.__name__ + ".", ""))
            elif not isinstance(obj, cls):
                raise TypeError(
                    f"Invalid Weight class provided; expected {cls.__name__} but received {obj.__class__.__name__}.")
        return obj

    def get_state_dict(self, *args, **kwargs):
        return load_state_dict_from_url(self.url, *args, **kwargs)

    def __repr__(self):
        return f"{self.__class__.__name__}.{self._name_}"

    def __getattr__(self, name):
        # url, transforms and meta read straight through to the member's Weights
        for f in fields(Weights):
            if f.name == name:
                return object.__getattribute__(self.value, name)
        return super().__getattr__(name)


def get_weight(name):
    try:
        enum_name, value_name = name.split(".")
    except ValueError:
        raise ValueError(f"Invalid weight name provided: '{name}'.") from None
    models = importlib.import_module(__name__.rsplit(".", 1)[0])
    candidate = getattr(models, enum_name, None)
    if not (isinstance(candidate, type) and issubclass(candidate, WeightsEnum)):
        raise ValueError(f"The weight enum '{enum_name}' for the specific method couldn't be retrieved.")
    return candidate.from_str(value_name)


def get_model_weights(name):
    model = get_model_builder(name) if isinstance(name, str) else name
    return _get_enum_from_fn(model)


def _get_enum_from_fn(fn):
    """The enum a builder's `weights` parameter is annotated with."""
    sig = inspect.signature(fn)
    if "weights" not in sig.parameters:
        raise ValueError("The method is missing the 'weights' argument.")
    ann = sig.parameters["weights"].annotation
    candidates = [ann] if isinstance(ann, type) else typing.get_args(ann)
    for t in candidates:
        if isinstance(t, type) and issubclass(t, WeightsEnum):
            return t
    raise ValueError(
        "The WeightsEnum class for the specific method couldn't be retrieved. Make sure the typing info is correct.")


BUILTIN_MODELS = {}


def register_model(name=None):
    def wrapper(fn):
        key = name if name is not None else fn.__name__
        if key in BUILTIN_MODELS:
            raise ValueError(f"An entry is already registered under the name '{key}'.")
        BUILTIN_MODELS[key] = fn
        return fn

    return wrapper


def _patterns(filters):
    return [filters] if isinstance(filters, str) else filters


def list_models(module=None, include=None, exclude=None):
    all_models = {k for k, v in BUILTIN_MODELS.items()
                  if module is None or v.__module__.rsplit(".", 1)[0] == module.__name__}
    models = all_models
    if include:
        models = set()
        for pattern in _patterns(include):
            models |= set(fnmatch.filter(all_models, pattern))
    if exclude:
        for pattern in _patterns(exclude):
            models -= set(fnmatch.filter(all_models, pattern))
    return sorted(models)


def get_model_builder(name):
    name = name.lower()
    try:
        return BUILTIN_MODELS[name]
    except KeyError:
        raise ValueError(f"Unknown model {name}") from None


def get_model(name, **config):
    return get_model_builder(name)(**config)
