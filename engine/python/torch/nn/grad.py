"""torch.nn.grad: the gradients of a convolution with respect to its input and to its weight, on their own.

PyTorch computes them with the convolution's backward kernel; here they are the convolution's own backward, run
by autograd on a convolution of the given shapes (it is linear in each, so the input or weight it starts from does
not matter). Differentiable when grad mode is on and an argument requires grad, as PyTorch's backward is.
"""
import torch

from . import functional as F

__all__ = ["conv1d_input", "conv1d_weight", "conv2d_input", "conv2d_weight", "conv3d_input", "conv3d_weight"]


def _backward(conv, input, weight, grad_output, wrt, stride, padding, dilation, groups):  # noqa: A002
    graph = torch.is_grad_enabled() and any(t.requires_grad for t in (input, weight, grad_output))
    with torch.enable_grad():
        leaf = (input if wrt == 0 else weight).detach().requires_grad_()
        operands = (leaf, weight) if wrt == 0 else (input, leaf)
        out = conv(*operands, None, stride, padding, dilation, groups)
        return torch.autograd.grad(out, leaf, grad_output, create_graph=graph)[0]


def _input_grad(conv):
    def grad_input(input_size, weight, grad_output, stride=1, padding=0, dilation=1, groups=1):
        input = grad_output.new_zeros(input_size)  # noqa: A001
        return _backward(conv, input, weight, grad_output, 0, stride, padding, dilation, groups)

    return grad_input


def _weight_grad(conv):
    def grad_weight(input, weight_size, grad_output, stride=1, padding=0, dilation=1, groups=1):  # noqa: A002
        weight = grad_output.new_zeros(weight_size)
        return _backward(conv, input, weight, grad_output, 1, stride, padding, dilation, groups)

    return grad_weight


conv1d_input, conv1d_weight = _input_grad(F.conv1d), _weight_grad(F.conv1d)
conv2d_input, conv2d_weight = _input_grad(F.conv2d), _weight_grad(F.conv2d)
conv3d_input, conv3d_weight = _input_grad(F.conv3d), _weight_grad(F.conv3d)
for _name in __all__:
    globals()[_name].__name__ = globals()[_name].__qualname__ = _name
