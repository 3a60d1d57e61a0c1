"""torch.func.functional_call and stack_module_state: calling a module with other tensors in place of its
parameters and buffers (each swapped in for the call and back after, as nn.utils.stateless does), and stacking
the states of several like modules for vmap."""
from .._tensor import Tensor


def _submodule_and_name(module, path):
    *prefix, name = path.split(".")
    for part in prefix:
        module = getattr(module, part)
    return module, name


def _swap(module, path, value):
    """Puts value at path (a parameter's, buffer's or new attribute's); returns what was there (absent: None and
    False)."""
    owner, name = _submodule_and_name(module, path)
    for table in (owner._parameters, owner._buffers):
        if name in table:
            old = table[name]
            table[name] = value
            return old, True
    present = hasattr(owner, name)
    old = getattr(owner, name, None)
    if present:
        # through the module's own setattr, so a parametrized tensor takes the value by its right_inverse
        setattr(owner, name, value)
    else:
        object.__setattr__(owner, name, value)
    return old, present


def _restore(module, path, old, present):
    owner, name = _submodule_and_name(module, path)
    for table in (owner._parameters, owner._buffers):
        if name in table:
            table[name] = old
            return
    if present:
        setattr(owner, name, old)
    else:
        object.__delattr__(owner, name)


def _tied_names(module):
    """For each tensor held under several names (tied weights): those names."""
    by_tensor = {}
    for name, t in list(module.named_parameters(remove_duplicate=False)) + list(
            module.named_buffers(remove_duplicate=False)):
        by_tensor.setdefault(id(t), []).append(name)
    return [names for names in by_tensor.values() if len(names) > 1]


def _reparametrized(module, values, tie_weights, strict):
    values = dict(values)
    if tie_weights:
        for names in _tied_names(module):
            given = [n for n in names if n in values]
            if len({id(values[n]) for n in given}) > 1:
                raise ValueError(f"functional_call got multiple values for keys {sorted(given)}, which are tied. "
                                 "Consider using tie_weights=False")
            for n in names if given else ():
                values.setdefault(n, values[given[0]])
    if strict:
        expected = {n for n, _ in module.named_parameters(remove_duplicate=False)}
        expected |= {n for n, _ in module.named_buffers(remove_duplicate=False)}
        missing = sorted(expected - values.keys())
        unexpected = sorted(values.keys() - expected)
        lines = []
        if unexpected:
            lines.append("Unexpected key(s): {}.".format(", ".join(map(repr, unexpected))))
        if missing:
            lines.append("Missing key(s): {}.".format(", ".join(map(repr, missing))))
        if lines:
            raise RuntimeError("Error(s) in reparametrizing for {}:\n\t{}".format(module._get_name(),
                                                                                 "\n\t".join(lines)))
    return values


def functional_call(module, parameter_and_buffer_dicts, args=None, kwargs=None, *, tie_weights=True,
                    strict=False):
    if isinstance(parameter_and_buffer_dicts, dict):
        values = parameter_and_buffer_dicts
    elif hasattr(parameter_and_buffer_dicts, "__iter__"):
        items = list(parameter_and_buffer_dicts)
        if all(isinstance(item, dict) for item in items):
            counts = {}
            for d in items:
                for k in d:
                    counts[k] = counts.get(k, 0) + 1
            repeated = [k for k, n in counts.items() if n > 1]
            if repeated:
                raise ValueError(f"{repeated} appeared in multiple dictionaries; behavior of functional call is "
                                 "ambiguous")
            values = {k: v for d in items for k, v in d.items()}
        else:
            if any(isinstance(item, dict) for item in items):
                raise ValueError("Expected parameter_and_buffer_dicts to contain either only dictionaries or only "
                                 "(name, Tensor) pairs")
            values, repeated = {}, []
            for item in items:
                if not (isinstance(item, tuple) and len(item) == 2 and isinstance(item[0], str)):
                    raise ValueError("Expected parameter_and_buffer_dicts to contain (name, Tensor) pairs")
                if item[0] in values:
                    repeated.append(item[0])
                values[item[0]] = item[1]
            if repeated:
                raise ValueError(f"{sorted(set(repeated))} appeared multiple times; behavior of functional call is "
                                 "ambiguous")
    else:
        raise ValueError("Expected parameter_and_buffer_dicts to be a dict, an iterable of dicts, or an iterable of "
                         f"(name, Tensor) pairs, but got {type(parameter_and_buffer_dicts)}")
    values = _reparametrized(module, values, tie_weights, strict)
    if kwargs is None:
        kwargs = {}
    if args is None:
        args = ()
    elif not isinstance(args, tuple):
        args = (args,)
    swapped = []
    try:
        for path, value in values.items():
            swapped.append((path,) + _swap(module, path, value))
        return module(*args, **kwargs)
    finally:
        for path, old, present in reversed(swapped):
            _restore(module, path, old, present)


def check_ensemble(models, api):
    """The models an ensemble stacks: at least one, all of one class and in one training/eval mode."""
    if len(models) == 0:
        raise RuntimeError(f"{api}: Expected at least one model, got 0.")
    if not (all(m.training for m in models) or all(not m.training for m in models)):
        raise RuntimeError(f"{api}: Expected all models to have the same training/eval mode.")
    model0_typ = type(models[0])
    if not all(type(m) is model0_typ for m in models):
        raise RuntimeError(f"{api}: Expected all models to be of the same class.")


def stack_module_state(models):
    check_ensemble(models, "stack_module_state")
    all_params = [dict(model.named_parameters()) for model in models]
    params = {k: construct_stacked_leaf(tuple(p[k] for p in all_params), k) for k in all_params[0]}
    all_buffers = [dict(model.named_buffers()) for model in models]
    buffers = {k: construct_stacked_leaf(tuple(b[k] for b in all_buffers), k) for k in all_buffers[0]}
    return params, buffers


def construct_stacked_leaf(tensors, name):
    import torch

    all_requires_grad = all(t.requires_grad for t in tensors)
    none_requires_grad = all(not t.requires_grad for t in tensors)
    if not all_requires_grad and not none_requires_grad:
        raise RuntimeError(f"Expected {name} from each model to have the same .requires_grad")
    result = torch.stack(tensors)
    if all_requires_grad:
        result = result.detach().requires_grad_()
    return result
