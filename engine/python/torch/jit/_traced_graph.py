"""The TorchScript graph of a trace, as torch.jit.trace builds it, and its `.graph` and `.code`.

Each recorded op is an aten node whose inputs follow its schema: tensors as the values that made them, other
arguments as constants (int lists as a ListConstruct of them, a Python number given for a tensor as a tensor
constant, a None with no source location). A value is named after the variable holding it in the frame that first
passes it to an op (the name of a value that had it first moves to `name.1`, ...). A traced module's method is its
own graph: its parameters and submodules read from `self` by GetAttr (placed first, the last used first), each
submodule call a CallMethod whose method is the graph of the ops inside that call.
"""
import functools
import inspect
import json

from pyodide.ffi import to_js

from .._engine import _E
from ._aten_calls import LIST_RETURNS, SCALAR_TYPES, aten_call
from ._ir import const_text
from ._traced_numbering import FixupCounts, attribute_count



class GValue:
    """numbered: whether the value takes the graph's next number now (else it is given one later, if printed)."""

    def __init__(self, graph, type_text, name=None, numbered=True):
        self.unique = graph.new_unique() if numbered else None
        self.type, self.name, self.node = type_text, None, None
        if name:
            graph.set_name(self, name)

    def ident(self):
        return self.name if self.name else str(self.unique)


class GNode:
    """kind: 'aten::add', 'prim::Constant', ...; args: for an aten node, its schema's arguments by input."""

    def __init__(self, kind, inputs, attrs="", source="", scope="", args=None, constant=None):
        self.kind, self.inputs, self.attrs, self.source, self.scope = kind, inputs, attrs, source, scope
        self.args, self.constant, self.outputs = args, constant, []


class Graph:
    """A method's graph: inputs, nodes in order, returned values; value names unique within it."""

    def __init__(self):
        self.inputs, self.nodes, self.returns = [], [], []
        self._next, self._names, self._suffixes = 0, {}, {}

    def new_unique(self):
        self._next += 1
        return self._next - 1

    def set_name(self, value, name):
        """Value::setDebugName: a name another value has moves that value to the next free `name.N`."""
        if value.name:
            del self._names[value.name]
        holder = self._names.get(name)
        if holder is not None:
            base, suffix = name, 1
            head, dot, tail = name.rpartition(".")
            if dot and tail.isdigit():
                base, suffix = head, int(tail)
            suffix = max(suffix, self._suffixes.get(base, 0) + 1)
            while f"{base}.{suffix}" in self._names:
                suffix += 1
            self._suffixes[base] = suffix + 1  # one past the suffix used, as PyTorch keeps it
            self.set_name(holder, f"{base}.{suffix}")
        self._names[name] = value
        value.name = name

    def add(self, node, types=(), front=False, numbered=True):
        node.outputs = [GValue(self, t, numbered=numbered) for t in types]
        for v in node.outputs:
            v.node = node
        if front:
            self.nodes.insert(0, node)
        else:
            self.nodes.append(node)
        return node


def tensor_type(meta):
    sizes = ", ".join(str(s) for s in meta["shape"])
    strides = f"strides=[{', '.join(str(s) for s in meta['strides'])}], " if meta["shape"] else ""
    return (f"{meta['dtype']}({sizes}{', ' if sizes else ''}{strides}requires_grad={int(meta['requiresGrad'])}, "
            f"device={meta['device']})")


def _number_text(value):
    """A 0-d tensor's value as a graph prints a tensor constant: `{2}`, `{2.5}`."""
    if isinstance(value, float) and value == int(value) and abs(value) < 1e16:
        return f"{{{int(value)}}}"
    return f"{{{value}}}"


def qualified_class(obj):
    """A class's or function's name under __torch__: its module's path (none for __main__) and its own."""
    return obj.__qualname__ if obj.__module__ == "__main__" else f"{obj.__module__}.{obj.__qualname__}"


def qualified_name(fn):
    """A function's name in TorchScript's compilation unit."""
    return f"__torch__.{qualified_class(fn)}"


