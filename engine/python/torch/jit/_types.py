"""TorchScript types of a signature: read from annotations (an unannotated argument is a Tensor), written as
PyTorch writes them, and checked against the values a call passes."""
import ast


class Type:
    def __init__(self, name, schema, check, inferred=False, members=None):
        self.name, self.schema, self.check, self.inferred = name, schema, check, inferred
        self.members = members or [self]  # a Union's types (an Optional's: its type and NoneType)

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
    "NoneType": ("NoneType", lambda v: v is None),
}
# the order of c10's TypeKind, which a Union's types are sorted by (then by how the IR writes them)
_KIND_ORDER = ["Any", "Tensor", "Tuple[", "List[", "Dict[", "number", "float", "complex", "int", "NoneType", "str",
               "bool", "Optional[", "device"]


def _kind_rank(t):
    return next(i for i, k in enumerate(_KIND_ORDER + [""]) if t.name == k or k.endswith("[") and t.name.startswith(k)
                or not k)


def union(types):
    """Union[...] as TorchScript standardizes it: nested Unions and Optionals flattened, duplicates dropped, sorted by
    kind; one type is itself, a type and NoneType an Optional."""
    members = []
    for t in types:
        for m in t.members:
            if all(m.name != known.name for known in members):
                members.append(m)
    members.sort(key=lambda t: (_kind_rank(t), t.schema))
    if len(members) == 1:
        return members[0]
    others = [m for m in members if m.name != "NoneType"]
    if len(others) == 1:
        (a,) = others
        return Type(f"Optional[{a.name}]", f"{a.schema}?", lambda v: v is None or a.check(v), members=members)
    return Type(f"Union[{', '.join(m.name for m in members)}]", f"Union({', '.join(m.schema for m in members)})",
                lambda v: any(m.check(v) for m in members), members=members)

TENSOR_INFERRED = Type("Tensor", "Tensor", _tensor, inferred=True)
_NONE = Type("NoneType", "NoneType", lambda v: v is None)


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
    if name == "None":
        return _NONE
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
            return union(args + [_NONE])
        if outer == "Union":
            return union(args)
        if outer in ("Dict", "dict") and len(args) == 2:
            k, t = args
            return Type(f"Dict[{k.name}, {t.name}]", f"Dict({k.schema}, {t.schema})",
                        lambda v: isinstance(v, dict) and all(k.check(x) and t.check(y) for x, y in v.items()))
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        a, b = from_annotation(node.left), from_annotation(node.right)
        if a is not None and b is not None:
            return union([a, b])
    return None


def matches(value, target):
    """torch.jit.isinstance: whether value is of a typing type, its containers' elements included."""
    import builtins
    import typing

    origin, args = typing.get_origin(target), typing.get_args(target)
    if origin in (list, tuple, dict) and not args:
        return builtins.isinstance(value, origin)
    if origin is list:
        return builtins.isinstance(value, list) and all(matches(v, args[0]) for v in value)
    if origin is dict:
        return builtins.isinstance(value, dict) and all(matches(k, args[0]) and matches(v, args[1])
                                                        for k, v in value.items())
    if origin is tuple:
        return builtins.isinstance(value, tuple) and len(value) == len(args) \
            and all(matches(v, t) for v, t in zip(value, args))
    if origin is typing.Union:
        return any(matches(value, t) for t in args)
    if target is type(None) or target is None:
        return value is None
    return builtins.isinstance(value, target)
