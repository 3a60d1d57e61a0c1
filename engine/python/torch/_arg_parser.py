"""PyTorch's argument errors for its C-bound functions, reproduced on the engine's error path.

PyTorch checks a call's arguments against each of the function's signatures before running anything
(torch/csrc/utils/python_arg_parser.cpp) and, when none fits, says so in one of a few exact forms: the one plausible
signature's own complaint, or "received an invalid combination of arguments" with every overload listed and the
arguments that did not fit marked (torch/csrc/utils/invalid_arguments.cpp). The engine binds its ops its own way, so
when a call fails, `explain` asks PyTorch's question of the same arguments: if PyTorch's parser would have refused
them, its error is the one to raise. The signatures come from _signatures.py, loaded on the first error.
"""
import builtins as _builtins
import os as _os
import sys as _sys
import types as _types

# code of functions that only pass a call on (keyword spellings, out=): the reader's call is the one around them
WRAPPERS = set()
_PACKAGE = _os.path.dirname(_os.path.dirname(_os.path.abspath(__file__)))  # torch's and its sibling packages' folder
# numpy stands for the real library, which calls a tensor's methods as the reader's code does (np.sum(t) is
# t.sum(axis=None, out=None)): its calls get the parser's errors
_NUMPY = _os.path.join(_PACKAGE, "numpy") + _os.sep

_NUMPY_NAMES = {"dim": ("axis",), "keepdim": ("keepdims",), "input": ("x", "a", "x1"), "other": ("x2",)}
_NUMBERS_AS_TENSORS = {"add", "add_", "add_out", "div", "div_", "div_out", "divide", "divide_", "divide_out", "mul",
                       "mul_", "mul_out", "multiply", "multiply_", "multiply_out", "sub", "sub_", "sub_out", "subtract",
                       "subtract_", "subtract_out", "true_divide", "true_divide_", "true_divide_out", "to", "_to_copy",
                       "copy_", "copy", "floor_divide", "floor_divide_", "floor_divide_out", "_conj"}
# the parser's type spellings, by the name its errors give them (FunctionParameter::type_name)
_TYPE_NAMES = {
    "Tensor": "Tensor", "Scalar": "Number", "int64_t": "int", "SymInt": "int", "double": "float",
    "c10::complex<double>": "complex", "TensorList": "tuple of Tensors", "c10::List<c10::optional<Tensor>>":
    "tuple of Tensors", "IntArrayRef": "tuple of ints", "SymIntArrayRef": "tuple of ints",
    "ArrayRef<double>": "tuple of floats", "Generator": "torch.Generator", "bool": "bool", "Storage": "torch.Storage",
    "PyObject*": "object", "ScalarType": "torch.dtype", "Layout": "torch.layout", "MemoryFormat": "torch.memory_format",
    "QScheme": "torch.qscheme", "Device": "torch.device", "Stream": "torch.Stream", "std::string": "str",
    "c10::string_view": "str", "Dimname": "name", "DimnameList": "tuple of names", "ScalarList": "tuple of Scalars",
    "DispatchKeySet": "DispatchKeySet",
}
# types PyTorch and numpy define in C, whose type name carries their module (tp_name), as opposed to Python classes
_C_TYPES = {"dtype", "device", "layout", "memory_format", "Size", "finfo", "iinfo", "qscheme"}


def tp_name(obj):
    """The name CPython's tp_name gives obj's type, which is what PyTorch's messages print."""
    t = type(obj)
    module = t.__module__
    if module == "builtins":
        return t.__name__
    if module == "numpy" or module == "torch" and t.__name__ in _C_TYPES:
        return f"{module}.{t.__name__}"
    if t.__name__ == "Generator" and module.startswith("torch"):
        return "torch._C.Generator"
    return t.__name__


def _torch():
    import torch

    return torch


def _is_tensor(obj):
    return isinstance(obj, _torch().Tensor)


def _tensor_like(obj):
    """A Tensor to the parser: a tensor, or any object whose type overrides __torch_function__ (the parser records
    it as an overloaded argument and dispatches to it, is_tensor_and_append_overloaded)."""
    return _is_tensor(obj) or hasattr(type(obj), "__torch_function__")


