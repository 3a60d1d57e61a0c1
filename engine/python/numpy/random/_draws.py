"""What RandomState and Generator share: bounded integers (numpy's masked rejection and Lemire's method, with the
8- and 16-bit draws taken from a buffered 32-bit word), parameters broadcast against size, and results shaped as
numpy shapes them (a Python float or int for a scalar draw)."""
import math
import operator

from .. import _dtype as _d
from .._ndarray import from_values

M32 = 0xFFFFFFFF
M64 = (1 << 64) - 1


def gen_mask(rng):
    mask = rng
    for s in (1, 2, 4, 8, 16, 32):
        mask |= mask >> s
    return mask


class Bounded:
    """Integers in [0, rng] from one bit generator; `buf`/`bcnt` carry a 32-bit word's unused bytes between draws of
    one call, as numpy's buffered_bounded_* functions do."""

    def __init__(self, bitgen, masked):
        self.g, self.masked, self.buf, self.bcnt = bitgen, masked, 0, 0

    def _small(self, bits):
        if not self.bcnt:
            self.buf = self.g.next_uint32()
            self.bcnt = 32 // bits - 1
        else:
            self.buf >>= bits
            self.bcnt -= 1
        return self.buf & ((1 << bits) - 1)

    def draw(self, rng, bits):
        if rng == 0:
            return 0
        if bits == 1:
            return self._small(1)
        if bits < 32:
            if rng == (1 << bits) - 1:
                return self._small(bits)
            if self.masked:
                mask = gen_mask(rng)
                while True:
                    v = self._small(bits) & mask
                    if v <= rng:
                        return v
            return self._lemire_small(rng, bits)
        g = self.g
        if rng <= M32:
            if rng == M32:
                return g.next_uint32()
            if self.masked:
                mask = gen_mask(rng)
                while True:
                    v = g.next_uint32() & mask
                    if v <= rng:
                        return v
            return _lemire(g.next_uint32, rng, 32)
        if rng == M64:
            return g.next_uint64()
        if self.masked:
            mask = gen_mask(rng)
            while True:
                v = g.next_uint64() & mask
                if v <= rng:
                    return v
        return _lemire(g.next_uint64, rng, 64)

    def _lemire_small(self, rng, bits):
        excl = rng + 1
        full = (1 << bits) - 1
        m = self._small(bits) * excl
        left = m & full
        if left < excl:
            threshold = (full - rng) % excl
            while left < threshold:
                m = self._small(bits) * excl
                left = m & full
        return m >> bits


def _lemire(draw, rng, bits):
    excl = rng + 1
    full = (1 << bits) - 1
    m = draw() * excl
    left = m & full
    if left < excl:
        threshold = (full - rng) % excl
        while left < threshold:
            m = draw() * excl
            left = m & full
    return m >> bits


def random_interval(bitgen, mx):
    """numpy's random_interval: an integer in [0, mx] by masked rejection (the legacy shuffles' draw)."""
    if mx == 0:
        return 0
    mask = gen_mask(mx)
    if mx <= M32:
        while True:
            v = bitgen.next_uint32() & mask
            if v <= mx:
                return v
    while True:
        v = bitgen.next_uint64() & mask
        if v <= mx:
            return v


def shape_of(size):
    if size is None:
        return None
    if isinstance(size, (list, tuple)):
        return tuple(operator.index(s) for s in size)
    if hasattr(size, "tolist"):
        return shape_of(size.tolist())
    return (operator.index(size),)


def _param(x):
    from .._creation import asarray

    return asarray(x)


# numpy's parameter constraints (a NaN passes the first two, as numpy's own checks let it)
def non_negative(v):
    return not (v == v and math.copysign(1.0, v) < 0)


def positive(v):
    return not v <= 0


def bounded_0_1(v):
    return 0 <= v <= 1


