"""Quantized tensors (quint8, qint8, qint32). The engine has no quantized dtypes, so a quantized tensor is a Tensor
over its integer representation (uint8, int8 or int32, as int_repr returns it) plus its quantization parameters.
Engine ops never see it: an op with a quantized argument comes here (see _engine.call), where the ops PyTorch's
QuantizedCPU backend has run on the integers and every other op raises that backend's error.

Arithmetic follows PyTorch's CPU kernels: quantizing rounds x * (1 / scale) in float32 to the nearest integer (ties
to even) before adding the zero point; dequantizing a per-tensor tensor is float32 scale * (q - zero_point).
"""
import math
import struct

import torch

from . import _dtype
from ._size import Size
from ._tensor import Tensor


class qscheme:
    __slots__ = ("_name",)

    def __init__(self, name):
        self._name = name

    def __repr__(self):
        return "torch." + self._name

    def __reduce__(self):
        return self._name


qscheme.__module__ = "torch"

per_tensor_affine = qscheme("per_tensor_affine")
per_channel_affine = qscheme("per_channel_affine")
per_tensor_symmetric = qscheme("per_tensor_symmetric")
per_channel_symmetric = qscheme("per_channel_symmetric")
per_channel_affine_float_qparams = qscheme("per_channel_affine_float_qparams")

# quantized dtype -> (integer representation's dtype, qmin, qmax)
_REPR = {_dtype.quint8: (_dtype.uint8, 0, 255), _dtype.qint8: (_dtype.int8, -128, 127),
         _dtype.qint32: (_dtype.int32, -2 ** 31, 2 ** 31 - 1)}
_QUANTIZED_OF = {r[0]: q for q, r in _REPR.items()}
_SCALAR_NAMES = {_dtype.quint8: "QUInt8", _dtype.qint8: "QInt8", _dtype.qint32: "QInt32"}


def f32(x):
    """x rounded to the nearest float32, as a Python float."""
    return struct.unpack("f", struct.pack("f", x))[0]


def choose_qparams(lo, hi, qmin, qmax, reduce_range=False):
    """(scale, zero_point) covering [lo, hi] (float32 values) with integers qmin..qmax, as PyTorch's
    ChooseQuantizationParams picks them for dynamic quantization: the range widened to hold 0, scale in float64,
    zero point rounded."""
    if lo > hi:
        raise RuntimeError("In ChooseQuantizationParams, min should be less than or equal to max")
    if reduce_range:
        qmin, qmax = int(qmin / 2), int(qmax / 2)  # C's integer division truncates toward zero
    lo, hi = min(lo, 0.0), max(hi, 0.0)
    scale = (hi - lo) / (qmax - qmin)
    if f32(scale) == 0.0 or math.isinf(f32(1.0 / f32(scale))):
        scale = 0.1
    if scale < _SMALL_SCALE:
        org_scale = f32(scale)
        scale = _SMALL_SCALE
        if lo == 0.0:
            hi = f32(_SMALL_SCALE * (qmax - qmin))
        elif hi == 0.0:
            lo = f32(-_SMALL_SCALE * (qmax - qmin))
        else:
            amplifier = f32(_SMALL_SCALE / org_scale)
            lo, hi = f32(lo * amplifier), f32(hi * amplifier)
    from_min, from_max = qmin - lo / scale, qmax - hi / scale
    from_min_error = abs(qmin) - abs(lo / scale)
    from_max_error = abs(qmax) - abs(hi / scale)
    initial = from_min if from_min_error < from_max_error else from_max
    if initial < qmin:
        zero_point = qmin
    elif initial > qmax:
        zero_point = qmax
    else:
        zero_point = round(initial)  # nearbyint: ties to even, as Python's round
    return scale, zero_point


_SMALL_SCALE = f32(6.1e-5)  # PyTorch's SMALL_SCALE_THRESHOLD, a float32 constant


def qrange(qdtype):
    return _REPR[qdtype][1:]