def made_types(fn):
    """The types (by module path) or function name a trace of fn makes, named as TorchScript names what it makes:
    a module's submodules before it."""
    if not hasattr(fn, "named_parameters"):
        return {"": TYPE_NAMES.type_name(qualified_class(getattr(fn, "__wrapped__", fn)))}
    types = {}

    def visit(path, module):
        original = getattr(module, "_original", None)
        if original is not None:  # a scripted submodule: its type is the one scripting made
            from ._script import module_type_name

            types[path] = module_type_name(original)
            return
        for name, sub in module._modules.items():
            if sub is not None:
                visit(f"{path}.{name}" if path else name, sub)
        types[path] = TYPE_NAMES.type_name(qualified_class(type(module)))

    visit("", fn)
    return types


class TypeNames:
    """Qualified names of the module types traces and scripting make: a name made before is mangled (`___torch_mangle_N`), with N
    counted across the program, as TorchScript's compilation unit does."""

    def __init__(self):
        self.made, self.counter = set(), 0

    def type_name(self, qualified):
        name = qualified
        while name in self.made:
            prefix, _, last = qualified.rpartition(".")
            name = f"{prefix + '.' if prefix else ''}___torch_mangle_{self.counter}.{last}"
            self.counter += 1
        self.made.add(name)
        return f"__torch__.{name}"


TYPE_NAMES = TypeNames()


class _Call:
    """One call in the trace: the root's forward or a submodule's; its events are step indices and inner calls."""

    def __init__(self, name, inputs):
        self.name, self.inputs, self.outputs, self.events = name, inputs, [], []
        self.arguments = None  # for a compiled function's call: its arguments, tensors by position


def _calls(desc):
    """The call tree of the trace's marks; a Python composite noted as one aten op becomes a step of its own (added
    to desc's steps) in place of the steps it ran."""
    root = _Call("", desc["inputs"])
    root.outputs = desc["outputs"]
    stack, begun, marks = [root], [], iter(desc["marks"])
    mark = next(marks, None)
    recorded = len(desc["steps"])
    for index in range(recorded + 1):
        while mark is not None and mark["at"] == index:
            kind, *rest = json.loads(mark["note"]["text"])
            tensors = mark["note"]["tensors"]
            if kind in ("enter", "call"):
                call = _Call(rest[0], tensors)
                if kind == "call":  # a compiled function: its arguments, then its caller's variables
                    name, call.arguments, call.local_names, call.source = rest
                    call.inputs = tensors[:sum(1 for k, _ in call.arguments if k == "tensor")]
                    call.locals = tensors[len(call.inputs):]
                stack[-1].events.append(call)
                stack.append(call)
            elif kind == "exit":
                stack.pop().outputs = tensors
            elif kind == "begin":
                begun.append(len(stack[-1].events))
            else:
                del stack[-1].events[begun.pop():]
                stack[-1].events.append(len(desc["steps"]))
                desc["steps"].append(_size_step(rest, tensors) if kind == "size" else _composite_step(rest, tensors))
            mark = next(marks, None)
        if index < recorded:
            stack[-1].events.append(index)
    return root


def _scripted_calls(root_module):
    """The paths of the traced module's scripted submodules: their calls are recorded as calls of their code."""
    from ._script import ScriptModule

    if root_module is None:
        return set()
    return {path for path, m in root_module.named_modules() if path and isinstance(m, ScriptModule)}


def _order_method_outputs(call, desc, scripted):
    """A traced submodule's method returns what its caller uses of what it made, in the order the caller first
    uses it (FixupTraceScopeBlocks makes them the outputs of the call's block as uses outside it appear); a
    scripted submodule's method returns what its code returns."""
    for position, event in enumerate(call.events):
        if not isinstance(event, _Call) or event.arguments is not None:
            continue
        _order_method_outputs(event, desc, scripted)
        if event.name in scripted:
            continue
        made = set(event.outputs)
        used = []
        for later in call.events[position + 1:]:
            if isinstance(later, _Call):
                used.extend(later.inputs)
            else:
                used.extend(_step_tensors(desc["steps"][later]))
        used.extend(call.outputs)
        event.outputs = [t for t in dict.fromkeys(used) if t in made]


