"""Named tensors: dimension names kept as Python-side metadata, propagated as ATen's NamedTensorUtils.cpp does.

A tensor with names is an instance of NamedTensor, a Tensor subclass that prints as torch.Tensor and holds its names
in `_names`. Its type is never cached as a plain tensor kind (torch/_engine.py), so every op called on it comes to
its __torch_function__, which runs the op on the unnamed tensors and names the result by the op's rule; tensors
without names pay nothing. Ops without a rule refuse names with PyTorch's message, as ATen's do.
"""
from ._tensor import Tensor
from ._torch_function import _flat
from ._warn_once import warn_once

_EXPERIMENTAL = ("Named tensors and all their associated APIs are an experimental feature and subject to change. "
                 "Please do not use them for anything important until they are released as stable.")


class NamedTensor(Tensor):
    __slots__ = ()

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        name = func.__name__.strip("_")
        if name == "get" and func.__self__ is vars(Tensor)["T"]:  # numpy_T, which permutes
            name = "permute"
        elif name == "get" or func.__name__ in _METADATA:  # a property's getter, a method reading no names, this API
            from ._torch_function import DisableTorchFunctionSubclass

            with DisableTorchFunctionSubclass():
                return func(*args, **kwargs)
        _refuse_dim_names(func, args, kwargs)
        rule = _RULES.get(name.removeprefix("r") if name not in _RULES else name)
        if rule is None:
            raise _unsupported(_ATEN.get(name, name))
        return rule(func, args, kwargs)

    def __repr__(self):
        from ._tensor_str import _str

        with _Unnamed((self,)):
            return _str(self, (f"names={self._names}",))

    def size(self, dim=None):
        return Tensor.size(self, dim if type(dim) is not str else lookup(self, dim))

    def unflatten(self, dim, sizes):  # a method PyTorch never dispatches
        return _unflatten(Tensor.unflatten, (self, dim, sizes), {})


NamedTensor.__name__ = NamedTensor.__qualname__ = "Tensor"
NamedTensor.__module__ = "torch"


def _unsupported(aten_name):
    return RuntimeError(f"aten::{aten_name} is not yet supported with named tensors. Please drop names via `tensor = "
                        "tensor.rename(None)`, call the op with an unnamed tensor, and set names on the result of the "
                        "operation.")


def _refuse_dim_names(func, args, kwargs):
    """PyTorch's argument parser's error for a dim given by name to an op that takes none (argmax), or to one whose
    named overload is not implemented (sort), which comes before any name lookup."""
    if not any(type(a) is str for a in _flat((*args[1:], *kwargs.values()))):
        return
    from ._arg_parser import explain

    method = getattr(Tensor, func.__name__, None) is func
    error = explain("Tensor", func.__name__, args[1:], kwargs, args[0]) if method else \
        explain("torch", func.__name__, args, kwargs)
    if isinstance(error, TypeError) or "You passed a dimname" in str(error):
        raise error


class _Unnamed:
    """Within it, the named tensors among `values` (in lists too) are plain Tensors, their names kept aside."""

    def __init__(self, values):
        self.tensors = [v for v in _flat(values) if type(v) is NamedTensor]

    def __enter__(self):
        for t in self.tensors:
            t.__class__ = Tensor

    def __exit__(self, *exc):
        for t in self.tensors:
            t.__class__ = NamedTensor


# -- names ------------------------------------------------------------------------------------------------------
def names_of(t):
    return t._names if type(t) is NamedTensor else (None,) * t.dim()


def _show(names):
    """A list of names as ATen prints a DimnameList: ['N', None]."""
    return "[" + ", ".join("None" if n is None else repr(n) for n in names) + "]"


def _check_name(n):
    if n is not None and not (type(n) is str and n.isidentifier() and n.isascii()):
        raise RuntimeError("Invalid name: a valid identifier contains only digits, alphabetical characters, and/or "
                           f"underscore and starts with a non-digit. got: '{n}'.")


def attach(t, names):
    """t with `names` (a tuple, None for no names), checked as TensorImpl's set_names does; t itself, renamed."""
    names = None if names is None else tuple(names)
    if names is not None and len(names) != t.dim():
        raise RuntimeError(f"Number of names ({len(names)}) and number of dimensions in tensor ({t.dim()}) do not "
                           f"match. Attempted to create a tensor with names {_show(names)}")
    if names is None or all(n is None for n in names):
        if type(t) is NamedTensor:
            t.__class__ = Tensor
            del t._names
        return t
    for n in names:
        _check_name(n)
    seen = [n for n in names if n is not None]
    if len(set(seen)) != len(seen):
        raise RuntimeError(f"Cannot construct a tensor with duplicate names. Got names: {_show(names)}.")
    warn_once(_EXPERIMENTAL)
    t.__class__ = NamedTensor
    t._names = names
    return t


