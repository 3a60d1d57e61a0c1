"""A scripted module's attributes as TorchScript types them (torch/jit/_recursive.py): one annotated in the class
body has that type; another's type is inferred from its value, which an empty list or dict does not give, so a
method using it does not compile. Annotating one in `__init__` does not help, and scripting warns of it
(torch/jit/_check.py)."""
import ast
import inspect
import textwrap
import warnings

from . import frontend
from ._ir import Attribute
from ._types import from_annotation

# why an empty container's type cannot be inferred, as the inference says
_EMPTY = {list: "List trace inputs must have elements", dict: "Dictionary inputs must have entries"}
_CONTAINERS = {"List", "Dict", "Optional"}


class Uninferred:
    """An attribute whose type was not inferred: what using it in a method says."""

    def __init__(self, cls, name, value):
        self.message = (f"Module '{cls.__name__}' has no attribute '{name}' (This attribute exists on the Python "
                        f"module, but we failed to convert Python type: '{type(value).__name__}' to a TorchScript "
                        f"type. {_EMPTY[type(value)]}. Its type was inferred; try adding a type annotation for the "
                        "attribute.)")


_SCALARS = {bool: "bool", int: "int", float: "float", str: "str"}
_CONVERTERS = {name: cls for cls, name in _SCALARS.items()}


def inferred_type(value):
    """The type inferred from an attribute's value where it is a number, string, or a list, dict or tuple of them
    (one type for all of a list's items and of a dict's keys and values); None otherwise."""
    if type(value) in _SCALARS:
        return _SCALARS[type(value)]
    if type(value) is tuple:
        items = [inferred_type(v) for v in value]
        return None if None in items else f"Tuple[{', '.join(items)}]"
    if type(value) is list:
        items = {inferred_type(v) for v in value}
        return f"List[{items.pop()}]" if len(items) == 1 and None not in items else None
    if type(value) is dict:
        keys, values = {inferred_type(k) for k in value}, {inferred_type(v) for v in value.values()}
        if len(keys) == len(values) == 1 and None not in keys | values:
            return f"Dict[{keys.pop()}, {values.pop()}]"
    return None


def converted(name, kind, value):
    """A value set on a scripted module's number, bool or string attribute, converted to its type as pybind11 converts
    (a bool to 1, an int to a float, a number to a bool); one it does not convert fails as it does (Object.setattr)."""
    if not isinstance(kind, Attribute) or kind.type not in _CONVERTERS:
        return value
    if not from_annotation(ast.Constant(kind.type)).check(value):
        raise RuntimeError(f"Could not cast attribute '{name}' to type {kind.type}: Unable to cast Python instance of "
                           f"type {type(value)} to C++ type '?' (#define PYBIND11_DETAILED_ERROR_MESSAGES or compile "
                           "in debug mode for details)")
    return _CONVERTERS[kind.type](value)


def class_annotations(cls):
    """The attributes annotated in the class body (its bases' too)."""
    names = {}
    for klass in reversed(cls.__mro__):
        names.update(inspect.get_annotations(klass))
    return names


def uninferred(module):
    """{name: Uninferred} for the module's attributes that are empty containers not annotated in its class."""
    annotated = class_annotations(type(module))
    return {name: Uninferred(type(module), name, value) for name, value in vars(module).items()
            if not name.startswith("_") and type(value) in _EMPTY and not value and name not in annotated}


def _empty(node, container):
    if container == "List":
        return isinstance(node, ast.List) and not node.elts
    if container == "Dict":
        return isinstance(node, ast.Dict) and not node.keys
    return isinstance(node, ast.Constant) and not node.value


def warn_init_annotations(module):
    """AttributeTypeIsSupportedChecker: warns of `self.x: List[T] = []` (Dict, {}; Optional, None) in `__init__`
    for an attribute the class body does not annotate."""
    try:
        source = inspect.getsource(type(module).__init__)
    except (OSError, TypeError):
        return
    annotated = class_annotations(type(module))
    for node in ast.walk(ast.parse(textwrap.dedent(source))):
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Attribute) \
                and isinstance(node.target.value, ast.Name) and node.target.value.id == "self" \
                and node.target.attr not in annotated and isinstance(node.annotation, ast.Subscript) \
                and isinstance(node.annotation.value, ast.Name) and node.annotation.value.id in _CONTAINERS \
                and _empty(node.value, node.annotation.value.id):
            warnings.warn("The TorchScript type system doesn't support instance-level annotations on empty non-base "
                          "types in `__init__`. Instead, either 1) use a type annotation in the class body, or 2) "
                          "wrap the type in `torch.jit.Attribute`.")


def check_uses(fn_def, kinds, lines, filename, first_line, indent):
    """The compiler's error for the first use, in the method's source, of an attribute it has no type for: reading
    it names why; setting it is setting an attribute the module does not have."""
    uses = []
    for node in ast.walk(ast.Module(body=fn_def.body, type_ignores=[])):
        targets = node.targets if isinstance(node, ast.Assign) else []
        for target in targets:
            if _is_uninferred(target, kinds):
                uses.append((target.lineno, target.col_offset, _range_end(node.value), f"Tried to set nonexistent "
                             f"attribute: {target.attr}. Did you forget to initialize it in __init__()?"))
            elif _is_self_attribute(target) and isinstance(kinds.get(target.attr), Attribute):
                expected, given = kinds[target.attr].type, _literal_type(node.value)
                if None not in (expected, given) and not _assignable(given, expected):
                    uses.append((target.lineno, target.col_offset, _range_end(node.value), "Wrong type for attribute "
                                 f"assignment. Expected {expected} but got {given}"))
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load) and _is_uninferred(node, kinds):
            uses.append((node.lineno, node.col_offset, node.end_col_offset, kinds[node.attr].message))
    if uses:
        lineno, col, end, message = min(uses, key=lambda use: use[:2])
        raise RuntimeError("\n" + message + frontend.excerpt(lines, filename, lineno, col, end, first_line, indent))


def _range_end(expr):
    """Where the compiler's source range of an expression ends: its tree's ranges merged, where a name, attribute or
    literal covers its text and a bracket (list, tuple, dict, call) covers only the opening one."""
    ends = []
    for node in ast.walk(expr):
        if isinstance(node, (ast.Name, ast.Attribute, ast.Constant)):
            ends.append(node.end_col_offset)
        elif isinstance(node, (ast.List, ast.Tuple, ast.Dict, ast.Call)):
            ends.append(node.col_offset + 1)
    return max(ends)


def _literal_type(node):
    """The type of a literal as the compiler gives it (an empty list or dict holds tensors); None for others."""
    if isinstance(node, ast.Constant):
        return _SCALARS.get(type(node.value), "NoneType" if node.value is None else None)
    if isinstance(node, ast.List) and not node.elts:
        return "List[Tensor]"
    if isinstance(node, ast.Dict) and not node.keys:
        return "Dict[str, Tensor]"
    return None


def _assignable(given, expected):
    if expected.startswith("Optional["):
        return given in ("NoneType", expected[len("Optional["):-1])
    return given == expected


def _is_self_attribute(node):
    return isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self"


def _is_uninferred(node, kinds):
    return _is_self_attribute(node) and isinstance(kinds.get(node.attr), Uninferred)
