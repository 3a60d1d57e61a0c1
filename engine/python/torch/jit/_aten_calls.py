"""The aten op, and its arguments, that PyTorch's tracer records where the engine ran one of its ops: the overload
PyTorch's binding picks (dim-less reductions, std/var's unbiased and correction forms, a Scalar for a Python number),
the arguments PyTorch's binding fills in (a factory's TensorOptions, int[N] lists from one int, cudnn flags,
expand's implicit) and the
ops the tracer records by their parts (a convolution as _convolution)."""

SCALAR_TYPES = {"uint8": 0, "int8": 1, "int16": 2, "int32": 3, "int64": 4, "float16": 5, "float32": 6,
                 "float64": 7, "complex32": 8, "complex64": 9, "complex128": 10, "bool": 11, "bfloat16": 15}
# the engine's ops that are an overload of one aten op
_ATEN_NAMES = {"max_all": "max", "min_all": "min", "max_dim": "max", "min_dim": "min"}
# reductions whose dim-less call is the overload (self, *, dtype)
_DIMLESS = {"sum", "mean", "prod"}
_VARIANCES = {"std", "var", "std_mean", "var_mean"}
# max pooling asked for no indices is the aten op without them
_WITHOUT_INDICES = {f"max_pool{d}d_with_indices": f"max_pool{d}d" for d in (1, 2, 3)}
_MISSING = {"missing": True}
# ops whose aten schema ends in an argument the engine's has not: (name, type, value, default, keyword-only)
_TRAILING = {"instance_norm": ("cudnn_enabled", "bool", True, _MISSING, False),
             "layer_norm": ("cudnn_enable", "bool", True, True, False),
             "group_norm": ("cudnn_enabled", "bool", True, True, False),
             "expand": ("implicit", "bool", False, False, True)}
# ops giving a list of tensors (a tuple of them is several outputs)
LIST_RETURNS = {"chunk", "split", "split_with_sizes", "unbind", "tensor_split", "unsafe_chunk", "unsafe_split",
                "meshgrid", "broadcast_tensors", "hsplit", "vsplit", "dsplit"}
_INT64_MAX = 2 ** 63 - 1
# scalar type names as tensor types print them, by dtype
_DTYPE_NAMES = {"Byte": "uint8", "Char": "int8", "Short": "int16", "Int": "int32", "Long": "int64", "Half": "float16",
                "Float": "float32", "Double": "float64", "ComplexFloat": "complex64", "ComplexDouble": "complex128",
                "Bool": "bool", "BFloat16": "bfloat16"}


def aten_call(step, tensors, used):
    """(aten op name, arguments as described, output tensors) for an engine step; `used`: the tensors the trace
    uses after making them."""
    args, outputs = step["args"], step["outputs"]
    name = _ATEN_NAMES.get(step["name"], step["name"])
    if name in _DIMLESS and args[1]["name"] == "dim" and args[1]["value"] is None:
        args = [args[0]] + [a for a in args if a["name"] == "dtype"]
    if name in _VARIANCES and any(a["name"] == "correction" for a in args):
        args = _variance_arguments(args)
    if any(a["name"] == "pin_memory" for a in args):
        args = _factory_arguments(args, tensors[outputs[0]], name.endswith("_like"))
    if name == "slice":
        args = [_slice_bound(a) for a in args]
    if name in _WITHOUT_INDICES and outputs[1] not in used:
        name, outputs = _WITHOUT_INDICES[name], outputs[:1]
    if name.startswith(("conv1d", "conv2d", "conv3d", "conv_transpose")):
        name, args = "_convolution", _convolution_arguments(name, args)
    if name in _TRAILING:
        args = args + [_argument(*_TRAILING[name])]
    if not step["numbersAsTensors"]:
        args = [_as_scalar(a, tensors) for a in args]
    return name, [_full_list(a) for a in args], outputs


def _argument(name, type_name, value, default=_MISSING, keyword_only=False):
    return {"name": name, "type": type_name, "size": None, "optional": False, "keywordOnly": keyword_only,
            "default": default, "value": value}


def _full_list(arg):
    """An int[N] given one int stands for N of them, as PyTorch's binding expands it."""
    value, size = arg["value"], arg.get("size")
    if size and isinstance(value, list) and len(value) == 1 and size > 1:
        return dict(arg, value=value * size)
    return arg


def _convolution_arguments(name, args):
    """conv{N}d and conv_transpose{N}d as the _convolution they run, with cudnn's flags as PyTorch sets them."""
    by = {a["name"]: _full_list(a) for a in args}
    dims = by["stride"]["size"]
    transposed = name.startswith("conv_transpose")
    output_padding = by["output_padding"] if transposed else _argument("output_padding", "int[]", [0] * dims)
    return [by["input"], by["weight"], by["bias"], dict(by["stride"], default=_MISSING),
            dict(by["padding"], default=_MISSING), dict(by["dilation"], default=_MISSING),
            _argument("transposed", "bool", transposed), dict(output_padding, default=_MISSING),
            dict(by["groups"], default=_MISSING), _argument("benchmark", "bool", False),
            _argument("deterministic", "bool", False), _argument("cudnn_enabled", "bool", True),
            _argument("allow_tf32", "bool", True)]


def _variance_arguments(args):
    """std and var as the overload PyTorch's binding picks: (self, unbiased) without a dim, (self, dim, unbiased,
    keepdim) with one (unbiased True when not given), and the correction overload when a correction is given."""
    by = {a["name"]: a for a in args}
    if by["correction"]["value"] is not None:
        return [by["self"], by["dim"], by["correction"], by["keepdim"]]
    unbiased = by["unbiased"] if by["unbiased"]["value"] is not None else dict(by["unbiased"], value=True)
    unbiased = dict(unbiased, default=True)
    if by["dim"]["value"] is None and not by["keepdim"]["value"]:
        return [by["self"], unbiased]
    return [by["self"], dict(by["dim"], default={"missing": True}), unbiased, by["keepdim"]]


def _factory_arguments(args, made, like):
    """A factory's arguments as PyTorch's binding passes its TensorOptions to the aten op: the device it made the
    tensor on, pin_memory False, and no requires_grad (the binding sets that on the result); a *_like factory's
    options are its input's, dtype and layout included."""
    filled = {"device": {"device": made["device"]}}
    if like:
        filled.update(dtype={"dtype": _DTYPE_NAMES[made["dtype"]]}, layout=0)
    out = []
    for a in args:
        if a["name"] in filled and a["value"] is None:
            a = dict(a, value=filled[a["name"]])
        elif a["name"] == "pin_memory":
            a = dict(a, value=bool(a["value"]), default=None)
        elif a["name"] == "requires_grad":
            continue
        out.append(a)
    return out


def _slice_bound(arg):
    """A slice's open ends as Python's indexing passes them: 0 and the largest int64."""
    if arg["value"] is None and arg["name"] in ("start", "end"):
        return dict(arg, value=0 if arg["name"] == "start" else _INT64_MAX)
    return arg


def _as_scalar(arg, tensors):
    """A Python number given for a tensor argument of an op that has a Scalar overload (all but the arithmetic ones
    that take numbers as tensors): the number, as that overload takes it."""
    value = arg["value"]
    if isinstance(value, dict) and "tensor" in value and tensors[value["tensor"]]["wrapped"]:
        meta = tensors[value["tensor"]]
        kind = "float" if meta["dtype"] in ("Double", "Float", "Half", "BFloat16") else (
            "bool" if meta["dtype"] == "Bool" else "int")
        return dict(arg, type="Scalar", value={"scalar": meta["value"], "kind": kind})
    return arg
