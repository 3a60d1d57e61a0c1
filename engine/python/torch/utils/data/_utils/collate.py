"""How samples become a batch (default_collate) and, without batching, how each sample is converted."""
import collections.abc
import copy
import re
import sys

import torch

_NUMPY_STRING = re.compile(r"[SaUO]")

_ERR = "default_collate: batch must contain tensors, numpy arrays, numbers, dicts or lists; found {}"


def _is_numpy(x):
    return type(x).__module__ == "numpy"


def default_convert(data):
    """Samples as tensors where they are numpy arrays; structures kept (tuples become lists, as in PyTorch)."""
    elem_type = type(data)
    if isinstance(data, torch.Tensor):
        return data
    if _is_numpy(data) and elem_type.__name__ == "ndarray":
        return data if _NUMPY_STRING.search(data.dtype.str) else torch.as_tensor(data)
    if _is_numpy(data) and elem_type.__name__ != "str_":
        return torch.as_tensor(data)
    if isinstance(data, collections.abc.Mapping):
        try:
            return elem_type({key: default_convert(data[key]) for key in data})
        except TypeError:
            return {key: default_convert(data[key]) for key in data}
    if isinstance(data, tuple) and hasattr(data, "_fields"):
        return elem_type(*(default_convert(d) for d in data))
    if isinstance(data, tuple):
        return [default_convert(d) for d in data]
    if isinstance(data, collections.abc.Sequence) and not isinstance(data, (str, bytes)):
        try:
            return elem_type([default_convert(d) for d in data])
        except TypeError:
            return [default_convert(d) for d in data]
    return data


def collate(batch, *, collate_fn_map=None):
    """Collates a list of samples by the function `collate_fn_map` names for the first sample's type (its exact type,
    else the first key it is an instance of); mappings, namedtuples and sequences are collated field by field."""
    elem = batch[0]
    elem_type = type(elem)
    _add_numpy_entries()
    if collate_fn_map is not None:
        if elem_type in collate_fn_map:
            return collate_fn_map[elem_type](batch, collate_fn_map=collate_fn_map)
        for collate_type in collate_fn_map:
            if isinstance(elem, collate_type):
                return collate_fn_map[collate_type](batch, collate_fn_map=collate_fn_map)
    if isinstance(elem, collections.abc.Mapping):
        fields = {key: collate([d[key] for d in batch], collate_fn_map=collate_fn_map) for key in elem}
        try:
            if isinstance(elem, collections.abc.MutableMapping):
                # a copy keeps whatever else a mapping subclass carries
                clone = copy.copy(elem)
                clone.update(fields)
                return clone
            return elem_type(fields)
        except TypeError:
            return fields
    if isinstance(elem, tuple) and hasattr(elem, "_fields"):
        return elem_type(*(collate(samples, collate_fn_map=collate_fn_map) for samples in zip(*batch)))
    if isinstance(elem, collections.abc.Sequence):
        it = iter(batch)
        elem_size = len(next(it))
        if not all(len(e) == elem_size for e in it):
            raise RuntimeError("each element in list of batch should be of equal size")
        collated = [collate(samples, collate_fn_map=collate_fn_map) for samples in zip(*batch)]
        if isinstance(elem, tuple):
            return collated
        try:
            if isinstance(elem, collections.abc.MutableSequence):
                clone = copy.copy(elem)
                for i, samples in enumerate(collated):
                    clone[i] = samples
                return clone
            return elem_type(collated)
        except TypeError:
            return collated
    raise TypeError(_ERR.format(elem_type))


def collate_tensor_fn(batch, *, collate_fn_map=None):
    elem = batch[0]
    if elem.is_nested:
        raise RuntimeError("Batches of nested tensors are not currently supported by the default collate_fn; please "
                           "provide a custom collate_fn to handle them appropriately.")
    if elem.layout in (torch.sparse_coo, torch.sparse_csr, torch.sparse_bsr, torch.sparse_csc, torch.sparse_bsc):
        raise RuntimeError("Batches of sparse tensors are not currently supported by the default collate_fn; please "
                           "provide a custom collate_fn to handle them appropriately.")
    return torch.stack(batch, 0)


def collate_numpy_array_fn(batch, *, collate_fn_map=None):
    if _NUMPY_STRING.search(batch[0].dtype.str) is not None:
        raise TypeError(_ERR.format(batch[0].dtype))
    return collate([torch.as_tensor(b) for b in batch], collate_fn_map=collate_fn_map)


def collate_numpy_scalar_fn(batch, *, collate_fn_map=None):
    return torch.as_tensor(batch)


def collate_float_fn(batch, *, collate_fn_map=None):
    return torch.tensor(batch, dtype=torch.float64)


def collate_int_fn(batch, *, collate_fn_map=None):
    return torch.tensor(batch)


def collate_str_fn(batch, *, collate_fn_map=None):
    return batch


default_collate_fn_map = {torch.Tensor: collate_tensor_fn, float: collate_float_fn, int: collate_int_fn,
                          str: collate_str_fn, bytes: collate_str_fn}


def _add_numpy_entries():
    """Puts numpy's arrays and scalars into default_collate_fn_map after Tensor, where PyTorch has them (numpy's
    float64 is a float: the order decides), once the program has imported numpy. Importing numpy with the data
    package would put all of it on every page's start, though a batch can hold numpy values only once the program
    has imported it."""
    global _numpy_added
    if _numpy_added or "numpy" not in sys.modules:
        return
    _numpy_added = True
    np = sys.modules["numpy"]
    rest = list(default_collate_fn_map.items())[1:]
    for key, _ in rest:
        del default_collate_fn_map[key]
    default_collate_fn_map[np.ndarray] = collate_numpy_array_fn
    # numpy's string scalars are left out: they stay as they are, as str does (PyTorch lists np.object_ here too;
    # this numpy holds no objects)
    default_collate_fn_map[(np.bool_, np.number)] = collate_numpy_scalar_fn
    default_collate_fn_map.update(rest)


_numpy_added = False
_add_numpy_entries()


def default_collate(batch):
    """Stacks a list of samples into a batch: tensors stacked, numbers made tensors, structures collated inside;
    programs extend it by adding types to `default_collate_fn_map`."""
    return collate(batch, collate_fn_map=default_collate_fn_map)
