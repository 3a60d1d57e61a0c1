"""Ops whose PyTorch signature has several overloads (torch.max(x), torch.max(x, dim), torch.max(x, y), ...).

PyTorch's Python binding picks an overload by the arguments' types; these functions do the same and call the one
engine op each overload is.
"""
from . import _arg_parser, _autocast_ops, _dtype, _engine, _keywords, _ops, _out, return_types
from ._tensor import Tensor


def _call(name, *args, **kwargs):
    return _engine.call(name, args, kwargs)


def _extreme(kind):
    def op(input, dim=None, keepdim=False):  # noqa: A002
        if isinstance(dim, Tensor):
            return _call("maximum" if kind == "max" else "minimum", input, dim)
        if dim is None:
            if keepdim:
                raise TypeError(f"{kind}() received an invalid combination of arguments")
            return _call(f"{kind}_all", input)
        values, indices = _call(f"{kind}_dim", input, dim, keepdim)
        return getattr(return_types, kind)((values, indices))

    op.__name__ = kind
    return op


max = _extreme("max")  # noqa: A001
min = _extreme("min")  # noqa: A001


def sort(input, dim=-1, descending=False, stable=False):  # noqa: A002
    values, indices = _call("sort", input, dim, descending)
    return return_types.sort((values, indices))


def argsort(input, dim=-1, descending=False, stable=False):  # noqa: A002
    return sort(input, dim, descending).indices


def msort(input):  # noqa: A002
    return sort(input, 0).values


def topk(input, k, dim=-1, largest=True, sorted=True):  # noqa: A002
    values, indices = _call("topk", input, k, dim, largest, sorted)
    return return_types.topk((values, indices))


def where(condition, input=None, other=None):  # noqa: A002
    if input is None and other is None:
        # an op of its own in PyTorch, which vmap refuses by its name
        _engine.engine(_engine._E.batched_refuse_dynamic, "where", _engine.to_js([condition._i]))
        return condition.nonzero(as_tuple=True)
    return _call("where", condition, input, other)


def split(tensor, split_size_or_sections, dim=0):
    if isinstance(split_size_or_sections, int):
        return _call("split", tensor, split_size_or_sections, dim)
    return _call("split_with_sizes", tensor, split_size_or_sections, dim)


def nonzero(input, *, as_tuple=False):  # noqa: A002
    if not isinstance(as_tuple, bool):
        raise TypeError(f"nonzero(): argument 'as_tuple' must be bool, not {_arg_parser.tp_name(as_tuple)}")
    result = _call("nonzero", input)
    if not as_tuple:
        return result
    if input.dim() == 0:
        return (result.reshape(-1),) if result.numel() else (result.reshape(-1),)
    return tuple(result[:, k] for k in range(input.dim()))


def randint(*args, low=None, high=None, size=None, dtype=None, requires_grad=False, generator=None, device=None):
    """randint(high, size) or randint(low, high, size), each argument positional or by keyword."""
    given = {"low": low, "high": high, "size": size}
    names = ("low", "high", "size") if len(args) + sum(v is not None for v in given.values()) == 3 else ("high", "size")
    for name, value in zip(names, args):
        if given[name] is not None:
            raise TypeError(f"randint() got multiple values for argument '{name}'")
        given[name] = value
    low, high, size = given["low"] or 0, given["high"], given["size"]
    if isinstance(size, (tuple, list)) and size and not _arg_parser._is_index(size[0]):
        # the engine's op takes (low, high, size): word the error by where the reader put size, as PyTorch's parser does
        where = f" (position {names.index('size') + 1})" if len(args) == len(names) else ""
        raise TypeError(f"randint(): argument 'size'{where} must be tuple of ints, but found element of type "
                        f"{_arg_parser.tp_name(size[0])} at pos 0")
    return _call("randint", low, high, tuple(size), generator=generator, dtype=dtype, device=device,
                 requires_grad=requires_grad)


_NO_FACTORY_KWARGS = {"dtype": None, "layout": None, "device": None, "pin_memory": False, "requires_grad": False}


def normal(*args, generator=None, out=None, **kwargs):
    """torch.normal's four overloads, chosen as PyTorch's parser does: by whether mean and std are tensors. Other
    arguments fail here; the binding's wrapper words the error as PyTorch's parser does (_arg_parser.py)."""
    given = dict(zip(("mean", "std", "size"), args))
    given.update({k: kwargs.pop(k) for k in ("mean", "std", "size") if k in kwargs})
    mean, std, size = given.get("mean"), given.get("std", 1.0), given.get("size")
    factory = {k: kwargs.pop(k, v) for k, v in _NO_FACTORY_KWARGS.items()}
    numbers = (int, float)
    if not kwargs and "mean" in given and len(args) <= 3:
        if size is not None and _arg_parser.takes_double(mean) and _arg_parser.takes_double(std):
            return _normal_sized(float(mean), float(std), size, generator, out, **factory)
        kinds = (isinstance(mean, Tensor) or isinstance(mean, numbers) and "float",
                 isinstance(std, Tensor) or isinstance(std, numbers) and "float")
        name = {(True, True): "normal_tensor_tensor", (True, "float"): "normal_tensor_float",
                ("float", True): "normal_float_tensor"}.get(kinds)
        if name is not None and factory == _NO_FACTORY_KWARGS and size is None:
            if out is None:
                return _call(name, mean, std, generator=generator)
            # ATen's normal_out_impl resizes out as every out= overload does, with its warning
            return _out.call_into("normal", lambda: _call(name, mean, std, generator=generator), (), {}, out)
    raise TypeError("normal() received an invalid combination of arguments")


