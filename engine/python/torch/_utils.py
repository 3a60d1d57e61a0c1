"""How tensors pickle: their values travel, never the engine's handle (which means nothing in another runtime)."""
from pyodide.ffi import to_js

from ._engine import _E
from . import _engine

# the element format of the values the engine exports for each kind of dtype
_FORMATS = {"float": "d", "bool": "B", "int": "q"}


def _kind(dtype):
    return "float" if dtype.is_floating_point else ("bool" if dtype._name == "bool" else "int")


def reduce_tensor(t):
    from ._tensor import Tensor

    source = t.detach().cpu()
    raw = bytes(_engine.engine(_E.values, source._i).to_py())
    args = (t.dtype._name, tuple(t.shape), raw, str(t.device))
    state = dict(t.__dict__) or None
    if type(t) is not Tensor:
        return _rebuild_parameter, (_rebuild_tensor(*args), t.requires_grad, type(t)), state
    return _rebuild_tensor, args + (t.requires_grad,), state


def _rebuild_tensor(dtype, shape, raw, device, requires_grad=False):
    from ._dtype import BY_NAME
    from ._tensor import Tensor

    values = memoryview(raw).cast(_FORMATS[_kind(BY_NAME[dtype])])
    t = Tensor._wrap(_engine.engine(_E.from_values, to_js(values), to_js(list(shape)), dtype))
    if device != "cpu":
        t = t.to(device)
    return t.requires_grad_(True) if requires_grad else t


def _rebuild_parameter(data, requires_grad, cls=None):
    from .nn.parameter import Parameter

    return (cls or Parameter)(data, requires_grad)