def _is_long(obj):
    """THPUtils_checkLong: an int that is not a bool, or a numpy integer."""
    if isinstance(obj, _builtins.int):
        return not isinstance(obj, _builtins.bool)
    return type(obj).__module__ == "numpy" and type(obj).__name__.startswith(("int", "uint"))


def _is_double(obj):
    """THPUtils_checkDouble: a float or an int (bools included), or a numpy scalar."""
    return isinstance(obj, (_builtins.float, _builtins.int)) or (
        type(obj).__module__ == "numpy" and getattr(obj, "shape", None) == ())


def takes_double(obj):
    """Whether the parser takes obj for a double (and a Scalar that is not complex): a Python or numpy number, or a
    0-d tensor that needs no grad."""
    return _is_double(obj) or _is_tensor(obj) and not obj.requires_grad and obj.dim() == 0


def _is_scalar(obj):
    return isinstance(obj, (_builtins.float, _builtins.int, _builtins.complex))


def _is_index(obj):
    """An int for PyTorch's int arguments (is_int_or_symint): not a bool; an int, an __index__ or a one-element
    integral tensor."""
    if isinstance(obj, _builtins.bool):
        return False
    if _is_tensor(obj):
        return obj.numel() == 1 and not obj.is_floating_point() and not obj.is_complex()
    return _is_long(obj) or hasattr(type(obj), "__index__")


def _is_int_list(obj, size, failed):
    """is_int_or_symint_list: a list or tuple whose first element is an int (PyTorch checks only that one), or,
    where the parameter has a fixed size, a single int. `failed` receives the index of a bad element."""
    if isinstance(obj, (_builtins.tuple, _builtins.list)):
        if not obj or _is_index(obj[0]):
            return True
        failed[0] = 0
        return False
    return size > 0 and _is_index(obj)


def _is_dimname(obj):
    return obj is None or isinstance(obj, _builtins.str)


class _ArgumentError(TypeError):
    """A TypeError PyTorch raises while checking one argument even when it is only trying a signature."""


class Parameter:
    """One parameter of a signature string, e.g. "IntArrayRef[1]? dim=None" (FunctionParameter)."""

    def __init__(self, fmt, keyword_only, numbers_as_tensors):
        type_str, _, name = fmt.partition(" ")
        self.allow_none = "?" in type_str
        type_str = type_str.replace("?", "")
        self.size = 0
        if "[" in type_str and not type_str.startswith("c10::"):
            type_str, _, size = type_str.partition("[")
            self.size = int(size[:-1] or 0)
        self.type = type_str
        self.name, eq, self.default = name.partition("=")
        self.optional = bool(eq)
        if self.default == "None":
            self.allow_none = True
        self.keyword_only = keyword_only
        self.numbers_as_tensors = numbers_as_tensors
        self.keywords = (self.name,) + _NUMPY_NAMES.get(self.name, ())

    def type_name(self):
        return _TYPE_NAMES[self.type]

    def check(self, obj, argnum, failed):
        t = self.type
        if t == "Tensor":
            return _tensor_like(obj) or self.numbers_as_tensors and _is_scalar(obj)
        if t in ("Scalar", "c10::complex<double>", "double"):
            if t == "Scalar" and _is_scalar(obj) or t != "double" and isinstance(obj, _builtins.complex):
                return True
            return takes_double(obj)
        if t == "int64_t":
            if _is_long(obj):
                return True
            return (_is_tensor(obj) and not obj.is_floating_point() and not obj.is_complex()
                    and obj.dtype != _torch().bool and not obj.requires_grad and obj.dim() == 0)
        if t == "SymInt":
            return _is_index(obj)
        if t in ("IntArrayRef", "SymIntArrayRef"):
            return _is_int_list(obj, self.size, failed)
        if t == "Dimname":
            return _is_dimname(obj)
        if t == "DimnameList":
            if isinstance(obj, (_builtins.tuple, _builtins.list)):
                return not obj or _is_dimname(obj[0])
            return self.size == 1 and _is_dimname(obj)
        if t in ("TensorList", "c10::List<c10::optional<Tensor>>"):
            if not isinstance(obj, (_builtins.tuple, _builtins.list)):
                return False
            for i, item in enumerate(obj):
                if not (_tensor_like(item) or item is None and t != "TensorList"):
                    raise _ArgumentError(f"expected Tensor as element {i} in argument {argnum}, "
                                         f"but got {tp_name(item)}")
            return True
        if t == "ArrayRef<double>":
            return isinstance(obj, (_builtins.tuple, _builtins.list)) and (not obj or _is_double(obj[0]))
        if t == "ScalarList":
            return isinstance(obj, (_builtins.tuple, _builtins.list)) and (not obj or _is_scalar(obj[0]))
        if t == "bool":
            return isinstance(obj, _builtins.bool)
        if t == "PyObject*":
            return True
        if t in ("std::string", "c10::string_view"):
            return isinstance(obj, _builtins.str)
        if t == "Device":
            return _is_long(obj) or isinstance(obj, (_builtins.str, _torch().device))
        if t == "ScalarType":
            return isinstance(obj, _torch().dtype) or obj in (_builtins.float, _builtins.int, _builtins.bool,
                                                               _builtins.complex)
        if t == "Generator":
            return isinstance(obj, _torch().Generator)
        expected = {"Layout": "layout", "MemoryFormat": "memory_format", "QScheme": "qscheme"}.get(t)
        if expected is not None:
            return tp_name(obj) == f"torch.{expected}"
        return tp_name(obj) == self.type_name()


