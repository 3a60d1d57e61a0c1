"""A Module's pickled state as PyTorch lays it out, so whole-module files load in either library.

PyTorch's Module keeps hook dictionaries and `_non_persistent_buffers_set` in its __dict__ and its forward reads
them; ours keeps what it uses. A pickled module carries PyTorch's set (empty hooks where ours has none), and a
module unpickled from PyTorch's layout keeps what ours reads.
"""
from collections import OrderedDict

# PyTorch's Module.__init__ attributes that ours may lack: hooks, empty unless a module registered some
_PYTORCH_HOOKS = ("_backward_pre_hooks", "_backward_hooks", "_forward_hooks", "_forward_hooks_with_kwargs",
                  "_forward_hooks_always_called", "_forward_pre_hooks", "_forward_pre_hooks_with_kwargs",
                  "_state_dict_hooks", "_state_dict_pre_hooks", "_load_state_dict_pre_hooks",
                  "_load_state_dict_post_hooks")


def module_state(module):
    state = dict(module.__dict__)
    non_persistent = state.pop("_non_persistent_buffers", None)
    state.setdefault("_non_persistent_buffers_set", non_persistent or set())
    state.setdefault("_is_full_backward_hook", None)
    for name in _PYTORCH_HOOKS:
        state.setdefault(name, OrderedDict())
    return state


def set_module_state(module, state):
    module.__dict__.update(state)
    if "_non_persistent_buffers_set" in state:
        module.__dict__["_non_persistent_buffers"] = state["_non_persistent_buffers_set"]
