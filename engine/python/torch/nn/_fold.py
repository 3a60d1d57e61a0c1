"""F.unfold (ATen's im2col) and F.fold (col2im): sliding blocks of a batch of images as columns, and columns summed
back into images. A block is a strided view of the zero-padded image, so unfold copies exactly; fold adds each
column entry into its pixel in the order col2im does (kernel position outermost), so overlaps sum as PyTorch's do.
"""
from ._more_functional import _recorded_as
from .modules.utils import _pair


def _torch():
    import torch

    return torch


# each geometry argument's check: its message and the names it gives the two values
_RULES = {"kernel": ("kernel size should be greater than zero", "kernel_height", "kernel_width", 1),
          "dilation": ("dilation should be greater than zero", "dilation_height", "dilation_width", 1),
          "padding": ("padding should be non-negative", "pad_height", "pad_width", 0),
          "stride": ("stride should be greater than zero", "stride_height", "stride_width", 1)}


def _check_geometry(**geometry):
    """The checks im2col and col2im share, in the order each makes them (the keywords' order)."""
    for name, (h, w) in geometry.items():
        message, h_name, w_name, least = _RULES[name]
        if not (w >= least and h >= least):
            raise RuntimeError(f"{message}, but got {h_name}: {h} {w_name}: {w}")


def _blocks(size, k, d, p, s):
    """How many blocks fit along one spatial dim (div_rtn rounds toward negative infinity, as // does)."""
    return (size + 2 * p - (d * (k - 1) + 1)) // s + 1


def _geometry_text(kernel, dilation, padding, stride=None):
    text = f"kernel_size=({kernel[0]}, {kernel[1]}), dilation=({dilation[0]}, {dilation[1]}), " \
           f"padding=({padding[0]}, {padding[1]})"
    return text + (f", stride=({stride[0]}, {stride[1]})" if stride is not None else "")


def unfold(input, kernel_size, dilation=1, padding=0, stride=1):  # noqa: A002
    """(N, C, H, W) -> (N, C * kh * kw, L): each block's elements, channel-major then row-major, one column each."""
    k, d, p, s = _pair(kernel_size), _pair(dilation), _pair(padding), _pair(stride)
    _check_geometry(kernel=k, dilation=d, padding=p, stride=s)
    shape = list(input.shape)
    valid = input.size(1) != 0 and input.size(2) != 0  # a 2-D input fails here, with an IndexError
    if not ((input.dim() == 3 and shape[0] and valid) or (input.dim() == 4 and valid and shape[3])):
        raise RuntimeError("Expected 3D or 4D (batch mode) tensor with possibly 0 batch size and other non-zero "
                           f"dimensions for input, but got: {shape}")
    x = input if input.dim() == 4 else input.unsqueeze(0)
    n, c, h, w = x.shape
    oh, ow = _blocks(h, k[0], d[0], p[0], s[0]), _blocks(w, k[1], d[1], p[1], s[1])
    if oh < 1 or ow < 1:
        raise RuntimeError(f"Given input with spatial size ({h}, {h}), {_geometry_text(k, d, p)}, calculated shape of "
                           f"the array of sliding blocks as ({oh}, {ow}), but its components must be at least one.")
    padded = _torch().nn.functional.pad(x, (p[1], p[1], p[0], p[0])).contiguous()
    st = padded.stride()
    # kernel dims ahead of block dims, so a pixel's gradient gathers its blocks in col2im's order
    blocks = padded.as_strided((n, c, k[0], k[1], oh, ow),
                               (st[0], st[1], st[2] * d[0], st[3] * d[1], st[2] * s[0], st[3] * s[1]))
    out = blocks.reshape(n, c * k[0] * k[1], oh * ow)
    return _recorded_as("Im2ColBackward0", out if input.dim() == 4 else out.squeeze(0))


def fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1):  # noqa: A002
    """(N, C * kh * kw, L) -> (N, C, H, W): every column entry added into the pixel its block read it from."""
    torch = _torch()
    size, k, d, p, s = _pair(output_size), _pair(kernel_size), _pair(dilation), _pair(padding), _pair(stride)
    _check_geometry(kernel=k, stride=s, dilation=d, padding=p)
    shape = list(input.shape)
    if not ((input.dim() == 2 and shape[0] and shape[1]) or (input.dim() == 3 and shape[1] and shape[2])):
        raise RuntimeError("Expected 2D or 3D (batch mode) tensor for input with possibly 0 batch size and non-zero "
                           f"dimensions for input, but got: {shape}")
    cols = input if input.dim() == 3 else input.unsqueeze(0)
    n, planes, length = cols.shape
    if planes % (k[0] * k[1]):
        raise RuntimeError("Expected size of input's dimension 1 to be divisible by the product of kernel_size, but "
                           f"got input.size(1)={planes} and kernel_size=({k[0]}, {k[1]}).")
    bh, bw = _blocks(size[0], k[0], d[0], p[0], s[0]), _blocks(size[1], k[1], d[1], p[1], s[1])
    given = f"Given output_size=({size[0]}, {size[1]}), {_geometry_text(k, d, p, s)}"
    if length != bh * bw:
        raise RuntimeError(f"{given}, expected size of input's dimension 2 to match the calculated number of sliding "
                           f"blocks {bh} * {bw} = {bh * bw}, but got input.size(2)={length}.")
    if bh < 1 or bw < 1:
        raise RuntimeError(f"{given}, calculated shape of the array of sliding blocks as ({bh}, {bw}), which is too "
                           "small (non-positive)")
    if size[1] < 1 or size[0] < 1:
        raise RuntimeError(f"Expected output spatial size to be positive, but got: output_size=({size[0]}, {size[1]}).")
    c = planes // (k[0] * k[1])
    hp, wp = size[0] + 2 * p[0], size[1] + 2 * p[1]
    rows = (torch.arange(k[0], device=input.device) * d[0]).reshape(-1, 1, 1, 1) + (torch.arange(bh, device=input.device) * s[0]).reshape(1, 1, -1, 1)
    columns = (torch.arange(k[1], device=input.device) * d[1]).reshape(1, -1, 1, 1) + (torch.arange(bw, device=input.device) * s[1]).reshape(1, 1, 1, -1)
    pixels = (rows * wp + columns).reshape(-1)
    image = input.new_zeros((n, c, hp * wp)).index_add_(2, pixels, cols.reshape(n, c, -1))
    out = image.reshape(n, c, hp, wp)[:, :, p[0]:p[0] + size[0], p[1]:p[1] + size[1]]
    return _recorded_as("Col2ImBackward0", out if input.dim() == 3 else out.squeeze(0))
