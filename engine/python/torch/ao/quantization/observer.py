"""Observers: modules that watch the tensors passing through them during calibration and then choose the
quantization parameters (scale, zero point) that cover what they saw. The arithmetic is PyTorch's, in the same
tensor ops, so calibrated parameters agree to the bit."""
import functools
import warnings

import torch
from torch import nn

from torch._quantized import f32

from .utils import calculate_qmin_qmax, check_min_max_valid, is_per_channel, is_per_tensor

__all__ = ["ObserverBase", "UniformQuantizationObserverBase", "MinMaxObserver", "MovingAverageMinMaxObserver",
           "PerChannelMinMaxObserver", "MovingAveragePerChannelMinMaxObserver", "HistogramObserver",
           "PlaceholderObserver", "NoopObserver", "default_observer", "default_placeholder_observer",
           "default_weight_observer", "default_histogram_observer", "default_per_channel_weight_observer",
           "default_dynamic_quant_observer", "default_float_qparams_observer", "get_observer_state_dict"]

_EPS = torch.finfo(torch.float32).eps


class _PartialWrapper:
    """A constructor with some arguments bound (Observer.with_args), printed as PyTorch prints it."""

    def __init__(self, p):
        self.p = p
        self.callable_args = {}

    def __call__(self, *args, **keywords):
        for name, make in self.callable_args.items():
            if name not in keywords:
                keywords = {**keywords, name: make()}
        return self.p(*args, **keywords)

    def __repr__(self):
        return repr(self.p) + repr(self.callable_args)

    def with_args(self, **kwargs):
        return _with_args(self, **kwargs)

    def with_callable_args(self, **kwargs):
        result = _PartialWrapper(self.p)
        result.callable_args = {**self.callable_args, **kwargs}
        return result


def _with_args(cls_or_self, **kwargs):
    return _PartialWrapper(functools.partial(cls_or_self, **kwargs))


def _with_callable_args(cls_or_self, **kwargs):
    return _PartialWrapper(functools.partial(cls_or_self)).with_callable_args(**kwargs)


class ObserverBase(nn.Module):
    def __init__(self, dtype, is_dynamic=False):
        super().__init__()
        self.dtype = dtype
        self.is_dynamic = is_dynamic

    with_args = classmethod(_with_args)
    with_callable_args = classmethod(_with_callable_args)