class Signature:
    """One overload, parsed from PyTorch's signature string (FunctionSignature)."""

    def __init__(self, fmt):
        self.name, _, rest = fmt.partition("(")
        body, _, marker = rest.rpartition(")")
        self.hidden = marker in ("|deprecated", "|hidden")
        numbers = self.name in _NUMBERS_AS_TENSORS
        self.params = []
        keyword_only = False
        for p in body.split(", ") if body else []:
            if p == "*":
                keyword_only = True
            else:
                self.params.append(Parameter(p, keyword_only, numbers))
        self.min_args = sum(not p.optional for p in self.params)
        self.max_args = len(self.params)
        self.max_pos_args = sum(not p.keyword_only for p in self.params)

    def __str__(self):
        """As PyTorch lists it: each parameter's type name and name, with its default where it has one."""
        parts = []
        keyword_already = False
        for p in self.params:
            if p.keyword_only and not keyword_already:
                parts.append("*")
                keyword_already = True
            parts.append(f"{p.type_name()} {p.name}" + (f" = {p.default}" if p.optional else ""))
        return "(" + ", ".join(parts) + ")"

    def _extra_args(self, nargs):
        if self.min_args != self.max_pos_args:
            return TypeError(f"{self.name}() takes from {self.min_args} to {self.max_pos_args} positional arguments "
                             f"but {nargs} were given")
        n = self.max_pos_args
        return TypeError(f"{self.name}() takes {n} positional argument{'' if n == 1 else 's'} but {nargs} "
                         f"{'was' if nargs == 1 else 'were'} given")

    def _missing_args(self, index):
        missing = [f'"{p.name}"' for p in self.params[index:] if not p.optional]
        # PyTorch's message puts its plural "s" on a single missing argument and none on several
        return TypeError(f"{self.name}() missing {len(missing)} required positional argument"
                         f"{'s' if len(missing) == 1 else ''}: {', '.join(missing)}")

    def parse(self, args, kwargs):
        """The bound (parameter, value) pairs, or the TypeError PyTorch raises when these arguments do not fit
        (FunctionSignature::parse with raise_exception)."""
        nargs = len(args)
        failed = [-1]
        # a lone int-list parameter also takes its ints as separate arguments (x.view(2, 3)), when the first is an int
        varargs_list = (self.max_pos_args == 1 and self.params[0].type in ("IntArrayRef", "SymIntArrayRef")
                        and _is_int_list(tuple(args), self.params[0].size, [-1]))
        if nargs > self.max_pos_args and not varargs_list:
            return self._extra_args(nargs)
        bound = []
        pos = 0
        remaining = len(kwargs)
        for i, p in enumerate(self.params):
            is_kwd = False
            obj = _MISSING
            if pos < nargs:
                if p.keyword_only:
                    return self._extra_args(nargs)
                obj = args[pos]
            elif kwargs:
                for key in p.keywords:
                    if key in kwargs:
                        obj = kwargs[key]
                        break
                is_kwd = True
            failed[0] = -1
            varargs_eligible = varargs_list and pos == 0 and not is_kwd
            if obj is _MISSING and p.optional or obj is None and p.allow_none:
                bound.append((p, None))
            elif obj is _MISSING:
                return self._missing_args(i)
            elif p.check(obj, i, failed):
                bound.append((p, obj))
            elif varargs_eligible and _is_int_list(tuple(args), p.size, failed):
                bound.append((p, tuple(args)))
                pos = nargs
                continue
            elif is_kwd:
                return TypeError(f"{self.name}(): argument '{p.name}' must be {p.type_name()}, not {tp_name(obj)}")
            elif failed[0] != -1:
                seq = obj if isinstance(obj, (_builtins.tuple, _builtins.list)) else args
                return TypeError(f"{self.name}(): argument '{p.name}' (position {pos + 1}) must be {p.type_name()}, "
                                 f"but found element of type {tp_name(seq[failed[0]])} at pos {failed[0]}")
            else:
                return TypeError(f"{self.name}(): argument '{p.name}' (position {pos + 1}) must be {p.type_name()}, "
                                 f"not {tp_name(obj)}")
            if not is_kwd:
                pos += 1
            elif obj is not _MISSING:
                remaining -= 1
        if remaining > 0:
            for key in kwargs:
                index = next((j for j, p in enumerate(self.params) if p.name == key), -1)
                if index < 0:
                    return TypeError(f"{self.name}() got an unexpected keyword argument '{key}'")
                if index < nargs:
                    return TypeError(f"{self.name}() got multiple values for argument '{key}'")
            return TypeError("invalid keyword arguments")
        return bound