class QuantizedTensor(Tensor):
    """A quantized tensor: `_q` is its integer representation, whose engine handle it borrows as its own `_i`.
    Per-tensor tensors keep `_scale` (a float) and `_zero_point` (an int); per-channel ones keep float64 and int64
    tensors of them, one per index of dim `_axis`."""

    __slots__ = ("_q", "_scheme", "_scale", "_zero_point", "_axis")
    is_quantized = True

    def __del__(self):
        pass  # the handle belongs to _q

    def _read_meta(self):
        self._meta = meta = (Size(self._q.shape), _QUANTIZED_OF[self._q.dtype])
        return meta

    def element_size(self):
        return self.dtype.itemsize

    def int_repr(self):
        return self._q.clone()

    def qscheme(self):
        return self._scheme

    def _per_tensor(self):
        if self._axis is not None:
            raise RuntimeError("Expected quantizer->qscheme() == kPerTensorAffine to be true, but got false.  "
                               "(Could this error message be improved?  If so, please report an enhancement "
                               "request to PyTorch.)")

    def q_scale(self):
        self._per_tensor()
        return self._scale

    def q_zero_point(self):
        self._per_tensor()
        return self._zero_point

    def _per_channel(self):
        if self._axis is None:
            raise RuntimeError("Expected quantizer->qscheme() == kPerChannelAffine || quantizer->qscheme() == "
                               "kPerChannelAffineFloatQParams to be true, but got false.  (Could this error message "
                               "be improved?  If so, please report an enhancement request to PyTorch.)")

    def q_per_channel_scales(self):
        self._per_channel()
        return self._scale.clone()

    def q_per_channel_zero_points(self):
        self._per_channel()
        return self._zero_point.clone()

    def q_per_channel_axis(self):
        self._per_channel()
        return self._axis

    def dequantize(self):
        q = self._q
        if self._axis is None:
            return (q.to(_dtype.float32) - self._zero_point) * f32(self._scale)
        # the per-channel kernel multiplies by the float64 scale and rounds the product to float32 once
        shape = [1] * q.dim()
        shape[self._axis] = -1
        diff = q.to(_dtype.float64) - self._zero_point.view(shape)
        return (diff * self._scale.view(shape)).to(_dtype.float32)

    def item(self):
        # PyTorch hands a quantized element out as an integer: the dequantized value truncated
        return int(self.dequantize().item())

    def __float__(self):
        return self.dequantize().item()

    def tolist(self):
        raise RuntimeError("invalid type")

    def type(self, dtype=None, non_blocking=False, **kwargs):
        if dtype is None:
            return f"torch.quantized.{_scalar_name(self.dtype)}Tensor"
        raise _unsupported("_to_copy")

    def numpy(self, *, force=False):
        raise TypeError(f"Got unsupported ScalarType {_scalar_name(self.dtype)}")

    def __getitem__(self, index):
        if self._axis is None:
            return _like(self, self._q[index])
        first, rest = (index[0], index[1:]) if isinstance(index, tuple) and index else (index, ())
        if self._axis != 0 or not isinstance(first, int):
            raise _unsupported("index.Tensor")
        # one channel of a per-channel tensor is a per-tensor tensor with that channel's parameters
        channel = _make(self._q[first], per_tensor_affine, self._scale[first].item(), self._zero_point[first].item())
        return channel[rest] if rest else channel

    def __reduce_ex__(self, protocol):
        from ._utils import reduce_qtensor

        return reduce_qtensor(self)

    def __deepcopy__(self, memo):
        copied = memo[id(self)] = _like(self, self._q.clone())
        if self._axis is not None:
            copied._scale, copied._zero_point = self._scale.clone(), self._zero_point.clone()
        return copied

    __hash__ = Tensor.__hash__


# PyTorch reports it under the class name Tensor, as type(q) prints
QuantizedTensor.__name__ = QuantizedTensor.__qualname__ = "Tensor"
QuantizedTensor.__module__ = "torch"


