"""`.graph` of a scripted function or method: its lowered graph (_emitter.py) printed as TorchScript's IR, with the
values numbered and named as PyTorch's compiler leaves them (_numbering.py): after the body, SSA conversion gives
each `if` its outputs for the variables its branches assign (named for them) and the exit transform makes its
constants; constant pooling then moves every constant to the top, one for each value, in the order they were
made. Where a function uses what this does not follow (loops, early exits inside them), asking for its graph
raises NotImplementedError rather than print a graph unlike PyTorch's."""

from ._emitter import type_name as type_of
from ._numbering import Phantom

_SCALARS = {bool: "bool", int: "int", float: "float", str: "str", type(None): "NoneType"}
# values made by the passes after the body whatever it holds: the return placeholder, the loop continuations'
# False, and the two exit transforms' True, False and uninitialized bool
_AFTER_BODY = 8
# where among those the exit transform's uninitialized values for the branches that raise come
_UNITS_AT = 5


def graph_text(emitter, inputs, block, origin):
    """inputs: the graph's inputs (self first for a method); origin: (file, first line, indent) of the source."""
    numbering = emitter.numbering
    numbering.new()  # the return placeholder
    _ssa_outputs(block, numbering)
    for position in range(_AFTER_BODY - 1):
        if position == 1:  # after the loop continuations' False
            _clone_tests(block, numbering)
        if position in (_UNITS_AT - 1, _UNITS_AT):
            # the exit transform's uninitialized values: for what follows an unused method's raise, which it
            # deletes, then for the branches that raise
            for node in reversed(block.nodes):  # (in the order made: each went to the top)
                if getattr(node, "unit", False) and getattr(node, "deleting", False) == (position < _UNITS_AT):
                    numbering.new(node.output)
        numbering.new()
    _exit_outputs(block, numbering, emitter.inferred_return)
    _late_constants(block, numbering)
    _fold_tuples(block, numbering)
    _drop_same_outputs(block)
    printer = _GraphPrinter(origin)
    return printer.print(inputs, block)


def _ssa_outputs(block, numbering):
    """The values SSA conversion gives an `if` for each variable its branches assign (a load ending each branch,
    the output) and a for loop for each it carries (a load before it, the body's input, a load ending the body,
    the output), named for the variable."""
    for node in block.nodes:
        for b in node.blocks:
            _ssa_outputs(b, numbering)
        if node.kind == "if":
            for _ in range(3 if getattr(node, "refined", False) else 0):  # the refined Optional's output
                numbering.new()
            for out in node.outputs:
                if getattr(out, "variable", None) is not None:
                    numbering.new()
                    numbering.new()
                    numbering.new(out)
                    numbering.name(out, out.variable)
        elif node.kind == "loop":
            for inner, out in zip(node.blocks[0].inputs[1:], node.outputs):
                numbering.new()
                numbering.name(numbering.new(inner), inner.variable)
                numbering.new()
                numbering.new(out)
                numbering.name(out, out.variable)


def _clone_tests(block, numbering):
    """SSA conversion's clone of each while loop's test before the loop (inner loops first): a value for each the
    test's block made (its loads too), in the order the clone makes them (an `if`'s outputs before what its
    blocks make); literals stay at the graph's top."""
    from ._emitter import _made

    for node in block.nodes:
        for b in node.blocks:
            _clone_tests(b, numbering)
        if node.kind != "loop" or not hasattr(node, "header"):
            continue
        header, start, made = node.header
        values = {v.made: v for v in _made(header) if getattr(v, "made", None) is not None}
        literals = {v.id for v in _made(header) if getattr(v.node, "front", None)}
        order = {}
        for inner in _nodes_of(header):
            for i, out in enumerate(inner.outputs if hasattr(inner, "inner_from") else ()):
                order[getattr(out, "made", None)] = inner.inner_from - 1 + (i + 1) / (len(inner.outputs) + 1)
        for position in sorted(range(start, start + made), key=lambda p: order.get(p, p)):
            if position not in literals:
                numbering.new(values.get(position))


