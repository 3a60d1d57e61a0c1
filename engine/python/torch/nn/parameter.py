import sys

from .._engine import _E, OPS
from .._tensor import _OPERATORS, Tensor

# every operator dunder (plain, reflected and in-place) and the op PyTorch names when it refuses one
_OPERATOR_METHODS = {f"__{p}{name}__": op for name, op in _OPERATORS for p in ("", "r", "i")}


class _ParameterMeta(type(Tensor)):
    def __instancecheck__(self, instance):
        """A reader's tensor subclass made a Parameter stays of its type, flagged as a parameter (_is_param)."""
        if self is Parameter and isinstance(instance, Tensor) and getattr(instance, "_is_param", False):
            return True
        return super().__instancecheck__(instance)


class Parameter(Tensor, metaclass=_ParameterMeta):
    """A tensor that a Module registers as one of its parameters; it requires grad unless told otherwise."""

    def __new__(cls, data=None, requires_grad=True):
        if data is None:
            from .. import empty

            data = empty(0)
        if type(data).__module__.split(".")[0] != "torch":
            return _custom_parameter(data, requires_grad)
        if data._complex:
            return _complex_parameter(cls, data, requires_grad)
        p = object.__new__(cls)
        p._i = _E.alias(data._i)
        p._set_requires_grad(requires_grad)
        return p

    def __init__(self, data=None, requires_grad=True):
        pass

    def __repr__(self):
        return "Parameter containing:\n" + super().__repr__()


def _custom_parameter(data, requires_grad):
    """A parameter over a reader's tensor subclass: its own detached alias, flagged as a parameter (our own tensor
    kinds stand for PyTorch's plain tensors and become Parameter objects)."""
    t = data.detach().requires_grad_(requires_grad)
    if type(t) is not type(data):
        raise RuntimeError(f"Creating a Parameter from an instance of type {type(data).__name__} requires that "
                           f"detach() returns an instance of the same type, but return type {type(t).__name__} was "
                           "found instead. To use the type as a Parameter, please correct the detach() semantics "
                           "defined by its __torch_dispatch__() implementation.")
    t._is_param = True
    return t


def _complex_parameter(cls, data, requires_grad):
    """A complex parameter: a parameter over an alias of data's (real, imag) pairs, which hold its gradient."""
    from .._complex import ComplexTensor, _resolved

    kind = cls if issubclass(cls, ComplexTensor) else _COMPLEX_KINDS.get(cls)
    if kind is None:
        kind = _COMPLEX_KINDS[cls] = type(cls.__name__, (cls, ComplexTensor), {"__module__": cls.__module__})
    p = object.__new__(kind)
    pairs = _resolved(data)._r  # held while aliased: a handle goes back when its tensor dies
    p._r = Tensor._wrap(_E.alias(pairs._i))
    p._i = p._r._i
    p._conj = False
    p._r._set_requires_grad(requires_grad)
    return p


_COMPLEX_KINDS = {}


def _method_name(name):
    return f"<method '{name}' of 'torch._C.TensorBase' objects>"


def _calling_op():
    """The engine op whose arguments are being encoded, named as PyTorch names the function it refuses: a Tensor
    method's frame holds `self`."""
    frame = sys._getframe(2)
    while frame is not None:
        local = frame.f_locals
        name = local.get("name")
        if isinstance(name, str) and name in OPS:
            return _method_name(name) if "self" in local else f"<built-in function {name}>"
        frame = frame.f_back
    return "<built-in function>"


def _refusing(dunder, op):
    """An operator (w + 1, w @ x): the engine call it makes skips argument encoding, so it refuses here."""
    def refuse(self, *args):
        raise ValueError(_misuse(self, _method_name(op)))

    refuse.__name__ = dunder
    return refuse


def _misuse(self, func):
    return (f"Attempted to use an uninitialized parameter in {func}. This error happens when you are using a "
            f"`LazyModule` or explicitly manipulating `torch.nn.parameter.{type(self).__name__}` objects. When using "
            "LazyModules Call `forward` with a dummy batch to initialize the parameters before calling torch "
            "functions")


