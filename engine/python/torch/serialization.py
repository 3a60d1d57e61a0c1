"""torch.save and torch.load: any picklable object holding tensors, to a path or a binary file object.

The bytes are a plain pickle, not PyTorch's zip archive: files round-trip within this engine (a browser page, a
lesson, `npm run py`), which is what saving a checkpoint and resuming from it need here.
"""
import collections
import os
import pickle

# what a weights-only load may construct: tensors and the containers state dicts are made of
_SAFE_MODULES = ("torch", "collections", "builtins", "_codecs", "copyreg")


class _WeightsUnpickler(pickle.Unpickler):
    def find_class(self, module, name):
        if module.split(".")[0] not in _SAFE_MODULES:
            raise pickle.UnpicklingError(
                "Weights only load failed. This file can still be loaded, to do so you have two options, do those "
                "steps only if you trust the source of the checkpoint. \n\t(1) In PyTorch 2.6, we changed the default "
                "value of the `weights_only` argument in `torch.load` from `False` to `True`. Re-running `torch.load` "
                "with `weights_only` set to `False` will likely succeed, but it can result in arbitrary code execution. "
                "Do it only if you got the file from a trusted source.\n\t(2) Alternatively, to load with "
                "`weights_only=True` please check the recommended steps in the following error message.\n\t"
                f"WeightsUnpickler error: Unsupported global: GLOBAL {module}.{name}")
        return super().find_class(module, name)


def save(obj, f, pickle_module=pickle, pickle_protocol=2, _use_new_zipfile_serialization=True):
    if isinstance(f, (str, os.PathLike)):
        with open(f, "wb") as file:
            pickle_module.dump(obj, file, protocol=pickle_protocol)
    else:
        pickle_module.dump(obj, f, protocol=pickle_protocol)


def load(f, map_location=None, pickle_module=None, *, weights_only=True, mmap=None, **pickle_load_args):
    if isinstance(f, (str, os.PathLike)):
        with open(f, "rb") as file:
            return load(file, map_location, pickle_module, weights_only=weights_only, **pickle_load_args)
    if weights_only is None:
        weights_only = True
    if weights_only:
        obj = _WeightsUnpickler(f, **pickle_load_args).load()
    else:
        obj = (pickle_module or pickle).load(f, **pickle_load_args)
    return obj if map_location is None else _map(obj, map_location)


def _map(obj, location):
    """Moves every tensor in nested containers as map_location says (a device, a name, a dict or a function)."""
    from ._tensor import Tensor

    if isinstance(obj, Tensor):
        if callable(location):
            moved = location(obj, str(obj.device))
            return obj if moved is None else moved
        if isinstance(location, dict):
            target = location.get(str(obj.device))
            return obj if target is None else obj.to(target)
        return obj.to(location)
    if isinstance(obj, collections.OrderedDict):
        return collections.OrderedDict((k, _map(v, location)) for k, v in obj.items())
    if isinstance(obj, dict):
        return {k: _map(v, location) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return type(obj)(_map(v, location) for v in obj)
    return obj