def _nodes_of(nodes):
    for node in nodes:
        yield node
        for b in node.blocks:
            yield from _nodes_of(b.nodes)


def _exit_outputs(block, numbering, inferred):
    """The values the exit transform makes for returns from an `if`: where both branches return, the `if`'s
    output; after an early return (`if c: return a` and more), an uninitialized value for what is returned, the
    has-returned flag and the value of the first `if`, then the `if` guarding what follows (with the
    placeholder's own uninitialized tensor) and its outputs; merging the two clones what follows into the first,
    and copies the second's outputs."""
    for node in block.nodes:
        for b in node.blocks:
            _exit_outputs(b, numbering, inferred)
        for out in node.outputs if node.kind == "if" else ():
            if out.id is not None:
                continue
            if getattr(node, "early_return", False):
                # (one more where a narrowed variable's type is not the returned one's or the return type is
                # inferred, not annotated)
                narrowed = getattr(node, "narrowed", None)
                for _ in range(3 + (narrowed is not None and narrowed != type_of(out) or inferred)):
                    numbering.new()
                numbering.new()  # the guarding if's outputs
                numbering.new()
                _clone_ids(node.blocks[1], numbering)
                numbering.new()
            numbering.new(out)


def _late_constants(block, numbering):
    for node in block.nodes:
        if getattr(node, "late", False):
            numbering.new(node.output)
        for b in node.blocks:
            _late_constants(b, numbering)


def _fold_tuples(block, numbering):
    """Constant propagation: a tuple built of constants is a constant tuple, each numbered as it is folded (the
    innermost first), after one value the passes before it make."""
    tuples = [node for node in _nodes(block) if getattr(node, "graph_kind", None) == "prim::TupleConstruct"]
    if any(_foldable(node) for node in tuples):
        numbering.new()
    for node in filter(_foldable, tuples):  # (an outer tuple's items fold first)
        node.kind, node.value, node.source = "const", tuple(v.node.value for v in node.inputs), None
        node.text, node.inputs = _tuple_text(node.value), []
        node.output.id = None
        numbering.new(node.output)


def _foldable(node):
    return all(v.node is not None and v.node.kind == "const" for v in node.inputs)


def _nodes(block):
    yield from _nodes_of(block.nodes)


def _tuple_text(value):
    from ._ir import const_text

    items = [_tuple_text(v) if isinstance(v, tuple) else const_text(v) for v in value]
    return f"({', '.join(items)}{',' if len(items) == 1 else ''})"


def _clone_ids(block, numbering):
    """The values of what follows an early return, cloned (the literals at the graph's top stay): a clone copies
    its original's name twice (once made, once placed), which renames the original each time."""
    for node in block.nodes:
        if getattr(node, "front", None) or getattr(node, "not_cloned", False):
            continue
        for out in node.outputs:
            numbering.new(out)
            if out.debug is not None:
                original, name = Phantom(), out.debug
                numbering.owners[name], original.debug, out.debug = original, name, None
                numbering.name(out, name)
                numbering.name(out, original.debug)
                del numbering.owners[original.debug]
        for b in node.blocks:
            for v in b.inputs:
                numbering.new(v)
            _clone_ids(b, numbering)


def _drop_same_outputs(block):
    """Constant propagation's cleanup: an `if` output both branches give alike is that value, and an `if` left
    with no outputs and nothing in its branches is dropped."""
    from ._exits import _destroy, _replace_uses

    for node in list(block.nodes):
        for b in node.blocks:
            _drop_same_outputs(b)
        if node.kind != "if":
            continue
        for i in reversed(range(len(node.outputs))):
            left, right = (b.ret.inputs[i] for b in node.blocks)
            if left is right:
                _replace_uses(node.outputs[i], left)
                del node.outputs[i]
                for b in node.blocks:
                    b.ret.inputs.pop(i)
        if not node.outputs and not any(n.kind != "const" for b in node.blocks for n in b.nodes):
            _destroy(node)