def _composite_step(noted, tensors):
    """A step standing for a Python composite noted as aten op: its input tensor, then its arguments in order."""
    name, values, source, names = noted
    first, result, *local = tensors
    args = [{"name": "input", "type": "Tensor", "size": None, "keywordOnly": False, "default": {"missing": True},
             "value": {"tensor": first}}]
    args += [{"name": param, "type": type_name, "size": None, "keywordOnly": False, "default": {"missing": True},
              "value": value} for param, type_name, value in values]
    return {"name": name, "returns": "Tensor", "numbersAsTensors": True, "args": args, "outputs": [result],
            "note": {"text": json.dumps([source, names]), "tensors": local}}


def _argument_of(name, type_name, value):
    return {"name": name, "type": type_name, "size": None, "keywordOnly": False, "default": {"missing": True},
            "value": value}


def _size_step(noted, tensors):
    """A size the traced program read: aten::size of its tensor at a dim (as given), made a tensor."""
    dim, source = noted
    tensor, result = tensors
    return {"name": "size", "traced": "size", "args": [_argument_of("self", "Tensor", {"tensor": tensor}),
                                                       _argument_of("dim", "int", dim)],
            "outputs": [result], "note": {"text": json.dumps([source, []]), "tensors": []}}


class TracedGraphs:
    """The graphs of one trace: the root's method, and one per submodule (the graph of its first call)."""

    def __init__(self, desc, template, root_module, arg_names, param_names, types):
        """desc: the engine's description of the trace; template: its outputs' structure (an index for one tensor);
        root_module: the module traced (None for a function); arg_names: its forward's (or the function's)
        parameters; param_names: the qualified names of the tensors desc numbers as named; types: the module types
        by path."""
        self.desc, self.template, self.root_module, self.param_names = desc, template, root_module, param_names
        self.root = _calls(desc)
        self.scripted = _scripted_calls(root_module)
        _order_method_outputs(self.root, desc, self.scripted)
        self.used = {t for step in desc["steps"] for t in _step_tensors(step)}
        self.used.update(desc["outputs"])
        self.used.update(t for m in desc["marks"] for t in m["note"]["tensors"])
        self.calls, self.parents, self.made_in = {}, {}, {}
        self._index(self.root)
        self.types = types
        self.arg_names = arg_names
        self.names = self._global_names()

    def _index(self, call):
        self.calls.setdefault(call.name, call)
        for e in call.events:
            if isinstance(e, _Call) and e.arguments is not None:
                for k in range(len(e.outputs)):
                    self.made_in[(id(e), k)] = call
            elif isinstance(e, _Call):
                self.parents.setdefault(e.name, call)
                self._index(e)
            else:
                for k in range(len(self.desc["steps"][e]["outputs"])):
                    self.made_in[(e, k)] = call

    def _input_name(self, call, position):
        """The name of a submodule call's input: its value's in the caller's graph."""
        return self._name_in(self.parents[call.name], call.input_keys[position])

    def _name_in(self, call, key):
        """The name a value has in a call's graph: a submodule's result comes out of a CallMethod, which has none."""
        if key in call.input_keys:
            return self.names.get(key) if call is self.root else self._input_name(call, call.input_keys.index(key))
        return self.names.get(key) if self.made_in.get(key) is call else None

    def _global_names(self):
        """The values' names (by ("in", position) for the inputs, (step, output) for the ops'), given where ops first
        use them, in one namespace for the whole trace; each call learns which values it was given."""
        names = Graph()
        holders, latest = {}, {}
        module_self = GValue(names, "", "self") if self.root_module is not None else None
        for position, t in enumerate(self.root.inputs):
            latest[t] = ("in", position)
            holders[latest[t]] = GValue(names, "", self.arg_names[position] if position < len(self.arg_names) else None)
        self.root.input_keys = [latest[t] for t in self.root.inputs]

        def name_uses(used, local_names, local_ids):
            local = {}
            for var, t in zip(local_names, local_ids):
                local.setdefault(t, var)
            for t in used:
                holder = holders.get(latest.get(t))
                if holder is not None and not holder.name and local.get(t) not in (None, "self"):
                    names.set_name(holder, local[t])

        def made(key, t):
            latest[t] = key
            holders[key] = GValue(names, "")

        def walk(call):
            for event in call.events:
                if isinstance(event, _Call) and event.arguments is not None:
                    # a compiled function's ops are its own graph's: only its arguments and results are this one's
                    name_uses(event.inputs, event.local_names, event.locals)
                    for k, t in enumerate(event.outputs):
                        made((id(event), k), t)
                    continue
                if isinstance(event, _Call):
                    event.input_keys = [latest.get(t) for t in event.inputs]
                    if event.name not in self.scripted:
                        walk(event)
                        continue
                    # a scripted call runs as its code, which names nothing here; its results are new values
                    for k, t in enumerate(event.outputs):
                        made((id(event), k), t)
                    continue
                step = self.desc["steps"][event]
                note = step["note"]
                text, ids = (json.loads(note["text"]), note["tensors"]) if note else (("", []), [])
                name_uses(list(_step_tensors(step)), text[1], ids)
                for k, t in enumerate(step["outputs"]):
                    made((event, k), t)

        walk(self.root)
        self.held_names = {} if module_self is None else self._fixup_names(names, module_self)
        return {key: v.name for key, v in holders.items() if v.name}

    def _fixup_names(self, names, module_self):
        """The names FixupTraceScopeBlocks gives in the trace's namespace (renaming what held them before): `self`
        to each block's new input, then each GetAttr its attribute's name. By id of the call for a method's self,
        by (id of the call, attribute path, path read) for a GetAttr; read once all are given."""
        held = {id(self.root): module_self}
        for block in self.fixup.block_order:
            held[id(block)] = GValue(names, "", "self")
        for block, path, read in self.fixup.getattr_order:
            last = read.rpartition(".")[2]
            held[(id(block), path, read)] = GValue(names, "", last if last.isidentifier() else f"_{last}")
        return held

    def _held_name(self, key, default):
        value = self.held_names.get(key)
        return default if value is None else value.name

    # -- building a method's graph -------------------------------------------------------------------------
    def _is_block(self, event):
        """Whether an event is a traced submodule's call, a block of PyTorch's trace (see _traced_numbering.py)."""
        return isinstance(event, _Call) and event.arguments is None and event.name not in self.scripted

    def _event_tensors(self, event):
        if isinstance(event, _Call):
            return event.inputs
        return list(_step_tensors(self.desc["steps"][event]))

    def _event_attrs(self, event):
        """The attributes of the traced module an op or a scripted call reads: the parameters and buffers it
        uses, and a scripted submodule itself."""
        named = [self.desc["tensors"][t]["named"] for t in self._event_tensors(event)]
        paths = [self.param_names[n] for n in named if n >= 0]
        return ([event.name] if isinstance(event, _Call) and event.arguments is None else []) + paths

    def _event_made(self, event):
        return event.outputs if isinstance(event, _Call) else self.desc["steps"][event]["outputs"]

    @functools.cached_property
    def fixup(self):
        return FixupCounts(self.root, self._is_block, self._event_attrs, self._event_tensors, self._event_made)

    @functools.cached_property
    def method_names(self):
        """Each traced submodule call's method, by id of the call: a module's second traced call is a method of its
        own, `forward1` (then `forward2`, ...), named in the order FixupTraceScopeBlocks makes them (inner calls
        first)."""
        names, made = {}, {}

        def walk(call):
            for event in call.events:
                if self._is_block(event):
                    walk(event)
                    k = made.get(event.name, 0)
                    made[event.name] = k + 1
                    names[id(event)] = f"forward{k or ''}"

        walk(self.root)
        return names

    def graph(self, name=""):
        call = self.calls[name]
        g = Graph()
        module = self.root_module is not None
        # the root method's values carry the numbers PyTorch's trace gives them (see _traced_numbering.py)
        traced_numbers = module and not name
        env = {}
        if module:
            g.self = GValue(g, self.types[name], self._held_name(id(call), "self"))
            g.inputs.append(g.self)
        for position, t in enumerate(call.inputs):
            if name:
                value = GValue(g, "", self._input_name(call, position))
            else:
                value = GValue(g, "", self.names.get(("in", position)))
            value.type = tensor_type(self.desc["tensors"][t])
            env[t] = value
            g.inputs.append(value)
        if traced_numbers:
            g._next += attribute_count(self.root_module)
        methods = self._events(g, env, call, traced_numbers)
        outs = [self._use(g, env, t, name, "", "") for t in call.outputs]
        if name:
            template = tuple(range(len(outs))) if len(outs) > 1 else 0 if outs else None
            types = [v.type for v in outs]
        else:
            # the trace builds its outputs as it ends: a submodule's result was still the tensor traced then
            template = self.template
            types = [tensor_type(self.desc["tensors"][t]) if getattr(v.node, "block_call", False) else v.type
                     for t, v in zip(call.outputs, outs)]
        g.returns = [] if template is None else [_constructed(g, template, outs, types)[0]]
        if traced_numbers:
            self._number_method_calls(g, methods)
        elif module:
            _number_as_lifted(g)
        _eliminate_dead_code(g)
        return g

    def _events(self, g, env, call, traced_numbers):
        """Builds the call's events into g. With traced_numbers, a traced submodule's call takes the numbers its
        ops took in PyTorch's trace and its CallMethod none yet: gives those calls and their nodes."""
        g.attrs, g.ints = {}, {}
        name = call.name
        parts = name.split(".") if name else []
        scope = "/".join("__module." + ".".join(parts[:i + 1]) for i in range(len(parts)))
        methods = []
        for event in call.events:
            if isinstance(event, _Call) and event.arguments is not None:
                self._call_function(g, env, event, name, scope)
            elif traced_numbers and self._is_block(event):
                g._next += self._traced_values(event)
                methods.append((event, self._call_method(g, env, event, name, numbered=False)))
            elif isinstance(event, _Call):
                self._call_method(g, env, event, name)
            else:
                self._step(g, env, event, name, scope)
        return methods

    def _traced_values(self, call):
        """How many values a traced submodule's call made in PyTorch's trace: its ops' (its parameters are
        TracedAttrs, counted before)."""
        g = Graph()
        g.self = GValue(g, "", numbered=False)
        env = {t: GValue(g, "", numbered=False) for t in call.inputs}
        self._events(g, env, call, True)
        return g._next

    def _number_method_calls(self, g, methods):
        """Numbers the root's CallMethods (and the unpacks of their tuples) as FixupTraceScopeBlocks makes them,
        after every value of the trace."""
        fixup = self.fixup
        tuples = g._next + fixup.before_tuples()
        calls = tuples + fixup.tuples
        for k, (event, (node, unpack)) in enumerate(methods):
            node.outputs[0].unique = calls + k
            if unpack is not None:
                for j, v in enumerate(unpack.outputs):
                    v.unique = tuples + fixup.unpacked[id(event)] + j

    def inlined(self, name=""):
        """The method's graph with each CallMethod replaced by the called method's nodes."""
        g = self.graph(name)
        out, mapping = Graph(), {}
        for v in g.inputs:
            mapping[v] = GValue(out, v.type, v.name)
            out.inputs.append(mapping[v])
        self._copy(out, g.nodes, mapping)
        out.returns = [mapping[v] for v in g.returns]
        return out

    def _copy(self, out, nodes, mapping):
        for node in nodes:
            if node.kind == "prim::CallMethod" and node.block_call:  # a scripted submodule's stays a call
                callee = self.graph(node.callee)
                inner = dict(zip(callee.inputs, [mapping[v] for v in node.inputs]))
                self._copy(out, callee.nodes, inner)
                for a, b in zip(node.outputs, callee.returns):
                    mapping[a] = inner[b]
                continue
            new = GNode(node.kind, [mapping[v] for v in node.inputs], node.attrs, node.source, node.scope,
                        node.args, node.constant)
            out.add(new, types=[v.type for v in node.outputs])
            for a, b in zip(node.outputs, new.outputs):
                if a.name:
                    out.set_name(b, a.name)
                mapping[a] = b

    def _attr(self, g, owner_path, path):
        """The value of self's attribute at `path` (dotted, from the method's module), read by a chain of GetAttr
        nodes of its own, as PyTorch reads each attribute a method uses: made after tracing (numbered then), at the
        front of the method."""
        if path in g.attrs:
            return g.attrs[path]
        parent, chain = g.self, []
        prefix = f"{owner_path}." if owner_path else ""
        parts = path.split(".")
        for k, part in enumerate(parts):
            read = prefix + ".".join(parts[:k + 1])
            node = g.add(GNode("prim::GetAttr", [parent], attrs=f'name="{part}"'),
                         types=[self.types.get(read, "Tensor")], numbered=False)
            parent = node.outputs[0]
            default = part if part.isidentifier() else f"_{part}"
            g.set_name(parent, self._held_name((id(self.calls[owner_path]), prefix + path, read), default))
            chain.append(g.nodes.pop())
        g.nodes[:0] = chain
        g.attrs[path] = parent
        return parent

    def _use(self, g, env, t, owner, source, scope):
        if t in env:
            return env[t]
        meta = self.desc["tensors"][t]
        if meta["named"] >= 0 and self.root_module is not None:
            full = self.param_names[meta["named"]]
            if not owner or full.startswith(owner + "."):
                value = self._attr(g, owner, full[len(owner) + 1:] if owner else full)
                env[t] = value
                return value
        text = _number_text(meta["value"]) if meta["value"] is not None and not meta["shape"] else "<Tensor>"
        node = g.add(GNode("prim::Constant", [], attrs=f"value={text}", source=source, scope=scope,
                           constant=("tensor", t)), types=[tensor_type(meta)])
        if not meta["wrapped"]:
            env[t] = node.outputs[0]
        return node.outputs[0]

    def _constant(self, g, value, type_name, source, scope):
        if value is None:
            return g.add(GNode("prim::Constant", [], constant=("value", None)), types=["NoneType"]).outputs[0]
        if isinstance(value, dict) and "scalar" in value:
            value = float(value["scalar"]) if value["kind"] == "float" else (
                bool(value["scalar"]) if value["kind"] == "bool" else int(value["scalar"]))
            type_name = type(value).__name__
        elif isinstance(value, dict) and "dtype" in value:
            value, type_name = SCALAR_TYPES[value["dtype"]], "int"
        elif isinstance(value, dict) and "device" in value:
            value, type_name = value["device"], "Device"
        elif type_name == "float":
            value = float(value)
        elif type_name == "int" and not isinstance(value, bool):
            value = int(value)
        attr = f'value="{value}"' if type_name == "Device" else (
            f"value={int(value)}" if isinstance(value, bool) else f"value={const_text(value)}")
        node = g.add(GNode("prim::Constant", [], attrs=attr, source=source, scope=scope,
                           constant=(type_name, value)), types=[type_name])
        return node.outputs[0]

    def _argument(self, g, env, arg, owner, source, scope):
        value, type_name = arg["value"], arg["type"]
        if isinstance(value, dict) and "tensor" in value:
            return self._use(g, env, value["tensor"], owner, source, scope)
        if isinstance(value, list):
            element = "Tensor" if type_name.startswith("Tensor") else type_name.split("[")[0]
            items = [self._use(g, env, v["tensor"], owner, source, scope) if isinstance(v, dict) and "tensor" in v
                     else g.ints.get((arg["name"], k)) or self._constant(g, v, element, source, scope)
                     for k, v in enumerate(value)]
            node = g.add(GNode("prim::ListConstruct", items), types=[f"{element}[]"])
            return node.outputs[0]
        if (arg["name"], None) in g.ints:
            return g.ints[(arg["name"], None)]
        if type_name in ("Scalar", "float", "int", "bool", "str", "ScalarType", "Device", "Layout", "MemoryFormat"):
            base = {"ScalarType": "int", "Layout": "int", "MemoryFormat": "int"}.get(type_name, type_name)
            return self._constant(g, value, base, source, scope)
        return self._constant(g, value, "NoneType" if value is None else type_name, source, scope)

    def _traced_size(self, g, env, step, owner, source, scope):
        tensor, dim = step["args"]
        inputs = [self._use(g, env, tensor["value"]["tensor"], owner, source, scope),
                  self._constant(g, dim["value"], "int", source, scope)]
        size = g.add(GNode("aten::size", inputs, source=source, scope=scope, args=step["args"]), types=["int"])
        return g.add(GNode("prim::NumToTensor", size.outputs), types=["Long(device=cpu)"])

    def _taken_as_ints(self, g, env, step, owner, scope):
        """aten::Int of each tensor the op took as an int, placed right after what made it, by (parameter, list
        position) for the op's arguments to take."""
        g.ints = {}
        for taken in step.get("ints", ()):
            value = self._use(g, env, taken["tensor"], owner, "", scope)
            node = g.add(GNode("aten::Int", [value]), types=["int"])
            g.nodes.pop()
            g.nodes.insert(g.nodes.index(value.node) + 1 if value.node in g.nodes else 0, node)
            g.ints[(taken["param"], taken["index"])] = node.outputs[0]

    def _step(self, g, env, index, owner, scope):
        step = self.desc["steps"][index]
        note = step["note"]
        text, ids = (json.loads(note["text"]), note["tensors"]) if note else (("", []), [])
        source = text[0]
        if step.get("traced") == "size":
            node = self._traced_size(g, env, step, owner, source, scope)
            self._bind(g, env, index, step["outputs"], node.outputs)
            return
        if not step["outputs"]:
            return  # an op giving no tensor gives a Python value, which a trace holds as a constant
        name, args, outputs = aten_call(step, self.desc["tensors"], self.used)
        self._taken_as_ints(g, env, step, owner, scope)
        inputs = [self._argument(g, env, a, owner, source, scope) for a in args]
        node = GNode(f"aten::{name}", inputs, source=source, scope=scope, args=args)
        types = [tensor_type(self.desc["tensors"][t]) for t in outputs]
        if name in LIST_RETURNS:  # one list, unpacked
            g.add(node, types=["Tensor[]"])
            node = g.add(GNode("prim::ListUnpack", node.outputs, scope=scope), types=types)
        else:
            g.add(node, types=types)
        self._bind(g, env, index, outputs, node.outputs)

    def _bind(self, g, env, index, tensors, values):
        for k, (t, v) in enumerate(zip(tensors, values)):
            env[t] = v
            if (index, k) in self.names:
                g.set_name(v, self.names[(index, k)])

    def _call_function(self, g, env, call, owner, scope):
        # the tracer records the values given as constants where the call is made, before the function's
        inputs = [self._use(g, env, call.inputs[v], owner, "", scope) if kind == "tensor"
                  else self._constant(g, v, type(v).__name__, call.source, scope) for kind, v in call.arguments]
        short = call.name.rsplit(".", 1)[-1]
        function = g.add(GNode("prim::Constant", [], attrs=f'name="{short}"', constant=("function", call.name)),
                         types=["Function"]).outputs[0]
        node = g.add(GNode("prim::CallFunction", [function] + inputs), types=["Tensor"] * len(call.outputs))
        node.callee = call.name
        for k, (t, v) in enumerate(zip(call.outputs, node.outputs)):
            env[t] = v
            if (id(call), k) in self.names:
                g.set_name(v, self.names[(id(call), k)])

    def _call_method(self, g, env, call, owner, numbered=True):
        """The CallMethod of a submodule's call (its tuple unpacked): (the call node, the unpack or None)."""
        relative = call.name[len(owner) + 1:] if owner else call.name
        module = self._attr(g, owner, relative)
        inputs = [self._use(g, env, t, owner, "", "") for t in call.inputs]
        several = len(call.outputs) > 1  # a tuple, unpacked
        method_name = self.method_names.get(id(call), "forward")
        method = g.add(GNode("prim::CallMethod", [module] + inputs, attrs=f'name="{method_name}"'),
                       types=[f"({', '.join(['Tensor'] * len(call.outputs))})" if several else "Tensor"],
                       numbered=numbered)
        method.callee, method.method = call.name, method_name
        method.block_call = not numbered or (owner != "" and self._is_block(call))
        node, unpack = method, None
        if several:
            node = unpack = g.add(GNode("prim::TupleUnpack", method.outputs),
                                  types=[tensor_type(self.desc["tensors"][t]) for t in call.outputs],
                                  numbered=numbered)
        for k, (t, v) in enumerate(zip(call.outputs, node.outputs)):
            env[t] = v
            if (id(call), k) in self.names:
                g.set_name(v, self.names[(id(call), k)])
        return method, unpack


