"""numpy's float formatting (numpy/_core/src/multiarray/dragon4.c, after Ryan Juckett's Dragon4), in Python's big
integers: the digits of a float16, float32 or float64 value, shortest-unique or exact, cut off at a precision and
rounded as numpy rounds them, laid out positionally or in scientific notation with numpy's trim and padding rules.
"""
import math
import struct

# dtype itemsize -> (struct format, mantissa bits, exponent bits)
_LAYOUT = {2: ("<e", "<H", 10, 5), 4: ("<f", "<I", 23, 8), 8: ("<d", "<Q", 52, 11)}
_LOG10_2 = 0.30102999566398119521373889472449
# numpy formats into a buffer of this many characters, which bounds the digits of a unique value
_BUFFER = 16384

TRIM_NONE, TRIM_ONE_ZERO, TRIM_ZEROS, TRIM_DPT_ZEROS = "k", "0", ".", "-"


def _parts(x, itemsize):
    """(sign bit, special 'inf'/'nan'/None, mantissa, exponent, mantissa bit, unequal margins) of x in its dtype."""
    fmt, ifmt, mbits, ebits = _LAYOUT[itemsize]
    bits = struct.unpack(ifmt, struct.pack(fmt, x))[0]
    frac = bits & ((1 << mbits) - 1)
    exp = (bits >> mbits) & ((1 << ebits) - 1)
    sign = bits >> (mbits + ebits)
    if exp == (1 << ebits) - 1:
        return sign, "inf" if frac == 0 else "nan", 0, 0, 0, False
    bias = (1 << (ebits - 1)) - 1
    if exp != 0:
        return sign, None, (1 << mbits) | frac, exp - bias - mbits, mbits, exp != 1 and frac == 0
    return sign, None, frac, 1 - bias - mbits, max(frac.bit_length() - 1, 0), False


def _dragon4(mantissa, exponent, mantissa_bit, unequal, unique, fraction_cutoff, cutoff_max, cutoff_min, room):
    """(digits, exponent of the first digit): numpy's Dragon4() digit loop and final rounding."""
    if mantissa == 0:
        return [0], 0
    is_even = mantissa % 2 == 0
    if exponent > 0:
        value, scale, low_margin = mantissa << (exponent + (2 if unequal else 1)), 4 if unequal else 2, 1 << exponent
    else:
        value, scale, low_margin = mantissa << (2 if unequal else 1), 1 << (-exponent + (2 if unequal else 1)), 1
    high_factor = 2 if unequal else 1
    digit_exp = math.ceil((mantissa_bit + exponent) * _LOG10_2 - 0.69)
    if cutoff_max >= 0 and fraction_cutoff and digit_exp <= -cutoff_max:
        digit_exp = -cutoff_max + 1
    if digit_exp > 0:
        scale *= 10 ** digit_exp
    elif digit_exp < 0:
        p = 10 ** -digit_exp
        value, low_margin = value * p, low_margin * p
    if value >= scale:
        digit_exp += 1
    else:
        value, low_margin = value * 10, low_margin * 10
    cutoff_max_exp = digit_exp - room
    if cutoff_max >= 0:
        cutoff_max_exp = max(cutoff_max_exp, -cutoff_max if fraction_cutoff else digit_exp - cutoff_max)
    cutoff_min_exp = digit_exp
    if cutoff_min >= 0:
        cutoff_min_exp = min(cutoff_min_exp, -cutoff_min if fraction_cutoff else digit_exp - cutoff_min)
    print_exp = digit_exp - 1
    digits = []
    low = high = False
    if unique:
        while True:
            digit_exp -= 1
            digit, value = divmod(value, scale)
            high_value = value + low_margin * high_factor
            low = value <= low_margin if is_even else value < low_margin
            high = high_value >= scale if is_even else high_value > scale
            if ((low or high) and digit_exp <= cutoff_min_exp) or digit_exp == cutoff_max_exp:
                break
            digits.append(digit)
            value, low_margin = value * 10, low_margin * 10
    else:
        while True:
            digit_exp -= 1
            digit, value = divmod(value, scale)
            if value == 0 or digit_exp == cutoff_max_exp:
                break
            digits.append(digit)
            value *= 10
    round_down = low
    if low == high:
        twice = 2 * value
        round_down = twice < scale or (twice == scale and digit % 2 == 0)
    if round_down:
        digits.append(digit)
    elif digit < 9:
        digits.append(digit + 1)
    else:
        while digits and digits[-1] == 9:
            digits.pop()
        if digits:
            digits[-1] += 1
        else:
            digits, print_exp = [1], print_exp + 1
    return digits, print_exp