def _make(q, scheme, scale, zero_point, axis=None):
    t = object.__new__(QuantizedTensor)
    t._q = q
    t._i = q._i
    t._scheme = scheme
    t._scale = scale
    t._zero_point = zero_point
    t._axis = axis
    return t


def _like(t, q):
    """A quantized tensor over integers `q` (a view or copy of t's) with t's quantization parameters."""
    return _make(q, t._scheme, t._scale, t._zero_point, t._axis)


def _unsupported(op, backend="QuantizedCPU"):
    return NotImplementedError(f"Could not run 'aten::{op}' with arguments from the '{backend}' backend. This "
                               f"could be because the operator doesn't exist for this backend, or was omitted during "
                               f"the selective/custom build process (if using custom build).")


def _check_input(input, qdtype):  # noqa: A002
    if qdtype not in _REPR:
        raise RuntimeError(f"ScalarType {_scalar_name(qdtype)} is not supported in new_qtensor.")
    if input.dtype is not _dtype.float32:
        raise RuntimeError(f"Quantize only works on Float Tensor, got {_scalar_name(input.dtype)}")


def _scalar_name(d):
    """PyTorch's ScalarType name of dtype d (Float, Char, QUInt8, ...)."""
    from ._tensor import _LEGACY_NAMES

    return _SCALAR_NAMES.get(d) or _LEGACY_NAMES[d][:-len("Tensor")]


def _integers(input, inv_scale, zero_point, qdtype):  # noqa: A002
    """round(input * inv_scale) + zero_point clamped to qdtype's range, in qdtype's integer representation."""
    repr_dtype, qmin, qmax = _REPR[qdtype]
    with torch.no_grad():
        v = torch.round(input.detach() * inv_scale) + zero_point
        return v.clamp_(qmin, qmax).to(repr_dtype)


def quantize_per_tensor(input, scale, zero_point, dtype):  # noqa: A002
    if isinstance(input, (list, tuple)):
        return tuple(quantize_per_tensor(t, s, z, dtype) for t, s, z in zip(input, scale, zero_point))
    _check_input(input, dtype)
    scale, zero_point = float(scale), int(zero_point)
    if scale <= 0 or f32(scale) == 0:
        raise RuntimeError(f"quantize_per_tensor: scale must be positive, got {scale}")
    return _make(_integers(input, f32(1.0 / f32(scale)), zero_point, dtype), per_tensor_affine, scale, zero_point)


def quantize_per_channel(input, scales, zero_points, axis, dtype):  # noqa: A002
    _check_input(input, dtype)
    axis = axis % max(input.dim(), 1)
    if scales.numel() != input.shape[axis] or zero_points.numel() != input.shape[axis]:
        raise RuntimeError("length of scales/zero_points must match the size of the quantized dim")
    shape = [1] * input.dim()
    shape[axis] = -1
    inv = (1.0 / scales.to(_dtype.float32)).view(shape)
    q = _integers(input, inv, zero_points.to(_dtype.float32).view(shape), dtype)
    return _make(q, per_channel_affine, scales.to(_dtype.float64).clone(), zero_points.to(_dtype.int64).clone(), axis)


def quantize_per_tensor_dynamic(input, dtype, reduce_range):  # noqa: A002
    qmin, qmax = qrange(dtype)
    lo, hi = (input.min().item(), input.max().item()) if input.numel() else (0.0, 0.0)
    scale, zero_point = choose_qparams(lo, hi, qmin, qmax, reduce_range)
    return quantize_per_tensor(input, scale, zero_point, dtype)


def _integer_input(input):  # noqa: A002
    if input.dtype not in _QUANTIZED_OF:
        raise RuntimeError(f"Unsupported dtype {input.dtype} for quantized tensor")


def _make_per_tensor_quantized_tensor(input, scale, zero_point):  # noqa: A002
    _integer_input(input)
    return _make(input.clone(), per_tensor_affine, float(scale), int(zero_point))


