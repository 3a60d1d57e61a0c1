"""The graph dynamo hands a custom backend: the function (or module's forward, submodules inlined) traced on its
example inputs, every op also run on the real values as dynamo runs them on fake tensors.

As in dynamo, inputs become placeholders when first used (named from their source: `L_x_`, module state as
`L_self_modules_linear_parameters_weight_`, unused inputs dropped), shapes and other non-tensor results are
constants of the graph, a value stored in a local variable of the traced code gives its node that name, and the
output is the tuple of the returned tensors. Reading a tensor's data (a branch on it, `.item()`) is a graph break.

Given a segment compiler, a branch on a tensor in the traced function's own frame ends the graph there instead, as
dynamo's generic_jump compiles the graph so far (its outputs: the branch's condition, then the tensors the frame's
locals hold) and resumes in a new one: the branch is taken on the real value, and the tensors the code after it reads
from before the break are that graph's inputs, named after the locals holding them (`L_b_`).
"""
import contextlib
import dis
import functools
import operator
import sys
import traceback

import torch
from torch.fx import GraphModule
from torch.fx._symbolic_trace import Tracer
from torch.fx.node import map_aggregate
from torch.fx.proxy import Proxy

_DATA_READS = ("item", "tolist", "numpy", "__bool__", "__int__", "__float__", "__index__")


class GraphBreak(Exception):
    """The traced code read a tensor's data: dynamo would end the graph here."""