def lookup(t, name):
    """The index of dimension `name` of t (ATen's dimname_to_position)."""
    _check_name(name)
    names = names_of(t)
    if name not in names:
        raise RuntimeError(f"Name '{name}' not found in Tensor{_show(names)}.")
    return names.index(name)


def unify(names, other, action="broadcast"):
    """The names of a broadcast of tensors named `names` and `other`, matched from the right (unify_from_right)."""
    size = max(len(names), len(other))
    left, right = (None,) * (size - len(names)) + tuple(names), (None,) * (size - len(other)) + tuple(other)
    result = []
    for a, b in zip(reversed(left), reversed(right)):
        if a is not None and b is not None and a != b:
            raise RuntimeError(f"Error when attempting to {action} dims {_show(names)} and dims {_show(other)}: dim "
                               f"'{a}' and dim '{b}' are at the same position from the right but do not match.")
        for n, mine, theirs in ((a, names, other), (b, other, names)):
            if n is not None and theirs.count(n) and _from_right(theirs, n) != _from_right(mine, n):
                raise RuntimeError(f"Misaligned dims when attempting to {action} dims {_show(mine)} and dims "
                                   f"{_show(theirs)}: dim '{n}' appears in a different position from the right "
                                   "across both lists.")
        result.append(a if a is not None else b)
    return tuple(reversed(result))


def _from_right(names, n):
    return len(names) - names.index(n)


# -- the API on Tensor --------------------------------------------------------------------------------------------
def named_factory(fn, args, kwargs):
    """A factory's result (torch.zeros(2, 3, names=('N', 'C')) and the like) with its names."""
    names = kwargs.pop("names")
    return attach(fn(*args, **kwargs), names)


def names(self):
    return names_of(self)


def set_names(self, value):
    attach(self, value)


def has_names(self):
    return type(self) is NamedTensor


def _expand_ellipsis(names, given, unmentioned=False):
    """`given` with its ... (or '...') standing for the tensor's names it leaves out: those at its place by position
    (rename, refine_names: _namedtensor_internals.py's resolve_ellipsis), or `unmentioned`, all it does not name, in
    order (align_to)."""
    at = next((i for i, n in enumerate(given) if n is Ellipsis or n == "..."), None)
    if at is None:
        return tuple(given)
    if unmentioned:
        rest = [n for n in names if n not in given]
    else:
        rest = names[at:len(names) - (len(given) - at - 1)]
    return (*given[:at], *rest, *given[at + 1:])


def rename(self, *names, **rename_map):
    """A view of self with new names: given in order (None drops them all), or as old=new keywords."""
    return attach(_alias(self), _renamed(self, names, rename_map, "rename"))


def rename_(self, *names, **rename_map):
    return attach(self, _renamed(self, names, rename_map, "rename_"))


def _renamed(self, names, rename_map, api):
    """The names rename and rename_ give self (torch/_namedtensor_internals.py's update_names)."""
    if names and rename_map:
        raise RuntimeError(f"{api}: This function takes either positional args or keyword args, but not both. Use "
                           f"tensor.{api}(*names) to name dims and tensor.{api}(**rename_map) to rename dims.")
    current = names_of(self)
    if rename_map:
        renamed = list(current)
        for old, new in rename_map.items():
            if old not in current:
                raise RuntimeError(f"{api}: Tried to rename dim '{old}' to dim {new} in Tensor[{current}] but dim "
                                   f"'{old}' does not exist")
            renamed[current.index(old)] = new
        return renamed
    return None if names == (None,) else _expand_ellipsis(current, names)


def _alias(self):
    """A view of all of self that autograd records as PyTorch's alias does."""
    from ._ops import INTERNAL

    with _Unnamed((self,)):
        return INTERNAL["_named_grad"](self, "AliasBackward0")


def refine_names(self, *names):
    """self with its unnamed dims given names; a named dim keeps its own (refining it to another is an error)."""
    current = names_of(self)
    wanted = _expand_ellipsis(current, names)
    if len(wanted) != len(current):
        raise RuntimeError(f"refine_names: cannot coerce Tensor{_show(current)} to Tensor{_show(wanted)} because "
                           "they have a different number of dims "
                           f"({len(current)} and {len(wanted)} respectively).")
    for i, (old, new) in enumerate(zip(current, wanted)):
        if old is not None and old != new:
            raise RuntimeError(f"refine_names: cannot coerce Tensor{_show(current)} to Tensor{_show(wanted)} because "
                               f"'{old}' is different from '{new}' at index {i}")
    return attach(_alias(self), wanted)


