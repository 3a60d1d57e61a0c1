"""Arrays and scalars as text, following numpy 1.24's arrayprint.py (FloatingFormat's choice between positional and
scientific notation, padding to a column, summarising with '...', wrapping at the line width) and its scalar str."""
import contextlib
import math
import numbers

from . import _dragon4
from ._dtype import generic
from ._ndarray import ndarray, scalar

_DEFAULTS = dict(edgeitems=3, threshold=1000, floatmode="maxprec", precision=8, suppress=False, linewidth=75,
                 nanstr="nan", infstr="inf", sign="-", formatter=None, legacy=False)
_options = dict(_DEFAULTS)
_FLOATMODES = ("fixed", "unique", "maxprec", "maxprec_equal")


def set_printoptions(precision=None, threshold=None, edgeitems=None, linewidth=None, suppress=None, nanstr=None,
                     infstr=None, formatter=None, sign=None, floatmode=None, *, legacy=None):
    new = _checked(precision, threshold, edgeitems, linewidth, suppress, nanstr, infstr, sign, formatter,
                   floatmode, legacy)
    new["formatter"] = formatter
    _options.update(new)


def _checked(precision, threshold, edgeitems, linewidth, suppress, nanstr, infstr, sign, formatter, floatmode,
             legacy):
    given = dict(precision=precision, threshold=threshold, edgeitems=edgeitems, linewidth=linewidth,
                 suppress=suppress, nanstr=nanstr, infstr=infstr, sign=sign, formatter=formatter,
                 floatmode=floatmode, legacy=legacy)
    options = {k: v for k, v in given.items() if v is not None}
    if suppress is not None:
        options["suppress"] = bool(suppress)
    if floatmode is not None and floatmode not in _FLOATMODES:
        raise ValueError("floatmode option must be one of " + ", ".join(f'"{m}"' for m in _FLOATMODES))
    if sign is not None and sign not in ("-", "+", " "):
        raise ValueError("sign option must be one of ' ', '+', or '-'")
    if legacy not in (None, False):
        raise ValueError("this numpy prints as numpy 1.24 does; legacy printing modes are not supported")
    if threshold is not None:
        if not isinstance(threshold, numbers.Number):
            raise TypeError("threshold must be numeric")
        if math.isnan(threshold):
            raise ValueError("threshold must be non-NAN, try sys.maxsize for untruncated representation")
    if precision is not None:
        try:
            options["precision"] = precision.__index__()
        except AttributeError:
            raise TypeError("precision must be an integer") from None
    return options


def get_printoptions():
    return dict(_options)


@contextlib.contextmanager
def printoptions(*args, **kwargs):
    saved = dict(_options)
    try:
        set_printoptions(*args, **kwargs)
        yield get_printoptions()
    finally:
        _options.clear()
        _options.update(saved)


