"""PyTorch's other spellings of its ops, and the in-place forms it has of ops that only exist out of place here.

Aliases are native_functions.yaml's: `torch.arccos` is `torch.acos`, `Tensor.greater_` is `Tensor.gt_`, and so on,
for the function, the method and the in-place method alike. The in-place forms compute the op and copy the result
into self, with TensorIterator's rule for what may be written into self's dtype.
"""
from . import _autocast_ops, _engine
from ._out import _scalar_name
from ._tensor import Tensor

ALIASES = {
    "absolute": "abs", "arccos": "acos", "arccosh": "acosh", "arcsin": "asin", "arcsinh": "asinh", "arctan": "atan",
    "arctanh": "atanh", "arctan2": "atan2", "clip": "clamp", "concat": "cat", "concatenate": "cat", "divide": "div",
    "fix": "trunc", "greater": "gt", "greater_equal": "ge", "less": "lt", "less_equal": "le", "multiply": "mul",
    "negative": "neg", "not_equal": "ne", "row_stack": "vstack", "subtract": "sub", "true_divide": "div",
    "swapaxes": "transpose", "swapdims": "transpose", "moveaxis": "movedim", "ger": "outer",
}

# methods whose in-place form is the op's result copied into self (integer ops: no autograd to record)
COMPUTED_IN_PLACE = ["gcd", "lcm"]

# in-place methods whose out-of-place form (function and method) is the method on a copy
OUT_OF_PLACE = ["index_put"]

# torch.<op> functions PyTorch exposes (mostly in-place ones) that run the method of the same name on their first
# argument
METHOD_FUNCTIONS = """
abs_ acos_ acosh_ asin_ asinh_ atan_ atanh_ arccos_ arccosh_ arcsin_ arcsinh_ arctan_ arctanh_ ceil_ clamp_ clamp_max_
clamp_min_ clip_ cos_ cosh_ deg2rad_ detach_ erf_ erfc_ exp2_ exp_ expm1_ fill_ fix_ floor_ frac_ gcd_ lcm_ ldexp_
log10_ log1p_ log2_ log_ logit_ nan_to_num_ neg_ negative_ rad2deg_ reciprocal_ relu_ round_ rsqrt_ sigmoid_ sin_
sinc_ sinh_ sqrt_ square_ tan_ tanh_ trunc_ xlogy_ zero_ i0_ resize_as_ index_put_ addmv_ detach get_device
is_inference
""".split()


def _computed_in_place(name):
    def op(self, *args, **kwargs):
        from . import can_cast

        result = getattr(self, name)(*args, **kwargs)
        if not can_cast(result.dtype, self.dtype):
            raise RuntimeError(f"result type {_scalar_name(result.dtype)} can't be cast to the desired output type "
                               f"{_scalar_name(self.dtype)}")
        if result.shape != self.shape:
            raise RuntimeError(f"output with shape {list(self.shape)} doesn't match the broadcast shape "
                               f"{list(result.shape)}")
        return self.copy_(result)

    op.__name__ = op.__qualname__ = f"{name}_"
    return op


def _copied(name):
    """The out-of-place form of an in-place method: the method applied to a copy, as one op to autocast (CUDA's
    promotes index_put's self and values to the wider dtype, where the in-place form requires them to match)."""
    def on_copy(input, *args, **kwargs):  # noqa: A002
        return getattr(input.clone(), f"{name}_")(*args, **kwargs)

    def op(input, *args, **kwargs):  # noqa: A002
        return _autocast_ops.call(name, on_copy, input, *args, **kwargs)

    op.__name__ = op.__qualname__ = name
    return op


def _method_call(name):
    if getattr(getattr(Tensor, name), "_engine_in_place", False):
        # the engine's op, bound as a function, so that its argument errors count input as PyTorch's function does
        def op(input, *args, **kwargs):  # noqa: A002
            _engine.call_void(name, (input,) + args, kwargs, False)
            return input
    else:
        def op(input, *args, **kwargs):  # noqa: A002
            return getattr(input, name)(*args, **kwargs)

    op.__name__ = op.__qualname__ = name
    return op


def install(functions):
    """Adds what is missing: alias functions into `functions` (torch's namespace table), methods onto Tensor."""
    for name in COMPUTED_IN_PLACE:
        if hasattr(Tensor, name) and not hasattr(Tensor, f"{name}_"):
            setattr(Tensor, f"{name}_", _computed_in_place(name))
    for alias, target in ALIASES.items():
        if target in functions:
            functions.setdefault(alias, functions[target])
        for suffix in ("", "_"):
            if hasattr(Tensor, target + suffix) and not hasattr(Tensor, alias + suffix):
                setattr(Tensor, alias + suffix, getattr(Tensor, target + suffix))
    for name in OUT_OF_PLACE:
        if not hasattr(Tensor, name):
            setattr(Tensor, name, _copied(name))
        functions.setdefault(name, getattr(Tensor, name))
    for name in METHOD_FUNCTIONS:
        if hasattr(Tensor, name):
            functions.setdefault(name, _method_call(name))

