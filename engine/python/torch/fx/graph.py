"""torch.fx.graph: the Graph, its node list and insertion point, its printed form and the Python code it becomes."""
import builtins
import inspect
import keyword
import math
import re
from collections import defaultdict

import torch

from .node import Node, _binding_of, _format_arg, _get_qualified_name, _type_repr, map_arg

# objects every generated forward can name: the imports that make their reprs valid code
_custom_builtins = {"inf": math.inf, "nan": math.nan, "NoneType": type(None), "torch": torch, "device": torch.device}

_reflectable_magic_methods = {
    "add": "{} + {}", "sub": "{} - {}", "mul": "{} * {}", "floordiv": "{} // {}", "truediv": "{} / {}",
    "div": "{} / {}", "mod": "{} % {}", "pow": "{} ** {}", "lshift": "{} << {}", "rshift": "{} >> {}",
    "and_": "{} & {}", "or_": "{} | {}", "xor": "{} ^ {}", "getitem": "{}[{}]", "matmul": "{} @ {}",
}
_magic_methods = {
    "eq": "{} == {}", "ne": "{} != {}", "lt": "{} < {}", "gt": "{} > {}", "le": "{} <= {}", "ge": "{} >= {}",
    "pos": "+{}", "neg": "-{}", "invert": "~{}", **_reflectable_magic_methods,
}
_inplace_methods = {
    "iadd": "{} += {}", "iand": "{} &= {}", "ifloordiv": "{} //= {}", "ilshift": "{} <<= {}", "imod": "{} %= {}",
    "imul": "{} *= {}", "imatmul": "{} @= {}", "ior": "{} |= {}", "ipow": "{} **= {}", "irshift": "{} >>= {}",
    "isub": "{} -= {}", "itruediv": "{} /= {}", "ixor": "{} ^= {}", "setitem": "{}[{}] = {}",
}


def _is_magic(x):
    return x.startswith("__") and x.endswith("__")


def _snake_case(s):
    """camelCase to snake_case, as node names are made from targets."""
    chars, prev_lower = [], False
    for c in s:
        if prev_lower and c.isupper():
            chars.append("_")
        chars.append(c.lower())
        prev_lower = c.islower()
    return "".join(chars)


def _is_from_torch(obj):
    module = getattr(obj, "__module__", None)
    if module is not None:
        return module.partition(".")[0] == "torch"
    name = getattr(obj, "__name__", None)
    return name not in (None, "torch") and any(getattr(g, name, None) is obj for g in (torch, torch.nn.functional))


class _Namespace:
    """Unique identifiers for objects: one name each, none shadowing a keyword, a builtin or a custom builtin."""

    _illegal = re.compile("[^0-9a-zA-Z_]+")
    _suffix = re.compile(r"(.*)_(\d+)$")

    def __init__(self):
        self._obj_to_name, self._used_names, self._base_count = {}, set(), defaultdict(int)

    def create_name(self, candidate, obj):
        if obj is not None and obj in self._obj_to_name:
            return self._obj_to_name[obj]
        candidate = self._illegal.sub("_", candidate) or "_unnamed"
        if candidate[0].isdigit():
            candidate = f"_{candidate}"
        match = self._suffix.match(candidate)
        base, num = (candidate, None) if match is None else (match.group(1), int(match.group(2)))
        candidate = base if num is None else f"{base}_{num}"
        if not num:
            num = self._base_count[base]
        while candidate in self._used_names or self._is_illegal_name(candidate, obj):
            num += 1
            candidate = f"{base}_{num}"
        self._used_names.add(candidate)
        self._base_count[base] = num
        if obj is not None:
            self._obj_to_name[obj] = candidate
        return candidate

    def _is_illegal_name(self, name, obj):
        if name in keyword.kwlist:
            return True
        if name in builtins.__dict__:
            return obj is not builtins.__dict__[name]
        if name in _custom_builtins:
            return obj is not _custom_builtins[name]
        return False

    def _rename_object(self, obj, name):
        assert obj in self._obj_to_name
        self._obj_to_name[obj] = name
        self._used_names.add(name)


class PythonCode:
    def __init__(self, src, globals_):
        self.src, self.globals = src, globals_


