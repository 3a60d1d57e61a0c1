"""TorchScript types of a signature: read from annotations (an unannotated argument is a Tensor), written as
PyTorch writes them, and checked against the values a call passes."""
import ast


class Type:
    def __init__(self, name, schema, check, inferred=False):
        self.name, self.schema, self.check, self.inferred = name, schema, check, inferred

    def described(self):
        return f"{self.name} (inferred)" if self.inferred else self.name


def _tensor(v):
    from .._tensor import Tensor

    return isinstance(v, Tensor)


_SIMPLE = {
    "Tensor": ("Tensor", _tensor),
    # as pybind11 converts: a bool is an int, and anything with a truth value as a number is a bool
    "int": ("int", lambda v: isinstance(v, int)),
    "float": ("float", lambda v: isinstance(v, (int, float))),
    "bool": ("bool", lambda v: v is None or isinstance(v, (int, float))),
    "str": ("str", lambda v: isinstance(v, str)),
    "number": ("Scalar", lambda v: isinstance(v, (int, float))),
    "device": ("Device", lambda v: True),
    "Any": ("Any", lambda v: True),
}

TENSOR_INFERRED = Type("Tensor", "Tensor", _tensor, inferred=True)


def _name(node):
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Constant) and node.value is None:
        return "None"
    return None


def from_annotation(node):
    """The type an annotation names; None where TorchScript would take it as given (we check nothing then)."""
    if node is None:
        return TENSOR_INFERRED
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        node = ast.parse(node.value, mode="eval").body
    name = _name(node)
    if name in _SIMPLE:
        shown, check = _SIMPLE[name]
        return Type(name, shown, check)
    if isinstance(node, ast.Subscript):
        outer = _name(node.value)
        inner = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        args = [from_annotation(n) or Type("Any", "Any", lambda v: True) for n in inner]
        if outer in ("List", "list") and len(args) == 1:
            (a,) = args
            return Type(f"List[{a.name}]", f"{a.schema}[]",
                        lambda v: isinstance(v, list) and all(a.check(x) for x in v))
        if outer in ("Tuple", "tuple"):
            return Type(f"Tuple[{', '.join(a.name for a in args)}]", f"({', '.join(a.schema for a in args)})",
                        lambda v: isinstance(v, tuple) and len(v) == len(args)
                        and all(a.check(x) for a, x in zip(args, v)))
        if outer == "Optional" and len(args) == 1:
            (a,) = args
            return Type(f"Optional[{a.name}]", f"{a.schema}?", lambda v: v is None or a.check(v))
        if outer in ("Dict", "dict") and len(args) == 2:
            k, t = args
            return Type(f"Dict[{k.name}, {t.name}]", f"Dict({k.schema}, {t.schema})",
                        lambda v: isinstance(v, dict) and all(k.check(x) and t.check(y) for x, y in v.items()))
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        a, b = from_annotation(node.left), from_annotation(node.right)
        if b.name == "None" or _name(node.right) == "None":
            return Type(f"Optional[{a.name}]", f"{a.schema}?", lambda v: v is None or a.check(v))
    return None
