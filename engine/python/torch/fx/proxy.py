"""torch.fx.proxy: Proxy stands for a value while a program is traced; what is done to it becomes graph nodes."""
import operator

import torch

from .graph import Graph, _magic_methods, _reflectable_magic_methods
from .node import Node, map_aggregate


class TraceError(ValueError):
    pass


class TracerBase:
    graph: Graph

    def create_node(self, kind, target, args, kwargs, name=None, type_expr=None):
        return self.graph.create_node(kind, target, args, kwargs, name, type_expr)

    def proxy(self, node):
        return Proxy(node, self)

    def create_proxy(self, kind, target, args, kwargs, name=None, type_expr=None, proxy_factory_fn=None):
        args_ = self.create_arg(args)
        kwargs_ = self.create_arg(kwargs)
        assert isinstance(args_, tuple) and isinstance(kwargs_, dict)
        node = self.create_node(kind, target, args_, kwargs_, name, type_expr)
        return self.proxy(node) if proxy_factory_fn is None else proxy_factory_fn(node)

    def create_arg(self, a):
        """The graph's form of a value: proxies become their nodes, containers are rebuilt, constants kept."""
        if isinstance(a, Proxy):
            return a.node
        if isinstance(a, tuple) and hasattr(a, "_fields"):
            return type(a)(*(self.create_arg(e) for e in a))
        if isinstance(a, (tuple, list)):
            return type(a)(self.create_arg(e) for e in a)
        if isinstance(a, dict):
            out = {}
            for k, v in a.items():
                if not isinstance(k, str):
                    raise NotImplementedError(f"Keys in dict arguments must be strings, got {k!r}")
                out[k] = self.create_arg(v)
            return out
        if isinstance(a, slice):
            return slice(self.create_arg(a.start), self.create_arg(a.stop), self.create_arg(a.step))
        if isinstance(a, range):
            return range(self.create_arg(a.start), self.create_arg(a.stop), self.create_arg(a.step))
        if isinstance(a, Node) or a is None or a is ... or isinstance(
                a, (str, int, float, bool, complex, torch.dtype, torch.Tensor, torch.device, torch.memory_format,
                    torch.layout)):
            return a
        raise NotImplementedError(f"argument of type: {type(a)}")

    def to_bool(self, obj):
        raise TraceError("symbolically traced variables cannot be used as inputs to control flow")

    def iter(self, obj):
        raise TraceError("Proxy object cannot be iterated. This can be attempted when the Proxy is used in a loop "
                         "or as a *args or **kwargs function argument. See the torch.fx docs on pytorch.org for a "
                         "more detailed explanation of what types of control flow can be traced, and check out the "
                         "Proxy docstring for help troubleshooting Proxy iteration errors")

    def keys(self, obj):
        return Attribute(obj, "keys")()


class GraphAppendingTracer(TracerBase):
    def __init__(self, graph):
        self.graph = graph


class Proxy:
    def __init__(self, node, tracer=None):
        self.tracer = GraphAppendingTracer(node.graph) if tracer is None else tracer
        self.node = node

    def __repr__(self):
        return f"Proxy({self.node.name})"

    def __getattr__(self, k):
        return Attribute(self, k)

    def __call__(self, *args, **kwargs):
        return self.tracer.create_proxy("call_method", "__call__", (self,) + args, kwargs)

    def __iter__(self):
        return self.tracer.iter(self)

    def __bool__(self):
        return self.tracer.to_bool(self)

    def keys(self):
        return self.tracer.keys(self)

    def __len__(self):
        raise RuntimeError("'len' is not supported in symbolic tracing by default. If you want this call to be "
                           "recorded, please call torch.fx.wrap('len') at module scope")

    def __deepcopy__(self, memo):
        raise TraceError("Proxy objects cannot be deep-copied")

    def __setitem__(self, key, value):
        self.tracer.create_proxy("call_function", operator.setitem, (self, key, value), {})

    @classmethod
    def __torch_function__(cls, orig_method, types, args=None, kwargs=None):
        """A torch function given a Proxy outside a trace's patching (a Transformer's call_function, code run on a
        GraphAppendingTracer's proxies) records itself as PyTorch's Proxy does."""
        args = args if args else ()
        kwargs = kwargs if kwargs else {}
        tracers = {}

        def find_tracer(a):
            if isinstance(a, cls):
                tracers[a.tracer] = None
            return a
        map_aggregate((args, kwargs), find_tracer)
        if len(tracers) > 1:
            raise RuntimeError(f"Found multiple different tracers {list(tracers.keys())} while trying to trace "
                               f"operations {orig_method}")
        tracer = next(iter(tracers))
        if torch.overrides.is_tensor_method_or_property(orig_method):
            return tracer.create_proxy("call_method", orig_method.__name__, args, kwargs)
        return tracer.create_proxy("call_function", orig_method, args, kwargs,
                                   name=tracer.graph._target_to_str(orig_method.__name__))


class Attribute(Proxy):
    """`proxy.name`: a method call when called, else a getattr node, made when first needed."""

    def __init__(self, root, attr):
        self.root, self.attr, self.tracer = root, attr, root.tracer
        self._node = None

    @property
    def node(self):
        if self._node is None:
            self._node = self.tracer.create_proxy("call_function", getattr, (self.root, self.attr), {}).node
        return self._node

    def __call__(self, *args, **kwargs):
        return self.tracer.create_proxy("call_method", self.attr, (self.root,) + args, kwargs)


# the operator is looked up when called: `div` has a printed form but no function in Python 3's operator module
def _define_magic(method):
    def impl(*args, **kwargs):
        return args[0].tracer.create_proxy("call_function", getattr(operator, method), args, kwargs)
    impl.__name__ = f"__{method.strip('_')}__"
    setattr(Proxy, impl.__name__, impl)


def _define_reflectable(method):
    def impl(self, rhs):
        return self.tracer.create_proxy("call_function", getattr(operator, method), (rhs, self), {})
    impl.__name__ = f"__r{method.strip('_')}__"
    setattr(Proxy, impl.__name__, impl)


for _m in _magic_methods:
    _define_magic(_m)
for _m in _reflectable_magic_methods:
    _define_reflectable(_m)


def _find_tracer(args, kwargs):
    """The tracer of the first Proxy among a call's arguments, or None."""
    found = []

    def look(a):
        if isinstance(a, Proxy) and not found:
            found.append(a.tracer)
        return a
    map_aggregate((args, kwargs), look)
    return found[0] if found else None
