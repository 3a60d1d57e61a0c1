"""Writes engine/python/torch/_signatures.py: the Python argument signatures of PyTorch's C-bound functions and
methods, as its argument parser holds them (torch/csrc/utils/python_arg_parser.cpp), so the engine's argument errors
can list the same overloads in the same order; and _signature_names.py, the names alone, which `import torch` reads.

PyTorch generates these strings at build time and keeps them only inside its compiled binding; this reads them from
there and groups them per function by asking the binding itself (an impossible call lists its overloads in order).
Run it with a Python that has PyTorch (Debian: apt-get install python3-torch, then /usr/bin/python3):
    /usr/bin/python3 scripts/harvest-arg-signatures.py
"""
import pathlib
import re

import torch

OUT = pathlib.Path(__file__).resolve().parent.parent / "engine/python/torch/_signatures.py"
NAMES_OUT = OUT.with_name("_signature_names.py")
SIGNATURE = re.compile(r"[a-z_][a-z0-9_]*\((?:[A-Za-z_*][^()]*)?\)(?:\|deprecated|\|hidden)?")

# what each of the parser's type spellings prints as in PyTorch 1.13's overload lists (FunctionParameter::type_name)
TYPE_NAMES = {
    "Tensor": "Tensor", "Scalar": "Number", "int64_t": "int", "SymInt": "SymInt", "double": "float", "bool": "bool",
    "c10::complex<double>": "complex", "TensorList": "tuple of Tensors", "IntArrayRef": "tuple of ints",
    "SymIntArrayRef": "tuple of SymInts", "ArrayRef<double>": "tuple of floats", "Generator": "torch.Generator",
    "Storage": "torch.Storage", "PyObject*": "object", "ScalarType": "torch.dtype", "Layout": "torch.layout",
    "MemoryFormat": "torch.memory_format", "QScheme": "torch.qscheme", "Device": "torch.device", "Stream": "torch.Stream",
    "std::string": "str", "c10::string_view": "str", "Dimname": "name", "DimnameList": "tuple of names",
    "ScalarList": "tuple of Scalars", "c10::List<c10::optional<Tensor>>": "tuple of Tensors",
    "DispatchKeySet": "DispatchKeySet",
}

# (namespace as the engine names it, the object PyTorch's binding hangs the functions on, how Python code reaches it)
NAMESPACES = [
    ("torch", torch._C._VariableFunctions, lambda n: getattr(torch, n, None)),
    ("Tensor", torch._C._TensorBase, lambda n: getattr(torch.Tensor, n, None)),
    ("nn.functional", torch._C._nn, lambda n: getattr(torch.nn.functional, n, None)),
    ("linalg", torch._C._linalg, lambda n: getattr(torch.linalg, n.removeprefix("linalg_"), None)),
    ("fft", torch._C._fft, lambda n: getattr(torch.fft, n.removeprefix("fft_"), None)),
    ("special", torch._C._special, lambda n: getattr(torch.special, n.removeprefix("special_"), None)),
]


def params(sig):
    inner = sig[sig.index("(") + 1:sig.rindex(")")]
    return inner.split(", ") if inner else []


def display(sig):
    """The signature as PyTorch 1.13 lists it: (type name, ...) with no defaults."""
    out = []
    for p in params(sig):
        if p == "*":
            out.append("*")
            continue
        decl = p.split("=")[0]
        typ, name = decl.rsplit(" ", 1)
        typ = re.sub(r"\[\d*\]", "", typ.rstrip("?")).rstrip("?")
        out.append(f"{TYPE_NAMES[typ]} {name}")
    return "(" + ", ".join(out) + ")"


CALL_ARGS = 40


def complaint(fn, receiver, count=CALL_ARGS):
    """What PyTorch says when fn gets `count` arguments it cannot take (far too many, by default)."""
    try:
        if receiver is None:
            fn(*[object()] * count)
        else:
            fn(receiver, *[object()] * count)
    except TypeError as e:
        return str(e)
    return ""


def too_many(sig):
    """The complaint of a function whose one signature is sig (extra_args in python_arg_parser.cpp)."""
    ps = [p for p in params(sig)]
    positional = len(ps[:ps.index("*")] if "*" in ps else ps)
    required = sum("=" not in p for p in ps if p != "*")
    name = sig[:sig.index("(")]
    if required != positional:
        return f"{name}() takes from {required} to {positional} positional arguments but {CALL_ARGS} were given"
    return f"{name}() takes {positional} positional argument{'' if positional == 1 else 's'} but {CALL_ARGS} were given"


