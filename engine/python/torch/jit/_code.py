"""`.code` of a scripted function or method, printed as TorchScript prints it: its Python lowered to TorchScript's
graph (_emitter.py), and the graph printed by PyTorch's printer's rules (_printer.py)."""
from ._canonical import canonicalize_outputs
from ._dead_code import eliminate_dead_code
from ._emitter import Emitter, scalar_type
from ._exits import transform_loop_exits
from ._ir import Value, const_text
from ._printer import Printer


def code(name, params, returns, body, scope, self_attrs=None, defaults=None, self_kind=None):
    """The code and its return type. params: [(name, Type)]; returns: the return type's name (None: inferred from
    what is returned);
    self_attrs: for a module's method, its attributes' kinds (a Submodule, 'tensor', 'value') by name;
    defaults: the parameters' default values by name; scope: the function's globals;
    self_kind: for a module's method, the module's own kind (a Submodule)."""
    printer = Printer()
    emitter = Emitter([n for n, t in params if t is not None and t.name == "Tensor"], self_attrs or {}, scope)
    header = []
    if self_attrs is not None:
        emitter.env[0]["self"] = Value(None, name="self", kind=self_kind)
        printer.idents[emitter.env[0]["self"]] = printer.gen_name("self")
        header.append("self")
    for n, t in params:
        type_name = t.name if t is not None else "Any"
        value = Value(None, name=n, tensor=type_name == "Tensor", type_name=type_name)
        emitter.env[0][n] = value
        printer.idents[value] = printer.gen_name(n)
        default = f"={const_text(defaults[n])}" if defaults and n in defaults else ""
        header.append(f"{printer.idents[value]}: {type_name}{default}")
    returned = emitter.statements(body)
    if returned is None:
        returned = emitter.const(None)
    emitter.block.ret.add_input(returned)
    transform_loop_exits(emitter.block)
    eliminate_dead_code(emitter.block)
    canonicalize_outputs(emitter.block)
    printer.body(emitter.block)
    signature = ",\n    ".join(header)
    returns = returns or _type_of(returned)
    return f"def {name}({signature}) -> {returns}:\n" + "\n".join(printer.lines) + "\n", returns


def _type_of(value):
    """The type TorchScript infers for a returned value."""
    if value.kind == "tuple":
        return f"Tuple[{', '.join(_type_of(v) for v in value.node.inputs)}]"
    if value.node is not None and value.node.kind == "const":
        return scalar_type(value) or "NoneType"
    return value.type or "Tensor"