def _number_as_lifted(g):
    """Numbers a submodule's method as PyTorch's clone of its trace block numbers it: self first, then the
    GetAttrs at the block's front, then each node's outputs and the values from outside it first takes (the method's
    inputs); a traced submodule's call is a block there, whose CallMethod comes last."""
    g.self.unique = 0
    count = 1
    seen = {g.self}
    inputs = set(g.inputs)
    calls = []
    for node in sorted(g.nodes, key=lambda n: n.kind != "prim::GetAttr"):
        for v in node.outputs:
            v.unique, count = count, count + 1
        for v in node.inputs:
            if v in inputs and v not in seen:
                seen.add(v)
                v.unique, count = count, count + 1
        if getattr(node, "block_call", False):
            calls.append(node)
    for v in g.inputs:
        if v not in seen:
            v.unique, count = count, count + 1
    for node in calls:
        node.outputs[0].unique, count = count, count + 1


def _constructed(g, template, values, types):
    """The value returned for an output template: a tensor's value, or a tuple or list of them (nested as the
    template nests) built by TupleConstruct and ListConstruct; (the value, its type in a tuple's type). `types`:
    the values' types there."""
    if isinstance(template, int):
        return values[template], types[template]
    if isinstance(template, dict):
        parts = []
        for key, t in template.items():
            parts += [g.add(GNode("prim::Constant", [], attrs=f'value="{key}"', constant=("str", key)),
                            types=["str"]).outputs[0], _constructed(g, t, values, types)[0]]
        return g.add(GNode("prim::DictConstruct", parts), types=["Dict(str, Tensor)"]).outputs[0], "Dict(str, Tensor)"
    items = [_constructed(g, t, values, types) for t in template]
    if isinstance(template, list):
        return g.add(GNode("prim::ListConstruct", [v for v, _ in items]), types=["Tensor[]"]).outputs[0], "Tensor[]"
    type_text = f"({', '.join(t for _, t in items)})"
    return g.add(GNode("prim::TupleConstruct", [v for v, _ in items]), types=[type_text]).outputs[0], type_text