# -- element formatters ---------------------------------------------------------------------------------------------
class _FloatFormat:
    def __init__(self, data, itemsize, options):
        self.itemsize = itemsize
        self.options = options
        self.floatmode = options["floatmode"]
        self.precision = -1 if self.floatmode == "unique" else options["precision"]
        if self.precision is None:
            self.precision = -1
        elif self.precision < 0:
            raise ValueError("precision must be >= 0")
        self.suppress = options["suppress"]
        self.sign = options["sign"]
        self.exp_format = False
        self._fill(data)

    def _fill(self, data):
        finite = [v for v in data if math.isfinite(v)]
        nonzero = [abs(v) for v in finite if v != 0]
        if nonzero:
            hi, lo = max(nonzero), min(nonzero)
            ratio = hi / lo
            if self.itemsize < 8:
                from ._dtype import round_value, FLOAT32, FLOAT16

                ratio = round_value(ratio, FLOAT32 if self.itemsize == 4 else FLOAT16)
            if hi >= 1e8 or (not self.suppress and (lo < 0.0001 or ratio > 1000.0)):
                self.exp_format = True
        plus = self.sign == "+"
        if not finite:
            self.pad_left = self.pad_right = 0
            self.trim, self.exp_size, self.unique, self.min_digits = ".", -1, True, -1
        elif self.exp_format:
            trim, unique = (".", True) if self.floatmode != "fixed" else ("k", False)
            strs = [_dragon4.scientific(x, self.itemsize, self.precision, unique, trim, plus) for x in finite]
            mants, exps = zip(*(s.partition("e")[::2] for s in strs))
            whole, frac = zip(*(m.split(".") for m in mants))
            self.exp_size = max(len(e) for e in exps) - 1
            self.trim = "k"
            self.precision = self.min_digits = max(len(f) for f in frac)
            self.unique = unique
            self.pad_left = max(len(w) for w in whole)
            self.pad_right = self.exp_size + 2 + self.precision
        else:
            trim, unique = (".", True) if self.floatmode != "fixed" else ("k", False)
            strs = [_dragon4.positional(x, self.itemsize, self.precision, unique, True, trim, plus) for x in finite]
            whole, frac = zip(*(s.split(".") for s in strs))
            self.pad_left = max(len(w) for w in whole)
            self.pad_right = max(len(f) for f in frac)
            self.exp_size = -1
            self.unique = unique
            if self.floatmode in ("fixed", "maxprec_equal"):
                self.precision = self.min_digits = self.pad_right
                self.trim = "k"
            else:
                self.trim, self.min_digits = ".", 0
        if self.sign == " " and not any(math.copysign(1.0, v) < 0 for v in finite):
            self.pad_left += 1
        if len(finite) != len(data):
            neginf = self.sign != "-" or any(v == -math.inf for v in data)
            offset = self.pad_right + 1
            self.pad_left = max(self.pad_left, len(self.options["nanstr"]) - offset,
                                len(self.options["infstr"]) + neginf - offset)

    def __call__(self, x):
        if not math.isfinite(x):
            if x != x:
                text = ("+" if self.sign == "+" else "") + self.options["nanstr"]
            else:
                text = ("-" if x < 0 else "+" if self.sign == "+" else "") + self.options["infstr"]
            return " " * (self.pad_left + self.pad_right + 1 - len(text)) + text
        plus = self.sign == "+"
        if self.exp_format:
            return _dragon4.scientific(x, self.itemsize, self.precision, self.unique, self.trim, plus, self.pad_left,
                                       self.exp_size, self.min_digits)
        return _dragon4.positional(x, self.itemsize, self.precision, self.unique, True, self.trim, plus,
                                   self.pad_left, self.pad_right, self.min_digits)


