"""numpy 1.24's float32 exp, log, sin and cos as its x86 AVX2/FMA3 loops compute them (loops_exponent_log and
loops_trigonometric): Cody-Waite range reduction and minimax polynomials, every step rounded to float32 and each
fused multiply-add rounded once, so the results have numpy's bits rather than correctly rounded ones.

Each vector step runs over a whole column of Python floats: a double operation followed by one rounding to float32
is exact for + - * / of float32 operands; a fused multiply-add needs the correction in `_fma`.
"""
import math
from array import array
from itertools import compress, count, repeat
from operator import add, and_, eq, mul, ne, sub

_h = float.fromhex
inf, nan = math.inf, math.nan


def _round(col):
    """Each double of col rounded to the nearest float32 (as a double)."""
    return array("f", col).tolist()


def _lane(v, i):
    return v[i] if isinstance(v, list) else v


def _fma(a, b, c):
    """a*b + c rounded once to float32, for float32 operands (columns or constants). The product is exact in double;
    the double sum rounds again only where it lands exactly halfway between two float32s (where 2s - r is a float32
    too) while the exact sum does not, and there the sum's rounding error says which way the exact sum lies. The
    passes are C-level maps, as this runs a dozen times a value."""
    n = len(next(v for v in (a, b, c) if isinstance(v, list)))
    s = list(map(add, map(mul, *(v if isinstance(v, list) else repeat(v, n) for v in (a, b))),
                 c if isinstance(c, list) else repeat(c, n)))
    r = _round(s)
    other = list(map(sub, map(add, s, s), r))
    for i in compress(count(), map(and_, map(eq, other, _round(other)), map(ne, s, r))):
        p = _lane(a, i) * _lane(b, i)
        back = s[i] - p
        err = (p - (s[i] - back)) + (_lane(c, i) - back)
        if err:
            r[i] = _round([math.nextafter(s[i], math.copysign(inf, err))])[0]
    return r


def _horner(coefficients, x):
    """The polynomial with these coefficients (highest power first) at x, as numpy's chain of fused multiply-adds."""
    acc = _fma(coefficients[0], x, coefficients[1])
    for c in coefficients[2:]:
        acc = _fma(acc, x, c)
    return acc


_EXP_NUMERATOR = [_h("0x1.0a7bbp-11"), _h("0x1.bae2b2p-8"), _h("0x1.a2fb18p-5"), _h("0x1.fa98bp-3"),
                  _h("0x1.7397aap-1"), 1.0]
_EXP_DENOMINATOR = [_h("0x1.61d064p-6"), _h("-0x1.18d0aep-2"), 1.0]
_LN2_HIGH, _LN2_LOW = _h("-0x1.62e4p-1"), _h("-0x1.7f7d1cp-20")  # -ln 2 in two parts, the first exact in float32
_LOG2E, _LOGE2, _SQRT1_2 = _h("0x1.715476p+0"), _h("0x1.62e43p-1"), _h("0x1.6a09e6p-1")
_EXP_MAX, _EXP_MIN = _h("0x1.62e43p+6"), _h("-0x1.9fe36ap+6")


def exp(xs):
    """exp of float32 values: y = x - k ln 2 for k the nearest integer to x log2(e), exp(y) = P(y)/Q(y), scaled
    by 2**k; inf from 88.72283935546875 up, 0 from -103.97208404541015625 down."""
    x = [0.0 if not _EXP_MIN < v < _EXP_MAX else v for v in xs]  # nan and out-of-range lanes compute on 0
    # x log2(e) + 1.5 * 2**23 - 1.5 * 2**23, the product and the first sum fused by the compiler: the exact product
    # rounded half to even
    k = [float(round(v * _LOG2E)) for v in x]
    y = _fma(k, _LN2_LOW, _fma(k, _LN2_HIGH, x))
    ratio = _round([p / q for p, q in zip(_horner(_EXP_NUMERATOR, y), _horner(_EXP_DENOMINATOR, y))])
    out = _round([r * 2.0 ** kk for r, kk in zip(ratio, k)])
    return [nan if v != v else inf if v >= _EXP_MAX else 0.0 if v <= _EXP_MIN else o for v, o in zip(xs, out)]