class GraphCompileReason:
    """Why a graph was compiled where it ends: a graph break (`generic_jump TensorVariable()`) or the return."""

    def __init__(self, reason, user_stack, graph_break=True):
        self.reason, self.user_stack, self.graph_break = reason, user_stack, graph_break

    def __repr__(self):
        return (f"GraphCompileReason(reason={self.reason!r}, user_stack={self.user_stack!r}, "
                f"graph_break={self.graph_break!r})")


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
        return self.tracer.branch(self)

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
    def __init__(self, compile_segment=None):
        """compile_segment(gm, example_inputs, start), where given, compiles each graph a branch on a tensor ends
        (start: "entry", or where the graph resumes) and returns what runs it; without it such a branch raises
        GraphBreak."""
        super().__init__()
        self.inputs = []  # (placeholder node, value, how to read it from a call's arguments), in order of first use
        self.compile_segment = compile_segment
        self.start = "entry"  # where the graph under way begins

    def is_leaf_module(self, m, module_qualified_name):
        return False

    def proxy_input(self, source, value, getter):
        node = self.graph.placeholder(source, type_expr=type(value))
        node.meta["example_value"] = value
        self._getters[node] = getter
        return _ValueProxy(node, self, value)

    def create_arg(self, a):
        if isinstance(a, _ValueProxy) and a.node.graph is not self.graph:
            a = self._carried_in(a)
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

    def _carried_in(self, proxy):
        """A value of an earlier graph, used after a break: an input of this one, named after its local."""
        carried = self._carried.get(proxy.node)
        if carried is None:
            name = self._local_names.get(proxy.node, "stack0")
            carried = self.proxy_input(f"L_{name}_", proxy.example_value, None)
            self._carried[proxy.node] = carried
        return carried

    def branch(self, condition):
        """`if tensor:` in traced code: a graph break, or (given a segment compiler, in the traced function's own
        frame) the graph so far compiled and run, the branch taken on its result, and a new graph begun."""
        frame = sys._getframe(2)
        if self.compile_segment is None or frame.f_code is not self._code:
            raise GraphBreak("__bool__")
        outputs = _graph_outputs(condition, _live_locals(frame))
        reason = GraphCompileReason("generic_jump TensorVariable()", [
            traceback.FrameSummary(frame.f_code.co_filename, frame.f_lineno, frame.f_code.co_name,
                                   lookup_line=False)])
        self.compile_and_run(outputs, reason)
        self._local_names = {v.node: k for k, v in frame.f_locals.items() if isinstance(v, _ValueProxy)}
        taken = bool(condition.example_value)
        self._begin_graph()
        self.start = (frame.f_lineno, taken)
        self.breaks.append(reason)
        return taken

    def user_break(self, reason_text, frame):
        """torch._dynamo.graph_break() in traced code: given a segment compiler, in the traced function's own frame,
        the graph so far is compiled and run (its outputs: the tensors the frame's locals hold) and a new one begun;
        elsewhere a graph break."""
        if self.compile_segment is None or frame.f_code is not self._code:
            raise GraphBreak("graph_break")
        outputs = [v for v in reversed(_live_locals(frame)) if isinstance(v, _ValueProxy)]
        reason = GraphCompileReason(reason_text, [
            traceback.FrameSummary(frame.f_code.co_filename, frame.f_lineno, frame.f_code.co_name,
                                   lookup_line=False)])
        self.compile_and_run(outputs, reason)
        self._local_names = {v.node: k for k, v in frame.f_locals.items() if isinstance(v, _ValueProxy)}
        self._begin_graph()
        self.start = (frame.f_lineno, "graph_break")
        self.breaks.append(reason)

    def compile_and_run(self, outputs, reason):
        """Ends the graph under way with `outputs`; a graph with ops is compiled and run on its inputs, the values
        it gives becoming those of its outputs (a graph without ops is not compiled, as dynamo skips it)."""
        self.create_node("output", "output", (tuple(self.create_arg(o) for o in outputs),), {})
        self._order_placeholders()
        if not any(n.op.startswith("call_") for n in self.graph.nodes):
            return
        with self._outside():
            gm = GraphModule(self.root, self.graph)
            gm.compile_subgraph_reason = reason
            example_inputs = [v for _, v, _ in self.inputs]
            results = self.compile_segment(gm, example_inputs, self.start)(*example_inputs)
        for proxy, value in zip(outputs, results):
            if isinstance(proxy, _ValueProxy):
                proxy.example_value = value

    def _begin_graph(self):
        from torch.fx.graph import Graph

        self.graph = Graph(tracer_cls=type(self))
        self.inputs, self._used, self._getters, self._carried = [], set(), {}, {}
        self._parameter_proxy_cache.clear()

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
        how to read the graph's inputs from a call's arguments and how to rebuild the result from its outputs. After
        a graph break (see branch) every graph has been compiled and run instead: None, and `result` holds fn's."""
        self.root = module if module is not None else torch.nn.Module()
        self._parameter_proxy_cache = {}
        self._begin_graph()
        self.tensor_attrs, self._state_sources, self._local_names, self.breaks = {}, {}, {}, []
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
        self._code = traced.__code__
        call_args = ([module] if module is not None else []) + proxies
        result = self._run_naming_locals(traced, call_args)
        outputs, rebuild = _flatten_outputs(result)
        if self.breaks:  # the last graph, from the last break to the return, compiled and run as the others
            self.compile_and_run(outputs, GraphCompileReason("return_value", [], graph_break=False))
            self.result = rebuild([o.example_value for o in outputs])
            return None
        self.create_node("output", "output", (tuple(self.create_arg(o) for o in outputs),), {})
        self._order_placeholders()
        gm = GraphModule(self.root, self.graph)
        gm.compile_subgraph_reason = GraphCompileReason("return_value", [], graph_break=False)
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

        tracer = self
        orig_getattr = torch.nn.Module.__getattr__

        def module_getattr_wrapper(mod, attr):
            return tracer.getattr(attr, orig_getattr(mod, attr), tracer._parameter_proxy_cache)

        with st._Patcher() as patcher:
            patcher.patch(torch.nn.Module, "__getattr__", module_getattr_wrapper)
            self._patch_functions(patcher, fn.__globals__)
            old = sys.gettrace()

            @contextlib.contextmanager
            def outside():
                sys.settrace(old)
                try:
                    with patcher.suspended():
                        yield
                finally:
                    sys.settrace(global_trace)
            self._outside = outside
            sys.settrace(global_trace)
            try:
                return fn(*args)
            finally:
                sys.settrace(old)
                self._outside = contextlib.nullcontext  # what follows the run is outside it already


def _live_locals(frame):
    """The frame's locals that its code reads after this point (in either branch) and that it has set since it
    began (an argument still as given is not restored), in the order dynamo keeps them."""
    read = set()
    for ins in dis.get_instructions(frame.f_code):
        if ins.offset > frame.f_lasti and ins.opname.startswith("LOAD_FAST"):
            read.update(ins.argval if isinstance(ins.argval, tuple) else (ins.argval,))
    return [v for k, v in frame.f_locals.items() if k in read and not (
        isinstance(v, _ValueProxy) and v.node.op == "placeholder" and v.node.target == f"L_{k}_")]


def _graph_outputs(condition, live):
    """What a graph ended by a branch outputs, as compile_subgraph orders it: the locals then the condition when
    all are tensors (its common case), else the tensors among the condition then the locals."""
    values = list(dict.fromkeys([condition] + live))
    if all(isinstance(v, _ValueProxy) for v in values):
        return values[::-1]
    return [v for v in values if isinstance(v, _ValueProxy)]


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