class UniformQuantizationObserverBase(ObserverBase):
    """Common base of the observers whose parameters map a [min, max] range onto the quantized integers."""

    def __init__(self, dtype=torch.quint8, qscheme=torch.per_tensor_affine, reduce_range=False, quant_min=None,
                 quant_max=None, factory_kwargs=None, eps=_EPS, is_dynamic=False, **kwargs):
        super().__init__(dtype, is_dynamic)
        self.qscheme = qscheme
        if reduce_range:
            warnings.warn("Please use quant_min and quant_max to specify the range for observers."
                          "                     reduce_range will be deprecated in a future release of PyTorch.",
                          stacklevel=2)
        self.reduce_range = reduce_range
        self.register_buffer("eps", torch.tensor([eps]))
        if qscheme not in (torch.per_tensor_affine, torch.per_tensor_symmetric, torch.per_channel_affine,
                           torch.per_channel_symmetric, torch.per_channel_affine_float_qparams):
            raise AssertionError("Default Observer only works for per_tensor_affine, per_tensor_symmetric, "
                                 "per_channel_affine, per_channel_symmetric and per_channel_float_qparams "
                                 "quantization scheme")
        if dtype not in (torch.qint8, torch.quint8, torch.qint32):
            raise AssertionError("Default Observer only works for qint8, quint8 and quint4x2 data type")
        self.has_customized_qrange = quant_min is not None and quant_max is not None
        if self.has_customized_qrange:
            if not quant_min <= 0 <= quant_max:
                raise AssertionError("Used-specified quantization range must include 0.")
            if not quant_min < quant_max:
                raise AssertionError("qmin must be strictly less than qmax for user-specified quantization range.")
        self.quant_min, self.quant_max = calculate_qmin_qmax(quant_min, quant_max, self.has_customized_qrange,
                                                             dtype, reduce_range)

    def _calculate_qparams(self, min_val, max_val):
        if not check_min_max_valid(min_val, max_val):
            return torch.tensor([1.0]), torch.tensor([0])
        quant_min, quant_max = self.quant_min, self.quant_max
        min_val_neg = torch.min(min_val, torch.zeros_like(min_val))
        max_val_pos = torch.max(max_val, torch.zeros_like(max_val))
        zero_point = torch.zeros(min_val_neg.size(), dtype=torch.int64)
        if self.qscheme in (torch.per_tensor_symmetric, torch.per_channel_symmetric):
            max_val_pos = torch.max(-min_val_neg, max_val_pos)
            scale = torch.max(max_val_pos / (float(quant_max - quant_min) / 2), self.eps)
            if self.dtype is torch.quint8:
                mid = (quant_min + quant_max) // 2 if self.has_customized_qrange else 128
                zero_point = zero_point.new_full(zero_point.size(), mid)
        elif self.qscheme is torch.per_channel_affine_float_qparams:
            scale = (max_val - min_val) / float(quant_max - quant_min)
            scale = torch.where(scale > self.eps, scale, torch.ones_like(scale))
            zero_point = -1 * min_val / scale
        else:
            scale = torch.max((max_val_pos - min_val_neg) / float(quant_max - quant_min), self.eps)
            zero_point = quant_min - torch.round(min_val_neg / scale).to(torch.int)
            zero_point = torch.clamp(zero_point, quant_min, quant_max)
        # a per-tensor observer answers one-element tensors, as FakeQuantize keeps them
        if scale.dim() == 0:
            scale = torch.tensor([float(scale)], dtype=scale.dtype)
        if zero_point.dim() == 0:
            zero_point = torch.tensor([int(zero_point)], dtype=zero_point.dtype)
        return scale, zero_point

    def reset_min_max_vals(self):
        raise NotImplementedError("Cannot reset min/max values in the given observer.")


class MinMaxObserver(UniformQuantizationObserverBase):
    """Parameters from the running minimum and maximum of what it saw."""

    def __init__(self, dtype=torch.quint8, qscheme=torch.per_tensor_affine, reduce_range=False, quant_min=None,
                 quant_max=None, factory_kwargs=None, eps=_EPS, is_dynamic=False, **kwargs):
        if not is_per_tensor(qscheme):
            raise NotImplementedError("MinMaxObserver's qscheme only support torch.per_tensor_symmetric"
                                      "                     and torch.per_tensor_affine.")
        super().__init__(dtype, qscheme, reduce_range, quant_min, quant_max, factory_kwargs, eps, is_dynamic,
                         **kwargs)
        self.register_buffer("min_val", torch.tensor(float("inf")))
        self.register_buffer("max_val", torch.tensor(float("-inf")))
        if qscheme is torch.per_tensor_symmetric and reduce_range and dtype is torch.quint8:
            raise NotImplementedError("Cannot reduce range for symmetric                                        "
                                      "quantization for quint8")

    def forward(self, x_orig):
        if x_orig.numel() == 0:
            return x_orig
        x = x_orig.detach().to(self.min_val.dtype)
        min_val_cur, max_val_cur = torch.aminmax(x)
        self.min_val.copy_(torch.min(min_val_cur, self.min_val))
        self.max_val.copy_(torch.max(max_val_cur, self.max_val))
        return x_orig

    def calculate_qparams(self):
        return self._calculate_qparams(self.min_val, self.max_val)

    def extra_repr(self):
        return f"min_val={self.min_val}, max_val={self.max_val}"

    def reset_min_max_vals(self):
        self.min_val.copy_(torch.tensor(float("inf")))
        self.max_val.copy_(torch.tensor(float("-inf")))


