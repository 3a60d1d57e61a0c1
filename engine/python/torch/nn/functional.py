"""torch.nn.functional: the stateless forms of the layers."""
from .. import _ops


def linear(input, weight, bias=None):  # noqa: A002
    return _ops.INTERNAL["linear"](input, weight, bias)


def relu(input, inplace=False):  # noqa: A002
    if inplace:
        return input.relu_()
    return input.relu()
