"""conv1d/conv2d/conv3d's string-padding overload, as ATen's _convolution_mode: 'valid' pads nothing; 'same' pads so
each spatial output size equals the input's: half the kernel's dilated reach on each side, and when that reach is odd
the extra zero goes on the far side by an explicit pad of the input (the kernels pad symmetrically only)."""
from . import _engine
from ._warn_once import warn_once


def _per_dim(value, d):
    return list(value) if isinstance(value, (tuple, list)) else [value] * d


def _same_padding(d, input, weight, stride, dilation):  # noqa: A002
    """The symmetric padding for the kernels and the input (batched or not: only its last d dims are padded) padded by
    the odd zeros, as _convolution_same does; None where the weight does not fit, for the convolution to refuse."""
    if weight.dim() != d + 2:
        return None, input
    if any(s != 1 for s in _per_dim(stride, d)):
        raise RuntimeError("padding='same' is not supported for strided convolutions")
    dilations = _per_dim(dilation, d)
    padding, extra = [], [0] * (2 * d)
    for i in range(d):
        reach = dilations[i if len(dilations) > 1 else 0] * (weight.shape[2 + i] - 1)
        padding.append(reach // 2)
        # F.pad lists the last dim first
        extra[2 * (d - 1 - i) + 1] = reach % 2
    if any(extra):
        warn_once("Using padding='same' with even kernel lengths and odd dilation may require a zero-padded copy of "
                  "the input be created")
        input = _engine.call("constant_pad_nd", (input, extra, 0), {})  # noqa: A001
    return padding, input


def _conv(d):
    name = f"conv{d}d"

    def conv(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):  # noqa: A002
        if isinstance(padding, str):
            if padding == "valid":
                padding = 0
            elif padding == "same":
                padding = 0
                # an input of the wrong rank is left for the convolution's own batchify check to refuse
                if input.dim() in (d + 1, d + 2):
                    same, padded = _same_padding(d, input, weight, stride, dilation)
                    if same is not None:
                        input, padding = padded, same  # noqa: A001
            else:
                raise RuntimeError(f"Invalid padding string: '{padding}'")
        from ._ops import INTERNAL

        # the engine op's own binding: its argument errors and __torch_function__ dispatch
        return INTERNAL[name](input, weight, bias, stride, padding, dilation, groups)

    conv.__name__ = name
    return conv


FUNCTIONS = {f"conv{d}d": _conv(d) for d in (1, 2, 3)}
