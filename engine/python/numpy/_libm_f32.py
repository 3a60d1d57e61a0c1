"""glibc's float32 log1pf (the fdlibm algorithm in float arithmetic), which numpy's float16 and float32 log1p loops
and its float32 exponential sampler call: its results differ in the last bit from correctly rounded ones for about
one value in ten, so it is computed here as glibc does, every operation rounded to float32."""
import struct

_LN2_HI, _LN2_LO = float.fromhex("0x1.62e3p-1"), float.fromhex("0x1.2fefa2p-17")
_LP = [float.fromhex(h) for h in ("0x1.555556p-1", "0x1.99999ap-2", "0x1.24924ap-2", "0x1.c71c52p-3",
                                  "0x1.74664ap-3", "0x1.39a09ep-3", "0x1.2f112ep-3")]


def _f(v):
    return struct.unpack("<f", struct.pack("<f", v))[0]


def _bits(v):
    return struct.unpack("<i", struct.pack("<f", v))[0]


def _from_bits(b):
    return struct.unpack("<f", struct.pack("<i", b))[0]


def log1pf(x):
    """log(1 + x) of a float32 x."""
    hx = _bits(x)
    ax = hx & 0x7FFFFFFF
    k, hu, c, f = 1, 0, 0.0, 0.0
    if hx < 0x3ED413D7:  # 1 + x < sqrt(2), or x negative
        if ax >= 0x3F800000:  # x <= -1 (or a negative nan)
            if x == -1.0:
                return -float("inf")
            return x if x != x else -float("nan")  # (x - x) / (x - x): x86's default nan
        if ax < 0x31000000:  # |x| < 2**-29
            return x if ax < 0x24800000 else _f(x - _f(_f(x * x) * 0.5))
        if hx > 0 or hx <= -0x416A09E1:  # -0.2929 < x < 0.41422 (0xbe95f61f as a signed word)
            k, f, hu = 0, x, 1
    if hx >= 0x7F800000:
        return _f(x + x)
    if k:
        if hx < 0x5A000000:
            u = _f(1.0 + x)
            hu = _bits(u)
            k = (hu >> 23) - 127
            c = _f(1.0 - _f(u - x)) if k > 0 else _f(x - _f(u - 1.0))
            c = _f(c / u)
        else:
            u = x
            hu = _bits(u)
            k = (hu >> 23) - 127
            c = 0.0
        hu &= 0x007FFFFF
        if hu < 0x3504F7:
            u = _from_bits(hu | 0x3F800000)  # u normalised to [1, sqrt(2))
        else:
            k += 1
            u = _from_bits(hu | 0x3F000000)  # u / 2
            hu = (0x00800000 - hu) >> 2
        f = _f(u - 1.0)
    hfsq = _f(_f(0.5 * f) * f)
    if hu == 0:  # |f| < 2**-20
        if f == 0.0:
            if k == 0:
                return 0.0
            c = _f(c + _f(k * _LN2_LO))
            return _f(_f(k * _LN2_HI) + c)
        r = _f(hfsq * _f(1.0 - _f(_f(0.66666666666666666) * f)))
        if k == 0:
            return _f(f - r)
        return _f(_f(k * _LN2_HI) - _f(_f(r - _f(_f(k * _LN2_LO) + c)) - f))
    s = _f(f / _f(2.0 + f))
    z = _f(s * s)
    r = _LP[6]
    for coefficient in reversed(_LP[:6]):
        r = _f(coefficient + _f(z * r))
    r = _f(z * r)
    if k == 0:
        return _f(f - _f(hfsq - _f(s * _f(hfsq + r))))
    return _f(_f(k * _LN2_HI) - _f(_f(hfsq - _f(_f(s * _f(hfsq + r)) + _f(_f(k * _LN2_LO) + c))) - f))


def log1p(xs):
    """numpy's float32 (and float16, through float32) log1p loop over a column."""
    return list(map(log1pf, xs))
