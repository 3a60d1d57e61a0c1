"""A traced method's graph printed as PyTorch prints it: `.graph` (typed values, attributes, scopes and source
locations) and `.code` (TorchScript's Python printer: calls with their trailing default arguments left out)."""
from ._ir import Block, Node, Value, const_text
from ._printer import Printer
from ._aten_calls import SCALAR_TYPES
from ._traced_graph import base_name


def node_text(node):
    """One node as a graph's line prints it (without its indent), and as str(node) does."""
    outs = ", ".join(f"%{v.ident()} : {v.type}" for v in node.outputs)
    attrs = f"[{node.attrs}]" if node.attrs else ""
    text = f"{outs} = {node.kind}{attrs}({', '.join('%' + v.ident() for v in node.inputs)})"
    if node.scope:
        text += f", scope: {node.scope}"
    return text + (f" # {node.source}" if node.source else "")


def graph_text(g):
    params = ",\n      ".join(f"%{v.ident()} : {v.type}" for v in g.inputs)
    body = "\n".join("  " + node_text(n) for n in g.nodes)
    returns = ", ".join("%" + v.ident() for v in g.returns)
    return f"graph({params}):\n{body}{chr(10) if body else ''}  return ({returns})\n"


def code_text(g, name):
    """The graph printed as TorchScript's Python printer prints a traced method."""
    printer = Printer()
    block = Block()
    values, tensors = {}, []
    header = []
    for position, v in enumerate(g.inputs):
        # the printer names an input with no name by its position
        shown = base_name(v.name) or f"argument_{position}"
        values[v] = Value(None, name=shown)
        printer.idents[values[v]] = printer.gen_name(shown)
        header.append(printer.idents[values[v]] if v is getattr(g, "self", None)
                      else f"{printer.idents[values[v]]}: Tensor")
    for node in g.nodes:
        ins = [values[v] for v in node.inputs]
        if node.kind == "prim::Constant":
            kind, shown = node.constant
            if kind == "tensor":
                # the printer's table holds equal tensors once (python_print's getOrAddConstant): a number's
                # tensor is known by its value and type, any other by which tensor it is
                key = shown if node.attrs == "value=<Tensor>" else (node.attrs, node.outputs[0].type)
                if key not in tensors:
                    tensors.append(key)
                text = f"CONSTANTS.c{tensors.index(key)}"
            elif kind == "function":
                text = ""  # a called function is named by its call
            elif kind == "Device":
                text = f'torch.device("{shown}")'
            else:
                text = const_text(shown)
            ir = block.append(Node("const", text=text))
        elif node.kind in ("prim::ListUnpack", "prim::TupleUnpack"):
            ir = block.append(Node("unpack", inputs=ins, n_outputs=len(node.outputs)))
        else:
            ir = block.append(Node("op", _render(node), ins, len(node.outputs)))
        for v, out in zip(node.outputs, ir.outputs):
            out.name = base_name(v.name) if v.name and node.kind != "prim::Constant" else None
            values[v] = out
    for v in g.returns:
        block.ret.add_input(values[v])
    printer.body(block)
    returns = _return_type(g)
    signature = ",\n    ".join(header)
    return f"def {name}({signature}) -> {returns}:\n" + "\n".join(printer.lines) + "\n"


def _return_type(g):
    (value,) = g.returns
    return _type_of(value)


def _type_of(value):
    if value.node is not None and value.node.kind == "prim::TupleConstruct":
        return f"Tuple[{', '.join(_type_of(v) for v in value.node.inputs)}]"
    if value.node is not None and value.node.kind == "prim::ListConstruct":
        return "List[Tensor]"
    return "Tensor"


def _render(node):
    kind = node.kind
    if kind == "prim::ListConstruct":
        # an empty list says what it holds
        element = node.outputs[0].type[:-2]
        return lambda ins: f"[{', '.join(ins)}]" if ins else f"annotate(List[{element}], [])"
    if kind == "prim::TupleConstruct":
        return lambda ins: f"({ins[0]},)" if len(ins) == 1 else f"({', '.join(ins)})"
    if kind == "prim::GetAttr":
        field = node.attrs[len('name="'):-1]
        return lambda ins: f"{ins[0]}.{field}" if field.isidentifier() else f'getattr({ins[0]}, "{field}")'
    if kind == "prim::NumToTensor":
        return lambda ins: f"ops.prim.NumToTensor({ins[0]})"
    if kind == "aten::Int":
        return lambda ins: f"int({ins[0]})"
    if kind == "prim::CallFunction":
        return lambda ins: f"{node.callee}({''.join(i + ', ' for i in ins[1:])})"
    if kind == "prim::CallMethod":
        return lambda ins: f"({ins[0]}).{node.method}({''.join(i + ', ' for i in ins[1:])})"
    needed = _necessary(node)
    keywords = [a["name"] if a["keywordOnly"] else None for a in node.args]
    op = kind.split("::", 1)[1]
    return lambda ins: f"torch.{op}({', '.join(v if k is None else f'{k}={v}' for k, v in zip(keywords, ins[:needed]))})"


def _necessary(node):
    """How many inputs the printed call passes: trailing ones equal to their defaults are left out
    (CalculateNecessaryArgs)."""
    for i in range(len(node.args) - 1, -1, -1):
        default = node.args[i]["default"]
        if isinstance(default, dict) and default.get("missing"):
            return i + 1
        producer = node.inputs[i]
        constant = _constant_of(producer)
        if constant is _NOT_CONSTANT or not _equal(constant, default):
            return i + 1
    return 0


_NOT_CONSTANT = object()


def _constant_of(value):
    node = value.node
    return node.constant if node.kind == "prim::Constant" else _NOT_CONSTANT


def _equal(constant, default):
    kind, shown = constant
    if isinstance(default, dict):
        if "scalar" in default:
            default = default["scalar"]
        elif "dtype" in default:
            default = SCALAR_TYPES[default["dtype"]]
        elif "device" in default:
            default = default["device"]
    if kind == "tensor":
        return False
    if isinstance(shown, bool) or isinstance(default, bool):
        return isinstance(shown, bool) and isinstance(default, bool) and shown == default
    return shown == default
