"""The graph dynamo hands a custom backend: the function (or module's forward, submodules inlined) traced on its
example inputs, every op also run on the real values as dynamo runs them on fake tensors.

As in dynamo, inputs become placeholders when first used (named from their source: `L_x_`, module state as
`L_self_modules_linear_parameters_weight_`, unused inputs dropped), shapes and other non-tensor results are
constants of the graph, a value stored in a local variable of the traced code gives its node that name, and the
output is the tuple of the returned tensors. Reading a tensor's data (a branch on it, `.item()`) is a graph break.
"""
import functools
import operator
import sys

import torch
from torch.fx import GraphModule
from torch.fx._symbolic_trace import Tracer
from torch.fx.node import map_aggregate
from torch.fx.proxy import Proxy

_DATA_READS = ("item", "tolist", "numpy", "__bool__", "__int__", "__float__", "__index__")


class GraphBreak(Exception):
    """The traced code read a tensor's data: dynamo would end the graph here."""


def _value(a):
    return map_aggregate(a, lambda x: x.example_value if isinstance(x, _ValueProxy) else x)


class _ValueProxy(Proxy):
    def __init__(self, node, tracer, example_value):
        super().__init__(node, tracer)
        self.example_value = example_value
        self.named = node.op == "placeholder"

    def __getattr__(self, k):
        if k in _DATA_READS:
            raise GraphBreak(k)
        val = getattr(self.example_value, k)
        if callable(val):
            return _Method(self, k)
        if isinstance(val, torch.Tensor):
            return self.tracer.create_proxy("call_function", getattr, (self, k), {})
        return val

    def __bool__(self):
        raise GraphBreak("__bool__")

    def __len__(self):
        return len(self.example_value)

    def __iter__(self):
        return iter([self[i] for i in range(len(self.example_value))])


class _Method:
    def __init__(self, root, name):
        self.root, self.name = root, name

    def __call__(self, *args, **kwargs):
        return self.root.tracer.create_proxy("call_method", self.name, (self.root,) + args, kwargs)


def _run(op, target, args, kwargs):
    if op == "call_function":
        return target(*args, **kwargs)
    self_obj, *rest = args
    return getattr(self_obj, target)(*rest, **kwargs)


