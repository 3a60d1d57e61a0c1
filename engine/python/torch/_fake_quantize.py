"""torch.fake_quantize_per_tensor_affine and fake_quantize_per_channel_affine: quantize and dequantize in one step
(quantization-aware training), as ATen's cachemask CPU kernels compute each element, with their straight-through
gradient: the incoming gradient where the quantized value fell inside [quant_min, quant_max], zero elsewhere."""
import torch

from ._out import _scalar_name
from .autograd.function import Function, shown_as_node


def _check_range(quant_min, quant_max, zero_points):
    if quant_min > quant_max:
        raise RuntimeError("`quant_min` should be less than or         equal to `quant_max`.")
    if any(z < quant_min or z > quant_max for z in zero_points):
        raise RuntimeError("`zero_point` must be between `quant_min` and `quant_max`.")


def _fake_quantized(input, scale, zero_point, quant_min, quant_max):  # noqa: A002
    """The kernel's element: qval = int64(zero_point + nearbyint(x * (1.0f / scale))), the clamped qval less the zero
    point times scale in double, stored in the input's dtype; and the mask quant_min <= qval <= quant_max. `scale`
    (float32 values) and `zero_point` (integers) broadcast against `input`."""
    with torch.no_grad():
        inverse = (1.0 / scale.double()).float().to(input.dtype)
        scaled = torch.round(input * inverse)  # nearbyint: ties to even
        qval = (scaled + zero_point.to(scaled.dtype)).to(torch.int64)
        clamped = qval.clamp(quant_min, quant_max)
        out = ((clamped.double() - zero_point.double()) * scale.double()).to(input.dtype)
        return out, (qval >= quant_min) & (qval <= quant_max)


class _PerTensor(Function):
    @staticmethod
    def forward(ctx, input, scale, zero_point, quant_min, quant_max):  # noqa: A002
        out, mask = _fake_quantized(input, scale, zero_point, quant_min, quant_max)
        ctx.save_for_backward(mask)
        return out

    @staticmethod
    def backward(ctx, grad):
        mask, = ctx.saved_tensors
        return grad * mask, None, None, None, None


class _PerChannel(_PerTensor):
    pass


shown_as_node(_PerTensor, "FakeQuantizePerTensorAffineCachemaskBackward0")
shown_as_node(_PerChannel, "FakeQuantizePerChannelAffineCachemaskBackward0")


def _check_float(input):  # noqa: A002
    if not input.is_floating_point():
        raise RuntimeError(f'"fake_quantize_tensor_cachemask_kernel_type_handling" not implemented for '
                           f"'{_scalar_name(input.dtype)}'")


def fake_quantize_per_tensor_affine(input, scale, zero_point, quant_min, quant_max):  # noqa: A002
    _check_float(input)
    scale_value = float(scale)
    zero_value = int(zero_point)
    _check_range(quant_min, quant_max, [zero_value])
    # the kernel takes scale as a float
    scale_t = torch.tensor(scale_value, dtype=torch.float32)
    return _PerTensor.apply(input, scale_t, torch.tensor(zero_value), quant_min, quant_max)


def fake_quantize_per_channel_affine(input, scale, zero_point, axis, quant_min, quant_max):  # noqa: A002
    if scale.dtype != torch.float32:
        raise RuntimeError(f"Scale must be Float, found {_scalar_name(scale.dtype)}")
    if zero_point.dtype not in (torch.int32, torch.float32, torch.float16):
        raise RuntimeError(f"Zero-point must be Int32, Float or Half, found {_scalar_name(zero_point.dtype)}")
    if scale.dim() != 1:
        raise RuntimeError("scale should be a 1-D tensor")
    if zero_point.dim() != 1:
        raise RuntimeError("zero point should be a 1-D tensor")
    if scale.numel() != zero_point.numel():
        raise RuntimeError("scale and zero-point need to have the same dimensions")
    if scale.numel() != input.size(axis):
        raise RuntimeError("dimensions of scale and zero-point are not consistent with input tensor")
    _check_range(quant_min, quant_max, [int(zero_point.min()), int(zero_point.max())] if zero_point.numel() else [])
    if not 0 <= axis <= input.dim():
        raise RuntimeError("`axis` must be between 0 and number of dimensions of input")
    _check_float(input)
    shape = [1] * input.dim()
    shape[axis] = input.size(axis)
    return _PerChannel.apply(input, scale.view(shape), zero_point.view(shape), quant_min, quant_max)