def _make_per_channel_quantized_tensor(input, scale, zero_point, axis):  # noqa: A002
    _integer_input(input)
    return _make(input.clone(), per_channel_affine, scale.to(_dtype.float64).clone(),
                 zero_point.to(_dtype.int64).clone(), axis)


def dequantize(tensors):
    if isinstance(tensors, (list, tuple)):
        return [dequantize(t) for t in tensors]
    return tensors.dequantize()


# -- ops on the integers ----------------------------------------------------------------------------------------
def _shaping(name):
    """An op that moves integers around without changing them (a view or a copy): run on the integers, the
    quantization parameters kept. Per-channel tensors take only the ops that keep every element where it is."""
    def op(input, *args, **kwargs):  # noqa: A002
        if input._axis is not None and name not in _IN_PLACE_SHAPING:
            raise _unsupported(name)
        out = getattr(input._q, name)(*args, **kwargs)
        if isinstance(out, (list, tuple)):
            return type(out)(_like(input, o) for o in out)
        return _like(input, out)

    return op


def _clamp(inplace):
    """clamp / hardtanh of quantized input: its integers clamped between the quantized bounds (each bound
    quantized with the input's parameters), the parameters kept."""
    def op(input, min=None, max=None):  # noqa: A002
        if input._axis is not None:
            raise _unsupported("clamp")
        inv = f32(1.0 / f32(input._scale))
        bounds = [None if b is None else
                  int(_integers(torch.tensor([float(b)]), inv, input._zero_point, input.dtype).item())
                  for b in (min, max)]
        if inplace:
            input._q.clamp_(*bounds)
            return input
        return _like(input, input._q.clamp(*bounds))

    return op


def _relu(input, inplace=False):  # noqa: A002
    # zero is the zero point: values below it clamp to it
    q = input._q.clamp_(min=input._zero_point) if inplace else input._q.clamp(min=input._zero_point)
    return input if inplace else _like(input, q)


def _max_pool(name):
    """A max pool of quantized input: the maximum of the integers is the integer of the maximum (scale is
    positive). Runs the float op on the integers; its values come back as integers, its indices as they are."""
    def op(input, *args, **kwargs):  # noqa: A002
        values, indices = _torch_op(name)(input._q.to(_dtype.float32), *args, **kwargs)
        return _like(input, values.to(input._q.dtype)), indices

    return op


