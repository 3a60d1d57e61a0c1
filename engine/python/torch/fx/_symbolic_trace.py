"""torch.fx's symbolic tracer: runs a module's forward (or a function) on Proxies and records what they meet.

PyTorch sends torch functions that receive a Proxy to it through __torch_function__; here, while a trace runs,
the public torch namespaces (and the traced code's globals) are patched with wrappers that record a call_function
node when a Proxy is among the arguments, the same patching PyTorch uses for `torch.fx.wrap`-ed functions.
"""
import builtins
import contextlib
import functools
import importlib
import inspect
import math
import types
import warnings

import torch

from ._functional_args import HANDLED_ARGS
from .graph import Graph
from .graph_module import GraphModule
from .node import _PUBLIC_NAMESPACES
from .proxy import Proxy, TracerBase, _find_tracer

_BASE_TYPES = (str, int, float, bool, complex, torch.dtype, torch.device, torch.memory_format, torch.layout)


class PHBase:
    """The value to give a concrete argument that should stay a placeholder."""

    def __repr__(self):
        return "PH"


PH = PHBase()


def _assert_is_none(value, msg):
    assert value is None, msg


_wrapped_fns_to_patch = []  # (globals dict, name) pairs torch.fx.wrap registered


def wrap(fn_or_name):
    """Makes calls to a module-level function leaves of traces: a call_function node, not traced through."""
    if not callable(fn_or_name) and not isinstance(fn_or_name, str):
        raise RuntimeError("Unsupported type for global function! Must be either a callable or string name")
    name = fn_or_name if isinstance(fn_or_name, str) else fn_or_name.__name__
    caller = inspect.currentframe().f_back
    if caller.f_code.co_name != "<module>":
        raise NotImplementedError("wrap must be called at the top level of a module")
    _wrapped_fns_to_patch.append((caller.f_globals, name))
    return fn_or_name


def _as_handed(orig, args, kwargs):
    """The arguments as a torch.nn.functional function hands them to __torch_function__: its defaults filled in,
    some by position and the rest by keyword (_functional_args.py); other functions' as they were passed."""
    handled = HANDLED_ARGS.get(orig.__name__)
    if handled is None or not orig.__module__.startswith("torch.nn."):
        return args, kwargs
    positional, keywords = (names.split() for names in handled)
    signature = inspect.signature(orig)
    if not set(positional + keywords) <= set(signature.parameters):
        return args, kwargs
    bound = signature.bind(*args, **kwargs)
    bound.apply_defaults()
    return tuple(bound.arguments[n] for n in positional), {n: bound.arguments[n] for n in keywords}


def _recording(orig, wrapped=False):
    @functools.wraps(orig)
    def wrapper(*args, **kwargs):
        tracer = _find_tracer(args, kwargs)
        if tracer is None:
            return orig(*args, **kwargs)
        args, kwargs = _as_handed(orig, args, kwargs)
        proxy = tracer.create_proxy("call_function", orig, args, kwargs)
        if wrapped:
            proxy.node.meta["is_wrapped"] = True
        return proxy
    return wrapper


class _Patcher:
    """Replaces attributes for the length of a trace and puts the originals back after."""

    def __init__(self):
        self._undo, self._applied = [], []

    def patch(self, owner, name, new):
        self._applied.append((owner, name, new))
        if isinstance(owner, dict):
            old = owner.get(name, _MISSING)
            owner[name] = new
            self._undo.append(lambda: owner.pop(name) if old is _MISSING else owner.__setitem__(name, old))
        else:
            old = owner.__dict__[name] if name in owner.__dict__ else _MISSING
            setattr(owner, name, new)
            self._undo.append(lambda: delattr(owner, name) if old is _MISSING else setattr(owner, name, old))

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        while self._undo:
            self._undo.pop()()

    @contextlib.contextmanager
    def suspended(self):
        """The originals back while it lasts (code run mid-trace that is not traced), then patched again."""
        applied, self._applied = self._applied, []
        self.__exit__()
        try:
            yield
        finally:
            for owner, name, new in applied:
                self.patch(owner, name, new)