_LOG_NUMERATOR = [_h("0x1.a8579ap-6"), _h("0x1.860666p-2"), _h("0x1.7ae152p+0"), _h("0x1.0e6c38p+1"), 1.0, 0.0]
_LOG_DENOMINATOR = [_h("0x1.8107bep-8"), _h("0x1.3cb7e6p-3"), _h("0x1.f915c8p-1"), _h("0x1.39fc1ap+1"),
                    _h("0x1.4e6c38p+1"), 1.0]


def log(xs):
    """log of float32 values: x = m 2**e with m in (sqrt(1/2), sqrt(2)], log(m) = P(m-1)/Q(m-1), plus e ln 2; -nan
    for negative x (numpy's sign of that nan), -inf for zeros."""
    parts = [math.frexp(v) if 0 < v < inf else (0.5, 0) for v in xs]
    m = [f + f if f <= _SQRT1_2 else f for f, _ in parts]  # frexp's m is in [0.5, 1)
    e = [float(p - 1) if f <= _SQRT1_2 else float(p) for f, p in parts]
    t = [v - 1.0 for v in m]
    ratio = _round([p / q for p, q in zip(_horner(_LOG_NUMERATOR, t), _horner(_LOG_DENOMINATOR, t))])
    out = _fma(e, _LOGE2, ratio)
    return [o if 0 < v < inf else nan if v != v else -nan if v < 0 else -inf if v == 0 else inf
            for v, o in zip(xs, out)]


_COS_POLY = [_h("0x1.98e616p-16"), _h("-0x1.6c06dcp-10"), _h("0x1.55553cp-05"), -0.5, 1.0]
_SIN_POLY = [_h("0x1.7d3bbcp-19"), _h("-0x1.a06bbap-13"), _h("0x1.11119ap-07"), _h("-0x1.555556p-03")]
_TWO_OVER_PI = _h("0x1.45f306p-1")
_PI_OVER_2 = (_h("-0x1.921fb0p+00"), _h("-0x1.5110b4p-22"), _h("-0x1.846988p-48"))  # -pi/2 in three parts


def _c_library(f):
    """The C library's sinf or cosf as numpy calls it beyond the reduction's range: nan in, nan out; inf gives the
    invalid operation's default nan (negative on x86); finite values take the double function, correctly rounded
    where glibc's float one is only nearly so."""
    return lambda v: f(v) if math.isfinite(v) else v if v != v else -nan


def _sincos(xs, largest, quarter_turn, scalar):
    """sin (quarter_turn 0) or cos (1) of float32 values: y = x - k pi/2 for k the nearest integer to x 2/pi,
    then the sine or cosine polynomial of y by k's quadrant; beyond |x| <= largest (and for inf and nan) numpy
    calls the C library's function."""
    inside = [abs(v) <= largest for v in xs]
    x = [v if ok else 0.0 for v, ok in zip(xs, inside)]
    k = [float(round(v * _TWO_OVER_PI)) for v in x]  # product and magic-number add fused, as for exp
    y = x
    for part in _PI_OVER_2:
        y = _fma(k, part, y)
    y2 = _round([v * v for v in y])
    cos = _horner(_COS_POLY, y2)
    sin = _fma(_fma(_horner(_SIN_POLY, y2), y2, 0.0), y, y)  # y + y^3 P(y^2)
    out = []
    for v, ok, kk, c, s in zip(xs, inside, k, cos, sin):
        if not ok:
            out.append(scalar(v))
            continue
        q = int(kk) + quarter_turn
        r = s if q & 1 == 0 else c
        out.append(0.0 - r if q & 2 else r)
    return out


def sin(xs):
    return _sincos(xs, 117435.9921875, 0, _c_library(math.sin))


def cos(xs):
    return _sincos(xs, 71476.0625, 1, _c_library(math.cos))