_MISSING = object()


def _formatted(args, kwargs, option=None):
    """The arguments' types as format_invalid_args prints them; with an option, each marked !...! where it does not
    fit that option's parameter (and lists and tuples spelled out element by element)."""
    if option is None:
        names = [tp_name(a) for a in args] + [f"{k}={tp_name(kwargs[k])}" for k in _hash_order(kwargs)]
        return "(" + ", ".join(names) + ")" if args else "(" + "".join(n + ", " for n in names) + ")"
    types, _ = option
    parts = []
    for i in range(len(args) + len(kwargs)):
        name = None
        if i < len(args):
            arg = args[i]
        else:  # keyword arguments in the option's order, as invalid_arguments.cpp looks them up
            name = types[i][0]
            arg = kwargs[name]
        if i < len(types):
            matching = _matches(types[i][1], arg)
        else:
            matching = bool(types) and _OPTION_VARIADIC in types[-1][1] and _matches(types[-1][1], arg)
        text = tp_name(arg)
        if isinstance(arg, (_builtins.tuple, _builtins.list)):
            inner = ", ".join(tp_name(x) for x in arg)
            text += " of " + (f"({inner}{',' if len(arg) == 1 else ''})" if isinstance(arg, _builtins.tuple)
                              else f"[{inner}]")
        text = (f"{name}=" if name is not None else "") + text
        parts.append(text if matching else f"!{text}!")
    return "(" + (", ".join(parts) if args else "".join(p + ", " for p in parts)) + ")"


_OPTION_VARIADIC = "..."


def _matches(type_name, obj):
    """invalid_arguments.cpp's loose type test: the object's type name against the listed one."""
    if type_name == "float":
        return tp_name(obj) in ("float", "int", "long")
    if type_name == "int":
        return tp_name(obj) in ("int", "long")
    return tp_name(obj) == type_name


