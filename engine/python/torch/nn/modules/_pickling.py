"""A Module's pickled state as PyTorch lays it out, so whole-module files load in either library.

A module's __dict__ already holds PyTorch's attributes (its hook dictionaries, `_non_persistent_buffers_set`); a
module unpickled from an older file that lacks some gets them empty, as PyTorch's own __setstate__ does.
"""
from collections import OrderedDict

_HOOK_DICTS = ("_backward_pre_hooks", "_backward_hooks", "_forward_hooks", "_forward_hooks_with_kwargs",
               "_forward_hooks_always_called", "_forward_pre_hooks", "_forward_pre_hooks_with_kwargs",
               "_state_dict_hooks", "_state_dict_pre_hooks", "_load_state_dict_pre_hooks",
               "_load_state_dict_post_hooks")


def module_state(module):
    state = dict(module.__dict__)
    state.pop("_compiled_call_impl", None)  # a compiled call is not saved: the module loads uncompiled
    return state


def set_module_state(module, state):
    d = module.__dict__
    d.update(state)
    for name in _HOOK_DICTS:
        d.setdefault(name, OrderedDict())
    d.setdefault("_non_persistent_buffers_set", set())
    d.setdefault("_is_full_backward_hook", None)
