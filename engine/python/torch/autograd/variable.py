"""torch.autograd.Variable: the pre-0.4 wrapper, now a name for Tensor that still constructs one."""
import warnings

from .._tensor import Tensor


class VariableMeta(type):
    def __instancecheck__(cls, other):
        return isinstance(other, Tensor)


class Variable(metaclass=VariableMeta):
    """Variable(data, requires_grad=False): a tensor sharing data's memory, a leaf of its own history."""

    def __new__(cls, data=None, requires_grad=False, volatile=False):
        if volatile:
            warnings.warn("volatile was removed and now has no effect. Use `with torch.no_grad():` instead.",
                          stacklevel=2)
        if data is None:
            from .. import empty

            data = empty(0)
        elif not isinstance(data, Tensor):
            raise TypeError(f"Variable data has to be a tensor, but got {type(data).__name__}")
        return data.detach().requires_grad_(requires_grad)
