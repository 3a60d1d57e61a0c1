"""`.code` of a scripted function or method, printed as TorchScript prints it: its Python lowered to TorchScript's
graph (_emitter.py), and the graph printed by PyTorch's printer's rules (_printer.py)."""
import ast

from ._canonical import canonicalize_outputs
from ._dead_code import eliminate_dead_code
from ._emitter import Emitter, module_methods, type_name
from ._exits import transform_exits
from ._graph import graph_text
from ._ir import Value, const_text
from ._printer import Printer


def code(name, params, returns, body, scope, self_attrs=None, defaults=None, self_kind=None, frozen=None, origin=None):
    """The code and its return type. params: [(name, Type)]; returns: the return type's name (None: inferred from
    what is returned);
    self_attrs: for a module's method, its attributes' kinds (a Submodule, an Attribute, a Constant, 'tensor') by name;
    defaults: the parameters' default values by name; scope: the function's globals;
    self_kind: for a module's method, the module's own kind (a Submodule);
    frozen: for a frozen module's method, the module: its attributes are constants, its calls inlined;
    origin: (file, first line, indent) of the source, for the graph's source comments.
    Gives the code, the return type and a function printing the graph."""
    printer = Printer()
    emitter = Emitter([n for n, t in params if t is not None and t.name == "Tensor"], self_attrs or {}, scope)
    header = []
    inputs = []
    if self_attrs is not None:
        emitter.env[0]["self"] = Value(None, name="self", kind=self_kind)
        inputs.append(emitter.env[0]["self"])
        if frozen is not None:
            emitter.frozen, emitter.env[0]["self"].module = True, frozen
            emitter.exported = module_methods(frozen)
        printer.idents[emitter.env[0]["self"]] = printer.gen_name("self")
        header.append("self")
    for n, t in params:
        declared = t.name if t is not None else "Any"
        value = Value(None, name=n, tensor=declared == "Tensor", type_name=declared)
        emitter.env[0][n] = value
        inputs.append(value)
        printer.idents[value] = printer.gen_name(n)
        default = f"={const_text(defaults[n])}" if defaults and n in defaults else ""
        header.append(f"{printer.idents[value]}: {declared}{default}")
    for value in inputs:
        emitter.numbering.new(value)
        emitter.numbering.name(value, value.name)
    emitter.return_exits = _returns_in_loop(body)
    emitter.inferred_return = returns is None
    returned, = emitter.cut_after_raise(emitter.block, [emitter.statements(body)])
    if emitter.return_exits:
        if emitter.block not in emitter.exits:  # falling off the end returns None
            emitter.exit([emitter.const(None)], returns=True)
        # a placeholder of the returned type until the exit transform gives the values returned
        returned = emitter.uninitialized(emitter.block, emitter.returned[0])
        returned.node.pure = True
    elif returned is None:
        returned = emitter.const(None)
    emitter.block.ret.add_input(returned)
    transform_exits(emitter.block)
    eliminate_dead_code(emitter.block)
    canonicalize_outputs(emitter.block)
    printer.body(emitter.block)
    signature = ",\n    ".join(header)
    returns = returns or type_name(emitter.returned[0] if emitter.return_exits else returned)
    text = f"def {name}({signature}) -> {returns}:\n" + "\n".join(printer.lines) + "\n"
    return text, returns, lambda: _graph(emitter, inputs, origin)


def _graph(emitter, inputs, origin):
    if emitter.exited:
        raise NotImplementedError("the graph of a scripted function with break, continue or a return in a loop")
    return graph_text(emitter, inputs, emitter.block, origin)


def _returns_in_loop(body):
    """Whether a return statement is inside a loop of the function (not of a function defined in it)."""
    def walk(nodes, in_loop):
        for node in nodes:
            if isinstance(node, ast.Return) and in_loop:
                return True
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
                continue
            if walk(ast.iter_child_nodes(node), in_loop or isinstance(node, (ast.For, ast.While))):
                return True
        return False
    return walk(body, False)