class MovingAverageMinMaxObserver(MinMaxObserver):
    """Parameters from moving averages of the minimum and maximum of each tensor it saw."""

    def __init__(self, averaging_constant=0.01, dtype=torch.quint8, qscheme=torch.per_tensor_affine,
                 reduce_range=False, quant_min=None, quant_max=None, eps=_EPS, is_dynamic=False, **kwargs):
        self.averaging_constant = averaging_constant
        super().__init__(dtype=dtype, qscheme=qscheme, reduce_range=reduce_range, quant_min=quant_min,
                         quant_max=quant_max, eps=eps, is_dynamic=is_dynamic, **kwargs)

    def forward(self, x_orig):
        if x_orig.numel() == 0:
            return x_orig
        x = x_orig.detach().to(self.min_val.dtype)
        min_val, max_val = self.min_val, self.max_val
        if min_val == float("inf") and max_val == float("-inf"):
            min_val, max_val = torch.aminmax(x)
        else:
            min_val_cur, max_val_cur = torch.aminmax(x)
            min_val = min_val + self.averaging_constant * (min_val_cur - min_val)
            max_val = max_val + self.averaging_constant * (max_val_cur - max_val)
        self.min_val.copy_(min_val)
        self.max_val.copy_(max_val)
        return x_orig


class PerChannelMinMaxObserver(UniformQuantizationObserverBase):
    """Parameters per index of dim `ch_axis`, from the running minimum and maximum of each channel."""

    def __init__(self, ch_axis=0, dtype=torch.quint8, qscheme=torch.per_channel_affine, reduce_range=False,
                 quant_min=None, quant_max=None, factory_kwargs=None, eps=_EPS, is_dynamic=False, **kwargs):
        if not is_per_channel(qscheme):
            raise NotImplementedError("PerChannelMinMaxObserver's qscheme only support torch.per_channel_symmetric,"
                                      " torch.per_channel_affine and torch.per_channel_affine_float_qparams.")
        super().__init__(dtype, qscheme, reduce_range, quant_min, quant_max, factory_kwargs, eps, is_dynamic,
                         **kwargs)
        self.ch_axis = ch_axis
        self.register_buffer("min_val", torch.tensor([]))
        self.register_buffer("max_val", torch.tensor([]))
        if qscheme is torch.per_channel_symmetric and reduce_range and dtype is torch.quint8:
            raise NotImplementedError("Cannot reduce range for symmetric quantization for quint8")

    def _channel_rows(self, x_orig):
        """x as one row per channel."""
        x = x_orig.detach()
        axes = list(range(x.dim()))
        axes[self.ch_axis], axes[0] = 0, self.ch_axis
        return torch.flatten(x.permute(axes).to(self.min_val.dtype), start_dim=1)

    def _update(self, min_val, max_val):
        self.min_val.resize_(min_val.shape)
        self.max_val.resize_(max_val.shape)
        self.min_val.copy_(min_val)
        self.max_val.copy_(max_val)

    def forward(self, x_orig):
        if x_orig.numel() == 0:
            return x_orig
        y = self._channel_rows(x_orig)
        min_val, max_val = torch.aminmax(y, dim=1)
        if self.min_val.numel() and self.max_val.numel():
            min_val, max_val = torch.min(min_val, self.min_val), torch.max(max_val, self.max_val)
        self._update(min_val, max_val)
        return x_orig

    def calculate_qparams(self):
        return self._calculate_qparams(self.min_val, self.max_val)

    def extra_repr(self):
        return f"min_val={self.min_val}, max_val={self.max_val}"

    def reset_min_max_vals(self):
        self.min_val = torch.tensor([])
        self.max_val = torch.tensor([])