def _parse_option(text):
    """invalid_arguments.cpp's reading of a listed signature: (name, type) per comma-separated part. It splits at
    the last space, so a part with a default ("bool keepdim = False") reads as type "bool keepdim =", matching
    nothing, and "*" counts as a part: PyTorch's marks follow from that, so these do too."""
    inner = text[1:-1]
    types = []
    for part in inner.split(", "):  # "()" reads as one empty part, which counts
        type_end = part.rfind(" ")
        name = part[type_end + 1:]
        types.append((name, part[:type_end] if type_end >= 0 else part))
    return types, _OPTION_VARIADIC in inner


def _hash_order(kwargs):
    """The keywords in the order PyTorch's std::unordered_map gives them back: libstdc++ puts each new key at the
    front, so (short of two keys sharing a bucket) the last given comes first."""
    return list(kwargs)[::-1]


def _tried_kwargs(types, kwargs):
    start = _builtins.max(len(types) - len(kwargs), 0)
    return [k for k in _hash_order(kwargs) if all(name != k for name, _ in types[start:])]


def format_invalid_args(function_name, args, kwargs, options):
    """torch::format_invalid_args."""
    msg = f"{function_name} received an invalid combination of arguments - "
    if len(options) == 1:
        types, variadic = _parse_option(options[0])
        unmatched = _tried_kwargs(types, kwargs) if kwargs else []
        if unmatched:
            return msg + "got unrecognized keyword arguments: " + ", ".join(unmatched)
        count = len(args) + len(kwargs)
        desc = _formatted(args, kwargs, (types, variadic)) if count == len(types) or variadic and count > len(
            types) else _formatted(args, kwargs)
        return msg + f"got {desc}, but expected {options[0]}"
    msg += f"got {_formatted(args, kwargs)}, but expected one of:\n"
    for text in options:
        types, variadic = _parse_option(text)
        msg += f" * {text}\n"
        count = len(args) + len(kwargs)
        if count == len(types) or variadic and count > len(types):
            unmatched = _tried_kwargs(types, kwargs) if kwargs else []
            if unmatched:
                msg += "      didn't match because some of the keywords were incorrect: " + ", ".join(unmatched) + "\n"
            else:
                msg += ("      didn't match because some of the arguments have invalid types: "
                        + _formatted(args, kwargs, (types, variadic)) + "\n")
    return msg


_TABLE = None  # (namespace, name) -> its signature strings; NAMES_REFUSED's pairs


# overloads current PyTorch has that 1.13's table (_signatures.py) lacks: (namespace, name) -> (the signature it
# follows in the parser's order, itself)
_ADDED_SINCE = {
    ("torch", "squeeze"): ("squeeze(Tensor input, int64_t dim)", "squeeze(Tensor input, IntArrayRef dim)"),
    ("Tensor", "squeeze"): ("squeeze(int64_t dim)", "squeeze(IntArrayRef dim)"),
    ("Tensor", "squeeze_"): ("squeeze_(int64_t dim)", "squeeze_(IntArrayRef dim)"),
    ("torch", "all"): ("all(Tensor input, int64_t dim, bool keepdim=False, *, Tensor out=None)",
                  "all(Tensor input, IntArrayRef? dim, bool keepdim=False, *, Tensor out=None)"),
    ("Tensor", "all"): ("all(int64_t dim, bool keepdim=False)", "all(IntArrayRef? dim, bool keepdim=False)"),
    ("torch", "any"): ("any(Tensor input, int64_t dim, bool keepdim=False, *, Tensor out=None)",
                  "any(Tensor input, IntArrayRef? dim, bool keepdim=False, *, Tensor out=None)"),
    ("Tensor", "any"): ("any(int64_t dim, bool keepdim=False)", "any(IntArrayRef? dim, bool keepdim=False)"),
}


