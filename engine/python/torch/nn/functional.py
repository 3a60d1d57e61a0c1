"""torch.nn.functional: the stateless forms of the layers and losses."""
import math

from .. import _autocast_ops, _dtype, _grad_mode, _memory_format, _ops
from . import _composite_losses as _losses
from .._aten_composite import aten_op
from .._composites import _infer_size, pdist  # noqa: F401
from .._tensor import Tensor
from ._attention import (_canonical_mask, _none_or_dtype, multi_head_attention_forward,  # noqa: F401
                         scaled_dot_product_attention)

_REDUCTIONS = {"none": 0, "mean": 1, "sum": 2}


def _legacy_reduction(size_average, reduce):
    """The reduction the deprecated size_average and reduce flags name, with PyTorch's warning."""
    import warnings

    size_average = True if size_average is None else size_average
    reduce = True if reduce is None else reduce
    ret = "mean" if size_average and reduce else ("sum" if reduce else "none")
    warnings.warn(f"size_average and reduce args will be deprecated, please use reduction='{ret}' instead.")
    return ret


def _reduction(reduction, size_average=None, reduce=None):
    if size_average is not None or reduce is not None:
        reduction = _legacy_reduction(size_average, reduce)
    if reduction not in _REDUCTIONS:
        raise ValueError(f"{reduction} is not a valid value for reduction")
    return _REDUCTIONS[reduction]


def linear(input, weight, bias=None):  # noqa: A002
    return _ops.INTERNAL["linear"](input, weight, bias)


def relu(input, inplace=False):  # noqa: A002
    import torch

    return torch.relu_(input) if inplace else torch.relu(input)


def sigmoid(input):  # noqa: A002
    return input.sigmoid()


def tanh(input):  # noqa: A002
    return input.tanh()


def _get_softmax_dim(name, ndim, stacklevel):
    """PyTorch's deprecated choice of dim when none is given: 0 for 0-, 1- and 3-d inputs, else 1."""
    from .._torch_function import warn

    warn(f"Implicit dimension choice for {name} has been deprecated. "
         "Change the call to include dim=X as an argument.", stacklevel=stacklevel)
    return 0 if ndim in (0, 1, 3) else 1


def softmax(input, dim=None, _stacklevel=3, dtype=None):  # noqa: A002
    if dim is None:
        dim = _get_softmax_dim("softmax", input.dim(), _stacklevel)
    return input.softmax(dim) if dtype is None else input.softmax(dim, dtype=dtype)


def log_softmax(input, dim=None, _stacklevel=3, dtype=None):  # noqa: A002
    if dim is None:
        dim = _get_softmax_dim("log_softmax", input.dim(), _stacklevel)
    return input.log_softmax(dim) if dtype is None else input.log_softmax(dim, dtype=dtype)


def mse_loss(input, target, size_average=None, reduce=None, reduction="mean"):  # noqa: A002
    input, target = _broadcast_loss_operands(input, target)  # noqa: A001
    return _ops.INTERNAL["mse_loss"](input, target, _reduction(reduction, size_average, reduce))


@_autocast_ops.policy("l1_loss")
def l1_loss(input, target, size_average=None, reduce=None, reduction="mean"):  # noqa: A002
    input, target = _broadcast_loss_operands(input, target)  # noqa: A001
    diff = (input - target).abs()
    code = _reduction(reduction, size_average, reduce)
    return diff if code == 0 else (diff.mean() if code == 1 else diff.sum())


def _check_loss_operands(name, input, target):  # noqa: A002
    """The binding's refusal of an input or target that is not a tensor (a numpy array, a list of labels)."""
    for position, (param, value) in enumerate((("input", input), ("target", target)), 1):
        if not isinstance(value, Tensor):
            from .._arg_parser import tp_name

            raise TypeError(f"{name}(): argument '{param}' (position {position}) must be Tensor, not {tp_name(value)}")


def nll_loss(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None,  # noqa: A002
             reduction="mean"):
    _check_loss_operands("nll_loss_nd", input, target)
    return _nll_loss_nd(input, target, weight, _reduction(reduction, size_average, reduce), ignore_index)


def _nll_loss_nd(input, target, weight, code, ignore_index):  # noqa: A002
    """PyTorch's nll_loss_nd: nll_loss for 1-D and 2-D inputs, nll_loss2d for (N, C, d1, ...) ones, whose spatial
    dims fold into one (a 3-D input gains a unit dim)."""
    if input.dim() < 1:
        raise ValueError(f"Expected 1 or more dimensions (got {input.dim()})")
    if input.dim() != 1 and input.size(0) != target.size(0):
        raise ValueError(f"Expected input batch_size ({input.size(0)}) to match target batch_size "
                         f"({target.size(0)}).")
    if input.dim() <= 2:
        return _ops.INTERNAL["nll_loss"](input, target, weight, code, ignore_index)
    if input.dim() == 4:
        return _ops.INTERNAL["nll_loss2d"](input, target, weight, code, ignore_index)
    n, c = input.shape[:2]
    out_size = [n, *input.shape[2:]]
    if list(target.shape[1:]) != out_size[1:]:
        raise RuntimeError(f"Expected target size {out_size}, got {list(target.shape)}")
    input, target = input.contiguous(), target.contiguous()  # noqa: A001
    empty = input.numel() == 0
    input = input.view(n, c, 0, 0) if empty else input.view(n, c, 1, -1)  # noqa: A001
    target = target.view(n, 0, 0) if target.numel() == 0 else target.view(n, 1, -1)
    out = _ops.INTERNAL["nll_loss2d"](input, target, weight, code, ignore_index)
    return out.view(out_size) if code == 0 else out