class MovingAveragePerChannelMinMaxObserver(PerChannelMinMaxObserver):
    """Per-channel parameters from moving averages of each channel's minimum and maximum."""

    def __init__(self, averaging_constant=0.01, ch_axis=0, dtype=torch.quint8, qscheme=torch.per_channel_affine,
                 reduce_range=False, quant_min=None, quant_max=None, eps=_EPS, is_dynamic=False, **kwargs):
        super().__init__(ch_axis=ch_axis, dtype=dtype, qscheme=qscheme, reduce_range=reduce_range,
                         quant_min=quant_min, quant_max=quant_max, eps=eps, is_dynamic=is_dynamic, **kwargs)
        self.averaging_constant = averaging_constant

    def forward(self, x_orig):
        if x_orig.numel() == 0:
            return x_orig
        y = self._channel_rows(x_orig)
        min_val, max_val = torch.aminmax(y, dim=1)
        if self.min_val.numel() and self.max_val.numel():
            min_val = self.min_val + self.averaging_constant * (min_val - self.min_val)
            max_val = self.max_val + self.averaging_constant * (max_val - self.max_val)
        self._update(min_val, max_val)
        return x_orig


class HistogramObserver(UniformQuantizationObserverBase):
    """Parameters from a running histogram of what it saw: the [min, max] range is narrowed to the one whose
    quantization error (L2, estimated from the histogram) is least, cutting outliers off."""

    def __init__(self, bins=2048, upsample_rate=128, dtype=torch.quint8, qscheme=torch.per_tensor_affine,
                 reduce_range=False, quant_min=None, quant_max=None, factory_kwargs=None, eps=_EPS, is_dynamic=False,
                 **kwargs):
        if not is_per_tensor(qscheme):
            raise NotImplementedError("HistogramObserver's qscheme only support torch.per_tensor_symmetric"
                                      "                     and torch.per_tensor_affine.")
        super().__init__(dtype, qscheme, reduce_range, quant_min, quant_max, factory_kwargs, eps, is_dynamic,
                         **kwargs)
        self.bins = bins
        self.register_buffer("histogram", torch.zeros(bins))
        self.register_buffer("min_val", torch.tensor(float("inf")))
        self.register_buffer("max_val", torch.tensor(float("-inf")))
        self.dst_nbins = 2 ** (8 * dtype.itemsize)
        self.upsample_rate = upsample_rate

    @staticmethod
    def _get_norm(delta_begin, delta_end, density):
        """density times the integral of x^2 from delta_begin to delta_end (the L2 error of uniform values)."""
        return density * ((delta_end * delta_end * delta_end - delta_begin * delta_begin * delta_begin) / 3)

    def _compute_quantization_error(self, next_start_bin, next_end_bin):
        """The estimated error of quantizing with bins next_start_bin..next_end_bin as the range."""
        bin_width = (self.max_val.item() - self.min_val.item()) / self.bins
        dst_bin_width = bin_width * (next_end_bin - next_start_bin + 1) / self.dst_nbins
        if dst_bin_width == 0.0:
            return 0.0
        src_bin = torch.arange(self.bins)
        src_bin_begin = (src_bin - next_start_bin) * bin_width
        src_bin_end = src_bin_begin + bin_width
        dst_bin_of_begin = torch.clamp(torch.div(src_bin_begin, dst_bin_width, rounding_mode="floor"), 0,
                                       self.dst_nbins - 1)
        dst_bin_of_begin_center = (dst_bin_of_begin + 0.5) * dst_bin_width
        dst_bin_of_end = torch.clamp(torch.div(src_bin_end, dst_bin_width, rounding_mode="floor"), 0,
                                     self.dst_nbins - 1)
        density = self.histogram / bin_width
        norm = torch.zeros(self.bins)
        delta_begin = src_bin_begin - dst_bin_of_begin_center
        norm += self._get_norm(delta_begin, torch.ones(self.bins) * (dst_bin_width / 2), density)
        norm += (dst_bin_of_end - dst_bin_of_begin - 1) * self._get_norm(
            torch.tensor(-dst_bin_width / 2), torch.tensor(dst_bin_width / 2), density)
        dst_bin_of_end_center = dst_bin_of_end * dst_bin_width + dst_bin_width / 2
        norm += self._get_norm(torch.tensor(-dst_bin_width / 2), src_bin_end - dst_bin_of_end_center, density)
        return norm.sum().item()

    def _non_linear_param_search(self):
        """(min, max) narrowed from either end, a step of the histogram's mass at a time, while the error falls."""
        bin_width = (self.max_val - self.min_val) / self.bins
        total = torch.sum(self.histogram).item()
        # the comparisons of PyTorch's loop, a float32 tensor against a Python number, are in float32
        c_sum = torch.cumsum(self.histogram, dim=0).tolist()
        stepsize = 1e-5
        alpha, beta = 0.0, 1.0
        start_bin, end_bin = 0, self.bins - 1
        norm_min = float("inf")
        while alpha < beta:
            next_alpha, next_beta = alpha + stepsize, beta - stepsize
            lo, hi = start_bin, end_bin
            while lo < end_bin and c_sum[lo] < f32(next_alpha * total):
                lo += 1
            while hi > start_bin and c_sum[hi] > f32(next_beta * total):
                hi -= 1
            next_start_bin, next_end_bin = start_bin, end_bin
            if lo - start_bin > end_bin - hi:
                next_start_bin, alpha = lo, next_alpha
            else:
                next_end_bin, beta = hi, next_beta
            if next_start_bin == start_bin and next_end_bin == end_bin:
                continue
            norm = self._compute_quantization_error(next_start_bin, next_end_bin)
            if norm > norm_min:
                break
            norm_min = norm
            start_bin, end_bin = next_start_bin, next_end_bin
        return self.min_val + bin_width * start_bin, self.min_val + bin_width * (end_bin + 1)

    def _adjust_min_max(self, combined_min, combined_max, upsample_rate):
        """The combined range stretched so that the old histogram's bins, upsampled, tile it exactly."""
        span = self.max_val - self.min_val
        downsample_rate = int(torch.ceil((combined_max - combined_min) / span * upsample_rate).item())
        e = downsample_rate / upsample_rate * span - (combined_max - combined_min)
        start_idx = int(torch.round((self.min_val - combined_min) / span * self.bins * upsample_rate).item())
        return combined_min, combined_max + e, downsample_rate, start_idx

    @staticmethod
    def _combine_histograms(orig_hist, new_hist, upsample_rate, downsample_rate, start_idx, n_bins):
        """orig_hist plus new_hist resampled onto its bins (upsampled, placed at start_idx, downsampled)."""
        upsampled = new_hist.repeat_interleave(upsample_rate)
        with_output_range = torch.zeros(n_bins * downsample_rate)
        with_output_range[start_idx:n_bins * upsample_rate + start_idx] = upsampled
        integral = torch.cumsum(with_output_range, 0, dtype=torch.double)[downsample_rate - 1::downsample_rate]
        shifted = torch.zeros(n_bins)
        shifted[1:n_bins] = integral[0:-1]
        return orig_hist + ((integral - shifted) / upsample_rate).to(torch.float)

    def reset_histogram(self, x, min_val, max_val):
        self.min_val.resize_(min_val.shape)
        self.min_val.copy_(min_val)
        self.max_val.resize_(max_val.shape)
        self.max_val.copy_(max_val)
        self.histogram.copy_(torch.histc(x, self.bins, min=min_val.item(), max=max_val.item()))

    def forward(self, x_orig):
        if x_orig.numel() == 0:
            return x_orig
        x = x_orig.detach()
        x_min, x_max = torch.aminmax(x)
        if x_min == -torch.inf or x_max == torch.inf:
            warnings.warn("torch.inf detected in input tensor, ignoring input", stacklevel=2)
            x = x[x.abs() != torch.inf]
            if x.numel() == 0:
                return x_orig
            x_min, x_max = torch.aminmax(x)
        min_val, max_val = self.min_val, self.max_val
        uninitialized = min_val == float("inf") and max_val == float("-inf")
        # a range near zero would need a huge resampling grid: start over instead
        if uninitialized or min_val.item() == max_val.item() or (max_val - min_val) < 1e-6:
            self.reset_histogram(x, x_min, x_max)
            return x_orig
        combined_min, combined_max, downsample_rate, start_idx = self._adjust_min_max(
            torch.min(x_min, min_val), torch.max(x_max, max_val), self.upsample_rate)
        combined = torch.histc(x, self.bins, min=combined_min.item(), max=combined_max.item())
        if combined_min == min_val and combined_max == max_val:
            combined += self.histogram
        elif self.bins * downsample_rate * 4 > 1e9:
            warnings.warn("Fail to combine histograms. Fall back to reset histogram.", stacklevel=2)
            self.reset_histogram(x, x_min, x_max)
            return x_orig
        else:
            combined = self._combine_histograms(combined, self.histogram, self.upsample_rate, downsample_rate,
                                                start_idx, self.bins)
        self.histogram.copy_(combined)
        self.min_val.copy_(combined_min)
        self.max_val.copy_(combined_max)
        return x_orig

    def calculate_qparams(self):
        if self.min_val == float("inf") and self.max_val == float("-inf"):
            warnings.warn("must run observer before calling calculate_qparams.                                    "
                          "Returning default scale and zero point ", stacklevel=2)
            return torch.tensor([1.0]), torch.tensor([0])
        return self._calculate_qparams(*self._non_linear_param_search())

    def extra_repr(self):
        return f"min_val={self.min_val}, max_val={self.max_val}"