_MISSING = object()


def _torch_functions():
    """(namespace module, name, function) of every public torch function a Proxy may be passed to."""
    for ns_name in _PUBLIC_NAMESPACES:
        ns = importlib.import_module(ns_name)
        for name, obj in list(vars(ns).items()):
            if not name.startswith("__") and isinstance(obj, (types.FunctionType, types.BuiltinFunctionType)):
                yield ns, name, obj


def _module_classes():
    return [c for c in vars(torch.nn).values() if isinstance(c, type) and issubclass(c, torch.nn.Module)]


class Tracer(TracerBase):
    def __init__(self, autowrap_modules=(math,), autowrap_functions=(), param_shapes_constant=False):
        super().__init__()
        # the public functions of autowrap_modules and the autowrap_functions are leaves wherever the traced code
        # reaches them: its globals or the modules' own attributes
        self._autowrap_function_ids = {id(value) for m in autowrap_modules for name, value in vars(m).items()
                                       if not name.startswith("_") and callable(value)}
        self._autowrap_function_ids.update(id(f) for f in autowrap_functions)
        self._autowrap_search = list(autowrap_modules)
        self.param_shapes_constant = param_shapes_constant
        self.scope = None

    def create_arg(self, a):
        if isinstance(a, torch.nn.Parameter):
            for n, p in self.root.named_parameters():
                if a is p:
                    return self.create_node("get_attr", n, (), {})
            raise NameError("parameter is not a member of this module")
        if isinstance(a, torch.Tensor):
            for n, b in self.root.named_buffers():
                if a is b:
                    return self.create_node("get_attr", n, (), {})
            qualname = self.tensor_attrs.get(a)
            if qualname is None:
                i = 0
                while hasattr(self.root, f"_tensor_constant{i}"):
                    i += 1
                qualname = f"_tensor_constant{i}"
                self.tensor_attrs[a] = qualname
                setattr(self.root, qualname, a)
            return self.create_node("get_attr", qualname, (), {})
        return super().create_arg(a)

    def is_leaf_module(self, m, module_qualified_name):
        return ((m.__module__.startswith("torch.nn") or m.__module__.startswith("torch.ao.nn"))
                and not isinstance(m, torch.nn.Sequential))

    def path_of_module(self, mod):
        for n, p in self.root.named_modules():
            if mod is p:
                return n
        raise NameError("module is not installed as a submodule")

    def call_module(self, m, forward, args, kwargs):
        module_qualified_name = self.path_of_module(m)
        if not self.is_leaf_module(m, module_qualified_name):
            return forward(*args, **kwargs)
        return self.create_proxy("call_module", module_qualified_name, args, kwargs)

    def getattr(self, attr, attr_val, parameter_proxy_cache):
        if isinstance(attr_val, torch.nn.Parameter):
            for n, p in self.root.named_parameters():
                if attr_val is p:
                    if n not in parameter_proxy_cache:
                        parameter_proxy_cache[n] = self.create_proxy("get_attr", n, (), {})
                    return parameter_proxy_cache[n]
        return attr_val

    def create_args_for_root(self, root_fn, is_module, concrete_args=None):
        sig = inspect.signature(root_fn)
        params = list(sig.parameters.values())
        if is_module:
            params = params[1:]
        concrete_args = concrete_args or {}
        args = []
        for p in params:
            if p.name in concrete_args:
                args.append(self._concrete_placeholder(p, concrete_args[p.name]))
                continue
            name = {p.VAR_POSITIONAL: "*", p.VAR_KEYWORD: "**"}.get(p.kind, "") + p.name
            default = () if p.default is inspect.Parameter.empty else (p.default,)
            annotation = root_fn.__annotations__.get(p.name, None)
            args.append(self.create_proxy("placeholder", name, default, {}, type_expr=annotation))
        if any(p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) for p in params):
            raise NotImplementedError("tracing functions with *args or **kwargs is not supported")
        return args

    def _concrete_placeholder(self, param, value):
        """A concrete argument still gets a placeholder (named `<name>_1`), with a check that calls pass the traced
        value, as PyTorch's tracer makes; PH asks for a placeholder used as is."""
        if isinstance(value, (tuple, list, dict)):
            return value
        default = () if param.default is inspect.Parameter.empty else (param.default,)
        out = self.create_proxy("placeholder", f"{param.name}_1", default, {})
        if value is PH:
            return out
        message = f"{param.name} has been specialized to have value {value} but got another value"
        if type(value) in _BASE_TYPES and type(value) is not torch.Tensor:
            self.create_proxy("call_function", torch._assert, (out == value, message), {})
        elif value is None:
            self.create_proxy("call_function", _assert_is_none, (out, message), {})
        else:
            warnings.warn(f"Was not able to add assertion to guarantee correct input {param.name} to specialized "
                          f"function. It is up to the user to make sure that your inputs match the inputs you "
                          f"specialized the function with.")
        return value

    def trace(self, root, concrete_args=None):
        is_module = isinstance(root, torch.nn.Module)
        if is_module:
            self.root = root
            fn = type(root).forward
        else:
            self.root = torch.nn.Module()
            fn = root
        self.graph = Graph(tracer_cls=type(self))
        self.tensor_attrs = {}
        args = self.create_args_for_root(fn, is_module, concrete_args)
        if is_module:
            args = [root] + args
        parameter_proxy_cache = {}
        tracer = self
        orig_call, orig_getattr = torch.nn.Module.__call__, torch.nn.Module.__getattr__

        def module_call_wrapper(mod, *args, **kwargs):
            return tracer.call_module(mod, functools.partial(orig_call, mod), args, kwargs)

        def module_getattr_wrapper(mod, attr):
            return tracer.getattr(attr, orig_getattr(mod, attr), parameter_proxy_cache)

        with _Patcher() as patcher:
            patcher.patch(torch.nn.Module, "__call__", module_call_wrapper)
            patcher.patch(torch.nn.Module, "__getattr__", module_getattr_wrapper)
            self._patch_functions(patcher, fn.__globals__)
            result = fn(*args)
            self.create_node("output", "output", (self.create_arg(result),), {},
                             type_expr=fn.__annotations__.get("return", None))
        return self.graph

    def _patch_functions(self, patcher, fn_globals):
        originals = {}
        for ns, name, obj in _torch_functions():
            wrapper = originals.setdefault(id(obj), _recording(obj))
            patcher.patch(ns, name, wrapper)
        for name, obj in list(fn_globals.items()):
            if id(obj) in originals and originals[id(obj)] is not obj and not name.startswith("__"):
                patcher.patch(fn_globals, name, originals[id(obj)])
        # modules that keep their function as a class attribute call it through the class
        for cls in _module_classes():
            for name, obj in list(vars(cls).items()):
                fn = obj.__func__ if isinstance(obj, staticmethod) else obj
                if id(fn) in originals and originals[id(fn)] is not fn:
                    patcher.patch(cls, name, staticmethod(originals[id(fn)]))
        for owner in [fn_globals] + self._autowrap_search:
            for name, value in list((owner if isinstance(owner, dict) else vars(owner)).items()):
                if not name.startswith("__") and callable(value) and id(value) in self._autowrap_function_ids:
                    patcher.patch(owner, name, _recording(value, wrapped=True))
        for globals_, name in _wrapped_fns_to_patch:
            if name in globals_:
                patcher.patch(globals_, name, _recording(globals_[name], wrapped=True))
            elif name in builtins.__dict__:
                patcher.patch(globals_, name, _recording(builtins.__dict__[name], wrapped=True))


def symbolic_trace(root, concrete_args=None):
    tracer = Tracer()
    graph = tracer.trace(root, concrete_args)
    name = root.__class__.__name__ if isinstance(root, torch.nn.Module) else root.__name__
    return GraphModule(tracer.root, graph, name)
