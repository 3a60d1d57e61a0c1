"""torch.fx.node: a Node is one operation of a Graph, kept in the graph's doubly linked list, knowing its users."""
import builtins
import types

import torch

_LEGAL_OPS = ("placeholder", "call_method", "call_module", "call_function", "get_attr", "output", "root")

# where PyTorch's functions live publicly: the engine defines many of them in private modules
_PUBLIC_NAMESPACES = ("torch", "torch.nn.functional", "torch.linalg", "torch.special", "torch.fft")


# torch.nn.functional functions that are C++ bindings in PyTorch, kept under another home or name (F.linear is
# torch._C._nn.linear, F.logsigmoid torch._C._nn.log_sigmoid, F.conv2d torch.conv2d): graphs name and print them so
_FUNCTIONAL_BINDINGS = {
    **{n: f"torch._C._nn.{n}" for n in ("avg_pool2d", "avg_pool3d", "elu_", "gelu", "hardtanh_", "leaky_relu_",
                                         "linear", "one_hot", "softplus", "softshrink", "scaled_dot_product_attention")},
    "logsigmoid": "torch._C._nn.log_sigmoid",
    **{n: f"torch.{n}" for n in ("adaptive_avg_pool1d", "avg_pool1d", "bilinear", "celu_", "conv1d", "conv2d", "conv3d",
                                 "conv_transpose1d", "conv_transpose2d", "conv_transpose3d", "cosine_similarity",
                                 "hardshrink", "pairwise_distance", "pdist", "prelu", "relu_", "rrelu_", "selu_",
                                 "threshold_")},
}


def _binding_of(func):
    """PyTorch's qualified name for a torch.nn.functional function that is a C++ binding there, else None."""
    name = getattr(func, "__name__", None)
    if name not in _FUNCTIONAL_BINDINGS:
        return None
    import torch.nn.functional as F

    public = getattr(F, name, None)
    # while a trace runs, the namespace holds its recording wrapper of the function
    return _FUNCTIONAL_BINDINGS[name] if func in (public, getattr(public, "__wrapped__", None)) else None


def _public_module(func):
    import importlib

    for name in _PUBLIC_NAMESPACES:
        if getattr(importlib.import_module(name), func.__name__, None) is func:
            return name
    return None


def _find_module_of_method(func):
    module = getattr(func, "__module__", None)
    if module is None or module.startswith("torch."):
        module = _public_module(func) or module
    if module is None:
        raise RuntimeError(f"cannot find module for {func}")
    return module


def _type_repr(obj):
    """A type's short printed name (module.qualname, builtins bare); anything else's repr."""
    if isinstance(obj, type) and not isinstance(obj, types.GenericAlias):
        return obj.__qualname__ if obj.__module__ == "builtins" else f"{obj.__module__}.{obj.__qualname__}"
    if obj is ...:
        return "..."
    if isinstance(obj, types.FunctionType):
        return obj.__name__
    return repr(obj)


def _get_qualified_name(func):
    binding = _binding_of(func)
    if binding is not None:
        return binding
    if getattr(builtins, func.__name__, None) is func:
        return func.__name__
    if func is getattr(torch.Tensor, func.__name__, None):
        return f"torch.Tensor.{func.__name__}"
    return f"{_find_module_of_method(func)}.{func.__name__}"


def _format_arg(arg):
    if isinstance(arg, list):
        return f"[{', '.join(_format_arg(a) for a in arg)}]"
    if isinstance(arg, tuple):
        return f"({', '.join(_format_arg(a) for a in arg)}{',' if len(arg) == 1 else ''})"
    if isinstance(arg, dict):
        return "{" + ", ".join(f"{k}: {_format_arg(v)}" for k, v in arg.items()) + "}"
    return "%" + str(arg) if isinstance(arg, Node) else str(arg)


def map_aggregate(a, fn):
    """Applies fn to each leaf of nested tuples, lists, dicts and slices, rebuilding the containers."""
    if isinstance(a, tuple):
        t = tuple(map_aggregate(e, fn) for e in a)
        return t if not hasattr(a, "_fields") else type(a)(*t)
    if isinstance(a, list):
        return [map_aggregate(e, fn) for e in a]
    if isinstance(a, dict):
        return {k: map_aggregate(v, fn) for k, v in a.items()}
    if isinstance(a, slice):
        return slice(map_aggregate(a.start, fn), map_aggregate(a.stop, fn), map_aggregate(a.step, fn))
    return fn(a)


def map_arg(a, fn):
    """Applies fn to each Node in a nested argument structure."""
    assert callable(fn), "torch.fx.map_arg(a, fn): fn must be a callable"
    return map_aggregate(a, lambda x: fn(x) if isinstance(x, Node) else x)