class PlaceholderObserver(ObserverBase):
    """Observes nothing: carries a dtype to the quantized module (dynamic quantization, float16)."""

    def __init__(self, dtype=torch.float32, custom_op_name="", compute_dtype=None, quant_min=None, quant_max=None,
                 qscheme=None, eps=None, is_dynamic=False):
        super().__init__(dtype, is_dynamic or compute_dtype is not None)
        if qscheme is None:
            qscheme = torch.per_tensor_affine
        self.qscheme = qscheme
        self.quant_min, self.quant_max = quant_min, quant_max
        self.eps = eps
        self.custom_op = custom_op_name

    def forward(self, x):
        return x

    def calculate_qparams(self):
        raise Exception("calculate_qparams should not be called for PlaceholderObserver")


class NoopObserver(ObserverBase):
    """Observes nothing; for ops whose outputs stay float (float16 weights)."""

    def __init__(self, dtype=torch.float16, custom_op_name=""):
        super().__init__(dtype)
        self.custom_op = custom_op_name

    def forward(self, x):
        return x

    def calculate_qparams(self):
        raise Exception("calculate_qparams should not be called for NoopObserver")


def get_observer_state_dict(mod):
    """The observers' entries of mod's state dict."""
    return {k: v for k, v in mod.state_dict().items() if "activation_post_process" in k}


default_observer = MinMaxObserver.with_args(quant_min=0, quant_max=127)
default_placeholder_observer = PlaceholderObserver
default_weight_observer = MinMaxObserver.with_args(dtype=torch.qint8, qscheme=torch.per_tensor_symmetric)
default_histogram_observer = HistogramObserver.with_args(quant_min=0, quant_max=127)
default_per_channel_weight_observer = PerChannelMinMaxObserver.with_args(dtype=torch.qint8,
                                                                         qscheme=torch.per_channel_symmetric)
default_dynamic_quant_observer = PlaceholderObserver.with_args(dtype=torch.quint8, quant_min=0, quant_max=255,
                                                               is_dynamic=True)
default_float_qparams_observer = PerChannelMinMaxObserver.with_args(
    dtype=torch.quint8, qscheme=torch.per_channel_affine_float_qparams, ch_axis=0)
