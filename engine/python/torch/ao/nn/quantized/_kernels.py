"""The arithmetic of PyTorch's x86 quantized kernels (fbgemm), which quantized modules run.

Integer products accumulate exactly (in float64 here, exact for any sum an int32 holds). What happens after is
float32 work in fbgemm's order: dynamic ops scale the int32 result by float32(input scale * weight scale) and add
the bias; static ops add bias / (input scale * weight scale) to it, multiply by that product over the output scale,
and round to the nearest integer (ties to even) before adding the output zero point.
"""
import torch
from torch._quantized import _integers, _make, choose_qparams, f32, per_tensor_affine, quantized_cat



def _weight_params(weight, n):
    """(float32 scale, zero point) tensors of each output channel of a quantized weight with n of them."""
    if weight.qscheme() in (torch.per_tensor_affine, torch.per_tensor_symmetric):
        return (torch.full((n,), f32(weight.q_scale()), dtype=torch.float32),
                torch.full((n,), weight.q_zero_point(), dtype=torch.float64))
    return weight.q_per_channel_scales().to(torch.float32), weight.q_per_channel_zero_points().to(torch.float64)


def _centred(q, zero_point):
    """Integers q less their zero point (a number or a tensor broadcasting against q), as exact float64 values."""
    return q.to(torch.float64) - zero_point


def _channels_last(v, dim):
    """Per-output-channel values shaped to broadcast along dim 1 of a dim-d conv output (or the last of a linear)."""
    return v if dim is None else v.view([-1] + [1] * dim)


def linear_dynamic(input, weight, bias, reduce_range=True, relu=False):  # noqa: A002
    """Float input, quantized weight (out_features, in_features): the input quantized to quint8 over its own
    range, multiplied in integers, the result dequantized."""
    if input.dim() < 2:
        raise RuntimeError("The dimension of input tensor should be larger than or equal to 2")
    x = input.detach().contiguous()
    lo, hi = (x.min().item(), x.max().item()) if x.numel() else (0.0, 0.0)
    scale, zero_point = choose_qparams(lo, hi, 0, 255, reduce_range)
    scale = f32(scale)
    xq = _integers(x, f32(1.0 / scale), zero_point, torch.quint8)
    w_scale, w_zero = _weight_params(weight, weight.shape[0])
    acc = torch.matmul(_centred(xq, zero_point), _centred(weight.int_repr(), w_zero[:, None]).t())
    out = acc.to(torch.float32) * (w_scale * scale)
    if bias is not None:
        out = out + bias.detach()
    return out.clamp_(min=0) if relu else out


def requantize(acc, input_scale, weight, bias, output_scale, output_zero_point, relu, channel_dim):
    """The quint8 result of a static op from its exact integer accumulator acc (float64), as fbgemm's
    ReQuantizeOutput computes it. channel_dim: how many dims follow the channel dim of acc (None: it is last)."""
    w_scale, _ = _weight_params(weight, weight.shape[0])
    act_times_w = w_scale * f32(input_scale)
    multiplier = _channels_last(act_times_w / f32(output_scale), channel_dim)
    xf = acc.to(torch.float32)
    if bias is not None:
        if weight.qscheme() in (torch.per_tensor_affine, torch.per_tensor_symmetric):
            # the per-tensor kernel multiplies by the reciprocal, taken in double and rounded to float
            bias_term = bias.detach() * f32(1.0 / act_times_w[0].item())
        else:
            bias_term = bias.detach() / act_times_w
        xf = xf + _channels_last(bias_term, channel_dim)
    q = torch.round(xf * multiplier) + output_zero_point
    q = q.clamp_(output_zero_point if relu else 0, 255).to(torch.uint8)
    return _make(q, per_tensor_affine, float(output_scale), int(output_zero_point))


def _check_quint8(input, op):  # noqa: A002
    if not input.is_quantized:
        raise NotImplementedError(f"Could not run '{op}' with arguments from the 'CPU' backend. This could be "
                                  f"because the operator doesn't exist for this backend, or was omitted during the "
                                  f"selective/custom build process (if using custom build).")
    if input.dtype is not torch.quint8:
        raise RuntimeError(f"{op}: Expected input to be a quint8 tensor, got {input.dtype}")


def linear(input, weight, bias, output_scale, output_zero_point, relu=False):  # noqa: A002
    """quantized::linear: quint8 input, qint8 weight, float bias, quint8 output."""
    _check_quint8(input, "quantized::linear_relu" if relu else "quantized::linear")
    w_scale, w_zero = _weight_params(weight, weight.shape[0])
    acc = torch.matmul(_centred(input.int_repr(), input.q_zero_point()),
                       _centred(weight.int_repr(), w_zero[:, None]).t())
    return requantize(acc, input.q_scale(), weight, bias, output_scale, output_zero_point, relu, None)


def conv(input, weight, bias, stride, padding, dilation, groups, output_scale, output_zero_point,  # noqa: A002
         relu=False):
    """quantized::conv{1,2,3}d: padding holds the input's zero point, so it adds nothing to the accumulator."""
    dims = weight.dim() - 2
    _check_quint8(input, f"quantized::conv{dims}d_relu" if relu else f"quantized::conv{dims}d")
    _, w_zero = _weight_params(weight, weight.shape[0])
    op = (torch.nn.functional.conv1d, torch.nn.functional.conv2d, torch.nn.functional.conv3d)[dims - 1]
    acc = op(_centred(input.int_repr(), input.q_zero_point()),
             _centred(weight.int_repr(), w_zero.view([-1] + [1] * (dims + 1))), None, stride, padding, dilation,
             groups)
    return requantize(acc, input.q_scale(), weight, bias, output_scale, output_zero_point, relu, dims)


def _dequantized(q):
    """q's float values as PyTorch's vectorized elementwise kernels compute them: one fused multiply-add,
    q * scale + (-zero_point * scale), rounded once (exact in float64 before the rounding)."""
    scale = f32(q.q_scale())
    return (q.int_repr().to(torch.float64) * scale + f32(-q.q_zero_point() * scale)).to(torch.float32)


def _quantized(values, scale, zero_point):
    return _make(_integers(values, f32(1.0 / f32(scale)), zero_point, torch.quint8), per_tensor_affine,
                 float(scale), int(zero_point))


def add(a, b, scale, zero_point, relu=False):
    """quantized::add (add_relu): the float sum of the dequantized operands, quantized to (scale, zero_point)."""
    total = _dequantized(a) + _dequantized(b)
    return _quantized(total.clamp_(min=0) if relu else total, scale, zero_point)


def mul(a, b, scale, zero_point, relu=False):
    """quantized::mul (mul_relu): as add, with the product."""
    product = _dequantized(a) * _dequantized(b)
    return _quantized(product.clamp_(min=0) if relu else product, scale, zero_point)


def cat(tensors, scale, zero_point, dim=0):
    """quantized::cat: the inputs dequantized, joined and quantized again to (scale, zero_point)."""
    return quantized_cat(tensors, dim, scale, zero_point)