def _format_target(base, target):
    r = base
    for e in target.split("."):
        r = f"{r}.{e}" if e.isidentifier() else f'getattr({r}, "{e}")'
    return r


class _InsertPoint:
    def __init__(self, graph, new_insert):
        self.graph = graph
        self.orig_insert, graph._insert = graph._insert, new_insert

    def __enter__(self):
        pass

    def __exit__(self, *exc):
        self.graph._insert = self.orig_insert


class _node_list:
    def __init__(self, graph, direction="_next"):
        self.graph, self.direction = graph, direction

    def __len__(self):
        return self.graph._len

    def __iter__(self):
        root = self.graph._root
        cur = getattr(root, self.direction)
        while cur is not root:
            if not cur._erased:
                yield cur
            cur = getattr(cur, self.direction)

    def __reversed__(self):
        return _node_list(self.graph, "_next" if self.direction == "_prev" else "_prev")


class CodeGen:
    """Turns a graph's nodes into the source of `forward`, each value deleted after its last use."""

    def gen_fn_def(self, free_vars, maybe_return_annotation):
        if not free_vars or free_vars[0] != "self":
            free_vars.insert(0, "self")
        return f"def forward({', '.join(free_vars)}){maybe_return_annotation}:"

    def generate_output(self, output_args):
        return f"return {repr(output_args)}"

    def process_inputs(self, *args):
        return args

    def process_outputs(self, outputs):
        return outputs

    def _gen_python_code(self, nodes, root_module, namespace, verbose=False):
        free_vars, body, globals_, wrapped_fns = [], [], {}, {}
        return_annotation = [""]

        def add_global(name_hint, obj):
            if _is_from_torch(obj) and obj != torch.device:
                return _get_qualified_name(obj)
            name = namespace.create_name(name_hint, obj)
            globals_[name] = obj
            return name

        for name, obj in _custom_builtins.items():
            add_global(name, obj)

        def type_repr(o):
            if o == ():
                return "()"
            origin = getattr(o, "__origin__", None)
            if origin is not None:
                origin_name = add_global(_type_repr(origin), origin)
                args = getattr(o, "__args__", None)
                return f"{origin_name}[{','.join(type_repr(a) for a in args)}]" if args else origin_name
            return add_global(_type_repr(o), o)

        def get_repr(arg):
            if isinstance(arg, Node):
                return repr(arg)
            if isinstance(arg, tuple) and hasattr(arg, "_fields"):
                return f"{add_global(_get_qualified_name(type(arg)), type(arg))}{repr(tuple(arg))}"
            if isinstance(arg, torch.Tensor):
                return f"torch.Tensor(size={list(arg.size())}, dtype={str(arg.dtype).split('.')[-1]})"
            if isinstance(arg, tuple):
                return f"({get_repr(arg[0])},)" if len(arg) == 1 else "(" + ", ".join(map(get_repr, arg)) + ")"
            if isinstance(arg, list):
                return "[" + ", ".join(map(get_repr, arg)) + "]"
            if isinstance(arg, slice):
                return f"slice({get_repr(arg.start)}, {get_repr(arg.stop)}, {get_repr(arg.step)})"
            return repr(arg)

        def format_args(args, kwargs):
            return ", ".join([get_repr(a) for a in args] + [f"{k} = {get_repr(v)}" for k, v in kwargs.items()])

        # a value is freed right after its last user, found walking the nodes backwards
        last_use, freed_by = set(), {}
        for node in reversed(nodes):
            for n in node._input_nodes:
                if n not in last_use:
                    last_use.add(n)
                    freed_by.setdefault(node, []).append(n)

        def delete_unused_values(user):
            if user.op == "placeholder":
                return
            if user.op == "output":
                body.append("\n")
                return
            # a value nothing uses (kept for its side effect) is freed at once
            dead = freed_by.get(user, []) + ([user] if not user.users else [])
            body.append(f";  {' = '.join([repr(n) for n in dead] + ['None'])}\n" if dead else "\n")

        prev_summary = [None]

        def append_stacktrace_summary(node):
            if node.op in ("placeholder", "output"):
                return
            summary = f"\n# {_stack_summary(node.stack_trace)}\n"
            if summary != prev_summary[0]:
                prev_summary[0] = summary
                body.append(summary)

        def emit_node(node):
            annotation = "" if node.type is None else f" : {type_repr(node.type)}"
            if verbose:
                annotation = _meta_annotation(node) or annotation
            if node.op == "placeholder":
                default = "" if not node.args else f" = {get_repr(node.args[0])}"
                free_vars.append(f"{node.target}{annotation}{default}")
                raw_name = node.target.replace("*", "")
                if raw_name != repr(node):
                    body.append(f"{repr(node)} = {raw_name}\n")
                return
            if node.op == "call_method":
                body.append(f"{repr(node)}{annotation} = {_format_target(get_repr(node.args[0]), node.target)}"
                            f"({format_args(node.args[1:], node.kwargs)})")
                return
            if node.op == "call_function":
                name = getattr(node.target, "__name__", None)
                if getattr(node.target, "__module__", "") == "_operator" and name in _magic_methods:
                    body.append(f"{repr(node)}{annotation} = "
                                f"{_magic_methods[name].format(*(get_repr(a) for a in node.args))}")
                    return
                if getattr(node.target, "__module__", "") == "_operator" and name in _inplace_methods:
                    body.append(f"{_inplace_methods[name].format(*(get_repr(a) for a in node.args))};  "
                                f"{repr(node)}{annotation} = {get_repr(node.args[0])}")
                    return
                global_name = add_global(_get_qualified_name(node.target), node.target)
                if (global_name == "getattr" and len(node.args) == 2 and isinstance(node.args[1], str)
                        and node.args[1].isidentifier()):
                    body.append(f"{repr(node)}{annotation} = {_format_target(get_repr(node.args[0]), node.args[1])}")
                    return
                body.append(f"{repr(node)}{annotation} = {global_name}({format_args(node.args, node.kwargs)})")
                if node.meta.get("is_wrapped", False):
                    wrapped_fns.setdefault(global_name)
                return
            if node.op == "call_module":
                body.append(f"{repr(node)}{annotation} = "
                            f"{_format_target(root_module, node.target)}({format_args(node.args, node.kwargs)})")
                return
            if node.op == "get_attr":
                body.append(f"{repr(node)}{annotation} = {_format_target(root_module, node.target)}")
                return
            if node.op == "output":
                if node.type is not None:
                    return_annotation[0] = f" -> {type_repr(node.type)}"
                body.append(self.generate_output(node.args[0]))
                return
            raise NotImplementedError(f"node: {node.op} {node.target}")

        for node in nodes:
            if verbose:
                append_stacktrace_summary(node)
            emit_node(node)
            delete_unused_values(node)
        if not body:
            body.append("pass\n")
        wrap_stmts = ""
        if wrapped_fns:
            wrap_name = add_global("wrap", torch.fx.wrap)
            wrap_stmts = "\n".join(f'{wrap_name}("{name}")' for name in wrapped_fns)
        prologue = self.gen_fn_def(free_vars, return_annotation[0])
        code = "".join(body).lstrip("\n")
        code = "\n".join("    " + line for line in code.split("\n"))
        return PythonCode(f"\n{wrap_stmts}\n\n{prologue}\n{code}", globals_)