class DynamoTracer(Tracer):
    def __init__(self):
        super().__init__()
        self.inputs = []  # (placeholder node, value, how to read it from a call's arguments), in order of first use

    def is_leaf_module(self, m, module_qualified_name):
        return False

    def proxy_input(self, source, value, getter):
        node = self.graph.placeholder(source, type_expr=type(value))
        node.meta["example_value"] = value
        self._getters[node] = getter
        return _ValueProxy(node, self, value)

    def create_arg(self, a):
        if isinstance(a, _ValueProxy) and a.node.op == "placeholder" and a.node not in self._used:
            self._used.add(a.node)
            self.inputs.append((a.node, a.example_value, self._getters[a.node]))
        return super().create_arg(a)

    def create_proxy(self, kind, target, args, kwargs, name=None, type_expr=None, proxy_factory_fn=None):
        if kind not in ("call_function", "call_method"):
            return super().create_proxy(kind, target, args, kwargs, name, type_expr)
        value = _run(kind, target, _value(args), _value(kwargs))
        tensors = []
        map_aggregate(value, lambda v: tensors.append(v) if isinstance(v, torch.Tensor) else v)
        if not tensors:
            return value
        node = self.create_node(kind, target, self.create_arg(args), self.create_arg(kwargs), name, type_expr)
        node.meta["example_value"] = value
        return _ValueProxy(node, self, value)

    def getattr(self, attr, attr_val, parameter_proxy_cache):
        if not isinstance(attr_val, torch.Tensor):
            return attr_val
        key = id(attr_val)
        if key not in parameter_proxy_cache:
            source, getter = self._state_sources[key]
            proxy = self.proxy_input(source, attr_val, getter)
            self.create_arg(proxy)  # module state is an input once read, before the code using it runs
            parameter_proxy_cache[key] = proxy
        return parameter_proxy_cache[key]

    def trace_call(self, fn, args, module=None):
        """Traces fn(*args) (module's forward when module is given); returns the GraphModule, its example inputs,
        how to read the graph's inputs from a call's arguments and how to rebuild the result from its outputs."""
        from torch.fx.graph import Graph

        self.root = module if module is not None else torch.nn.Module()
        self.graph = Graph(tracer_cls=type(self))
        self.tensor_attrs, self._used, self._getters = {}, set(), {}
        self._state_sources = {}
        if module is not None:
            for prefix, kind, items in (("parameters", "_parameters", module.named_parameters()),
                                        ("buffers", "_buffers", module.named_buffers())):
                for qualname, t in items:
                    *path, leaf = qualname.split(".")
                    source = "L_self_" + "".join(f"modules_{p}_" for p in path) + f"{prefix}_{leaf}_"
                    self._state_sources[id(t)] = (source, _state_getter(module, qualname))
        code = (type(module).forward if module is not None else fn).__code__
        names = code.co_varnames[int(module is not None):code.co_argcount]
        proxies = [self.proxy_input(f"L_{n}_", a, operator.itemgetter(i)) if isinstance(a, torch.Tensor) else a
                   for i, (n, a) in enumerate(zip(names, args))]
        traced = type(module).forward if module is not None else fn
        call_args = ([module] if module is not None else []) + proxies
        result = self._run_naming_locals(traced, call_args)
        outputs, rebuild = _flatten_outputs(result)
        self.create_node("output", "output", (tuple(self.create_arg(o) for o in outputs),), {})
        self._order_placeholders()
        gm = GraphModule(self.root, self.graph)
        getters = [g for _, _, g in self.inputs]
        return gm, [v for _, v, _ in self.inputs], lambda call_args: [g(call_args) for g in getters], rebuild

    def _order_placeholders(self):
        used = [n for n, _, _ in self.inputs]
        for node in list(self.graph.nodes):
            if node.op == "placeholder" and node not in self._used:
                self.graph.erase_node(node)
        first = next(n for n in self.graph.nodes if n.op != "placeholder")
        for node in used:
            first.prepend(node)

    def _run_naming_locals(self, fn, args):
        """Runs fn under the tracer's patches; a proxy first stored in a local of code outside torch gets its
        node named after the variable, as dynamo's STORE_FAST names it."""
        import torch.fx._symbolic_trace as st

        torch_dir = torch.__file__.rsplit("/", 1)[0]
        seen = {}

        def name_locals(frame):
            for var, val in frame.f_locals.items():
                if isinstance(val, _ValueProxy) and seen.get((id(frame), var)) is not val:
                    seen[(id(frame), var)] = val
                    if not val.named:
                        val.named = True
                        val.node._rename(var)

        def local_trace(frame, event, arg):
            if event in ("line", "return"):
                name_locals(frame)
            return local_trace

        def global_trace(frame, event, arg):
            return None if frame.f_code.co_filename.startswith(torch_dir) else local_trace

        parameter_proxy_cache = {}
        tracer = self
        orig_getattr = torch.nn.Module.__getattr__

        def module_getattr_wrapper(mod, attr):
            return tracer.getattr(attr, orig_getattr(mod, attr), parameter_proxy_cache)

        with st._Patcher() as patcher:
            patcher.patch(torch.nn.Module, "__getattr__", module_getattr_wrapper)
            self._patch_functions(patcher, fn.__globals__)
            old = sys.gettrace()
            sys.settrace(global_trace)
            try:
                return fn(*args)
            finally:
                sys.settrace(old)


def _state_getter(module, qualname):
    """Reads a parameter or buffer afresh at each call, as the module may have been given a new one."""
    return lambda call_args: functools.reduce(getattr, qualname.split("."), module)


def _flatten_outputs(result):
    """The tensors the graph returns, and how to put the function's result back together from them."""
    leaves = []

    def collect(v):
        if isinstance(v, _ValueProxy):
            leaves.append(v)
        elif isinstance(v, torch.Tensor):
            raise GraphBreak("returns a tensor not computed in the graph")
        return v
    map_aggregate(result, collect)

    def rebuild(outs):
        it = iter(outs)
        return map_aggregate(result, lambda v: next(it) if isinstance(v, _ValueProxy) else v)
    return leaves, rebuild
