"""Writes engine/src/autograd/saved-attributes.ts: for each of PyTorch's generated autograd nodes, the values other
than tensors that its backward formula keeps and that Python reads as grad_fn._saved_<name>, with the C++ type
that decides how each reads back.

PyTorch's codegen (tools/autograd/load_derivatives.py, saved_variables) saves what a formula in derivatives.yaml
names: `self.sym_sizes()` becomes `self_sym_sizes`, `self.dim()` `self_dim`, ..., and an argument the formula still
names after those replacements is saved as it is. gen_autograd_functions.py then gives Python a getter only for some
C++ types (no ScalarType, TensorOptions, layout or TensorGeometry). This repeats both steps on a derivatives.yaml of
the PyTorch version followed:
    python3 scripts/harvest-saved-attributes.py path/to/pytorch/tools/autograd/derivatives.yaml
"""
import collections
import pathlib
import re
import sys

import yaml

OUT = pathlib.Path(__file__).resolve().parent.parent / "engine/src/autograd/saved-attributes.ts"

# a schema argument type -> how its getter reads it back (see saved-attributes.ts); None: no getter
ARG_KINDS = {
    "int": "int", "SymInt": "int", "int?": "int?", "SymInt?": "int?",
    "int[]": "ints", "SymInt[]": "ints", "int[]?": "ints?", "SymInt[]?": "ints?",
    "float": "float", "float?": "float?", "float[]?": "floats?",
    "bool": "bool", "Scalar": "scalar", "Scalar?": "scalar?", "Scalar[]": "scalars",
    "str": "str", "str?": "str?",
}
# what a formula reads of a tensor argument, as load_derivatives.py's REPLACEMENTS name it, with its getter's kind
# (those whose C++ type has no getter are matched all the same, so the argument itself is not taken as named)
REPLACEMENTS = [
    (r"{}.sym_sizes\(\)", lambda m: "_sym_sizes", "ints"),
    (r"{}->sym_sizes\(\)", lambda m: "_sym_sizes_opt", "ints?"),
    (r"{}.sym_blocksize\(\)", lambda m: "_self_sym_blocksize_opt", None),
    (r"{}.options\(\)", lambda m: "_options", None),
    (r"zeros_like\({}\)", lambda m: "_info", None),
    (r"{}.sym_size\((-?\w+)\)", lambda m: "_sym_argsize_" + m.group(1).replace("-", "minus_"), "int"),
    (r"{}.numel\(\)", lambda m: "_numel", "int"),
    (r"{}.sym_numel\(\)", lambda m: "_sym_numel", "int"),
    (r"to_args_sizes\({}\)", lambda m: "_args_sizes", None),
    (r"to_args_sizes_symint\({}\)", lambda m: "_args_sizes_symint", None),
    (r"to_args_scalartypes\({}\)", lambda m: "_args_scalartypes", None),
    (r"TensorGeometry\({}\)", lambda m: "_geometry", None),
    (r"{}.scalar_type\(\)", lambda m: "_scalar_type", None),
    (r"{}.dim\(\)", lambda m: "_dim", "int"),
    (r"{}.sym_strides\(\)", lambda m: "_sym_strides", "ints"),
    (r"{}.layout\(\)", lambda m: "_layout", None),
    (r"{}.is_conj\(\)", lambda m: "_conjugate", "bool"),
]
IDENT = r"(^|\W){}($|\W)"


def arguments(schema):
    """(name, type) of each argument of a schema string, in order."""
    inner = schema[schema.index("(") + 1:schema.rindex(") ->")]
    out = []
    for part in re.split(r",(?![^\[]*\])", inner):
        part = part.strip()
        if part in ("*", ""):
            continue
        decl = part.split("=")[0].strip()
        ty, name = decl.rsplit(" ", 1)
        out.append((name, re.sub(r"\(\w!?\)", "", re.sub(r"\[\d+\]", "[]", ty))))
    return out


def node_prefix(name):
    return ("".join(p.title() for p in name.split("_")) + "Backward").replace("ForwardBackward", "Backward")


def saved_plain(formulas, args):
    """{attribute: kind} of what these backward formulas keep that Python reads and is no tensor."""
    saved = {}
    for formula in formulas:
        for name, ty in args:
            tensor = ty.startswith("Tensor")
            for regex, suffix, kind in REPLACEMENTS:
                def keep(m, suffix=suffix, kind=kind):
                    attr = name + suffix(m)
                    if kind:
                        saved[attr] = kind
                    return attr
                formula = re.sub(regex.format(name), keep, formula)
            if not tensor and re.search(IDENT.format(name), formula) and ARG_KINDS.get(ty):
                saved[name] = ARG_KINDS[ty]
    return saved


def main(path):
    entries = yaml.safe_load(pathlib.Path(path).read_text())
    counter = collections.Counter()
    table = {}
    for entry in entries:
        schema = entry.pop("name")
        base = schema.split("(")[0].split(".")[0]
        args = arguments(schema)
        names = {n for n, _ in args}
        entry.pop("output_differentiability", None)
        defn = entry.get("dispatch", {}).get("Default", entry)
        backward = {k: v for k, v in defn.items() if k not in ("dispatch", "result") and
                    set(x.strip() for x in k.split(",")) <= names}
        if all(str(v).strip().lower() == "non_differentiable" for v in backward.values()):
            continue
        prefix = node_prefix(base)
        node = f"{prefix}{counter[prefix]}"
        counter[prefix] += 1
        saved = saved_plain([str(v) for v in backward.values() if str(v).strip() != "non_differentiable"], args)
        if saved:
            table[node] = saved
    lines = [
        "/**",
        " * What PyTorch's generated autograd nodes keep of their arguments that is no tensor, as grad_fn._saved_<name>",
        " * reads it, with the C++ type that decides how it reads back. Written by scripts/harvest-saved-attributes.py",
        " * from derivatives.yaml; do not edit by hand.",
        " */",
        "import type { SavedKind } from './saved-values.ts';",
        "",
        "export const SAVED_ATTRIBUTES: Readonly<Record<string, Readonly<Record<string, SavedKind>>>> = {",
    ]
    for node in sorted(table):
        body = ", ".join(f"{k}: '{v}'" for k, v in sorted(table[node].items()))
        line = f"  {node}: {{ {body} }},"
        if len(line) > 120:
            parts = [f"    {k}: '{v}'," for k, v in sorted(table[node].items())]
            lines += [f"  {node}: {{", *parts, "  },"]
        else:
            lines.append(line)
    lines.append("};")
    OUT.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
