"""TorchScript types of a signature: read from annotations (an unannotated argument is a Tensor), written as
PyTorch writes them, and checked against the values a call passes."""
import ast
import typing


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



def matches(obj, target_type):
    """torch.jit.isinstance in eager mode, as PyTorch's _isinstance: a typing container's elements checked too (an
    empty one warns that its element type cannot be), a tuple of types as isinstance takes it."""
    import collections.abc

    if isinstance(target_type, collections.abc.Container):
        if not isinstance(target_type, tuple):
            raise RuntimeError("The second argument to `torch.jit.isinstance` must be a type or a tuple of types")
        return any(matches(obj, t) for t in target_type)
    if typing.get_origin(target_type):
        return _container_matches(obj, target_type)
    _check_args_exist(target_type)
    return isinstance(obj, target_type)


_RAW_CONTAINERS = {dict: "dict", list: "list", tuple: "tuple", typing.Dict: "Dict", typing.List: "List",
                   typing.Optional: "Optional", typing.Tuple: "Tuple"}


def _check_args_exist(target_type):
    name = _RAW_CONTAINERS.get(target_type)
    if name is None:
        return
    if name.endswith("ict"):
        raise RuntimeError(f"Attempted to use {name} without contained types. Please add contained type, e.g. "
                           f"{name}[int, int]")
    raise RuntimeError(f"Attempted to use {name} without a contained type. Please add a contained type, e.g. "
                       f"{name}[int]")


def _element_matches(obj, element_type):
    return _container_matches(obj, element_type) if typing.get_origin(element_type) \
        else isinstance(obj, element_type)


def _container_matches(obj, target_type):
    import types
    import warnings

    origin, args = typing.get_origin(target_type), typing.get_args(target_type)
    _check_args_exist(target_type)
    if origin in (list, dict, tuple):
        if obj == [] or obj == {} or obj == ():
            warnings.warn("The inner type of a container is lost when calling torch.jit.isinstance in eager mode. "
                          "For example, List[int] would become list and therefore falsely return True for "
                          "List[float] or List[str].", stacklevel=2)
        if not isinstance(obj, origin):
            return False
        if origin is list:
            return all(_element_matches(el, args[0]) for el in obj)
        if origin is dict:
            return all(isinstance(k, args[0]) and _element_matches(v, args[1]) for k, v in obj.items())
        return len(obj) == len(args) and all(_element_matches(el, t) for el, t in zip(obj, args))
    if origin is typing.Union or origin is types.UnionType:
        if obj is None:  # (None is taken to be any Union's, as PyTorch's checker takes it)
            return True
        for t in args:
            if typing.get_origin(t):  # (the first container type decides, as in PyTorch's checker)
                return _container_matches(obj, t)
            if isinstance(obj, t):
                return True
    return False