@_autocast_ops.policy("cross_entropy_loss")
def cross_entropy(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None,  # noqa: A002
                  reduction="mean", label_smoothing=0.0):
    _check_loss_operands("cross_entropy_loss", input, target)
    class_dim = 0 if input.dim() == 1 else 1
    code = _reduction(reduction, size_average, reduce)
    if isinstance(target, Tensor) and target.shape == input.shape:
        # same shapes: class probabilities as targets
        if not target.dtype.is_floating_point:
            from .._out import _scalar_name

            raise RuntimeError("Expected floating point type for target with class probabilities, got "
                               f"{_scalar_name(target.dtype)}")
        if ignore_index >= 0:
            raise RuntimeError("ignore_index is not supported for floating point target")
        return _cross_entropy_probs(input, target, weight, code, label_smoothing, class_dim)
    _check_label_smoothing(label_smoothing)
    logp = log_softmax(input, class_dim)
    nll = _nll_loss_nd(logp, target, weight, code, ignore_index)
    if label_smoothing <= 0:
        return nll
    # PyTorch's cross_entropy_loss_label_smoothing: the NLL blended with the loss against uniform targets
    n_classes = input.size(class_dim)
    ignored = target == ignore_index
    if weight is not None:
        smooth = -(logp * weight.view(_class_shape(input, class_dim))).sum(class_dim)
    else:
        smooth = -logp.sum(class_dim)
    smooth = smooth.masked_fill(ignored, 0.0)
    if code == 1:
        kept = ~ignored
        smooth = smooth.sum() / (weight.gather(0, target.masked_select(kept).flatten()).sum() if weight is not None
                                 else kept.sum())
    elif code == 2:
        smooth = smooth.sum()
    # C++ scales by plain numbers: mul.Scalar (MulBackward1)
    scaled = _ops.INTERNAL["_mul_scalar"]
    return scaled(nll, 1 - label_smoothing) + scaled(smooth, label_smoothing / n_classes)


def _check_label_smoothing(label_smoothing):
    if label_smoothing > 1.0:
        raise RuntimeError(f"label_smoothing must be between 0.0 and 1.0. Got: {label_smoothing:g}")


def _class_shape(input, class_dim):  # noqa: A002
    """A per-class tensor's shape for broadcasting over input: the classes along class_dim, 1 elsewhere."""
    shape = [1] * input.dim()
    shape[class_dim] = input.size(class_dim)
    return shape


def _cross_entropy_probs(input, target, weight, code, label_smoothing, class_dim):  # noqa: A002
    """PyTorch's cross_entropy_loss_prob_target: class probabilities as targets."""
    n_classes = input.size(class_dim)
    if weight is not None and (weight.dim() != 1 or weight.numel() != n_classes):
        raise RuntimeError(f"cross_entropy: weight tensor should be defined either for all {n_classes} classes or no "
                           f"classes but got weight tensor of shape: {list(weight.shape)}")
    _check_label_smoothing(label_smoothing)
    if label_smoothing > 0:
        target = target * (1 - label_smoothing) + (label_smoothing / n_classes)
    terms = log_softmax(input, class_dim) * target
    if weight is not None:
        terms = terms * weight.view(_class_shape(input, class_dim))
    if code == 0:
        return -terms.sum(class_dim)
    if code == 2:
        return -terms.sum()
    if input.numel() == 0:
        return -terms.sum().fill_(math.nan)
    # C++ divides by the integer count: div.Scalar (DivBackward1)
    return _ops.INTERNAL["_div_scalar"](-terms.sum(), input.numel() // n_classes)


def conv2d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):  # noqa: A002
    return _ops.FUNCTIONS["conv2d"](input, weight, bias, stride, padding, dilation, groups)


def conv1d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):  # noqa: A002
    return _ops.FUNCTIONS["conv1d"](input, weight, bias, stride, padding, dilation, groups)


def conv3d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):  # noqa: A002
    return _ops.FUNCTIONS["conv3d"](input, weight, bias, stride, padding, dilation, groups)


def conv_transpose1d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1,  # noqa: A002
                     dilation=1):
    return _ops.FUNCTIONS["conv_transpose1d"](input, weight, bias, stride, padding, output_padding, groups, dilation)


def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1,  # noqa: A002
                     dilation=1):
    return _ops.FUNCTIONS["conv_transpose2d"](input, weight, bias, stride, padding, output_padding, groups, dilation)


def conv_transpose3d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1,  # noqa: A002
                     dilation=1):
    return _ops.FUNCTIONS["conv_transpose3d"](input, weight, bias, stride, padding, output_padding, groups, dilation)


def leaky_relu(input, negative_slope=0.01, inplace=False):  # noqa: A002
    return _nn("leaky_relu", input, inplace, negative_slope)


def gelu(input, approximate="none"):  # noqa: A002
    if approximate not in ("none", "tanh"):
        # get_gelutype_enum's refusal
        raise RuntimeError("approximate argument must be either none or tanh.")
    return _ops.INTERNAL["gelu"](input, approximate=approximate)


def _nn(name, input, inplace, *args):  # noqa: A002
    """Calls the torch._C._nn op `name`, or its in-place form, which returns the input itself as PyTorch's does."""
    if not inplace:
        return _ops.INTERNAL[name](input, *args)
    _ops.INTERNAL[name + "_"](input, *args)
    return input


def silu(input, inplace=False):  # noqa: A002
    return _nn("silu", input, inplace)


def mish(input, inplace=False):  # noqa: A002
    return _nn("mish", input, inplace)


def hardswish(input, inplace=False):  # noqa: A002
    return _nn("hardswish", input, inplace)


def hardsigmoid(input, inplace=False):  # noqa: A002
    return _nn("hardsigmoid", input, inplace)


def hardtanh(input, min_val=-1.0, max_val=1.0, inplace=False):  # noqa: A002
    return _nn("hardtanh", input, inplace, min_val, max_val)


def relu6(input, inplace=False):  # noqa: A002
    return hardtanh(input, 0.0, 6.0, inplace)


def elu(input, alpha=1.0, inplace=False):  # noqa: A002
    return _nn("elu", input, inplace, alpha)


# PyTorch's in-place spellings of the activations: torch._C._nn bindings or torch functions
def elu_(input, alpha=1.0):  # noqa: A002
    return elu(input, alpha, True)


def leaky_relu_(input, negative_slope=0.01):  # noqa: A002
    return leaky_relu(input, negative_slope, True)


def hardtanh_(input, min_val=-1.0, max_val=1.0):  # noqa: A002
    return hardtanh(input, min_val, max_val, True)


def relu_(input):  # noqa: A002
    return relu(input, True)


def selu_(input):  # noqa: A002
    return selu(input, True)


def celu_(input, alpha=1.0):  # noqa: A002
    return celu(input, alpha, True)


