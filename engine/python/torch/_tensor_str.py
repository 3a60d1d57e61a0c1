"""Tensor printing, following the rules of PyTorch's own formatter so the text is identical.

A tensor prints from one formatter chosen over all (or, when summarised, the edge) values: integers as they are;
floats in fixed point with 4 decimals, or as integers with a trailing dot when every value is whole, or in
scientific notation when the magnitudes span too much.
"""
import math
from dataclasses import dataclass


@dataclass
class _PrintOptions:
    precision: int = 4
    threshold: float = 1000
    edgeitems: int = 3
    linewidth: int = 80
    sci_mode: object = None


PRINT_OPTS = _PrintOptions()


def set_printoptions(precision=None, threshold=None, edgeitems=None, linewidth=None, profile=None, sci_mode=None):
    if profile == "default":
        PRINT_OPTS.precision, PRINT_OPTS.threshold, PRINT_OPTS.edgeitems, PRINT_OPTS.linewidth = 4, 1000, 3, 80
    elif profile == "short":
        PRINT_OPTS.precision, PRINT_OPTS.threshold, PRINT_OPTS.edgeitems, PRINT_OPTS.linewidth = 2, 1000, 2, 80
    elif profile == "full":
        PRINT_OPTS.precision, PRINT_OPTS.threshold, PRINT_OPTS.edgeitems, PRINT_OPTS.linewidth = 4, math.inf, 3, 80
    if precision is not None:
        PRINT_OPTS.precision = precision
    if threshold is not None:
        PRINT_OPTS.threshold = threshold
    if edgeitems is not None:
        PRINT_OPTS.edgeitems = edgeitems
    if linewidth is not None:
        PRINT_OPTS.linewidth = linewidth
    PRINT_OPTS.sci_mode = sci_mode


class _Formatter:
    def __init__(self, values, floating):
        """values: the Python numbers the format is chosen over."""
        self.floating_dtype = floating
        self.int_mode = True
        self.sci_mode = False
        self.max_width = 1
        p = PRINT_OPTS.precision
        if not floating:
            for v in values:
                self.max_width = max(self.max_width, len(f"{v}"))
        else:
            finite = [v for v in values if math.isfinite(v) and v != 0]
            if finite:
                absolute = [abs(v) for v in finite]
                lo, hi = min(absolute), max(absolute)
                self.int_mode = all(v == math.ceil(v) for v in finite)
                if self.int_mode:
                    if hi / lo > 1000.0 or hi > 1.0e8:
                        self.sci_mode = True
                        width = max(len(f"{v:.{p}e}") for v in finite)
                    else:
                        width = max(len(f"{v:.0f}") + 1 for v in finite)
                elif hi / lo > 1000.0 or hi > 1.0e8 or lo < 1.0e-4:
                    self.sci_mode = True
                    width = max(len(f"{v:.{p}e}") for v in finite)
                else:
                    width = max(len(f"{v:.{p}f}") for v in finite)
                self.max_width = max(self.max_width, width)
        if PRINT_OPTS.sci_mode is not None:
            self.sci_mode = PRINT_OPTS.sci_mode

    def width(self):
        return self.max_width

    def format(self, value):
        p = PRINT_OPTS.precision
        if self.floating_dtype:
            if self.sci_mode:
                ret = f"{value:{self.max_width}.{p}e}"
            elif self.int_mode:
                ret = f"{value:.0f}"
                if not (math.isinf(value) or math.isnan(value)):
                    ret += "."
            else:
                ret = f"{value:.{p}f}"
        else:
            ret = f"{value}"
        return (self.max_width - len(ret)) * " " + ret


class _ComplexFormatter:
    """Complex values as PyTorch prints them: the real parts and the imaginary parts each by a formatter chosen over
    them alone, joined by the imaginary part's sign."""

    def __init__(self, values):
        self.real = _Formatter([v.real for v in values], True)
        self.imag = _Formatter([v.imag for v in values], True)

    def width(self):
        return self.real.width() + self.imag.width() + 1  # and the "j"

    def format(self, value):
        imag = (self.imag.format(value.imag) + "j").lstrip()
        return self.real.format(value.real) + (imag if imag[0] in "+-" else "+" + imag)