_DTYPE_ABBRS = {
    torch.float64: "f64", torch.float32: "f32", torch.float16: "f16", torch.bfloat16: "bf16",
    torch.complex64: "c64", torch.complex128: "c128", torch.int8: "i8", torch.int16: "i16", torch.int32: "i32",
    torch.int64: "i64", torch.bool: "b8", torch.uint8: "u8",
}


def _meta_annotation(node):
    """print_readable's annotation: the dtype and shape of the value the node's metadata records."""
    val = node.meta.get("val", node.meta.get("tensor_meta", node.meta.get("example_value", None)))
    if val is None or not hasattr(val, "shape") or not hasattr(val, "dtype"):
        return None
    return f': "{_DTYPE_ABBRS[val.dtype]}[{", ".join(str(s) for s in val.shape)}]"'


def _stack_summary(stack_trace):
    """'File: path:line in fn, code: line' of a node's recorded stack trace's last frame."""
    if not stack_trace:
        return "No stacktrace found for following nodes"
    lines = stack_trace.strip().split("\n")
    for i in range(len(lines) - 1, -1, -1):
        m = re.match(r'^File "(.+)", line (\d+), in (.+)$', lines[i].strip())
        if m:
            code = lines[i + 1].strip() if i + 1 < len(lines) else ""
            return f"File: {m.group(1)}:{m.group(2)} in {m.group(3)}, code: {code}"
    return "No stacktrace found for following nodes"