def _adaptive_sizes(n, out):
    """How many inputs each of `out` adaptive-pooling windows over n inputs holds."""
    return [-(-(i + 1) * n // out) - i * n // out for i in range(out)]


def _adaptive_avg_pool2d(input, output_size):  # noqa: A002
    """adaptive_avg_pool2d of quantized input, in the input's parameters: the mean of each window's integers
    rounded to the nearest (ties to even). The sums are recovered exactly from the float64 means, so that a mean
    halfway between integers rounds as PyTorch's does."""
    mean = _torch_op("adaptive_avg_pool2d")(input._q.to(_dtype.float64), output_size=output_size)
    rows = _adaptive_sizes(input.shape[-2], mean.shape[-2])
    cols = _adaptive_sizes(input.shape[-1], mean.shape[-1])
    sizes = torch.tensor([[r * c for c in cols] for r in rows], dtype=_dtype.float64)
    sums = torch.round(mean * sizes)
    return _like(input, torch.round(sums / sizes).to(input._q.dtype))


def _mean(input, dim=None, keepdim=False, *, dtype=None):  # noqa: A002
    """mean of quantized input: PyTorch averages the dequantized values and quantizes the mean with the input's
    parameters."""
    if input._axis is not None:
        raise _unsupported("mean.dim")
    args = () if dim is None else (dim, keepdim)
    return quantize_per_tensor(input.dequantize().mean(*args), input._scale, input._zero_point,
                               dtype or input.dtype)


def _ordering(name):
    """sort / topk of quantized input: ordering the integers orders the values (scale is positive); the values
    come back quantized, the indices as they are."""
    def op(input, *args, **kwargs):  # noqa: A002
        from . import return_types

        values, indices = getattr(torch, name)(input._q, *args, **kwargs)
        return getattr(return_types, name)((_like(input, values), indices))

    return op


def _torch_op(name):
    from ._ops import INTERNAL

    return INTERNAL[name]


def quantized_cat(tensors, dim=0, scale=None, zero_point=None):
    """cat of quantized tensors: their dequantized values joined and quantized again, by default with the first
    one's parameters."""
    first = tensors[0]
    if not all(isinstance(t, QuantizedTensor) for t in tensors):
        raise _unsupported("cat")
    values = torch.cat([t.dequantize() for t in tensors], dim)
    return quantize_per_tensor(values, first.q_scale() if scale is None else scale,
                               first.q_zero_point() if zero_point is None else zero_point, first.dtype)


def _stack(tensors, dim=0):
    return quantized_cat([t.unsqueeze(dim) for t in tensors], dim)


def _equal(a, b):
    return (isinstance(b, QuantizedTensor) and a.qscheme() is b.qscheme() and a.dtype is b.dtype
            and torch.equal(a._q, b._q) and _same_params(a, b))


def _same_params(a, b):
    if a._axis is None:
        return a._scale == b._scale and a._zero_point == b._zero_point
    return a._axis == b._axis and torch.equal(a._scale, b._scale) and torch.equal(a._zero_point, b._zero_point)


_SHAPING = ("view", "reshape", "flatten", "squeeze", "unsqueeze", "permute", "transpose", "t", "contiguous",
            "clone", "detach", "select", "narrow", "expand", "chunk", "split", "unbind", "movedim", "unflatten",
            "index_select")
_IN_PLACE_SHAPING = ("contiguous", "clone", "detach")

OPS = {name: _shaping(name) for name in _SHAPING}
OPS.update({
    "relu": _relu, "relu_": lambda input: _relu(input, True),
    "clamp": _clamp(False), "clamp_": _clamp(True), "hardtanh": _clamp(False), "hardtanh_": _clamp(True),
    "dequantize": dequantize, "int_repr": QuantizedTensor.int_repr, "equal": _equal,
    "max_pool2d_with_indices": _max_pool("max_pool2d_with_indices"),
    "sort": _ordering("sort"), "topk": _ordering("topk"),
    "adaptive_avg_pool2d": _adaptive_avg_pool2d, "mean": _mean, "cat": quantized_cat, "stack": _stack,
})


def dispatch(name, args, kwargs):
    """Runs op `name` on arguments some of which are quantized."""
    op = OPS.get(name)
    if op is None:
        raise _unsupported(name)
    return op(*args, **kwargs)


def _not_quantized(name):
    def method(self, *args):
        raise _unsupported(name, "CPU")

    method.__name__ = name
    return method


def install():
    """Tensor's quantization methods, for tensors that are not quantized: dequantize gives float32 values, the
    quantization getters refuse as PyTorch's CPU backend does."""
    Tensor.dequantize = lambda self: self.to(_dtype.float32)
    for name in ("q_scale", "q_zero_point", "q_per_channel_scales", "q_per_channel_zero_points",
                 "q_per_channel_axis", "int_repr", "qscheme"):
        setattr(Tensor, name, _not_quantized(name))


FUNCTIONS = {
    "quantize_per_tensor": quantize_per_tensor, "quantize_per_channel": quantize_per_channel,
    "quantize_per_tensor_dynamic": quantize_per_tensor_dynamic, "dequantize": dequantize,
    "_make_per_tensor_quantized_tensor": _make_per_tensor_quantized_tensor,
    "_make_per_channel_quantized_tensor": _make_per_channel_quantized_tensor,
    "qscheme": qscheme, "per_tensor_affine": per_tensor_affine, "per_channel_affine": per_channel_affine,
    "per_tensor_symmetric": per_tensor_symmetric, "per_channel_symmetric": per_channel_symmetric,
    "per_channel_affine_float_qparams": per_channel_affine_float_qparams,
}