def align_to(self, *names):
    """self permuted to `names`' order, with a size-1 dim for each name it lacks ('...' keeps the rest in order)."""
    current = names_of(self)
    wanted = _expand_ellipsis(current, names, unmentioned=True)
    for n in current:
        if n is None and tuple(names) == wanted:  # unnamed dims may only go where ... stands
            raise RuntimeError(f"align_to: All input dims must be named. Found unnamed dim at index "
                               f"{current.index(None)} of Tensor{_show(current)}")
        if n not in wanted:
            raise RuntimeError(f"align_to: Cannot find dim '{n}' from Tensor{_show(wanted)} in desired alignment "
                               f"{_show(wanted)}.")
    return _aligned(self, current, wanted)


def _aligned(self, current, wanted):
    unnamed = iter([i for i, n in enumerate(current) if n is None])
    sources = [next(unnamed) if n is None else current.index(n) if n in current else None for n in wanted]
    order = [i for i in sources if i is not None]
    shape = [1 if i is None else self.size(i) for i in sources]
    with _Unnamed((self,)):
        t = self.permute(order).reshape(shape) if order else self.reshape(shape)
    return attach(t, wanted)


def align_as(self, other):
    return align_to(self, *names_of(other))


# -- ops' name rules (ATen's NamedTensorUtils.cpp) ----------------------------------------------------------------
def _run(func, args, kwargs):
    with _Unnamed((*args, *kwargs.values())):
        return func(*args, **kwargs)


def _positional(self, dim):
    if type(dim) is str:
        return lookup(self, dim)
    if type(dim) in (list, tuple):
        return type(dim)(_positional(self, d) for d in dim)
    return dim


def _dims_given(args, kwargs, key="dim"):
    """(args, kwargs) with the dim argument (args[1] or the keyword) given as positions of args[0]'s dims."""
    self = args[0]
    if key in kwargs:
        return args, {**kwargs, key: _positional(self, kwargs[key])}
    if len(args) > 1:
        return (self, _positional(self, args[1]), *args[2:]), kwargs
    return args, kwargs


def _pointwise(func, args, kwargs):
    names = ()
    for a in _flat((*args, *kwargs.values())):
        if isinstance(a, Tensor):
            names = unify(names, names_of(a))
    return _named_result(_run(func, args, kwargs), names)


def _same(func, args, kwargs):
    """An op that keeps its input's shape and names (softmax, cumsum), its dim given by name or position."""
    self = args[0]
    args, kwargs = _dims_given(args, kwargs)
    return _named_result(_run(func, args, kwargs), names_of(self))


def _reduction(func, args, kwargs):
    self = args[0]
    args, kwargs = _dims_given(args, kwargs)
    dims = kwargs.get("dim", args[1] if len(args) > 1 else None)
    keepdim = kwargs.get("keepdim", args[2] if len(args) > 2 and type(args[2]) is bool else False)
    names = names_of(self)
    if dims is None or dims == () or dims == []:
        out = () if not keepdim else names
    else:
        dims = {d % self.dim() for d in (dims if type(dims) in (list, tuple) else (dims,))}
        out = names if keepdim else tuple(n for i, n in enumerate(names) if i not in dims)
    return _named_result(_run(func, args, kwargs), out)


def _transpose(func, args, kwargs):
    self, d0, d1 = args[0], _positional(args[0], args[1]), _positional(args[0], args[2])
    names = list(names_of(self))
    names[d0], names[d1] = names[d1], names[d0]
    return attach(_run(func, (self, d0, d1), kwargs), names)


def _matmul(func, args, kwargs):
    a, b = names_of(args[0]), names_of(args[1])
    names = unify(a[:max(len(a) - 2, 0)], b[:max(len(b) - 2, 0)], "matmul")
    names += a[-2:-1] + b[-1:] if len(b) >= 2 else a[-2:-1]
    return attach(_run(func, args, kwargs), names)


def _linear(func, args, kwargs):
    """linear runs addmm on a matrix (its rows keep their name, its features are unnamed) and matmul on a vector;
    a batch of matrices it views as one, which names refuse."""
    if args[0].dim() > 2:
        raise _unsupported("view")
    return attach(_run(func, args, kwargs), names_of(args[0])[:-1] + (None,))