class Node:
    def __init__(self, graph, name, op, target, args, kwargs, return_type=None):
        if op == "call_function":
            if not callable(target):
                raise ValueError(f"Node [graph = {graph}, name = '{name}'] target {target} has type "
                                 f"{torch.typename(target)} but a Callable is expected")
        elif op not in _LEGAL_OPS or not isinstance(target, str):
            raise ValueError(f"Node [graph = {graph}, name = '{name}'] target {target} has type "
                             f"{torch.typename(target)} but a str is expected")
        self.graph, self.name, self.op, self.target, self.type = graph, name, op, target, return_type
        self._input_nodes, self.users, self.meta = {}, {}, {}
        self._prev = self._next = self
        self._erased = False
        self._repr_fn = None
        self._args, self._kwargs = (), {}
        self._update_args_kwargs(args, kwargs)

    @property
    def next(self):
        return self._next

    @property
    def prev(self):
        return self._prev

    def prepend(self, x):
        """Moves x to just before this node."""
        assert self.graph == x.graph, "Attempting to move a Node into a different Graph"
        if self is x:
            return
        x._remove_from_list()
        p = self._prev
        p._next, x._prev = x, p
        x._next, self._prev = self, x

    def append(self, x):
        self._next.prepend(x)

    def _remove_from_list(self):
        p, n = self._prev, self._next
        p._next, n._prev = n, p

    @property
    def args(self):
        return self._args

    @args.setter
    def args(self, a):
        self._update_args_kwargs(a, self._kwargs)

    @property
    def kwargs(self):
        return self._kwargs

    @kwargs.setter
    def kwargs(self, k):
        self._update_args_kwargs(self._args, k)

    @property
    def all_input_nodes(self):
        return list(self._input_nodes)

    def update_arg(self, idx, arg):
        args = list(self.args)
        args[idx] = arg
        self.args = tuple(args)

    def update_kwarg(self, key, arg):
        self.kwargs = {**self.kwargs, key: arg}

    @property
    def stack_trace(self):
        return self.meta.get("stack_trace", None)

    @stack_trace.setter
    def stack_trace(self, trace):
        self.meta["stack_trace"] = trace

    def _update_args_kwargs(self, new_args, new_kwargs):
        for old in self._input_nodes:
            old.users.pop(self)
        self._input_nodes = {}
        self._args = map_arg(new_args, self._add_input)
        self._kwargs = map_arg(new_kwargs, self._add_input)

    def _add_input(self, n):
        self._input_nodes.setdefault(n)
        n.users.setdefault(self)
        return n

    def _rename(self, candidate):
        if candidate == self.name:
            return
        name = self.graph._graph_namespace.create_name(candidate, None)
        self.name = name
        self.graph._graph_namespace._rename_object(self, name)

    def __repr__(self):
        return self._repr_fn(self) if self._repr_fn else self.name

    def _pretty_print_target(self, target):
        if isinstance(target, str):
            return target
        if hasattr(target, "__module__"):
            name = getattr(target, "__name__", None)
            if name is None:
                return _get_qualified_name(target)
            if target.__module__ == "builtins":
                return f"builtins.{name}"
            if target.__module__ == "_operator":
                return f"operator.{name}"
        return _get_qualified_name(target)

    def format_node(self, placeholder_names=None, maybe_return_typename=None):
        """The node's line in the graph's printout; placeholders give theirs to placeholder_names when it holds some
        (as PyTorch, an empty list counts as none, so Graph's printout lists them as lines)."""
        typename = f"{_type_repr(self.type)} " if self.type is not None else ""
        users = f"[num_users={len(self.users)}]"
        if self.op == "placeholder":
            if placeholder_names:
                placeholder_names.append(self.target + (f": {_type_repr(self.type)}" if self.type else ""))
                return None
            default = "(default=" + str(self.args[0]) + ")" if self.args else ""
            typename = f"{_type_repr(self.type)} " if self.type else ""
            return f"%{self.name} : {typename}{users} = {self.op}[target={self.target}]{default}"
        if self.op == "get_attr":
            return f"%{self.name} : {typename}{users} = {self.op}[target={self._pretty_print_target(self.target)}]"
        if self.op == "output":
            if self.type and maybe_return_typename:
                maybe_return_typename[0] = f" -> {_type_repr(self.type)}"
            return f"return {self.args[0]}"
        return (f"%{self.name} : {typename}{users} = {self.op}[target={self._pretty_print_target(self.target)}]"
                f"(args = {_format_arg(self.args)}, kwargs = {_format_arg(self.kwargs)})")

    def replace_all_uses_with(self, replace_with, delete_user_cb=lambda user: True, *, propagate_meta=False):
        """Points every user (that delete_user_cb accepts) at replace_with instead; returns the changed users."""
        if propagate_meta:
            assert len(replace_with.meta) == 0, "Called node.replace_all_uses_with(replace_with, propagate_meta=True)" \
                ", but replace_with already has .meta keys"
            replace_with.meta.update(self.meta)
        to_process = [u for u in self.users if delete_user_cb(u)]
        for user in to_process:
            user._replace_input(self, replace_with)
        return to_process

    def replace_input_with(self, old_input, new_input):
        self._replace_input(old_input, new_input)

    def _replace_input(self, old, new):
        def swap(n):
            return new if n is old else n
        self._update_args_kwargs(map_arg(self._args, swap), map_arg(self._kwargs, swap))

    def is_impure(self, impure_random=True):
        if self.op in ("placeholder", "output"):
            return True
        if self.op == "call_function":
            import operator
            return self.target in (torch._assert, operator.setitem)
        if self.op == "call_module":
            return getattr(self.graph.owning_module.get_submodule(self.target), "_is_impure", False)
        return False