_SELU_ALPHA, _SELU_SCALE = 1.6732632423543772848170429916717, 1.0507009873554804934193349852946


def selu(input, inplace=False):  # noqa: A002
    return _nn("elu", input, inplace, _SELU_ALPHA, _SELU_SCALE)


def celu(input, alpha=1.0, inplace=False):  # noqa: A002
    return _nn("celu", input, inplace, alpha, 1.0, 1.0 / alpha)


def softplus(input, beta=1, threshold=20):  # noqa: A002
    return _ops.INTERNAL["softplus"](input, beta, threshold)


def logsigmoid(input):  # noqa: A002
    return _ops.INTERNAL["log_sigmoid"](input)


def softsign(input):  # noqa: A002
    return input / (input.abs() + 1)


def tanhshrink(input):  # noqa: A002
    return input - input.tanh()


def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,  # noqa: A002
               return_indices=False):
    # keywords: a lone int list followed by ints would otherwise bind as varargs, as in x.view(2, 3)
    values, indices = _ops.INTERNAL["max_pool2d_with_indices"](
        input, kernel_size=kernel_size, stride=[] if stride is None else stride, padding=padding, dilation=dilation,
        ceil_mode=ceil_mode)
    return (values, indices) if return_indices else values


def avg_pool2d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,  # noqa: A002
               divisor_override=None):
    return _ops.INTERNAL["avg_pool2d"](input, kernel_size=kernel_size, stride=[] if stride is None else stride,
                                      padding=padding, ceil_mode=ceil_mode, count_include_pad=count_include_pad,
                                      divisor_override=divisor_override)


def adaptive_avg_pool2d(input, output_size):  # noqa: A002
    size = (output_size, output_size) if isinstance(output_size, int) else tuple(output_size)
    if len(size) != 2:
        raise RuntimeError("adaptive_avg_pool2d: output_size must be 2")
    size = tuple(input.shape[-2 + i] if n is None else n for i, n in enumerate(size))
    if size == (1, 1):
        # PyTorch computes a 1x1 adaptive pool as a mean over the image (so its grad_fn is MeanBackward1), restrided
        # to channels_last's strides for a channels_last input (in place there, so its grad_fn is AsStridedBackward1)
        out = input.mean((-1, -2), keepdim=True)
        if _memory_format.suggest(input) is _memory_format.channels_last:
            n, c = input.shape[:2]
            out = out.as_strided((n, c, 1, 1), (c, 1, c, c))
        return out
    return _ops.INTERNAL["adaptive_avg_pool2d"](input, output_size=list(size))


def _single(v):
    return v[0] if isinstance(v, (tuple, list)) else v


def max_pool1d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,  # noqa: A002
               return_indices=False):
    if return_indices:
        _check_dim_range("max_pool1d", input, 2, 4)
    elif input.dim() not in (2, 3):
        raise RuntimeError(f"max_pool1d() Expected 2D or 3D input tensor, but got {list(input.shape)}")
    # ATen pools a signal as a one-row image (so the result's grad_fn is SqueezeBackward1)
    values, indices = max_pool2d(input.unsqueeze(-2), (1, _single(kernel_size)),
                                 (1, _single(stride if stride is not None else kernel_size)), (0, _single(padding)),
                                 (1, _single(dilation)), ceil_mode, return_indices=True)
    return (values.squeeze(-2), indices.squeeze(-2)) if return_indices else values.squeeze(-2)


def avg_pool1d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True):  # noqa: A002
    _check_dim_range("avg_pool1d", input, 2, 4)
    return avg_pool2d(input.unsqueeze(-2), (1, _single(kernel_size)),
                      (1, _single(stride if stride is not None else kernel_size)), (0, _single(padding)), ceil_mode,
                      count_include_pad).squeeze(-2)


def adaptive_avg_pool1d(input, output_size):  # noqa: A002
    _check_dim_range("adaptive_avg_pool1d", input, 2, 4)
    return _ops.INTERNAL["adaptive_avg_pool2d"](input.unsqueeze(-2), output_size=[1, _single(output_size)]).squeeze(-2)


def _lp_root(out, window, norm_type):
    # PyTorch's formula: the mean of x**p over a window, clipped at zero, times the window's size, to the 1/p
    return (out.sign() * relu(out.abs())).mul(window).pow(1.0 / norm_type)


def lp_pool1d(input, norm_type, kernel_size, stride=None, ceil_mode=False):  # noqa: A002
    if stride is not None:
        out = avg_pool1d(input.pow(norm_type), kernel_size, stride, 0, ceil_mode)
    else:
        out = avg_pool1d(input.pow(norm_type), kernel_size, padding=0, ceil_mode=ceil_mode)
    return _lp_root(out, kernel_size, norm_type)


def lp_pool2d(input, norm_type, kernel_size, stride=None, ceil_mode=False):  # noqa: A002
    kw, kh = kernel_size if isinstance(kernel_size, (tuple, list)) else (kernel_size, kernel_size)
    if stride is not None:
        out = avg_pool2d(input.pow(norm_type), kernel_size, stride, 0, ceil_mode)
    else:
        out = avg_pool2d(input.pow(norm_type), kernel_size, padding=0, ceil_mode=ceil_mode)
    return _lp_root(out, kw * kh, norm_type)


def lp_pool3d(input, norm_type, kernel_size, stride=None, ceil_mode=False):  # noqa: A002
    kd, kw, kh = kernel_size if isinstance(kernel_size, (tuple, list)) else (kernel_size,) * 3
    if stride is not None:
        out = avg_pool3d(input.pow(norm_type), kernel_size, stride, 0, ceil_mode)
    else:
        out = avg_pool3d(input.pow(norm_type), kernel_size, padding=0, ceil_mode=ceil_mode)
    return _lp_root(out, kd * kw * kh, norm_type)


def softmin(input, dim=None, _stacklevel=3, dtype=None):  # noqa: A002
    if dim is None:
        dim = _get_softmax_dim("softmin", input.dim(), _stacklevel)
    return softmax(-input, dim, dtype=dtype)