def _cat(func, args, kwargs):
    names = None
    for t in args[0]:
        names = names_of(t) if names is None else unify(names, names_of(t), "cat")
    return attach(_run(func, args, kwargs), names)


def _flatten(func, args, kwargs):
    self, dims, out_dim = args[0], args[1], args[2]
    names = names_of(self)
    first, last = lookup(self, dims[0]), lookup(self, dims[-1])
    with _Unnamed((self,)):
        t = func(self, first, last)
    return attach(t, (*names[:first], out_dim, *names[last + 1:]))


def _unflatten(func, args, kwargs):
    self, dim, sizes = args
    names = names_of(self)
    at = _positional(self, dim)
    new = tuple(n for n, _ in sizes)
    with _Unnamed((self,)):
        t = func(self, at, [s for _, s in sizes])
    return attach(t, (*names[:at], *new, *names[at + 1:]))


def _squeeze(func, args, kwargs):
    self = args[0]
    args, kwargs = _dims_given(args, kwargs)
    dims = kwargs.get("dim", args[1] if len(args) > 1 else None)
    dims = range(self.dim()) if dims is None else dims if type(dims) in (list, tuple) else (dims,)
    gone = {d % self.dim() for d in dims if self.size(d) == 1}
    return attach(_run(func, args, kwargs), [n for i, n in enumerate(names_of(self)) if i not in gone])


def _t(func, args, kwargs):
    return attach(_run(func, args, kwargs), names_of(args[0])[::-1])


def _expand(func, args, kwargs):
    """expand: the new leading dims are unnamed."""
    names = names_of(args[0])
    result = _run(func, args, kwargs)
    return attach(result, (None,) * (result.dim() - len(names)) + names)


def _getitem(func, args, kwargs):
    """Basic indexing: an int drops its dim's name, a slice keeps it, None adds an unnamed dim."""
    self, index = args
    index = index if type(index) is tuple else (index,)
    if not all(i is None or i is Ellipsis or type(i) in (int, slice) for i in index):
        raise _unsupported("index.Tensor")
    names, out, at = names_of(self), [], 0
    consumed = sum(i is not None and i is not Ellipsis for i in index)
    for i in index:
        if i is None:
            out.append(None)
        elif i is Ellipsis:
            out += names[at:at + len(names) - consumed]
            at += len(names) - consumed
        else:
            if type(i) is slice:
                out.append(names[at])
            at += 1
    return attach(_run(func, args, kwargs), out + list(names[at:]))


def _named_result(result, names):
    if isinstance(result, tuple):  # (values, indices) of max(dim) and the like
        for r in result:
            attach(r, names)
        return result
    return attach(result, names) if isinstance(result, Tensor) else result


_POINTWISE = ("add sub mul div truediv floordiv mod remainder pow neg abs exp log log2 log10 log1p expm1 sqrt rsqrt sin "
              "cos tan sinh cosh tanh asin acos atan atan2 sigmoid relu gelu silu erf clamp clip sign floor ceil round "
              "trunc reciprocal square eq ne lt le gt ge maximum minimum logical_not logical_and logical_or and "
              "or xor invert bitwise_not clone contiguous detach float double half int long bool to type_as zero fill "
              "copy dropout masked_fill zeros_like ones_like empty_like rand_like randn_like full_like").split()
_METADATA = set("dim ndimension numel nelement item tolist __len__ __bool__ __float__ __int__ __index__ __format__ "
                "backward requires_grad_ "
                "retain_grad is_contiguous is_floating_point element_size numpy register_hook get_device data_ptr "
                "storage_offset stride rename rename_ refine_names align_to align_as has_names".split())
# the ATen overloads PyTorch's refusals name, where they are not the op's own name
_ATEN = {"where": "where.self"}
_SAME = "softmax log_softmax cumsum cumprod".split()
_REDUCTIONS = "sum mean prod std var amax amin max min logsumexp all any norm argmax argmin".split()
_RULES = {**{n: _pointwise for n in _POINTWISE}, **{n: _same for n in _SAME},
          **{n: _reduction for n in _REDUCTIONS}, "transpose": _transpose, "matmul": _matmul, "mm": _matmul,
          "bmm": _matmul, "cat": _cat, "linear": _linear, "squeeze": _squeeze, "t": _t,
          "expand": _expand, "getitem": _getitem, "flatten": _flatten, "unflatten": _unflatten}