normal._takes_out = True


def _normal_sized(mean, std, size, generator, out, dtype, layout, device, pin_memory, requires_grad):
    """normal(mean, std, size): an empty tensor (or out, resized without a warning) filled by normal_."""
    import torch

    if out is not None:
        return out.resize_(size).normal_(mean, std, generator=generator)
    result = torch.empty(size, dtype=dtype, device=device).normal_(mean, std, generator=generator)
    return result._set_requires_grad(True) if requires_grad else result


def bernoulli(self, p=None, *, generator=None):
    """Tensor.bernoulli(): each element drawn with its own value as the probability; bernoulli(p): ATen's
    empty_like(self, contiguous).bernoulli_(p)."""
    if p is None:
        return _call("bernoulli", self, generator=generator)
    import torch

    return torch.empty_like(self, memory_format=torch.contiguous_format).bernoulli_(p, generator=generator)


def bernoulli_(self, p=0.5, *, generator=None):
    """bernoulli_(p) with p a number, or with a tensor of probabilities expanded to self's shape."""
    if isinstance(p, Tensor):
        return _call("_bernoulli_tensor_", self, p, generator=generator)
    return _call("bernoulli_", self, p, generator=generator)


def clamp(input, min=None, max=None):  # noqa: A002
    bounds = [min, max]
    kinds = [isinstance(v, Tensor) for v in bounds if v is not None]
    if len(kinds) == 2 and kinds[0] != kinds[1]:
        # PyTorch has a (Tensor, Tensor) and a (Number, Number) overload, but none that mixes them; its parser takes
        # a 0-d tensor that needs no grad for a Number, as for any Scalar parameter
        for i, v in enumerate(bounds):
            if isinstance(v, Tensor):
                if not _arg_parser.takes_double(v):
                    # the binding's wrapper words the error as PyTorch's parser does (_arg_parser.py)
                    raise TypeError("clamp() received an invalid combination of arguments")
                bounds[i] = v.item()
    return _call("clamp", input, *bounds)


def square(input):  # noqa: A002
    """x ** 2, with pow's type promotion (a bool tensor squares to int64)."""
    return _call("pow", input, 2)


def square_(self):
    """pow_(2), which ATen's square_ is (its node is PowBackward0)."""
    return _call("pow_", self, 2)


def std_var(kind):
    def op(input, dim=None, unbiased=None, keepdim=False, *, correction=None):  # noqa: A002
        if isinstance(dim, bool):  # the old std(input, unbiased) overload
            dim, unbiased = None, dim
        return _call(kind, input, dim, unbiased, keepdim, correction=correction)

    op.__name__ = kind
    return op


std = std_var("std")
var = std_var("var")

def _pick(input, dim, position, keepdim, kind):  # noqa: A002
    values, indices = sort(input, dim)
    dim = dim % input.dim() if input.dim() else 0
    v, i = values.narrow(dim, position, 1), indices.narrow(dim, position, 1)
    if not keepdim:
        v, i = v.squeeze(dim), i.squeeze(dim)
    return getattr(return_types, kind)((v, i))