class _ComplexFormat:
    """numpy's ComplexFloatingFormat: the real parts formatted as one float column, the imaginary parts as another
    with an explicit sign, and the 'j' placed before the imaginary column's padding."""

    def __init__(self, data, itemsize, options):
        self.real = _FloatFormat([v.real for v in data], itemsize // 2, options)
        self.imag = _FloatFormat([v.imag for v in data], itemsize // 2, dict(options, sign="+"))

    def __call__(self, x):
        i = self.imag(x.imag)
        end = len(i.rstrip())
        return self.real(x.real) + i[:end] + "j" + i[end:]


def _int_format(data):
    width = max(len(str(max(data))), len(str(min(data)))) if data else 0
    return lambda x: str(x).rjust(width)


def _format_function(data, dt, options, zero_d):
    formatter = options["formatter"]
    if formatter:
        keys = {"b": ("bool",), "i": ("int", "int_kind"), "u": ("int", "int_kind"),
                "f": ("float", "float_kind"), "c": ("complexfloat", "complex_kind"),
                "U": ("numpystr", "str_kind")}[dt.kind] + ("all",)
        for key in keys:
            f = formatter.get(key)
            if f is not None:
                return lambda x: f(scalar(x, dt))
    if dt.kind == "U":
        return repr
    if dt.kind == "b":
        true = "True" if zero_d else " True"
        return lambda x: true if x else "False"
    if dt.kind in "iu":
        return _int_format(data)
    if dt.kind == "c":
        return _ComplexFormat(data, dt.itemsize, options)
    return _FloatFormat(data, dt.itemsize, options)


# -- layout ---------------------------------------------------------------------------------------------------------
def _extend_line(s, line, word, width, next_prefix):
    if len(line) + len(word) > width and len(line) > len(next_prefix):
        s += line.rstrip() + "\n"
        line = next_prefix
    return s, line + word


def _leading_trailing(values, shape, edge):
    """The values of the summarised array (each long axis cut to its first and last `edge` items)."""
    def take(d, start):
        n = shape[d]
        step = math.prod(shape[d + 1:])
        keep = list(range(n)) if n <= 2 * edge else list(range(edge)) + list(range(n - edge, n))
        if d == len(shape) - 1:
            return [values[start + i] for i in keep]
        out = []
        for i in keep:
            out.extend(take(d + 1, start + i * step))
        return out

    return take(0, 0) if shape else list(values)


def _format_array(values, shape, fmt, width, next_prefix, separator, edge, summary):
    nd = len(shape)
    strides = [math.prod(shape[d + 1:]) for d in range(nd)]

    def recurse(depth, start, indent, cur_width):
        if depth == nd:
            return fmt(values[start])
        next_indent = indent + " "
        next_width = cur_width - 1
        n = shape[depth]
        show_summary = summary and 2 * edge < n
        leading, trailing = (edge, edge) if show_summary else (0, n)
        at = lambda i: start + (i % n) * strides[depth]
        left = nd - depth
        if left == 1:
            elem_width = cur_width - max(len(separator.rstrip()), 1)
            s, line = "", indent
            for i in range(leading):
                s, line = _extend_line(s, line, recurse(depth + 1, at(i), next_indent, next_width), elem_width,
                                       indent)
                line += separator
            if show_summary:
                s, line = _extend_line(s, line, summary, elem_width, indent)
                line += separator
            for i in range(trailing, 1, -1):
                s, line = _extend_line(s, line, recurse(depth + 1, at(-i), next_indent, next_width), elem_width,
                                       indent)
                line += separator
            s, line = _extend_line(s, line, recurse(depth + 1, at(-1), next_indent, next_width), elem_width, indent)
            s += line
        else:
            s = ""
            line_sep = separator.rstrip() + "\n" * (left - 1)
            for i in range(leading):
                s += indent + recurse(depth + 1, at(i), next_indent, next_width) + line_sep
            if show_summary:
                s += indent + summary + line_sep
            for i in range(trailing, 1, -1):
                s += indent + recurse(depth + 1, at(-i), next_indent, next_width) + line_sep
            s += indent + recurse(depth + 1, at(-1), next_indent, next_width)
        return "[" + s[len(indent):] + "]"

    return recurse(0, 0, next_prefix, width)


def array2string(a, max_line_width=None, precision=None, suppress_small=None, separator=" ", prefix="", style=None,
                 formatter=None, threshold=None, edgeitems=None, sign=None, floatmode=None, suffix="", *,
                 legacy=None):
    options = dict(_options)
    options.update(_checked(precision, threshold, edgeitems, max_line_width, suppress_small, None, None, sign,
                            formatter, floatmode, legacy))
    if max_line_width is not None:
        options["linewidth"] = max_line_width
    options["linewidth"] -= len(suffix)
    a = a if isinstance(a, ndarray) else _asarray(a)
    if a.size == 0:
        return "[]"
    values = a._values()
    shape = a._shape
    summary = ""
    data = values
    if a.size > options["threshold"]:
        summary = "..."
        data = _leading_trailing(values, shape, options["edgeitems"])
    fmt = _format_function(data, a._dtype, options, not shape)
    return _format_array(values, shape, fmt, options["linewidth"], " " + " " * len(prefix), separator,
                         options["edgeitems"], summary)


def _asarray(a):
    from ._creation import asarray

    return asarray(a)


_IMPLIED = ("int64", "float64", "complex128", "bool")


def array_repr(arr, max_line_width=None, precision=None, suppress_small=None):
    arr = arr if isinstance(arr, ndarray) else _asarray(arr)
    width = _options["linewidth"] if max_line_width is None else max_line_width
    skip_dtype = arr._dtype.name in _IMPLIED and arr.size > 0
    prefix = "array("
    suffix = ")" if skip_dtype else ","
    if arr.size > 0 or arr._shape == (0,):
        body = array2string(arr, max_line_width, precision, suppress_small, ", ", prefix, suffix=suffix)
    else:
        body = f"[], shape={arr._shape!r}"
    text = prefix + body + suffix
    if skip_dtype:
        return text
    dtype_text = f"dtype={arr._dtype.name})" if arr._dtype.kind != "U" else f"dtype='{arr._dtype.str}')"
    last = len(text) - (text.rfind("\n") + 1)
    spacer = "\n" + " " * len(prefix) if last + len(dtype_text) + 1 > width else " "
    return text + spacer + dtype_text


def array_str(a, max_line_width=None, precision=None, suppress_small=None):
    a = a if isinstance(a, ndarray) else _asarray(a)
    if not a._shape:
        return str(scalar(a._values()[0], a._dtype))
    return array2string(a, max_line_width, precision, suppress_small, " ", "")


# -- scalars --------------------------------------------------------------------------------------------------------
def scalar_str(x):
    dt = x._dtype
    v = x.item()
    if dt.kind == "b":
        return "True" if v else "False"
    if dt.kind in "iu":
        return str(v)
    if dt.kind == "c":
        return _complex_str(v, dt.itemsize // 2)
    return _float_str(v, dt.itemsize, _dragon4.TRIM_ONE_ZERO)


def _float_str(v, itemsize, trim, sign=False):
    if v != v or v == 0 or 1e-4 <= abs(v) < 1e16:
        return _dragon4.positional(v, itemsize, trim=trim, sign=sign)
    return _dragon4.scientific(v, itemsize, trim=_dragon4.TRIM_DPT_ZEROS, sign=sign)


def _complex_str(v, itemsize):
    """numpy's complex scalar text: 2j when the real part is +0, else (re+imj), both parts with trailing zeros
    and the point trimmed."""
    trim = _dragon4.TRIM_DPT_ZEROS
    if v.real == 0 and math.copysign(1.0, v.real) > 0:
        return _float_str(v.imag, itemsize, trim) + "j"
    re = _float_str(v.real, itemsize, trim) if math.isfinite(v.real) else _nonfinite(v.real, False)
    im = _float_str(v.imag, itemsize, trim, True) if math.isfinite(v.imag) else _nonfinite(v.imag, True)
    return f"({re}{im}j)"


def _nonfinite(x, sign):
    if x != x:
        return "+nan" if sign else "nan"
    return "-inf" if x < 0 else "+inf" if sign else "inf"


scalar_repr = scalar_str


def format_float_positional(x, precision=None, unique=True, fractional=True, trim="k", sign=False, pad_left=None,
                            pad_right=None, min_digits=None):
    itemsize, v = _float_parts(x)
    precision, pad_left, pad_right, min_digits = (_positive(a, n) for a, n in (
        (precision, "precision"), (pad_left, "pad_left"), (pad_right, "pad_right"), (min_digits, "min_digits")))
    if not fractional and precision == 0:
        raise ValueError("precision must be greater than 0 if fractional=False")
    if min_digits > 0 and precision > 0 and min_digits > precision:
        raise ValueError("min_digits must be less than or equal to precision")
    return _dragon4.positional(v, itemsize, precision, unique, fractional, trim, sign, pad_left, pad_right,
                               min_digits)


def format_float_scientific(x, precision=None, unique=True, trim="k", sign=False, pad_left=None, exp_digits=None,
                            min_digits=None):
    itemsize, v = _float_parts(x)
    precision, pad_left, exp_digits, min_digits = (_positive(a, n) for a, n in (
        (precision, "precision"), (pad_left, "pad_left"), (exp_digits, "exp_digits"), (min_digits, "min_digits")))
    if min_digits > 0 and precision > 0 and min_digits > precision:
        raise ValueError("min_digits must be less than or equal to precision")
    return _dragon4.scientific(v, itemsize, precision, unique, trim, sign, pad_left, exp_digits, min_digits)


def _float_parts(x):
    if isinstance(x, generic) and x._dtype.kind == "f":
        return x._dtype.itemsize, x.item()
    if isinstance(x, (int, float)) or isinstance(x, generic):
        return 8, float(x)
    raise TypeError("not a float")


def _positive(x, name):
    if x is None:
        return -1
    if x < 0:
        raise ValueError(f"{name} must be >= 0")
    return x