class Graph:
    """The nodes of a program, in order, with one unique name each."""

    def __init__(self, owning_module=None, tracer_cls=None, tracer_extras=None):
        self._root = Node(self, "", "root", "", (), {})
        self._used_names = {}
        self._insert = self._root.prepend
        self._len = 0
        self._graph_namespace = _Namespace()
        self._owning_module = owning_module
        self._tracer_cls = tracer_cls
        self._codegen = CodeGen()

    @property
    def owning_module(self):
        return self._owning_module

    @owning_module.setter
    def owning_module(self, mod):
        self._owning_module = mod

    @property
    def nodes(self):
        return _node_list(self)

    def find_nodes(self, *, op, target=None, sort=True):
        return [n for n in self.nodes if n.op == op and (target is None or n.target == target)]

    def graph_copy(self, g, val_map, return_output_node=False):
        """Copies g's nodes into this graph, val_map mapping g's nodes to the copies; returns the output's value."""
        for node in g.nodes:
            if node in val_map:
                continue
            if node.op == "output":
                rv = map_arg(node.args[0], lambda n: val_map[n])
                return (rv, node) if return_output_node else rv
            val_map[node] = self.node_copy(node, lambda n: val_map[n])
        return None

    def __deepcopy__(self, memo=None):
        g = Graph(tracer_cls=self._tracer_cls)
        output_vals = g.graph_copy(self, val_map={}, return_output_node=True)
        g._codegen = self._codegen
        if output_vals is not None:
            rv, output_node = output_vals
            new_output = g.output(rv, type_expr=output_node.type)
            new_output.meta = dict(output_node.meta)
        return g

    def create_node(self, op, target, args=None, kwargs=None, name=None, type_expr=None):
        assert op in ("call_function", "call_method", "get_attr", "call_module", "placeholder", "output")
        args = () if args is None else args
        kwargs = {} if kwargs is None else kwargs
        assert isinstance(args, tuple), "args must be a tuple"
        assert isinstance(kwargs, dict), "kwargs must be a dict"
        candidate = name if name is not None else self._target_to_str(target)
        name = self._graph_namespace.create_name(candidate, None)
        n = Node(self, name, op, target, args, kwargs, type_expr)
        self._graph_namespace._obj_to_name[n] = name
        self._insert(n)
        self._len += 1
        return n

    def erase_node(self, to_erase):
        if len(to_erase.users) > 0:
            raise RuntimeError(f"Tried to erase Node {to_erase} but it still had {len(to_erase.users)} users in "
                               f"the graph: {to_erase.users}!")
        if to_erase.graph is not self:
            raise RuntimeError(f"Attempting to remove {to_erase} from wrong graph!")
        if to_erase._erased:
            return
        to_erase._remove_from_list()
        to_erase._erased = True
        self._len -= 1
        to_erase._update_args_kwargs((), {})

    def inserting_before(self, n=None):
        if n is None:
            return self.inserting_after(self._root)
        assert n.graph is self, "Node to insert before is not in graph."
        return _InsertPoint(self, n.prepend)

    def inserting_after(self, n=None):
        if n is None:
            return self.inserting_before(self._root)
        assert n.graph is self, "Node to insert after is not in graph."
        return _InsertPoint(self, n.append)

    def placeholder(self, name, type_expr=None, default_value=inspect.Signature.empty):
        args = () if default_value is inspect.Signature.empty else (default_value,)
        return self.create_node("placeholder", name, args=args, type_expr=type_expr)

    def get_attr(self, qualified_name, type_expr=None):
        return self.create_node("get_attr", qualified_name, type_expr=type_expr)

    def call_module(self, module_name, args=None, kwargs=None, type_expr=None):
        return self.create_node("call_module", module_name, args, kwargs, type_expr=type_expr)

    def call_method(self, method_name, args=None, kwargs=None, type_expr=None):
        return self.create_node("call_method", method_name, args, kwargs, type_expr=type_expr)

    def call_function(self, the_function, args=None, kwargs=None, type_expr=None, name=None):
        return self.create_node("call_function", the_function, args, kwargs, name=name, type_expr=type_expr)

    def node_copy(self, node, arg_transform=lambda x: x):
        args = map_arg(node.args, arg_transform)
        kwargs = map_arg(node.kwargs, arg_transform)
        result = self.create_node(node.op, node.target, args, kwargs, node.name, node.type)
        result.meta = dict(node.meta)
        return result

    def output(self, result, type_expr=None):
        return self.create_node("output", "output", (result,), type_expr=type_expr)

    def _target_to_str(self, target):
        if callable(target):
            binding = _binding_of(target)
            op = target.__name__ if binding is None else binding.rsplit(".", 1)[1]
        else:
            op = target
            if _is_magic(op):
                op = op[2:-2]
        return _snake_case(op)

    def python_code(self, root_module, *, verbose=False):
        namespace = _Namespace()
        # the nodes keep their names: the code's namespace reserves them first
        for node in self.nodes:
            namespace.create_name(node.name, node)
        return self._codegen._gen_python_code(list(self.nodes), root_module, namespace, verbose=verbose)

    def __str__(self):
        placeholder_names, return_typename = [], [""]
        lines = [s for n in self.nodes if (s := n.format_node(placeholder_names, return_typename))]
        s = f"graph({', '.join(placeholder_names)}){return_typename[0]}:"
        return s + "".join("\n    " + line for line in lines)

    def print_tabular(self):
        from ._tabulate import tabulate

        rows = [[n.op, n.name, n.target, n.args, n.kwargs] for n in self.nodes]
        print(tabulate(rows, headers=["opcode", "name", "target", "args", "kwargs"]))

    def lint(self):
        """Checks the graph is well formed: nodes belong to it, are defined before use, and names are unique."""
        def check_arg(arg, n=None):
            context = f" of Node '{n}' " if n else " "
            if arg.graph is not self:
                raise RuntimeError(f"Argument '{arg}'{context}does not belong to this Graph, but was used as an "
                                   f"argument! If you are copying nodes from another graph, make sure to use "
                                   f"``arg_transform`` on node_copy() to remap values\n{self}")
            if arg not in seen_values:
                raise RuntimeError(f"Argument '{arg}'{context}was used before it has been defined! Please check "
                                   f"that Nodes in the graph are topologically ordered\n{self}")

        seen_names, seen_values = set(), set()
        for node in self.nodes:
            if node.op not in ("placeholder", "call_method", "call_module", "call_function", "get_attr", "output"):
                raise RuntimeError(f"Node {node} had unknown opcode {node.op}!")
            if node.graph is not self:
                raise RuntimeError(f"Node '{node}' does not belong to this Graph!")
            for arg in node._input_nodes:
                check_arg(arg, node)
            seen_values.add(node)
            if node.name in seen_names:
                raise RuntimeError(f"Node redefined name {node.name}!")
            seen_names.add(node.name)
        if self.owning_module:
            for node in self.nodes:
                if node.op in ("get_attr", "call_module"):
                    self._check_target(node)

    def _check_target(self, node):
        m_itr = self.owning_module
        for i, atom in enumerate(node.target.split(".")):
            if not hasattr(m_itr, atom):
                seen = ".".join(node.target.split(".")[:i])
                raise RuntimeError(f"Node {node} target {node.target} references nonexistent attribute {atom} "
                                   f"of {seen}")
            m_itr = getattr(m_itr, atom)
        if node.op == "call_module" and not isinstance(m_itr, torch.nn.Module):
            raise RuntimeError(f"Node {node} target {node.target} {atom} of {'.'.join(node.target.split('.')[:-1])} "
                               f"does not reference an nn.Module")

    def eliminate_dead_code(self, is_impure_node=None):
        """Erases, last first, the nodes nothing uses that have no side effect; says whether any went."""
        self.lint()
        changed = False
        for node in reversed(self.nodes):
            impure = is_impure_node(node) if is_impure_node else node.is_impure()
            if not impure and len(node.users) == 0:
                self.erase_node(node)
                changed = True
        return changed
