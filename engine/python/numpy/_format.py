"""Number and array text as numpy 2 prints it: shortest round-trip digits per dtype, arrays padded to a column."""
import math
import struct


def to_f32(x):
    return struct.unpack("f", struct.pack("f", x))[0] if math.isfinite(x) and abs(x) < 3.4028235677973366e38 \
        else (x if not math.isfinite(x) else math.copysign(math.inf, x))


def _digits(x, single):
    """(mantissa digits, decimal exponent) of the shortest string that reads back as x."""
    for p in range(0, 17):
        s = f"{x:.{p}e}"
        if (to_f32(float(s)) if single else float(s)) == x:
            break
    mant, exp = s.split("e")
    return mant.replace(".", "").lstrip("-").rstrip("0") or "0", int(exp)


def scalar_str(x, single):
    """str(np.float32(x)) / str(np.float64(x))."""
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    if x == 0:
        return "-0.0" if math.copysign(1, x) < 0 else "0.0"
    digits, exp = _digits(x, single)
    sign = "-" if x < 0 else ""
    if -4 <= exp < 16:
        if exp >= 0:
            whole = digits[:exp + 1].ljust(exp + 1, "0")
            frac = digits[exp + 1:] or "0"
        else:
            whole, frac = "0", "0" * (-exp - 1) + digits
        return f"{sign}{whole}.{frac}"
    mant = digits[0] + ("." + digits[1:] if len(digits) > 1 else "")
    return f"{sign}{mant}e{'+' if exp >= 0 else '-'}{abs(exp):02d}"


def _positional(x, single):
    """format_float_positional(unique, trim='.'): 2. and 0.5 rather than 2.0 and 0.50."""
    s = scalar_str(x, single)
    return s[:-1] if s.endswith(".0") else s


def _scientific(x, single):
    digits, exp = _digits(x, single)
    sign = "-" if x < 0 else ""
    return f"{sign}{digits[0]}.{digits[1:]}e{'+' if exp >= 0 else '-'}{abs(exp):02d}"


def format_column(values, kind, single):
    """Each value as numpy pads it within an array."""
    if kind == "bool":
        return [str(v).rjust(5) for v in values]
    if kind == "int":
        width = max(len(str(v)) for v in values)
        return [str(v).rjust(width) for v in values]
    finite = [abs(v) for v in values if math.isfinite(v) and v != 0]
    sci = bool(finite) and (max(finite) >= 1e8 or min(finite) < 1e-4 or max(finite) / min(finite) > 1e3)
    if sci:
        parts = [_scientific(v, single) if math.isfinite(v) else None for v in values]
        mant = [p.split("e")[0] if p else "" for p in parts]
        frac = max((len(m.split(".")[1]) for m in mant if m), default=0)
        left = max((len(m.split(".")[0]) for m in mant if m), default=1)
        out = []
        for v, p in zip(values, parts):
            if p is None:
                out.append(_special(v).rjust(left + 1 + frac + 4))
            else:
                m, e = p.split("e")
                w, f = m.split(".")
                out.append(f"{w.rjust(left)}.{f.ljust(frac)}e{e}")
        return out
    parts = [_positional(v, single) if math.isfinite(v) else None for v in values]
    left = max((len(p.split(".")[0]) for p in parts if p), default=1)
    frac = max((len(p.split(".")[1]) for p in parts if p), default=0)
    out = []
    for v, p in zip(values, parts):
        if p is None:
            out.append(_special(v))
        else:
            w, f = p.split(".")
            out.append(f"{w.rjust(left)}.{f.ljust(frac)}")
    width = max(len(c) for c in out)
    return [c.rjust(width) for c in out]


def _special(v):
    return "nan" if math.isnan(v) else ("inf" if v > 0 else "-inf")


def array_str(flat, shape, kind, single, indent=1, comma=False):
    """str() of an array, or with `comma` the body of its repr()."""
    if not shape:
        return format_column(flat, kind, single)[0]
    cells = format_column(flat, kind, single) if flat else []
    between = ", " if comma else " "

    def build(depth, start, ind):
        n = shape[depth]
        if depth == len(shape) - 1:
            return "[" + between.join(cells[start:start + n]) + "]"
        step = math.prod(shape[depth + 1:])
        sep = ("," if comma else "") + "\n" * (len(shape) - depth - 1) + " " * ind
        return "[" + sep.join(build(depth + 1, start + i * step, ind + 1) for i in range(n)) + "]"

    return build(0, 0, indent)