def overloads(fn, receiver, message):
    """The overloads fn's complaint lists. PyTorch cuts its error messages at a fixed length, so a list cut short
    (its last line unfinished) is asked for again with fewer arguments: still more than any overload takes."""
    for count in (CALL_ARGS // 2, 12):
        if listed(message) is None or message.endswith("\n"):
            break
        message = complaint(fn, receiver, count)
    return listed(message)


def listed(message):
    """The overloads PyTorch lists in its complaint (in order), or None when the function has one signature."""
    if "received an invalid combination of arguments" not in message:
        return None
    if "expected one of:" in message:
        return [line[3:] for line in message.split("\n") if line.startswith(" * ")]
    return [message.split(", but expected ", 1)[1]]


NYI = "You passed a dimname (string) to this op in place of a dimension index but it does not yet support"


def takes_names(fn, receiver):
    """False when fn's named-dimension overload only refuses names (reportNYIDimnameOverload)."""
    for args in [("x",), ("x", True), (0, "x"), ("x", "x"), ("x", 0)]:
        try:
            if receiver is None:
                fn(torch.ones(2, 2), *args)
            else:
                fn(receiver, *args)
        except Exception as e:  # noqa: BLE001 - any refusal tells
            if NYI in str(e):
                return False
    return True


def takes_nothing(tensor):
    """The methods PyTorch binds as plain C methods of its tensor base class taking no arguments (METH_NOARGS), which
    Python itself refuses arguments to, in the words of CPython's method call rather than the argument parser's."""
    base = torch._C._TensorBase
    names = [n for n in dir(base) if not n.startswith("__") and callable(getattr(base, n))
             and getattr(torch.Tensor, n, None) is getattr(base, n)]
    refusing = []
    for n in names:
        try:
            getattr(base, n)(tensor, 1)
        except Exception as e:  # noqa: BLE001 - others fail on the argument's value, past taking it
            if str(e).endswith(f"{n}() takes no arguments (1 given)"):
                refusing.append(n)
    return sorted(refusing)


def is_function_form(sig):
    names = [p.split("=")[0].rsplit(" ", 1)[-1] for p in params(sig) if p != "*"]
    return "input" in names or "self" in names


def main():
    data = pathlib.Path(torch.__file__).parent.joinpath("lib/libtorch_python.so").read_bytes()
    by_name = {}  # name -> its signature strings, whole ones first
    # the linker stores a string that ends another one only once, inside the longer one: try every tail
    whole, tails = set(), set()
    for text in re.findall(rb"[ -~]{3,}(?=\x00)", data):
        text = text.decode()
        for start in range(len(text)):
            m = SIGNATURE.fullmatch(text, start)
            if m:
                (tails if start else whole).add(m.group())
    # whole strings first: a tail may be a real signature or only the end of another (tensor(...) in
    # _shape_as_tensor(...)), so tails count only where no whole string fits
    for s in sorted(whole) + sorted(tails - whole):
        by_name.setdefault(s[:s.index("(")], []).append(s)
    tensor = torch.ones(2, 2)
    table = {}
    unnamed = {}
    for ns, holder, public in NAMESPACES:
        group = {}
        for name in sorted(dir(holder)):
            fn = getattr(holder, name)
            if name.startswith("__") or name not in by_name or public(name) is not fn and ns != "Tensor":
                continue
            if ns == "Tensor" and getattr(torch.Tensor, name, None) is not fn:
                continue
            message = complaint(fn, tensor if ns == "Tensor" else None)
            if not message.startswith(f"{name}()"):  # not the argument parser's (a method taking no arguments)
                continue
            if any(re.search(r"[(, ]Stream ", s) for s in by_name[name]):  # streams: no such thing on the engine
                continue
            shown = overloads(fn, tensor if ns == "Tensor" else None, message)
            candidates = [s for s in by_name[name] if "|" not in s]
            hidden = [s for s in by_name[name] if "|" in s and is_function_form(s) == (ns != "Tensor")]
            if shown is None:
                # one signature. Strings found inside longer ones (row_stack's tail is a stack(...)) are told apart by
                # the complaint, then whole strings win, then the spelling of the namespace: a function names its
                # tensor `input` (or `self`), a method does not
                fits = [s for s in candidates if too_many(s) == message]
                if not fits and "positional" not in message:
                    fits = candidates
                fits = [s for s in fits if s in whole] or fits
                forms = [s for s in fits if is_function_form(s) == (ns != "Tensor")]
                fits = forms if ns == "Tensor" or forms else fits
                if len({display(s) for s in fits}) == 1:
                    group[name] = fits[:1]
                continue
            picked = []
            for d in shown:
                match = [s for s in candidates if display(s) == d and s not in picked]
                if not match:
                    break
                picked.append(match[0])
            else:
                group[name] = picked + hidden
        table[ns] = group
        unnamed[ns] = sorted(name for name in group if not takes_names(getattr(holder, name),
                                                                     tensor if ns == "Tensor" else None))
    # one line per function, "namespace<TAB>name<TAB>signature<TAB>...", in a string: Python reads a string literal
    # at once where it would compile a dict literal of this size for seconds
    lines = [f"{ns}\t{name}\t" + "\t".join(sigs) for ns, group in table.items() for name, sigs in group.items()]
    refused = [f"{ns}\t{name}" for ns, names in unnamed.items() for name in names]
    OUT.write_text('"""PyTorch\'s Python argument signatures per function, in its parser\'s order (hidden and deprecated\n'
                   'ones last), read on a call\'s first argument error. Generated by scripts/harvest-arg-signatures.py\n'
                   'from PyTorch 1.13; do not edit."""\n\n'
                   + "SIGNATURES = " + repr("\n".join(lines)) + "\n\n"
                   + "# functions whose named-dimension overload is not implemented: a name gets PyTorch's refusal\n"
                   + "NAMES_REFUSED = " + repr("\n".join(refused)) + "\n")
    # what `import torch` reads to decide which functions refuse arguments PyTorch's way: a sixth of the table's size
    NAMES_OUT.write_text('"""The functions _signatures.py has signatures of, and the Tensor methods that take no arguments,\n'
                         'read at `import torch`. Generated by scripts/harvest-arg-signatures.py from PyTorch 1.13; do\n'
                         'not edit."""\n\n'
                         + "NAMES = " + repr("\n".join(f"{ns}\t{name}" for ns, group in table.items() for name in group))
                         + "\n\n# Tensor methods taking no arguments, which Python refuses arguments to as any C method's\n"
                         + "NO_ARGUMENTS = " + repr("\n".join(takes_nothing(tensor))) + "\n")
    print({ns: len(g) for ns, g in table.items()})


if __name__ == "__main__":
    main()