@_autocast_ops.policy("kl_div")
def kl_div(input, target, size_average=None, reduce=None, reduction="mean", log_target=False):  # noqa: A002
    import torch

    # the warning comes before the loss is computed
    if reduction == "mean" and size_average is None and reduce is None:
        from .._torch_function import warn

        warn("reduction: 'mean' divides the total loss by both the batch size and the support size."
             "'batchmean' divides only by the batch size, and aligns with the KL div math definition."
             "'mean' will be changed to behave the same as 'batchmean' in the next major release.", stacklevel=2)
    if log_target:
        loss = target.exp() * (target - input)
    else:
        loss = torch.xlogy(target, target) - target * input
    # batchmean is kl_div's own: the sum, divided by the batch size below
    code = _reduction("sum" if reduction == "batchmean" else reduction, size_average, reduce)
    if reduction == "batchmean" and input.dim() != 0:
        return loss.sum() / input.shape[0]
    return _reduce(loss, code)


@_autocast_ops.policy("prelu")
def prelu(input, weight):  # noqa: A002
    """_prelu_kernel after prelu's checks."""
    from .._out import _scalar_name

    if input.dtype != weight.dtype:
        raise RuntimeError(f"prelu: Type promoting not supported. Got {_scalar_name(input.dtype)} and "
                           f"{_scalar_name(weight.dtype)}")
    if weight.numel() != 1:
        if input.dim() == 0:
            raise RuntimeError("Not allow zero-dim input tensor.")
        channels = input.shape[1] if input.dim() > 1 else 1
        if channels != weight.numel():
            raise RuntimeError("Mismatch of parameter numbers and input channel size. Found parameter numbers = "
                               f"{weight.numel()} and channel size = {channels}.")
    if weight.dim() > 1:
        raise RuntimeError(f"prelu: Expected `weight` to be a scalar or 1D tensor, but got: ndim = {weight.dim()}")
    w = weight.reshape(-1, *([1] * (input.dim() - 2))) if input.dim() > 1 and weight.numel() > 1 else weight
    # current PyTorch's prelu runs _prelu_kernel (1.13 recorded PreluBackward0)
    return _recorded_as("PreluKernelBackward0", input.clamp(min=0) + w * input.clamp(max=0))


_LINEAR_MODES = {"linear": (3, "UpsampleLinear1DBackward0"), "bilinear": (4, "UpsampleBilinear2DBackward0"),
                 "trilinear": (5, "UpsampleTrilinear3DBackward0")}


@_autocast_ops.policy("upsample")
def interpolate(input, size=None, scale_factor=None, mode="nearest", align_corners=None,  # noqa: A002
                recompute_scale_factor=None, antialias=False):
    """Resizes the spatial dims: nearest, nearest-exact, (bi/tri)linear, bicubic or area, with PyTorch's checks
    and its output sizes (floor of input size times scale)."""
    import torch

    from . import _resampling

    spatial = input.dim() - 2
    if mode in ("nearest", "area", "nearest-exact"):
        if align_corners is not None:
            raise ValueError("align_corners option can only be set with the interpolating modes: "
                             "linear | bilinear | bicubic | trilinear")
    elif align_corners is None:
        align_corners = False
    if size is not None and scale_factor is not None:
        raise ValueError("only one of size or scale_factor should be defined")
    if size is not None:
        if isinstance(size, (list, tuple)) and len(size) != spatial:
            raise ValueError(f"Input and output must have the same number of spatial dimensions, but got input with "
                             f"spatial dimensions of {list(input.shape[2:])} and output size of {size}. Please "
                             "provide input tensor in (N, C, d1, d2, ...,dK) format and output size in (o1, o2, "
                             "...,oK) format.")
        sizes = list(size) if isinstance(size, (list, tuple)) else [size] * spatial
        scales = [None] * spatial
    elif scale_factor is not None:
        if isinstance(scale_factor, (list, tuple)) and len(scale_factor) != spatial:
            raise ValueError(f"Input and scale_factor must have the same number of spatial dimensions, but got input "
                             f"with spatial dimensions of {list(input.shape[2:])} and scale_factor of shape "
                             f"{scale_factor}. Please provide input tensor in (N, C, d1, d2, ...,dK) format and "
                             "scale_factor in (s1, s2, ...,sK) format.")
        scales = list(scale_factor) if isinstance(scale_factor, (list, tuple)) else [scale_factor] * spatial
        sizes = [int(input.shape[2 + i] * scales[i]) for i in range(spatial)]
    else:
        raise ValueError("either size or scale_factor should be defined")
    if recompute_scale_factor and size is not None:
        raise ValueError("recompute_scale_factor is not meaningful with an explicit size.")
    if recompute_scale_factor or (mode == "area" and size is None):
        sizes = [math.floor(float(input.shape[2 + i] * scales[i])) for i in range(spatial)]
        scales = [None] * spatial
    if antialias and not (mode in ("bilinear", "bicubic") and input.dim() == 4):
        raise ValueError("Anti-alias option is restricted to bilinear and bicubic modes and requires a 4-D tensor as "
                         "input")
    if antialias:
        return _resampling.antialias_resize(input, sizes, scales, align_corners, mode == "bicubic")
    if input.dim() == 4 and mode != "area" and min(*input.shape[2:], *sizes) <= 0:
        # upsample_2d_common_check, which the 2-d upsampling kernels start with
        raise RuntimeError(f"Input and output sizes should be greater than 0, but got input (H: {input.shape[2]}, W: "
                           f"{input.shape[3]}) output (H: {sizes[0]}, W: {sizes[1]})")
    if mode in ("nearest", "nearest-exact") and input.dim() in (3, 4, 5):
        return _nearest(input, sizes, scales, mode == "nearest-exact")
    if mode == "area" and input.dim() in (3, 4, 5):
        return (adaptive_avg_pool1d, adaptive_avg_pool2d, adaptive_avg_pool3d)[spatial - 1](input, sizes)
    if mode in _LINEAR_MODES and input.dim() == _LINEAR_MODES[mode][0]:
        return _resampling.linear_resize(input, sizes, scales, align_corners, _LINEAR_MODES[mode][1])
    if mode == "bicubic" and input.dim() == 4:
        return _resampling.cubic_resize(input, sizes, scales, align_corners)
    for name, (rank, _) in _LINEAR_MODES.items():
        if mode == name and input.dim() in (3, 4, 5):
            raise NotImplementedError(f"Got {input.dim()}D input, but {name} mode needs {rank}D input")
    if mode == "bicubic" and input.dim() in (3, 5):
        raise NotImplementedError(f"Got {input.dim()}D input, but bicubic mode needs 4D input")
    raise NotImplementedError(f"Input Error: Only 3D, 4D and 5D input Tensors supported (got {input.dim()}D) for the "
                              f"modes: nearest | linear | bilinear | bicubic | trilinear | area | nearest-exact (got "
                              f"{mode})")


