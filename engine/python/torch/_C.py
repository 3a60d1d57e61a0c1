"""The torch-function part of torch._C: the switches that turn __torch_function__ dispatch off, and its checks; and
what a backward hook may ask the engine about the pass running it."""
from ._torch_function import (_disabled_torch_function_impl, DisableTorchFunction,  # noqa: F401
                              DisableTorchFunctionSubclass, live as _live,
                              mode_active as _is_torch_function_mode_enabled, state as _state)


def _is_torch_function_enabled():
    return _state["subclasses"]


def _has_torch_function(args):
    """Whether any of args dispatches through __torch_function__ (or a mode is on)."""
    return _is_torch_function_mode_enabled() or (_state["subclasses"] and any(_live(type(a)) for a in args))


def _has_torch_function_unary(arg):
    return _has_torch_function((arg,))


def _has_torch_function_variadic(*args):
    return _has_torch_function(args)


def _is_any_autocast_enabled():
    from . import _autocast_ops

    return any(_autocast_ops.enabled.values())


def _current_graph_task_id():
    """The backward running now, -1 outside one."""
    from ._engine import _E

    return _E.current_graph_task_id()


def _will_engine_execute_node(node):
    """Whether the backward running now runs `node` (a grad_fn or a leaf's AccumulateGrad), or captures a gradient
    there for autograd.grad."""
    from ._engine import _E, engine

    return engine(_E.node_will_execute, node._n)


def __getattr__(name):
    # torch._C._nn: the torch.nn.functional ops PyTorch binds there, which traced graphs' code calls by that name
    if name == "_nn":
        import types

        from .fx.node import _FUNCTIONAL_BINDINGS
        from .nn import functional

        nn = types.ModuleType("torch._C._nn")
        for f_name, qualified in _FUNCTIONAL_BINDINGS.items():
            if qualified.startswith("torch._C._nn.") and hasattr(functional, f_name):
                setattr(nn, qualified.rsplit(".", 1)[1], getattr(functional, f_name))
        globals()["_nn"] = nn
        return nn
    raise AttributeError(f"module 'torch._C' has no attribute '{name}'")