def _table():
    global _TABLE
    if _TABLE is None:
        from ._signatures import NAMES_REFUSED, SIGNATURES

        rows = (line.split("\t") for line in SIGNATURES.split("\n"))
        signatures = {(row[0], row[1]): row[2:] for row in rows}
        for key, (after, added) in _ADDED_SINCE.items():
            strings = signatures[key]
            strings.insert(strings.index(after) + 1, added)
        _TABLE = (signatures,
                  {tuple(line.split("\t")) for line in NAMES_REFUSED.split("\n") if line})
    return _TABLE


def _signatures(namespace, name):
    strings = _table()[0].get((namespace, name))
    if not strings:
        return None
    sigs = [Signature(s) for s in strings]
    # PyTorch tries deprecated signatures last (PythonArgParser's stable_partition)
    return [s for s in sigs if not s.hidden] + [s for s in sigs if s.hidden]


def _named_dim_error(namespace, name, bound, tensor):
    """What PyTorch's named-tensor overload says of a dimension name on an unnamed tensor (Dimname::fromSymbol's
    check of the name, then the lookup that fails, or the refusal of an overload PyTorch has not implemented)."""
    for p, value in bound:
        if p.type not in ("Dimname", "DimnameList") or value is None:
            continue
        names = [value] if isinstance(value, _builtins.str) else list(value)
        for n in names:
            if isinstance(n, _builtins.str) and n != "*":
                if not (n.isidentifier() and n.isascii() and n.replace("_", "a").isalnum()):
                    return RuntimeError("Invalid name: a valid identifier contains only digits, alphabetical "
                                        "characters, and/or underscore and starts with a non-digit. got: "
                                        f"'{n}'.")
                if (namespace, name) in _table()[1]:
                    return RuntimeError(f"{name.rstrip('_')}: You passed a dimname (string) to this op in place of a dimension "
                                        "index but it does not yet support this behavior. Please pass a dimension "
                                        "index to work around this.")
                dims = ", ".join(["None"] * tensor.dim()) if tensor is not None else ""
                return RuntimeError(f"Name '{n}' not found in Tensor[{dims}].")
    return None


def _first_tensor(args):
    """The tensor whose dimension names a named overload looks in: the first one given, in a list or not."""
    for a in args:
        if _is_tensor(a):
            return a
        if isinstance(a, (_builtins.tuple, _builtins.list)) and a and _is_tensor(a[0]):
            return a[0]
    return None


def explain(namespace, name, args, kwargs, self=None):
    """PyTorch's error for calling namespace's `name` with these arguments when its parser refuses them, a named
    dimension's error when they select a named-tensor overload, or None when PyTorch would accept them."""
    sigs = _signatures(namespace, name)
    if sigs is None:
        return None
    parsed = []
    for s in sigs:  # in PyTorch's order: a list argument's bad element stops the search where it is met
        try:
            result = s.parse(args, kwargs)
        except _ArgumentError as e:
            return TypeError(str(e))
        if not isinstance(result, Exception):
            tensor = self if self is not None else _first_tensor(args)
            return _named_dim_error(namespace, name, result, tensor)
        parsed.append(result)
    if len(sigs) == 1:
        return parsed[0]
    count = len(args) + len(kwargs)
    plausible = [r for s, r in zip(sigs, parsed) if s.min_args <= count <= s.max_args and not s.hidden]
    if len(plausible) == 1:
        return plausible[0]
    return TypeError(format_invalid_args(f"{sigs[0].name}()", args, kwargs, [str(s) for s in sigs if not s.hidden]))


def refuse(error, name, args, kwargs, method):
    """Raises, in place of `error` from a call of torch's `name` (Tensor's when `method`, args[0] then its self),
    the error PyTorch's parser gives these arguments; returns when PyTorch's parser would take them, so that the
    caller re-raises its own error, and says whether it asked. Calls from this package's own Python code keep their
    error: the arguments are ours, not the reader's, and the function the reader called explains its own."""
    frame = _sys._getframe(2)
    while frame.f_code in WRAPPERS:
        frame = frame.f_back
    filename = frame.f_code.co_filename
    if filename.startswith(_PACKAGE) and not filename.startswith(_NUMPY):
        return False
    try:
        if method:
            replacement = explain("Tensor", name, args[1:], kwargs, args[0]) if args else None
        else:
            replacement = explain("torch", name, args, kwargs)
    except Exception:  # noqa: BLE001 - explaining must never hide the error it explains
        return True
    if replacement is not None and replacement is not error:
        raise replacement from None
    return True