def continuous(f, size, *params, checks=()):
    """numpy's cont(): f(*parameter values) per output element, the parameters broadcast against each other and
    size; a Python float for scalar parameters and no size. `checks`: (index of a parameter, numpy's message, a test
    each of its values passes), in numpy's order."""
    return _draw_each(f, size, params, checks, _d.FLOAT64)


def discrete(f, size, *params, checks=()):
    """numpy's disc(): as continuous, for int64 draws (a Python int for scalar parameters and no size)."""
    return _draw_each(f, size, params, checks, _d.INT64)


def _draw_each(f, size, params, checks, dt):
    arrays = [_param(p) for p in params]
    for index, message, test in checks:
        if not all(test(v) for v in arrays[index]._values()):
            raise ValueError(message)
    shape = shape_of(size)
    if shape is None and all(a.ndim == 0 for a in arrays):
        return f(*[float(a.item()) for a in arrays])
    from .._ufunc import broadcast_shapes, values_as

    pshape = broadcast_shapes(*[a._shape for a in arrays])
    if shape is None:
        shape = pshape
    elif broadcast_shapes(pshape, shape) != shape:
        raise ValueError(f"shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between "
                         f"arg 0 with shape {shape} and arg 1 with shape {pshape}.")
    cols = [values_as(a, shape, _d.FLOAT64) for a in arrays]
    n = math.prod(shape)
    values = [f(*(c[i] for c in cols)) for i in range(n)] if cols else [f() for _ in range(n)]
    return from_values(values, shape, dt)


def integers(bitgen, low, high, size, dt, masked, endpoint, scalar_type):
    """RandomState.randint / Generator.integers: low <= x < high (<= with endpoint), one bounded draw per element."""
    lo, hi = _param(low), _param(high)
    info_lo = -(1 << (dt.itemsize * 8 - 1)) if dt.kind == "i" else 0
    info_hi = ((1 << (dt.itemsize * 8 - 1)) if dt.kind == "i" else (1 << dt.itemsize * 8)) - 1
    if dt.kind == "b":
        info_lo, info_hi = 0, 1
    bits = 1 if dt.kind == "b" else dt.itemsize * 8
    shape = shape_of(size)
    bounded = Bounded(bitgen, masked)
    if lo.ndim == 0 and hi.ndim == 0:
        a, b = int(lo.item()), int(hi.item())
        b_incl = b if endpoint else b - 1
        if a < info_lo:
            raise ValueError(f"low is out of bounds for {dt.name}")
        if b_incl > info_hi:
            raise ValueError(f"high is out of bounds for {dt.name}")
        if a > b_incl:
            raise ValueError("low > high" if endpoint else "low >= high")
        rng = b_incl - a
        if shape is None:
            return scalar_type(a + bounded.draw(rng, bits))
        n = math.prod(shape)
        return from_values(_d.wrap_ints([a + bounded.draw(rng, bits) for _ in range(n)], dt) if dt.kind != "b" else
                           [bool(bounded.draw(rng, bits)) for _ in range(n)], shape, dt)
    from .._ufunc import broadcast_shapes, values_as

    pshape = broadcast_shapes(lo._shape, hi._shape)
    shape = pshape if shape is None else shape
    los, his = values_as(lo, shape, _d.INT64), values_as(hi, shape, _d.INT64)
    out = []
    for a, b in zip(los, his):
        b_incl = b if endpoint else b - 1
        if a < info_lo:
            raise ValueError("low is out of bounds for " + dt.name)
        if b_incl > info_hi:
            raise ValueError("high is out of bounds for " + dt.name)
        if a > b_incl:
            raise ValueError("low > high" if endpoint else "low >= high")
        out.append(a + bounded.draw(b_incl - a, bits))
    return from_values(_d.coerce(out, dt), shape, dt)


def floats(draw, size):
    shape = shape_of(size)
    if shape is None:
        return draw()
    return from_values([draw() for _ in range(math.prod(shape))], shape, _d.FLOAT64)