def median(input, dim=None, keepdim=False):  # noqa: A002
    """The lower median (PyTorch does not average the middle pair)."""
    from ._statistics import check_median_dtype

    check_median_dtype(input, dim)
    if dim is None:
        flat = input.reshape(-1)
        middle = flat[flat.isnan()][0] if flat.isnan().any().item() else sort(flat).values[(flat.numel() - 1) // 2]
        return _ops.recorded_as("MedianBackward0", middle)
    work = input if input.dim() else input.reshape(1)
    axis = dim % work.dim()
    picked = _pick(work, axis, (work.shape[axis] - 1) // 2, True, "median")
    # a row holding NaN has NaN for its median, at the first NaN's index
    nan = work.isnan()
    at = where(nan.any(axis, keepdim=True), nan.int().argmax(axis, keepdim=True), picked.indices)
    values = work.gather(axis, at)
    if not keepdim or not input.dim():
        values, at = values.squeeze(axis), at.squeeze(axis)
    return return_types.median((_ops.recorded_as("MedianBackward1", values), at))


def kthvalue(input, k, dim=-1, keepdim=False):  # noqa: A002
    size = input.shape[dim] if input.dim() else 1
    if not 1 <= k <= size:
        raise RuntimeError(f"kthvalue(): selected number k out of range for dimension {dim % input.dim() if input.dim() else 0}")
    values, indices = _call("kthvalue", input, k, dim, keepdim)
    return return_types.kthvalue((values, indices))


def _cumulative(kind):
    def op(input, dim):  # noqa: A002
        import torch

        better = (lambda a, b: a >= b) if kind == "cummax" else (lambda a, b: a <= b)
        moved = input.movedim(dim, -1)
        rows = moved.reshape(-1, moved.shape[-1]).tolist() if moved.numel() else []
        vals, idxs = [], []
        for row in rows:
            best, at, rv, ri = None, 0, [], []
            for j, v in enumerate(row):
                if best is None or v != v or (best == best and better(v, best)):
                    best, at = v, j
                rv.append(best)
                ri.append(at)
            vals.append(rv)
            idxs.append(ri)
        index = torch.tensor(idxs, dtype=torch.int64, device=input.device).reshape(moved.shape).movedim(-1, dim)
        # gather keeps the values differentiable (each takes its source's gradient)
        node = "CummaxBackward0" if kind == "cummax" else "CumminBackward0"
        return getattr(return_types, kind)((_ops.recorded_as(node, input.gather(dim, index)), index))

    op.__name__ = kind
    return op


cummax, cummin = _cumulative("cummax"), _cumulative("cummin")


def view(self, *args, **kwargs):
    """view(*shape), or view(dtype): the same bytes read as another dtype (ATen's view.dtype overload)."""
    dtype = "dtype" in kwargs or (len(args) == 1 and isinstance(args[0], _dtype.dtype))
    return _engine.call("view_dtype" if dtype else "view", (self,) + args, kwargs, True)


def round(input, *, decimals=None):  # noqa: A001,A002
    """Half to even; decimals= picks ATen's round.decimals overload (its own kernel and node)."""
    if decimals is None:
        return _call("round", input)
    return _call("round_decimals", input, decimals=decimals)


def round_(self, *, decimals=None):
    if decimals is None:
        _engine.call_void("round_", (self,), {})
    else:
        _engine.call_void("round_decimals_", (self,), {"decimals": decimals})
    return self


_SORTING = {"sort": sort, "argsort": argsort, "msort": msort, "topk": topk, "median": median, "kthvalue": kthvalue,
            "cummax": cummax, "cummin": cummin}
def div(input, other, *, rounding_mode=None):  # noqa: A002
    """True division, or rounded toward zero ('trunc') or down ('floor'), as torch.div's rounding_mode says."""
    if rounding_mode is None:
        return _call("div", input, other)
    if rounding_mode not in ("floor", "trunc"):
        raise RuntimeError(f"div expected rounding_mode to be one of None, 'trunc', or 'floor' but found "
                           f"'{rounding_mode}'")
    return _call("_div_rounding", input, other, rounding_mode)


def div_(self, other, *, rounding_mode=None):
    if rounding_mode is None:
        return _call("div_", self, other)
    return self.copy_(div(self, other, rounding_mode=rounding_mode))


@_autocast_ops.policy("ctc_loss")
def ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, reduction=1, zero_infinity=False):
    """LossCTC.cpp's ctc_loss: lengths as int lists (_ctc_loss) or integer tensors (its Tensor overload), an
    unbatched (T, C) input as a batch of one, infinite losses zeroed on request, then the reduction; the mean
    divides each loss by its target length first."""
    from . import tensor, where, zeros

    by_tensor = isinstance(input_lengths, Tensor)
    if by_tensor:
        for name, lengths in (("input_lengths", input_lengths), ("target_lengths", target_lengths)):
            kind = lengths.dtype
            if kind.is_floating_point or kind.is_complex or kind is _dtype.bool:
                raise RuntimeError(f"{name} must be integral")
    batched = log_probs.dim() == 3
    lp = log_probs if batched else log_probs.unsqueeze(1)
    res = _call("_ctc_loss_tensor" if by_tensor else "_ctc_loss", lp, targets.long(), input_lengths, target_lengths,
                blank, zero_infinity)[0]
    if zero_infinity:
        res = where(res == float("inf"), zeros((), dtype=res.dtype), res)
    if reduction == 1:
        lengths = target_lengths if by_tensor else tensor(target_lengths, dtype=res.dtype, device=res.device)
        return (res / lengths.clamp_min(1)).mean()
    if reduction == 2:
        return res.sum()
    return res if batched else res.squeeze(0)


METHODS = {"bernoulli": bernoulli, "bernoulli_": bernoulli_, "div": div, "divide": div, "div_": div_, "divide_": div_, "max": max, "min": min, "split": split, "nonzero": nonzero, "clamp": clamp, "clip": clamp,
           "std": std, "var": var, "square": square, "square_": square_, "round": round, "round_": round_,
           "view": _keywords.explaining(view, True),
           **_SORTING, "where": lambda self, condition, other: where(condition, self, other),
           # the function takes the order first (polygamma(n, input)); the method's receiver is its input
           "polygamma": lambda self, n: _call("polygamma", n, self)}
FUNCTIONS = {"normal": normal, "bernoulli": bernoulli, "ctc_loss": ctc_loss, "div": div, "divide": div, "max": max, "min": min, "where": where, "split": split, "nonzero": nonzero, "randint": randint,
             "clamp": clamp, "clip": clamp, "std": std, "var": var, "square": square, "round": round, **_SORTING}