def refuse_first(seen, name, args, kwargs, method):
    """Before a function written in Python runs, which may take what PyTorch's parser refuses (sort reads nothing of
    `stable`): the parser's refusal of these arguments, asked once per combination of argument types the reader's
    code passes (`seen` holds those it took). A value the types cannot tell fails later, on the error path."""
    key = (tuple(map(type, args)), tuple((k, type(v)) for k, v in kwargs.items()))
    if key not in seen and refuse(None, name, args, kwargs, method):
        seen.add(key)


# methods called in inner loops, where a wrapper's cost would show; their argument errors stay the engine's
_HOT = {"size", "stride", "dim", "numel", "is_contiguous", "contiguous", "to", "type", "cpu", "cuda", "float", "double",
        "half", "bfloat16", "long", "int", "short", "char", "byte", "bool", "requires_grad_", "numpy", "item", "tolist"}


def _bound_names():
    global _BOUND
    if _BOUND is None:
        from ._signature_names import NAMES

        _BOUND = {tuple(line.split("\t")) for line in NAMES.split("\n")}
    return _BOUND


_BOUND = None  # the (namespace, name) pairs _signatures.py has, without reading it


def explained(namespace, name, fn, method=False):
    """fn, a function written in Python that stands for PyTorch's C-bound `namespace.name`, failing with PyTorch's
    argument errors; anything else as it is. Engine ops and numpy-spelling wrappers do that already (they are marked
    by __wrapped__ or are engine callers)."""
    # out= is given by a wrapper of its own (_out.accepting): what it wraps decides
    inner = getattr(fn, "__wrapped__", fn) if getattr(fn, "_takes_out", False) else fn
    if (type(fn) is _types.FunctionType and (namespace, name) in _bound_names() and name not in _HOT
            and not hasattr(inner, "__wrapped__") and not hasattr(inner, "_engine_op")):
        from . import _keywords

        return _keywords.explaining(fn, method, first=True)
    return fn


def install(tensor_class, functions):
    """Makes the torch functions (in `functions`, torch's namespace) and Tensor methods written in Python that stand
    for PyTorch's C-bound ones fail with PyTorch's argument errors (torch's lazily loaded ones get `explained` as they
    load)."""
    from ._signature_names import NO_ARGUMENTS

    for namespace, holder, method in (("Tensor", vars(tensor_class), True), ("torch", functions, False)):
        for name, fn in list(holder.items()):
            wrapped = explained(namespace, name, fn, method)
            if wrapped is not fn:
                if method:
                    setattr(tensor_class, name, wrapped)
                else:
                    functions[name] = wrapped
    for name in NO_ARGUMENTS.split("\n"):
        fn = getattr(tensor_class, name, None)
        # an engine op of that name refuses arguments itself (schema.ts); an alias of one would give the op's name
        if type(fn) is _types.FunctionType and not (getattr(fn, "_engine_op", False) and fn.__name__ == name):
            setattr(tensor_class, name, _taking_nothing(fn, name))


def _taking_nothing(fn, name):
    """fn, a method PyTorch binds as a C method taking no arguments, refusing them in CPython's words (keywords
    first, as its method call checks them first)."""
    def call(self, *args, **kwargs):
        if kwargs:
            raise TypeError(f"TensorBase.{name}() takes no keyword arguments")
        if args:
            raise TypeError(f"TensorBase.{name}() takes no arguments ({len(args)} given)")
        return fn(self)

    call.__name__ = call.__qualname__ = name
    call.__doc__ = fn.__doc__
    if getattr(fn, "_engine_op", False):
        call._engine_op = True  # an engine op's alias still dispatches __torch_function__ as the op does
    return call
