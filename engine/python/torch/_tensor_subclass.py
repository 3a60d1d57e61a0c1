"""Tensor subclasses as PyTorch has them: Tensor's default __torch_function__, which keeps results in the subclass,
and the dispatch of the Tensor methods and properties written in Python.

Engine ops dispatch by themselves (torch/_torch_function.py). Methods and properties written in Python here never
encode their self, so a subclass whose __torch_function__ is live gets, on its own class, versions of them that go
through __torch_function__ first, as PyTorch's do (handle_torch_function in torch/_tensor.py and the C methods).
Plain tensors keep Tensor's own methods and pay nothing.
"""
import functools
import inspect
import types

from . import _torch_function
from ._tensor import Tensor

# operators bound in C, which dispatch as the method of the op they run (python_variable_methods.cpp)
_OPERATOR_OPS = {
    "__add__": "add", "__radd__": "add", "__iadd__": "add_", "__sub__": "sub", "__isub__": "sub_", "__mul__": "mul",
    "__rmul__": "mul", "__imul__": "mul_", "__truediv__": "div", "__itruediv__": "div_", "__mod__": "remainder",
    "__imod__": "remainder_", "__pow__": "pow", "__ipow__": "pow_", "__matmul__": "matmul", "__eq__": "eq",
    "__ne__": "ne", "__lt__": "lt", "__le__": "le", "__gt__": "gt", "__ge__": "ge", "__neg__": "neg", "__abs__": "abs",
    "__invert__": "bitwise_not",
}
# the other dunders PyTorch dispatches (iteration is not dispatched, see gh-54457)
_DUNDERS = {
    "__rsub__", "__rtruediv__", "__floordiv__", "__rfloordiv__", "__ifloordiv__", "__rmod__", "__rpow__",
    "__rmatmul__", "__and__", "__rand__", "__iand__", "__or__", "__ror__", "__ior__", "__xor__", "__rxor__", "__ixor__",
    "__lshift__", "__rlshift__", "__ilshift__", "__rshift__", "__rrshift__", "__irshift__", "__getitem__",
    "__setitem__", "__repr__", "__format__", "__len__", "__float__", "__int__", "__bool__", "__index__",
    "__contains__", "__pos__", "__reversed__", "__array__",
} | _OPERATOR_OPS.keys()
# Tensor's methods that never dispatch (get_ignored_functions)
_IGNORED = {"as_subclass", "new", "new_tensor", "new_empty", "new_empty_strided", "new_zeros", "new_ones", "new_full",
            "stride", "unflatten"}


def _nowrap():
    """get_default_nowrap_functions: results handed back as they are, not converted to the subclass."""
    return {Tensor._base.__get__, Tensor.grad.__get__}


def _convert(ret, cls):
    if cls is Tensor:
        return ret
    if isinstance(ret, Tensor) and not isinstance(ret, cls):
        ret = ret.as_subclass(cls)
    if isinstance(ret, (tuple, list)):
        # also structseqs such as torch.return_types, which take one iterable
        ret = type(ret)(_convert(r, cls) for r in ret)
    return ret


def __torch_function__(cls, func, types, args=(), kwargs=None):
    """Runs func with dispatch to subclasses off, then makes its Tensor results instances of cls (unless func is
    one whose results stay as they are)."""
    if kwargs is None:
        kwargs = {}
    if not all(issubclass(cls, t) for t in types):
        return NotImplemented
    with _torch_function.DisableTorchFunctionSubclass():
        ret = func(*args, **kwargs)
        if func in _nowrap():
            return ret
        return _convert(ret, cls)


def _dispatching(name, original):
    """A Tensor method written in Python that sends its call through __torch_function__ first."""
    op = _OPERATOR_OPS.get(name)

    @functools.wraps(original)
    def method(self, *args, **kwargs):
        if not (_torch_function.state["subclasses"] or _torch_function.mode_active()):
            return original(self, *args, **kwargs)
        public = getattr(Tensor, op or name)
        return _torch_function.handle(public, (self,) + args + tuple(kwargs.values()), (self,) + args, kwargs)

    return method


def _dispatching_property(name, prop):
    """A Tensor property whose getter goes through __torch_function__ first (with Tensor.<name>.__get__ as func)."""
    def get(self):
        if not (_torch_function.state["subclasses"] or _torch_function.mode_active()):
            return prop.__get__(self)
        return _torch_function.handle(getattr(Tensor, name).__get__, (self,), (self,), {})

    return property(get, prop.fset, prop.fdel, prop.__doc__)


def _dispatches(name, value):
    if name in _DUNDERS:
        return isinstance(value, types.FunctionType)
    if name.startswith("_") or name in _IGNORED:
        return False
    if isinstance(value, property):
        return True
    return isinstance(value, types.FunctionType) and not getattr(value, "_engine_op", False)


def __init_subclass__(cls, **kwargs):
    """A subclass defined in this package stands for one of PyTorch's own tensor kinds (Parameter, complex, sparse,
    quantized), which never dispatch; a reader's subclass with a live __torch_function__ dispatches the methods it
    inherits from Tensor."""
    super(Tensor, cls).__init_subclass__(**kwargs)
    if cls.__module__.split(".")[0] == "torch" and "__torch_function__" not in vars(cls):
        cls.__torch_function__ = _torch_function._disabled_torch_function_impl
    if not _torch_function.live(cls):
        return
    _torch_function.activate()
    for name, value in vars(Tensor).items():
        if _dispatches(name, value) and inspect.getattr_static(cls, name) is value:
            if isinstance(value, property):
                setattr(cls, name, _dispatching_property(name, value))
            else:
                setattr(cls, name, _dispatching(name, value))


def install():
    Tensor.__torch_function__ = classmethod(__torch_function__)
    Tensor.__init_subclass__ = classmethod(__init_subclass__)
