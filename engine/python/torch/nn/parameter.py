from .._engine import _E
from .._tensor import Tensor


class Parameter(Tensor):
    """A tensor that a Module registers as one of its parameters; it requires grad unless told otherwise."""

    def __new__(cls, data=None, requires_grad=True):
        if data is None:
            from .. import empty

            data = empty(0)
        p = object.__new__(cls)
        p._i = _E.alias(data._i)
        p.requires_grad = requires_grad
        return p

    def __init__(self, data=None, requires_grad=True):
        pass

    def __repr__(self):
        return "Parameter containing:\n" + super().__repr__()