def _nearest(input, sizes, scales, exact):  # noqa: A002
    """Output i reads input floor(i * scale) (nearest) or floor((i + 0.5) * scale) (nearest-exact), scale in
    float32 as the kernels compute it. One gather over the flattened spatial dims: its backward adds each output's
    gradient into its input cell in output order, as the backward kernel's loop over the output does."""
    import torch

    from ._resampling import _f32

    flat = [0]
    for i, n_out in enumerate(sizes):
        n_in = input.shape[2 + i]
        scale = _f32(1.0 / scales[i]) if scales[i] is not None and scales[i] > 0 else _f32(n_in / n_out)
        if exact:
            index = [min(int(_f32(_f32(j + 0.5) * scale) // 1), n_in - 1) for j in range(n_out)]
        elif n_out == n_in:
            index = list(range(n_out))
        elif n_out == 2 * n_in:
            index = [j >> 1 for j in range(n_out)]
        else:
            index = [min(int(_f32(j * scale) // 1), n_in - 1) for j in range(n_out)]
        flat = [f * n_in + j for f in flat for j in index]
    gathered = input.flatten(2).index_select(2, torch.tensor(flat, dtype=torch.int64, device=input.device))
    out, = _memory_format.kept(input, gathered.view(*input.shape[:2], *sizes))
    return _recorded_as(f"{'UpsampleNearestExact' if exact else 'UpsampleNearest'}{len(sizes)}DBackward0", out)


def upsample(input, size=None, scale_factor=None, mode="nearest", align_corners=None):  # noqa: A002
    from .._torch_function import warn

    warn("`nn.functional.upsample` is deprecated. Use `nn.functional.interpolate` instead.", stacklevel=2)
    return interpolate(input, size, scale_factor, mode, align_corners)


def upsample_nearest(input, size=None, scale_factor=None):  # noqa: A002
    from .._torch_function import warn

    warn("`nn.functional.upsample_nearest` is deprecated. Use `nn.functional.interpolate` instead.", stacklevel=2)
    return interpolate(input, size, scale_factor, mode="nearest")


def upsample_bilinear(input, size=None, scale_factor=None):  # noqa: A002
    from .._torch_function import warn

    warn("`nn.functional.upsample_bilinear` is deprecated. Use `nn.functional.interpolate` instead.", stacklevel=2)
    return interpolate(input, size, scale_factor, mode="bilinear", align_corners=True)


def one_hot(tensor, num_classes=-1):
    import torch

    if tensor.dtype != torch.int64:
        raise RuntimeError("one_hot is only applicable to index tensor.")
    if tensor.is_meta:
        # no values to check or to count classes by: current PyTorch's comparison with an arange
        if num_classes == -1:
            num_classes = tensor.max().item() + 1
        return (tensor.unsqueeze(-1) == torch.arange(num_classes, device=tensor.device)).to(torch.int64)
    if num_classes == -1:
        num_classes = int(tensor.max().item()) + 1 if tensor.numel() else 0
    if tensor.numel() and (tensor.min().item() < 0 or tensor.max().item() >= num_classes):
        raise RuntimeError("Class values must be smaller than num_classes." if tensor.min().item() >= 0
                           else "Class values must be non-negative.")
    out = torch.zeros(*tensor.shape, num_classes, dtype=torch.int64, device=tensor.device)
    return out.scatter_(-1, tensor.unsqueeze(-1), 1)


def pad(input, pad, mode="constant", value=None):  # noqa: A002
    import torch

    if mode != "constant":
        if mode not in ("reflect", "replicate", "circular"):
            raise NotImplementedError(f"Unrecognised padding mode {mode}")
        from ._resampling import pad_nonconstant

        return pad_nonconstant(input, pad, mode, value)
    if len(pad) % 2 or len(pad) // 2 > input.dim():
        raise RuntimeError("Padding length must be divisible by 2" if len(pad) % 2
                           else "Padding length too large")
    return torch.constant_pad_nd(input, pad, 0.0 if value is None else value)


def normalize(input, p=2.0, dim=1, eps=1e-12):  # noqa: A002
    denom = input.norm(p, dim, keepdim=True).clamp(min=eps).expand_as(input)
    return input / denom


@_autocast_ops.policy("cosine_similarity")
def cosine_similarity(x1, x2, dim=1, eps=1e-8):
    """Each operand divided by its norm (clamped to eps, out of the graph) before the dot product, so the result stays
    within [-1, 1], as ATen's Distance.cpp computes it."""
    import torch
    from .._out import _scalar_name

    common = torch.result_type(x1, x2)
    if not common.is_floating_point:
        raise RuntimeError(f"expected common dtype to be floating point, yet common dtype is {_scalar_name(common)}")
    if eps < 0:
        raise RuntimeError(f"eps must be non-negative, got: {eps:g}")
    x1, x2 = (x if x.is_floating_point() else x.to(common) for x in (x1, x2))
    x1, x2 = torch.broadcast_tensors(x1, x2)
    n1 = torch.linalg.vector_norm(x1, 2, dim=dim, keepdim=True).clone()
    n2 = torch.linalg.vector_norm(x2, 2, dim=dim, keepdim=True).clone()
    with torch.no_grad():
        n1.clamp_min_(eps)
        n2.clamp_min_(eps)
    return ((x1 / n1) * (x2 / n2)).sum(dim)


def _broadcast_loss_operands(input, target):  # noqa: A002
    """The regression losses' operands broadcast together, with PyTorch's warning when their sizes differ."""
    if target.size() == input.size():
        return input, target  # what broadcast_tensors hands back for equal sizes, without its per-call shape work
    import warnings

    import torch

    # attributed to the loss function's caller (stacklevel=2 in PyTorch), past autocast's policy wrapper
    warnings.warn(f"Using a target size ({target.size()}) that is different to the input size ({input.size()}). "
                  "This will likely lead to incorrect results due to broadcasting. Please ensure they have the "
                  "same size.", skip_file_prefixes=(__file__, _autocast_ops.__file__))
    return torch.broadcast_tensors(input, target)


@_autocast_ops.policy("smooth_l1_loss")
def smooth_l1_loss(input, target, size_average=None, reduce=None, reduction="mean", beta=1.0):  # noqa: A002
    input, target = _broadcast_loss_operands(input, target)  # noqa: A001
    code = _reduction(reduction, size_average, reduce)
    if beta < 0:
        raise RuntimeError("smooth_l1_loss does not support negative values for beta.")
    if beta == 0.0:
        return _reduce((input - target).abs(), code)
    return _ops.INTERNAL["smooth_l1_loss"](input, target, code, beta)


@_autocast_ops.policy("huber_loss")
def huber_loss(input, target, reduction="mean", delta=1.0):  # noqa: A002
    input, target = _broadcast_loss_operands(input, target)  # noqa: A001
    if not delta > 0:
        raise RuntimeError("huber_loss does not support non-positive values for delta.")
    return _ops.INTERNAL["huber_loss"](input, target, _reduction(reduction), delta)


def _reduce(loss, code):
    return loss if code == 0 else (loss.mean() if code == 1 else loss.sum())


def _dropout(input, p, training, inplace, feature=False, alpha=False):  # noqa: A002
    """ATen's _dropout_impl: plain, feature (one draw per sample and channel) and alpha (self-normalising) dropout."""
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if p == 0 or not training or input.numel() == 0:
        return input
    import torch

    if p == 1:
        zero = torch.zeros((), dtype=input.dtype, device=input.device)
        return input.mul_(zero) if inplace else input * zero
    if feature:
        if input.dim() < 2:
            raise RuntimeError("Feature dropout requires at least 2 dimensions in the input")
        noise = torch.empty((input.shape[0], input.shape[1]) + (1,) * (input.dim() - 2), dtype=input.dtype,
                            device=input.device)
    elif not alpha and not inplace and input.device.type == "cuda":
        # native_dropout (dropout_ stays composite): PyTorch CUDA's fused kernel draws the mask and scales in float
        return (input * _ops.INTERNAL["_dropout_noise"](input, p)).to(input.dtype)
    else:
        noise = torch.empty_like(input)
    noise.bernoulli_(1 - p)
    if not alpha:
        noise.div_(1 - p)
        return input.mul_(noise) if inplace else input * noise
    a_ = 1.7580993408473766  # SELU's alpha times its scale: dropped units go to SELU's negative saturation
    a = 1.0 / math.sqrt((a_ * a_ * p + 1) * (1 - p))
    b = noise.add(-1).mul_(a_ * a).add_(a_ * a * p)
    noise.mul_(a)
    return (input.mul_(noise) if inplace else input * noise).add_(b)


_DROPOUT_ARGUMENTS = (("p", "float"), ("training", "bool"))


@aten_op("dropout", _DROPOUT_ARGUMENTS, "dropout_")
def dropout(input, p=0.5, training=True, inplace=False):  # noqa: A002
    return _dropout(input, p, training, inplace)


@aten_op("alpha_dropout", _DROPOUT_ARGUMENTS, "alpha_dropout_")
def alpha_dropout(input, p=0.5, training=False, inplace=False):  # noqa: A002
    return _dropout(input, p, training, inplace, alpha=True)


@aten_op("feature_alpha_dropout", _DROPOUT_ARGUMENTS, "feature_alpha_dropout_")
def feature_alpha_dropout(input, p=0.5, training=False, inplace=False):  # noqa: A002
    return _dropout(input, p, training, inplace, feature=True, alpha=True)


def _channel_dropout(input, p, training, inplace, batched):  # noqa: A002
    """Feature dropout of an input that may lack its batch dimension (dropout1d's and dropout3d's)."""
    if not batched:
        input = input.unsqueeze_(0) if inplace else input.unsqueeze(0)
    result = _dropout(input, p, training, inplace, feature=True)
    if not batched:
        result = result.squeeze_(0) if inplace else result.squeeze(0)
    return result


def dropout1d(input, p=0.5, training=True, inplace=False):  # noqa: A002
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    inp_dim = input.dim()
    if inp_dim not in (2, 3):
        raise RuntimeError(f"dropout1d: Expected 2D or 3D input, but received a {inp_dim}D input. "
                           "Note that dropout1d exists to provide channel-wise dropout on inputs with 1 "
                           "spatial dimension, a channel dimension, and an optional batch dimension "
                           "(i.e. 2D or 3D inputs).")
    return _channel_dropout(input, p, training, inplace, inp_dim == 3)


def dropout2d(input, p=0.5, training=True, inplace=False):  # noqa: A002
    import warnings

    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    inp_dim = input.dim()
    if inp_dim not in (3, 4):
        warnings.warn(f"dropout2d: Received a {inp_dim}-D input to dropout2d, which is deprecated "
                      "and will result in an error in a future release. To retain the behavior "
                      "and silence this warning, please use dropout instead. Note that dropout2d "
                      "exists to provide channel-wise dropout on inputs with 2 spatial dimensions, "
                      "a channel dimension, and an optional batch dimension (i.e. 3D or 4D inputs).")
    # PyTorch still reads a 3-D input as (N, C, L), not as an unbatched (C, H, W)
    if inp_dim == 3:
        warnings.warn("dropout2d: Received a 3D input to dropout2d and assuming that channel-wise "
                      "1D dropout behavior is desired - input is interpreted as shape (N, C, L), where C "
                      "is the channel dim. This behavior will change in a future release to interpret the "
                      "input as one without a batch dimension, i.e. shape (C, H, W). To maintain the 1D "
                      "channel-wise dropout behavior, please switch to using dropout1d instead.")
    return _dropout(input, p, training, inplace, feature=True)


def dropout3d(input, p=0.5, training=True, inplace=False):  # noqa: A002
    import warnings

    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    inp_dim = input.dim()
    if inp_dim not in (4, 5):
        warnings.warn(f"dropout3d: Received a {inp_dim}-D input to dropout3d, which is deprecated "
                      "and will result in an error in a future release. To retain the behavior "
                      "and silence this warning, please use dropout instead. Note that dropout3d "
                      "exists to provide channel-wise dropout on inputs with 3 spatial dimensions, "
                      "a channel dimension, and an optional batch dimension (i.e. 4D or 5D inputs).")
    return _channel_dropout(input, p, training, inplace, inp_dim == 5)


def embedding(input, weight, padding_idx=None, max_norm=None, norm_type=2.0, scale_grad_by_freq=False,  # noqa: A002
              sparse=False):
    if padding_idx is not None:
        if padding_idx > 0:
            assert padding_idx < weight.size(0), "Padding_idx must be within num_embeddings"
        elif padding_idx < 0:
            assert padding_idx >= -weight.size(0), "Padding_idx must be within num_embeddings"
            padding_idx = weight.size(0) + padding_idx
    else:
        padding_idx = -1
    if max_norm is not None:
        _embedding_renorm_(weight, input, max_norm, norm_type)
    if weight.dim() != 2:
        raise RuntimeError("'weight' must be 2-D")
    if sparse and weight.requires_grad and _grad_mode.is_grad_enabled():
        from ._sparse_grad import embedding as sparse_embedding

        return sparse_embedding(weight, input, padding_idx, scale_grad_by_freq)
    return _ops.FUNCTIONS["embedding"](weight, input, padding_idx, scale_grad_by_freq, sparse)


def _embedding_renorm_(weight, input, max_norm, norm_type):  # noqa: A002
    """PyTorch's embedding_renorm_: the rows input picks, each scaled down in place to norm at most max_norm."""
    from .._grad_mode import no_grad

    if weight.dim() != 2:
        raise RuntimeError(f"Expected 2-dimensional tensor, but got {weight.dim()}-dimensional tensor for argument "
                           "#1 'self' (while checking arguments for embedding_renorm_)")
    if input.dtype not in (_dtype.int64, _dtype.int32):
        raise RuntimeError("Expected tensor for argument #2 'indices' to have one of the following scalar types: Long, "
                           f"Int; but got {input.type()} instead (while checking arguments for embedding_renorm_)")
    with no_grad():
        rows = input.reshape(-1).unique()
        norms = weight[rows].norm(p=norm_type, dim=1)
        over = norms > max_norm
        scale = max_norm / (norms[over] + 1e-7)
        weight[rows[over]] *= scale.unsqueeze(1)


def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-5):  # noqa: A002
    shape = [normalized_shape] if isinstance(normalized_shape, int) else list(normalized_shape)
    return _ops.FUNCTIONS["layer_norm"](input, shape, weight, bias, eps)


def group_norm(input, num_groups, weight=None, bias=None, eps=1e-5):  # noqa: A002
    if input.dim() < 2:
        raise RuntimeError(f"Expected at least 2 dimensions for input tensor but received {input.dim()}")
    _verify_batch_size([input.size(0) * input.size(1) // num_groups, num_groups, *input.size()[2:]])
    return _ops.FUNCTIONS["group_norm"](input, num_groups, weight, bias, eps)


def _verify_batch_size(size):
    # one value per channel has no variance to normalize by
    if math.prod(size[:1] + size[2:]) == 1:
        raise ValueError(f"Expected more than 1 value per channel when training, got input size {size}")


def batch_norm(input, running_mean, running_var, weight=None, bias=None, training=False, momentum=0.1,  # noqa: A002
               eps=1e-5):
    if training:
        _verify_batch_size(input.size())
    import torch

    return _ops.FUNCTIONS["batch_norm"](input, weight, bias, running_mean, running_var, training, momentum, eps,
                                        torch.backends.cudnn.enabled)


def instance_norm(input, running_mean=None, running_var=None, weight=None, bias=None,  # noqa: A002
                  use_input_stats=True, momentum=0.1, eps=1e-5):
    if use_input_stats:
        # _verify_spatial_size: the statistics are each sample's own, over its spatial positions
        size = input.size()
        if math.prod(size[2:]) == 1:
            raise ValueError(f"Expected more than 1 spatial element when training, got input size {size}")
    elif running_mean is None or running_var is None:
        raise RuntimeError("Expected running_mean and running_var to be defined when use_input_stats is false")
    # as PyTorch does it: a batch norm over one sample whose channels are every (sample, channel) pair
    b, c = input.shape[0], input.shape[1]
    repeat = (lambda t: None if t is None else t.repeat(b))
    stats_mean, stats_var = repeat(running_mean), repeat(running_var)
    out = batch_norm(input.contiguous().view(1, b * c, *input.shape[2:]), stats_mean, stats_var, repeat(weight),
                     repeat(bias), use_input_stats, momentum, eps)
    import torch

    with torch.no_grad():
        if running_mean is not None:
            running_mean.copy_(stats_mean.view(b, c).mean(0))
        if running_var is not None:
            running_var.copy_(stats_var.view(b, c).mean(0))
    return out.view(input.shape)


_BCE_UNSAFE = ("torch.nn.functional.binary_cross_entropy and torch.nn.BCELoss are unsafe to autocast.\n"
               "Many models use a sigmoid layer right before the binary cross entropy layer.\n"
               "In this case, combine the two layers using torch.nn.functional.binary_cross_entropy_with_logits\n"
               "or torch.nn.BCEWithLogitsLoss.  binary_cross_entropy_with_logits and BCEWithLogits are\n"
               "safe to autocast.")


@_autocast_ops.policy("binary_cross_entropy")
def binary_cross_entropy(input, target, weight=None, size_average=None, reduce=None, reduction="mean"):  # noqa: A002
    import torch

    # PyTorch bans it under cuda autocast: its log of a float16 probability loses what the logits form keeps
    if input.is_cuda and torch.is_autocast_enabled("cuda"):
        raise RuntimeError(_BCE_UNSAFE)
    if target.shape != input.shape:
        raise ValueError(f"Using a target size ({target.shape}) that is different to the input size ({input.shape}) "
                         "is deprecated. Please ensure they have the same size.")
    if weight is not None:
        weight = weight.expand(_infer_size(target.size(), weight.size()))
    return _ops.INTERNAL["binary_cross_entropy"](input, target, weight, _reduction(reduction, size_average, reduce))


@_autocast_ops.policy("binary_cross_entropy_with_logits")
def binary_cross_entropy_with_logits(input, target, weight=None, size_average=None, reduce=None,  # noqa: A002
                                     reduction="mean", pos_weight=None):
    if target.shape != input.shape:
        raise ValueError(f"Target size ({target.shape}) must be the same as input size ({input.shape})")
    return _ops.INTERNAL["binary_cross_entropy_with_logits"](input, target, weight, pos_weight,
                                                            _reduction(reduction, size_average, reduce))


def soft_margin_loss(input, target, size_average=None, reduce=None, reduction="mean"):  # noqa: A002
    return _ops.INTERNAL["soft_margin_loss"](input, target, _reduction(reduction, size_average, reduce))


def margin_ranking_loss(input1, input2, target, margin=0, size_average=None, reduce=None, reduction="mean"):
    return _losses.margin_ranking_loss(input1, input2, target, margin, _reduction(reduction, size_average, reduce))


def hinge_embedding_loss(input, target, margin=1.0, size_average=None, reduce=None, reduction="mean"):  # noqa: A002
    return _losses.hinge_embedding_loss(input, target, margin, _reduction(reduction, size_average, reduce))


def cosine_embedding_loss(input1, input2, target, margin=0, size_average=None, reduce=None, reduction="mean"):
    return _losses.cosine_embedding_loss(input1, input2, target, margin, _reduction(reduction, size_average, reduce))


def pairwise_distance(x1, x2, p=2.0, eps=1e-6, keepdim=False):
    return _losses.pairwise_distance(x1, x2, p, eps, keepdim)


def triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2, eps=1e-6, swap=False, size_average=None,
                        reduce=None, reduction="mean"):
    return _losses.triplet_margin_loss(anchor, positive, negative, margin, p, eps, swap,
                                       _reduction(reduction, size_average, reduce))


def poisson_nll_loss(input, target, log_input=True, full=False, size_average=None, eps=1e-8,  # noqa: A002
                     reduce=None, reduction="mean"):
    return _losses.poisson_nll_loss(input, target, log_input, full, eps, _reduction(reduction, size_average, reduce))


def multilabel_soft_margin_loss(input, target, weight=None, size_average=None, reduce=None,  # noqa: A002
                                reduction="mean"):
    return _losses.multilabel_soft_margin_loss(input, target, weight, _reduction(reduction, size_average, reduce),
                                               logsigmoid)


def gaussian_nll_loss(input, target, var, full=False, eps=1e-6, reduction="mean"):  # noqa: A002
    return _losses.gaussian_nll_loss(input, target, var, full, eps, reduction)


def glu(input, dim=-1):  # noqa: A002
    if input.dim() == 0:
        raise RuntimeError("glu does not support scalars because halving size must be even")
    return _ops.INTERNAL["glu"](input, dim)


pixel_shuffle = _ops.FUNCTIONS["pixel_shuffle"]
pixel_unshuffle = _ops.FUNCTIONS["pixel_unshuffle"]
channel_shuffle = _ops.FUNCTIONS["channel_shuffle"]
native_channel_shuffle = _ops.FUNCTIONS["native_channel_shuffle"]


def ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, reduction="mean", zero_infinity=False):
    from .. import ctc_loss as _ctc_loss

    return _ctc_loss(log_probs, targets, input_lengths, target_lengths, blank, _reduction(reduction), zero_infinity)


from . import _more_functional as _more  # noqa: E402
from ._sampling import affine_grid, grid_sample  # noqa: E402,F401
from ._more_functional import (_recorded_as, bilinear, embedding_bag, gumbel_softmax, hardshrink, local_response_norm,  # noqa: E402,F401
                               rms_norm, rrelu, rrelu_, softshrink, threshold, threshold_)


def multi_margin_loss(input, target, p=1, margin=1.0, weight=None, size_average=None, reduce=None,  # noqa: A002
                      reduction="mean"):
    if p != 1 and p != 2:
        raise ValueError("only p == 1 and p == 2 supported")
    return _more.multi_margin_loss(input, target, p, margin, weight, _reduction(reduction, size_average, reduce))


def multilabel_margin_loss(input, target, size_average=None, reduce=None, reduction="mean"):  # noqa: A002
    return _more.multilabel_margin_loss(input, target, _reduction(reduction, size_average, reduce))


def triplet_margin_with_distance_loss(anchor, positive, negative, *, distance_function=None, margin=1.0, swap=False,
                                      reduction="mean"):
    return _more.triplet_margin_with_distance_loss(anchor, positive, negative, distance_function=distance_function,
                                                   margin=margin, swap=swap, code=_reduction(reduction))
from ._fold import fold, unfold  # noqa: E402,F401
from ._pooling_nd import check_dim_range as _check_dim_range  # noqa: E402
from ._pooling_nd import (adaptive_avg_pool3d, adaptive_max_pool1d, adaptive_max_pool2d,  # noqa: E402,F401
                          adaptive_max_pool3d, avg_pool3d, max_pool3d)
from ._unpooling import max_unpool1d, max_unpool2d, max_unpool3d  # noqa: E402,F401
from ._fractional_pooling import (fractional_max_pool2d, fractional_max_pool2d_with_indices,  # noqa: E402,F401
                                  fractional_max_pool3d, fractional_max_pool3d_with_indices)


def max_pool1d_with_indices(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,  # noqa: A002
                            return_indices=False):
    return max_pool1d(input, kernel_size, stride, padding, dilation, ceil_mode, return_indices=True)


def max_pool2d_with_indices(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,  # noqa: A002
                            return_indices=False):
    return max_pool2d(input, kernel_size, stride, padding, dilation, ceil_mode, return_indices=True)


def max_pool3d_with_indices(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,  # noqa: A002
                            return_indices=False):
    return max_pool3d(input, kernel_size, stride, padding, dilation, ceil_mode, return_indices=True)


def adaptive_max_pool1d_with_indices(input, output_size, return_indices=False):  # noqa: A002
    return adaptive_max_pool1d(input, output_size, return_indices=True)


def adaptive_max_pool2d_with_indices(input, output_size, return_indices=False):  # noqa: A002
    return adaptive_max_pool2d(input, output_size, return_indices=True)


def adaptive_max_pool3d_with_indices(input, output_size, return_indices=False):  # noqa: A002
    return adaptive_max_pool3d(input, output_size, return_indices=True)