class _GraphPrinter:
    def __init__(self, origin):
        self.origin = origin
        self.pooled = {}  # (type, text) of a constant -> the value standing for all of them
        self.constants = []

    def print(self, inputs, block):
        header = ",\n      ".join(f"{self.use(v)} : {_type(v)}" for v in inputs)
        self.pool(block)
        lines = [f"graph({header}):"]
        for v in self.constants:
            lines.append(f"  {self.use(v)} : {_type(v)} = {_constant(v.node)}(){self.source(v.node)}")
        self.block_lines(block, 1, lines)
        lines.append(f"  return ({', '.join(self.use(v) for v in block.ret.inputs)})")
        return "\n".join(lines) + "\n"

    # -- constants --------------------------------------------------------------------------------------------
    def pool(self, block):
        """Constant pooling, in one pass over the graph: the literals the front end put at its top (the latest
        first), then the others where they are; each new one goes to the top, so they end in the reverse order."""
        used = set()
        self.mark_used(block, used)
        literals, others = [], []
        self.collect(block, used, literals, others)
        literals.sort(key=lambda v: -v.node.front)
        for v in literals + others:
            key = (_type(v), v.node.text)
            if key not in self.pooled:
                self.pooled[key] = v
                self.constants.insert(0, v)

    def mark_used(self, block, used):
        used.update(id(v) for v in _returned(block))
        for node in block.nodes:
            used.update(id(v) for v in _inputs(node))
            for b in node.blocks:
                self.mark_used(b, used)

    def collect(self, block, used, literals, others):
        for node in block.nodes:
            if node.kind == "const" and id(node.output) in used:
                (literals if getattr(node, "front", None) else others).append(node.output)
            for b in node.blocks:
                self.collect(b, used, literals, others)

    # -- values and nodes -------------------------------------------------------------------------------------
    def use(self, v):
        if v.node is not None and v.node.kind == "const":
            v = self.pooled.get((_type(v), v.node.text), v)
            v = getattr(v, "first", v)  # (a number written again is the constant made for it first)
        if v.debug is not None:
            return f"%{v.debug}"
        if v.id is None:
            raise NotImplementedError("a graph value this does not number")
        return f"%{v.id}"

    def source(self, node):
        where = getattr(node, "source", None)
        if hasattr(where, "line"):  # a builtin's
            return f" # <string>:{where.line}:9"
        if where is None or not hasattr(where, "lineno"):
            return ""
        path, first_line, indent = self.origin
        where = _start(where)
        return f" # {path}:{where.lineno + first_line - 1}:{where.col_offset + indent}"

    def block_lines(self, block, level, lines):
        pad = "  " * level
        for node in block.nodes:
            if node.kind == "const":
                continue
            if node.kind == "with":  # its body in the block, between prim::Enter and prim::Exit
                lines.append(f"{pad}{self.use(node.enter)} : NoneType = prim::Enter({self.use(node.inputs[0])})")
                self.block_lines(node.blocks[0], level, lines)
                lines.append(f"{pad}{self.use(node.exit)} : Tensor = prim::Exit({self.use(node.inputs[0])})")
                continue
            outputs = ", ".join(f"{self.use(v)} : {_type(v)}" for v in node.outputs)
            call = f"{_kind(node)}({', '.join(self.use(v) for v in _inputs(node))})"
            lines.append(f"{pad}{outputs} = {call}{self.source(node)}")
            for i, b in enumerate(node.blocks):
                params = ", ".join(f"{self.use(v)} : {_type(v)}" for v in b.inputs)
                lines.append(f"{pad}  block{i}({params}):")
                self.block_lines(b, level + 2, lines)
                lines.append(f"{pad}    -> ({', '.join(self.use(v) for v in _returned(b))})")