def graphs_of(recording, fn):
    """The graphs of a torch.jit.trace recording of fn (a function, or a module's forward)."""
    module = fn if hasattr(fn, "named_parameters") else None
    named = list(module.named_parameters()) + list(module.named_buffers()) if module is not None else []
    desc = json.loads(_E.trace_describe(recording.trace, to_js([t._i for _, t in named])), object_hook=_nonfinite)
    try:
        arg_names = list(inspect.signature(fn.forward if module is not None else fn).parameters)
    except (TypeError, ValueError):
        arg_names = []
    return TracedGraphs(desc, recording.template, module, arg_names, [n for n, _ in named], recording.types)


def _eliminate_dead_code(g):
    """Drops the nodes whose results nothing uses (a comparison read as a Python bool, ...), as PyTorch's
    dead-code pass does; in-place ops and calls stay."""
    used = set(g.returns)
    kept = []
    for node in reversed(g.nodes):
        if any(v in used for v in node.outputs) or node.kind == "prim::CallMethod" or node.kind.endswith("_"):
            kept.append(node)
            used.update(node.inputs)
    g.nodes = kept[::-1]


def _nonfinite(obj):
    return float(obj["nonfinite"].replace("Infinity", "inf")) if "nonfinite" in obj else obj


def _step_tensors(step):
    """The tensors a step used: its arguments', then those it took as ints."""
    for arg in step["args"]:
        yield from _tensor_ids(arg["value"])
    for taken in step.get("ints", ()):
        yield taken["tensor"]


def _tensor_ids(value):
    if isinstance(value, dict) and "tensor" in value:
        yield value["tensor"]
    elif isinstance(value, list):
        for v in value:
            yield from _tensor_ids(v)


def base_name(name):
    """A debug name without its `.N` suffix, as the printer starts from."""
    head, dot, tail = (name or "").rpartition(".")
    return head if dot and tail.isdigit() else name