def _sign_char(sign_bit, sign):
    return "-" if sign_bit else ("+" if sign else "")


def _special(kind, sign_bit, sign):
    # numpy prints a sign for inf only; a NaN's sign bit is ignored
    return (_sign_char(sign_bit, sign) + "inf") if kind == "inf" else "nan"


def positional(x, itemsize=8, precision=-1, unique=True, fractional=True, trim=TRIM_NONE, sign=False,
               pad_left=-1, pad_right=-1, min_digits=-1):
    """numpy's dragon4_positional (format_float_positional with its arguments already defaulted to -1)."""
    sign_bit, special, mantissa, exponent, mbit, unequal = _parts(x, itemsize)
    if special:
        return _special(special, sign_bit, sign)
    sgn = _sign_char(sign_bit, sign)
    digits, print_exp = _dragon4(mantissa, exponent, mbit, unequal, unique, fractional, precision, min_digits,
                                 _BUFFER - 1 - len(sgn))
    text = "".join(map(str, digits))
    if print_exp >= 0:
        whole_count = print_exp + 1
        if len(text) <= whole_count:
            whole, frac = text + "0" * (whole_count - len(text)), ""
        else:
            whole, frac = text[:whole_count], text[whole_count:]
    else:
        whole, frac = "0", "0" * (-(print_exp + 1)) + text
    add = min_digits if unique else precision
    desired = max(add, 0) if fractional else add - len(whole)
    if trim == TRIM_ONE_ZERO and not frac:
        frac = "0"
    elif trim == TRIM_NONE and desired > len(frac):
        frac += "0" * (desired - len(frac))
    dot = "."
    if trim != TRIM_NONE and frac:
        frac = frac.rstrip("0")
        if not frac:
            if trim == TRIM_ONE_ZERO:
                frac = "0"
            elif trim == TRIM_DPT_ZEROS:
                dot = ""
    elif trim == TRIM_DPT_ZEROS and not frac:
        dot = ""
    out = sgn + whole + dot + frac
    if pad_right >= len(frac):
        if trim == TRIM_DPT_ZEROS and not frac and not dot:
            out += " "
        out += " " * (pad_right - len(frac))
    if pad_left > len(whole) + len(sgn):
        out = " " * (pad_left - len(whole) - len(sgn)) + out
    return out


def scientific(x, itemsize=8, precision=-1, unique=True, trim=TRIM_NONE, sign=False, pad_left=-1, exp_digits=-1,
               min_digits=-1):
    """numpy's dragon4_scientific (format_float_scientific with its arguments already defaulted to -1)."""
    sign_bit, special, mantissa, exponent, mbit, unequal = _parts(x, itemsize)
    if special:
        return _special(special, sign_bit, sign)
    sgn = _sign_char(sign_bit, sign)
    digits, print_exp = _dragon4(mantissa, exponent, mbit, unequal, unique, False,
                                 -1 if precision < 0 else precision + 1, -1 if min_digits < 0 else min_digits + 1,
                                 _BUFFER - 1 - len(sgn))
    text = "".join(map(str, digits))
    first, frac = text[0], text[1:]
    dot = "."
    add = max(min_digits if unique else precision, 0)
    if trim == TRIM_ONE_ZERO and not frac:
        frac = "0"
    elif trim == TRIM_NONE and add > len(frac):
        frac += "0" * (add - len(frac))
    if trim != TRIM_NONE and frac:
        frac = frac.rstrip("0")
        if not frac and trim == TRIM_ONE_ZERO:
            frac = "0"
    elif not frac and trim == TRIM_DPT_ZEROS:
        dot = ""
    exp_digits = 2 if exp_digits < 0 else min(exp_digits, 5)
    exp = f"e{'+' if print_exp >= 0 else '-'}{str(abs(print_exp)).rjust(exp_digits, '0')}"
    lead = " " * max(pad_left - 1 - len(sgn), 0)
    return lead + sgn + first + dot + frac + exp
