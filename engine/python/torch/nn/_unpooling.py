"""F.max_unpool1d/2d/3d: the output size torch.nn.functional works out (or checks, when given), then ATen's
max_unpool2d or max_unpool3d op; a signal unpools as a one-column image, as PyTorch's (so its grad_fn is
SqueezeBackward1)."""
from .. import _ops


def _tuple(v, n):
    return tuple(v) if isinstance(v, (tuple, list)) else (v,) * n


def _unpool_output_size(input, kernel_size, stride, padding, output_size):  # noqa: A002
    input_size = input.size()
    default_size = [(input_size[-len(kernel_size) + d] - 1) * stride[d] + kernel_size[d] - 2 * padding[d]
                    for d in range(len(kernel_size))]
    if output_size is None:
        return default_size
    if len(output_size) == len(kernel_size) + 2:
        output_size = output_size[2:]
    if len(output_size) != len(kernel_size):
        raise ValueError(f"output_size should be a sequence containing {len(kernel_size)} or {len(kernel_size) + 2} "
                         f"elements, but it has a length of '{len(output_size)}'")
    for d in range(len(kernel_size)):
        min_size = default_size[d] - stride[d]
        max_size = default_size[d] + stride[d]
        if not (min_size < output_size[d] < max_size):
            raise ValueError(f'invalid output_size "{output_size}" (dim {d} must be between {min_size} and {max_size})')
    return output_size


def _geometry(n, input, kernel_size, stride, padding, output_size):  # noqa: A002
    kernel_size = _tuple(kernel_size, n)
    stride = _tuple(stride, n) if stride is not None else kernel_size
    padding = _tuple(padding, n)
    return stride, padding, _unpool_output_size(input, kernel_size, stride, padding, output_size)


def max_unpool1d(input, indices, kernel_size, stride=None, padding=0, output_size=None):  # noqa: A002
    _, _, size = _geometry(1, input, kernel_size, stride, padding, output_size)
    return _ops.INTERNAL["max_unpool2d"](input.unsqueeze(-1), indices.unsqueeze(-1), [*size, 1]).squeeze(-1)


def max_unpool2d(input, indices, kernel_size, stride=None, padding=0, output_size=None):  # noqa: A002
    _, _, size = _geometry(2, input, kernel_size, stride, padding, output_size)
    return _ops.INTERNAL["max_unpool2d"](input, indices, list(size))


def max_unpool3d(input, indices, kernel_size, stride=None, padding=0, output_size=None):  # noqa: A002
    stride, padding, size = _geometry(3, input, kernel_size, stride, padding, output_size)
    return _ops.INTERNAL["max_unpool3d"](input, indices, list(size), list(stride), list(padding))