def _converting(method):
    """An allowed conversion (float(), to(), cuda(), ...): the same kind of uninitialized tensor, converted."""
    def convert(self, *args, **kwargs):
        data = self.data
        out = getattr(Tensor, method)(data, *args, **kwargs)
        if out.dtype == data.dtype and out.device == data.device:
            return self
        return type(self)(self.requires_grad, out.device, out.dtype)

    convert.__name__ = method
    return convert


class UninitializedTensorMixin:
    """A parameter or buffer whose shape a lazy module learns from its first input: until `materialize` gives it
    one, it holds no data, and using it in an op raises (size, dtype and device conversions are allowed)."""

    __slots__ = ()

    def __init__(self, *args, **kwargs):
        pass

    def materialize(self, shape, device=None, dtype=None):
        from .. import empty

        data = self.data
        self.data = empty(shape, device=data.device if device is None else device,
                          dtype=data.dtype if dtype is None else dtype)
        self.__class__ = self.cls_to_become

    @property
    def shape(self):
        raise RuntimeError(
            "Can't access the shape of an uninitialized parameter or buffer. This error usually happens in "
            "`load_state_dict` when trying to load an uninitialized parameter into an initialized one. Call "
            "`forward` to initialize the parameters before accessing their attributes.")

    def size(self, dim=None):
        shape = Tensor.shape.fget(self)
        return shape if dim is None else shape[dim]

    def share_memory_(self):
        raise RuntimeError(
            "Can't share memory on an uninitialized parameter or buffer. Call `forward` to initialize the "
            "parameters before calling `module.share_memory()`.")

    def _refuse_use(self):
        raise ValueError(_misuse(self, _calling_op()))

    for _method in ("half", "float", "double", "char", "short", "int", "long", "cuda", "cpu", "to"):
        locals()[_method] = _converting(_method)
    for _method, _op in _OPERATOR_METHODS.items():
        locals()[_method] = _refusing(_method, _op)
    del _method, _op

    def __repr__(self):
        return f"<{type(self).__name__}>"

    def __reduce_ex__(self, proto):
        return (type(self), (self.requires_grad,))

    def __deepcopy__(self, memo):
        if id(self) not in memo:
            data = self.data
            memo[id(self)] = type(self)(self.requires_grad, data.device, data.dtype)
        return memo[id(self)]


def is_lazy(param):
    return isinstance(param, UninitializedTensorMixin)


def _empty_handle(device, dtype):
    from .. import empty

    data = empty(0, device=device, dtype=dtype)  # held while aliased: a dropped tensor's handle may be released
    return _E.alias(data._i)


class UninitializedParameter(UninitializedTensorMixin, Parameter):
    """A Parameter whose shape is not yet known; `materialize` makes it a Parameter."""

    cls_to_become = Parameter

    def __new__(cls, requires_grad=True, device=None, dtype=None):
        p = object.__new__(cls)
        p._i = _empty_handle(device, dtype)
        p._set_requires_grad(requires_grad)
        return p


class UninitializedBuffer(UninitializedTensorMixin, Tensor):
    """A buffer whose shape is not yet known; `materialize` makes it a plain Tensor."""

    cls_to_become = Tensor

    def __new__(cls, requires_grad=False, device=None, dtype=None):
        b = object.__new__(cls)
        b._i = _empty_handle(device, dtype)
        b._set_requires_grad(requires_grad)
        return b


class _BufferMeta(type):
    # a tensor marked as a buffer counts as a Buffer, as PyTorch's metaclass makes it
    def __instancecheck__(cls, instance):
        return isinstance(instance, Tensor) and getattr(instance, "_is_buffer", False)


class Buffer(Tensor, metaclass=_BufferMeta):
    """A tensor that, assigned to a Module attribute, registers as a buffer (persistent unless told otherwise). The
    Buffer call returns the tensor itself, detached and marked, not an instance of this class."""

    def __new__(cls, data=None, *, persistent=True):
        if data is None:
            from .. import empty

            data = empty(0)
        t = data.detach().requires_grad_(data.requires_grad)
        t.persistent = persistent
        t._is_buffer = True
        return t
