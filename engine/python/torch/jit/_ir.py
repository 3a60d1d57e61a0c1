"""The graph a scripted function is lowered to: values, the nodes that make them and the blocks that hold them,
as TorchScript's IR has them for printing."""


class Submodule:
    """A module's submodule as its methods see it: the parameters of its forward, after self; for a ModuleList or
    Sequential, the (name, Submodule) of what iterating it gives (None for others, which do not iterate so); the
    type its forward is annotated to return (None: not annotated, a Tensor); its class's TorchScript name."""

    def __init__(self, params, items=None, returns=None, qualified=None, infer=None):
        self.params, self.items, self.returns, self.qualified = params, items, returns, qualified
        self._infer = infer  # what gives the type its forward returns when not annotated

    def inferred(self):
        """The type the forward returns as compiled (a Tensor where it cannot be compiled)."""
        try:
            return self._infer() if self._infer is not None else "Tensor"
        except Exception:  # noqa: BLE001 - a forward this cannot compile is called as one giving a Tensor
            return "Tensor"


class Attribute:
    """A module's other attribute as its methods see it: its TorchScript type (annotated in the class body, else
    inferred from its value; None where not known here)."""

    def __init__(self, type_name):
        self.type = type_name


class Constant:
    """A module's constant (in __constants__, or annotated Final) as its methods see it: its value, inlined."""

    def __init__(self, value):
        self.value = value


class Value:
    """`kind`: a Submodule, 'tensor' or 'value' for a module's attribute, 'tuple' or 'list' for one built; `type`: the
    declared type of a parameter."""

    def __init__(self, node, name=None, tensor=False, kind=None, type_name=None):
        self.node, self.name, self.tensor, self.kind, self.type = node, name, tensor, kind, type_name
        self.module = None  # in a frozen module, the module a value of a Submodule kind is
        self.id, self.debug = None, None  # in the graph: its number and its name (see _numbering.py)
        self.uses = []  # (node, input position)


class Node:
    """`render(inputs)` gives the expression; `kind` is 'const', 'return', 'if', 'loop', 'stmt' or 'op'."""

    def __init__(self, kind, render=None, inputs=(), n_outputs=1, text=None):
        self.kind, self.render, self.text = kind, render, text
        self.inputs, self.blocks, self.block = [], [], None
        for v in inputs:
            self.add_input(v)
        self.outputs = [Value(self) for _ in range(n_outputs)]

    def add_input(self, v):
        v.uses.append((self, len(self.inputs)))
        self.inputs.append(v)

    @property
    def output(self):
        return self.outputs[0]


class Block:
    def __init__(self, owner=None):
        self.nodes, self.inputs, self.owner = [], [], owner
        self.ret = Node("return")
        self.ret.block = self

    def append(self, node):
        node.block = self
        self.nodes.append(node)
        return node


def const_text(value):
    if isinstance(value, bool) or value is None:
        return repr(value)
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            return repr(value)
        if value == int(value) and abs(value) < 1e10:
            return f"{'-' if value == 0 and str(value).startswith('-') else ''}{int(value)}."
        return f"{value:.17g}"
    if isinstance(value, str):
        escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
        return f'"{escaped}"'
    return repr(value)