def _start(where):
    """Where an expression's source range starts: TorchScript's parser gives an operation the range from its first
    operand's start, and a parenthesized operand none of its parentheses."""
    import ast

    first = {ast.BinOp: "left", ast.Compare: "left", ast.Attribute: "value", ast.Subscript: "value",
             ast.Call: "func", ast.IfExp: "body"}.get(type(where))
    if first is not None:
        return _start(getattr(where, first))
    if isinstance(where, ast.BoolOp):
        return _start(where.values[0])
    return where


def _inputs(node):
    if node.kind == "loop" and node.loop == "while":  # (trip limit, condition, carried values)
        return [node.graph_limit] + node.inputs
    if node.kind == "loop":  # (trip count, condition, carried values)
        return node.inputs[:1] + [node.graph_condition] + node.inputs[1:]
    inputs = getattr(node, "graph_inputs", None)
    return node.inputs if inputs is None else inputs


def _returned(block):
    """A block's outputs; a for loop's body gives its condition first."""
    owner = block.owner
    if owner is not None and owner.kind == "loop" and owner.loop == "for":
        return [owner.graph_condition] + block.ret.inputs
    return block.ret.inputs


def _kind(node):
    if node.kind in ("if", "loop"):
        return {"if": "prim::If", "loop": "prim::Loop"}[node.kind]
    kind = getattr(node, "graph_kind", None)
    if kind is not None:
        return kind
    name = getattr(node.render, "name", None)
    if name is None:
        raise NotImplementedError("a graph node this does not name")
    if name.startswith("torch."):
        return f"aten::{name[len('torch.'):]}"
    if name.startswith("ops.prim."):
        return f"prim::{name[len('ops.prim.'):]}"
    if name in ("bool", "int", "float"):
        return f"aten::{name.capitalize()}"
    raise NotImplementedError(f"the graph node of {name}")


def _constant(node):
    value = node.value
    if value is None:
        return "prim::Constant"
    if isinstance(value, bool):
        return f"prim::Constant[value={int(value)}]"
    return f"prim::Constant[value={node.text}]"


def _type(v):
    from ._ir import Submodule

    if isinstance(v.kind, Submodule):
        return v.kind.qualified
    node = v.node
    if node is not None and node.kind == "const":
        if type(node.value) in _SCALARS:
            return _SCALARS[type(node.value)]
        if isinstance(node.value, list) and all(type(x) is int for x in node.value):
            return "int[]"
        if isinstance(node.value, tuple):
            return _value_type(node.value)
        raise NotImplementedError("a constant of this type in a graph")
    if v.kind == "tuple":
        return f"({', '.join(_type(item) for item in node.inputs)})"
    if v.type is not None:
        return _written(v.type)
    if v.tensor:
        return "Tensor"
    raise NotImplementedError("a graph value of unknown type")


def _value_type(value):
    if isinstance(value, tuple):
        return f"({', '.join(_value_type(item) for item in value)})"
    return _SCALARS[type(value)]


def _written(type_name):
    """A TorchScript type as the IR writes it: int[], (int, float), Tensor?, Dict(str, Tensor)."""
    from ._emitter import _tuple_items

    if type_name.startswith("List[") and type_name.endswith("]"):
        return f"{_written(type_name[5:-1])}[]"
    if type_name.startswith("Optional[") and type_name.endswith("]"):
        return f"{_written(type_name[9:-1])}?"
    if type_name.startswith("Tuple[") and type_name.endswith("]"):
        return f"({', '.join(_written(t) for t in _tuple_items(type_name))})"
    if type_name.startswith("Union[") and type_name.endswith("]"):
        return f"Union({', '.join(_written(t) for t in _tuple_items(type_name))})"  # (as long a prefix as Tuple[)
    if type_name.startswith("Dict[") and type_name.endswith("]"):
        key, value = type_name[5:-1].split(", ", 1)
        return f"Dict({_written(key)}, {_written(value)})"
    return {"number": "Scalar"}.get(type_name, type_name)