class _Nested:
    """Row-major values with a shape, indexable along the first dim without touching the engine again.

    A summarised print reads only the edge items (see _edges): `shape` is then what was read and `sizes` the
    tensor's own, and an index among the trailing edge items maps onto the rows read.
    """

    def __init__(self, flat, shape, sizes=None, start=0):
        self.flat, self.shape, self.start = flat, shape, start
        self.sizes = shape if sizes is None else sizes

    def __len__(self):
        return self.sizes[0]

    def stride0(self):
        n = 1
        for s in self.shape[1:]:
            n *= s
        return n

    def __getitem__(self, i):
        skipped = self.sizes[0] - self.shape[0]
        row = i - skipped if skipped and i >= self.shape[0] // 2 else i
        return _Nested(self.flat, self.shape[1:], self.sizes[1:], self.start + row * self.stride0())

    def values(self):
        n = self.stride0() * self.shape[0] if self.shape else 1
        return self.flat[self.start:self.start + n]


def _summarized_values(t, summarize):
    """The values a summarised print shows (the edge items of every dim), which pick the format."""
    if not summarize or not t.shape:
        return t.values()
    e = PRINT_OPTS.edgeitems
    rows = range(len(t)) if len(t) <= 2 * e else list(range(e)) + list(range(len(t) - e, len(t)))
    if len(t.shape) == 1:
        return [t[i].values()[0] for i in rows]
    out = []
    for i in rows:
        out.extend(_summarized_values(t[i], summarize))
    return out


def _vector_str(t, indent, summarize, formatter):
    element_length = formatter.width() + 2
    elements_per_line = max(1, int(math.floor((PRINT_OPTS.linewidth - indent) / element_length)))
    vals = t.values()
    e = PRINT_OPTS.edgeitems
    if summarize and not e:
        data = ["..."]
    elif summarize and len(t) > 2 * e:
        data = [formatter.format(v) for v in vals[:e]] + [" ..."] + [formatter.format(v) for v in vals[-e:]]
    else:
        data = [formatter.format(v) for v in vals]
    lines = [", ".join(data[i:i + elements_per_line]) for i in range(0, len(data), elements_per_line)]
    return "[" + ("," + "\n" + " " * (indent + 1)).join(lines) + "]"


def _tensor_str_with_formatter(t, indent, summarize, formatter):
    dim = len(t.shape)
    if dim == 0:
        return formatter.format(t.values()[0])
    if dim == 1:
        return _vector_str(t, indent, summarize, formatter)
    e = PRINT_OPTS.edgeitems
    if summarize and len(t) > 2 * e:
        slices = ([_tensor_str_with_formatter(t[i], indent + 1, summarize, formatter) for i in range(e)]
                  + ["..."]
                  + [_tensor_str_with_formatter(t[i], indent + 1, summarize, formatter)
                     for i in range(len(t) - e, len(t))])
    else:
        slices = [_tensor_str_with_formatter(t[i], indent + 1, summarize, formatter) for i in range(len(t))]
    return "[" + ("," + "\n" * (dim - 1) + " " * (indent + 1)).join(slices) + "]"


def _edges(t):
    """The edge items a summarised print shows, along every dim too long to show whole: read from the engine
    without copying the rest of the tensor."""
    import torch

    e = PRINT_OPTS.edgeitems
    with torch.no_grad():
        for d, size in enumerate(t.shape):
            if size > 2 * e:
                t = torch.cat([t.narrow(d, 0, e), t.narrow(d, size - e, e)], d)
    return t


def _tensor_str(self, indent):
    if self.numel() == 0:
        return "[]"
    summarize = self.numel() > PRINT_OPTS.threshold
    shown = _edges(self) if summarize else self
    nested = _Nested(shown._values(), tuple(shown.shape), tuple(self.shape))
    values = _summarized_values(nested, summarize)
    if self.dtype.is_complex:
        formatter = _ComplexFormatter(values)
    else:
        formatter = _Formatter(values, self.dtype.is_floating_point)
    return _tensor_str_with_formatter(nested, indent, summarize, formatter)


def _add_suffixes(tensor_str, suffixes, indent, force_newline):
    tensor_strs = [tensor_str]
    last_line_len = len(tensor_str) - tensor_str.rfind("\n") + 1
    for suffix in suffixes:
        suffix_len = len(suffix)
        if force_newline or last_line_len + suffix_len + 2 > PRINT_OPTS.linewidth:
            tensor_strs.append(",\n" + " " * indent + suffix)
            last_line_len = indent + suffix_len
            force_newline = False
        else:
            tensor_strs.append(", " + suffix)
            last_line_len += suffix_len + 2
    tensor_strs.append(")")
    return "".join(tensor_strs)


def _str(self, last=()):
    """repr(self); `last`: the suffixes that follow grad_fn's (a named tensor's names)."""
    import torch

    # a user's subclass prints under its own name (a subclass of Parameter also inside "Parameter(...)")
    user_class = type(self) not in _plain_types()
    prefix = f"{type(self).__name__}(" if user_class else "tensor("
    indent = len(prefix)
    suffixes = []
    device = self.device
    if device.type != "cpu":
        suffixes.append(f"device='{device}'")
    default_complex = torch.cdouble if torch.get_default_dtype() is torch.float64 else torch.cfloat
    has_default_dtype = self.dtype in (torch.get_default_dtype(), default_complex, torch.int64, torch.bool)
    if device.type == "meta":
        # no values to show: the size always, and any dtype but the default (int64 included)
        suffixes.append("size=" + str(tuple(self.shape)))
        if self.dtype != torch.get_default_dtype():
            suffixes.append("dtype=" + str(self.dtype))
        tensor_str = "..."
    elif self.is_quantized:
        suffixes += ["size=" + str(tuple(self.shape)), "dtype=" + str(self.dtype),
                     "quantization_scheme=" + str(self.qscheme())]
        if self.qscheme() in (torch.per_channel_affine, torch.per_channel_symmetric,
                              torch.per_channel_affine_float_qparams):
            suffixes += ["scale=" + str(self.q_per_channel_scales()),
                         "zero_point=" + str(self.q_per_channel_zero_points()), "axis=" + str(self.q_per_channel_axis())]
        else:
            suffixes += ["scale=" + str(self.q_scale()), "zero_point=" + str(self.q_zero_point())]
        tensor_str = _tensor_str(self.dequantize(), indent)
    elif self.numel() == 0:
        if self.dim() != 1:
            suffixes.append("size=" + str(tuple(self.shape)))
        if self.dtype != torch.get_default_dtype():
            suffixes.append("dtype=" + str(self.dtype))
        tensor_str = "[]"
    else:
        if not PRINT_OPTS.edgeitems:
            suffixes.append("size=" + str(tuple(self.shape)))
        if not has_default_dtype:
            suffixes.append("dtype=" + str(self.dtype))
        tensor_str = _tensor_str(self, indent)
    if self.grad_fn is not None:
        suffixes.append(f"grad_fn=<{type(self.grad_fn).__name__}>")
    elif self.requires_grad:
        suffixes.append("requires_grad=True")
    text = _add_suffixes(prefix + tensor_str, suffixes + list(last), indent, force_newline=False)
    return f"Parameter({text})" if user_class and isinstance(self, torch.nn.Parameter) else text


def _plain_types():
    """The classes that print as "tensor(": Tensor, Parameter and the engine's own representations of complex,
    sparse and quantized tensors (all Tensor subclasses here, none in PyTorch)."""
    from .nn.parameter import Parameter, _COMPLEX_KINDS
    from ._tensor import Tensor
    from ._complex import ComplexTensor
    from ._quantized import QuantizedTensor
    from ._sparse import SparseTensor
    from ._sparse_csr import SparseCsrTensor

    complex_parameter = (_COMPLEX_KINDS[Parameter],) if Parameter in _COMPLEX_KINDS else ()
    return (Tensor, Parameter, ComplexTensor, QuantizedTensor, SparseTensor, SparseCsrTensor, *complex_parameter)
