"""Generator and default_rng: numpy's new-style generator on PCG64, with its ziggurat normals, Lemire-bounded
integers and choice/shuffle/permutation, drawing the same words in the same order as numpy's _generator.pyx."""
import math
import operator
import struct

from .. import _dtype as _d
from .._libm_f32 import log1pf
from .._ndarray import ndarray, from_values
from . import _legacy_dists as _ld
from . import _ziggurat as _z
from . import _ziggurat_exp as _ze
from ._bitgen import PCG64, BitGenerator, M32
from ._distributions import Distributions
from ._draws import Bounded, continuous, floats, integers, random_interval, shape_of

_M52 = 0x000FFFFFFFFFFFFF


def _f32(v):
    """v rounded to float32, as a C float operation's result is."""
    return struct.unpack("<f", struct.pack("<f", v))[0]


_GAMMA_SQUEEZE = _f32(0.0331)


def _floats_f(draw, size):
    """float32 draws: an array of them, or a single one as a Python float (as numpy gives it)."""
    res = floats(draw, size)
    return res.astype(_d.FLOAT32) if isinstance(res, ndarray) else res


class Generator(Distributions):
    def __init__(self, bit_generator):
        self._bit_generator = bit_generator

    bit_generator = property(lambda self: self._bit_generator)

    def __repr__(self):
        return f"Generator({type(self._bit_generator).__name__}) at 0x{id(self):X}"

    def _normal(self):
        g = self._bit_generator
        while True:
            r = g.next_uint64()
            idx = r & 0xFF
            r >>= 8
            rabs = (r >> 1) & _M52
            x = rabs * _z.WI[idx]
            if r & 1:
                x = -x
            if rabs < _z.KI[idx]:
                return x
            if idx == 0:
                while True:
                    xx = -_z.NOR_INV_R * math.log1p(-g.next_double())
                    yy = -math.log1p(-g.next_double())
                    if yy + yy > xx * xx:
                        return -(_z.NOR_R + xx) if (rabs >> 8) & 1 else _z.NOR_R + xx
            elif (_z.FI[idx - 1] - _z.FI[idx]) * g.next_double() + _z.FI[idx] < math.exp(-0.5 * x * x):
                return x

    def _normal_f(self):
        """random_standard_normal_f: the ziggurat on 32-bit words, with float32 tables and float32 arithmetic (each
        operation rounded to float32, as C's float operations are)."""
        g = self._bit_generator
        while True:
            r = g.next_uint32()
            idx = r & 0xFF
            rabs = (r >> 9) & 0x7FFFFF
            x = _f32(rabs * _z.WI_F[idx])
            if (r >> 8) & 1:
                x = -x
            if rabs < _z.KI_F[idx]:
                return x
            if idx == 0:
                while True:
                    xx = _f32(-_z.NOR_INV_R_F * _f32(math.log1p(-g.next_float())))
                    yy = -_f32(math.log1p(-g.next_float()))
                    if _f32(yy + yy) > _f32(xx * xx):
                        tail = _f32(_z.NOR_R_F + xx)
                        return -tail if (rabs >> 8) & 1 else tail
            elif _f32(_f32(_f32(_z.FI_F[idx - 1] - _z.FI_F[idx]) * g.next_float()) + _z.FI_F[idx]) < \
                    math.exp(-0.5 * x * x):
                return x

    _gauss_draw = _normal

    def _double(self):
        return self._bit_generator.next_double()

    def _exp_draw(self):
        """numpy's ziggurat for standard exponentials (random_standard_exponential)."""
        g = self._bit_generator
        while True:
            ri = g.next_uint64() >> 3
            idx = ri & 0xFF
            ri >>= 8
            x = ri * _ze.WE[idx]
            if ri < _ze.KE[idx]:
                return x
            if idx == 0:
                return _ze.EXP_R - math.log1p(-g.next_double())
            if (_ze.FE[idx - 1] - _ze.FE[idx]) * g.next_double() + _ze.FE[idx] < math.exp(-x):
                return x

    def _exp_draw_f(self):
        """random_standard_exponential_f: the ziggurat on 32-bit words with float32 tables and arithmetic."""
        g = self._bit_generator
        while True:
            ri = g.next_uint32() >> 1
            idx = ri & 0xFF
            ri >>= 8
            x = _f32(ri * _ze.WE_F[idx])
            if ri < _ze.KE_F[idx]:
                return x
            if idx == 0:
                return _f32(_ze.EXP_R_F - log1pf(-g.next_float()))  # glibc's log1pf, not correctly rounded
            if _f32(_f32(_f32(_ze.FE_F[idx - 1] - _ze.FE_F[idx]) * g.next_float()) + _ze.FE_F[idx]) < \
                    _f32(math.exp(-x)):
                return x

    def _gamma_f(self, shape):
        """random_standard_gamma_f: Marsaglia and Tsang's method (and Johnk's below shape 1) in float32
        arithmetic, on the float32 normal, exponential and uniform draws."""
        g = self._bit_generator
        if shape == 1.0:
            return self._exp_draw_f()
        if shape == 0.0:
            return 0.0
        if shape < 1.0:
            inv = _f32(1.0 / shape)
            while True:
                u = g.next_float()
                v = self._exp_draw_f()
                if u <= _f32(1.0 - shape):
                    x = _f32(u ** inv)
                    if x <= v:
                        return x
                else:
                    y = -_f32(math.log(_f32(_f32(1.0 - u) / shape)))
                    x = _f32(_f32(_f32(1.0 - shape) + _f32(shape * y)) ** inv)
                    if x <= _f32(v + y):
                        return x
        b = _f32(shape - _f32(1.0 / 3.0))
        c = _f32(1.0 / _f32(math.sqrt(_f32(9.0 * b))))
        while True:
            while True:
                x = self._normal_f()
                v = _f32(1.0 + _f32(c * x))
                if v > 0.0:
                    break
            v = _f32(_f32(v * v) * v)
            u = g.next_float()
            xx = _f32(x * x)
            if u < _f32(1.0 - _f32(_f32(_GAMMA_SQUEEZE * xx) * xx)):
                return _f32(b * v)
            log_u = _f32(math.log(u)) if u else -math.inf
            if log_u < _f32(_f32(_f32(0.5 * x) * x) + _f32(b * _f32(_f32(1.0 - v) + _f32(math.log(v))))):
                return _f32(b * v)

    # the Generator's own formulas (the legacy stream's differ)
    def _rayleigh_unit(self):
        return math.sqrt(2.0 * self._exp_draw())

    def _pareto_draw(self, a):
        return math.expm1(self._exp_draw() / a)

    def _power_draw(self, a):
        return (-math.expm1(-self._exp_draw())) ** (1.0 / a)

    def _geometric_inversion(self, p):
        return math.ceil(-self._exp_draw() / math.log1p(-p))

    def _binomial_draw(self, n, p):
        return 0 if n == 0 or p == 0.0 else _ld.binomial(self, n, p)

    _NEGATIVE_BINOMIAL_P = (1, "p <= 0, p > 1 or p contains NaNs", lambda v: 0 < v <= 1)

    def standard_exponential(self, size=None, dtype=_d.FLOAT64, method="zig", out=None):
        dt = _d.as_dtype(dtype)
        if dt is _d.FLOAT32:
            if method == "inv":
                # -logf(1 - u): 1 - u is exact and glibc's logf rounds as the double log does
                return _floats_f(lambda: -_f32(math.log1p(-self._bit_generator.next_float())), size)
            return _floats_f(self._exp_draw_f, size)
        if dt is not _d.FLOAT64:
            raise TypeError(f"Unsupported dtype {dt!r} for standard_exponential")
        if method == "inv":
            return floats(lambda: -math.log1p(-self._double()), size)
        return floats(self._exp_draw, size)

    def standard_gamma(self, shape, size=None, dtype=_d.FLOAT64, out=None):
        dt = _d.as_dtype(dtype)
        if dt is _d.FLOAT32:
            res = continuous(lambda k: self._gamma_f(_f32(k)), size, shape,
                             checks=((0, "shape < 0", lambda v: v >= 0),))
            return res.astype(dt) if isinstance(res, ndarray) else res
        if dt is not _d.FLOAT64:
            raise TypeError(f"Unsupported dtype {dt!r} for standard_gamma")
        return super().standard_gamma(shape, size)

    def random(self, size=None, dtype=_d.FLOAT64, out=None):
        dt = _d.as_dtype(dtype)
        if dt is _d.FLOAT32:
            return _floats_f(self._bit_generator.next_float, size)
        if dt is not _d.FLOAT64:
            raise TypeError(f"Unsupported dtype {dt!r} for random")
        return floats(self._bit_generator.next_double, size)

    def standard_normal(self, size=None, dtype=_d.FLOAT64, out=None):
        dt = _d.as_dtype(dtype)
        if dt is _d.FLOAT32:
            return _floats_f(self._normal_f, size)
        if dt is not _d.FLOAT64:
            raise TypeError(f"Unsupported dtype {dt!r} for standard_normal")
        return floats(self._normal, size)

    def normal(self, loc=0.0, scale=1.0, size=None):
        return continuous(lambda m, s: m + s * self._normal(), size, loc, scale,
                          checks=((1, "scale < 0", lambda v: v >= 0),))

    def uniform(self, low=0.0, high=1.0, size=None):
        g = self._bit_generator
        return continuous(lambda lo, hi: lo + (hi - lo) * g.next_double(), size, low, high)

    def integers(self, low, high=None, size=None, dtype=_d.INT64, endpoint=False):
        if high is None:
            low, high = 0, low
        dt = _d.as_dtype(dtype)
        return integers(self._bit_generator, low, high, size, dt, False, endpoint, dt.type)

    def _bounded(self, hi):
        """random_bounded_uint64(bitgen, 0, hi, 0, use_masked=False): Lemire's method, as _shuffle_int draws."""
        return Bounded(self._bit_generator, False).draw(hi, 64 if hi > M32 else 32)

    def shuffle(self, x, axis=0):
        n = len(x) if not isinstance(x, ndarray) else x.shape[axis]
        g = self._bit_generator
        if isinstance(x, ndarray):
            if x.size == 0:
                return
            from .._manip import swapaxes

            view = swapaxes(x, 0, axis)
            if view.ndim == 1:
                values = view._values()
                for i in reversed(range(1, n)):
                    j = random_interval(g, i)
                    values[i], values[j] = values[j], values[i]
                view._write(values)
                return
            for i in reversed(range(1, n)):
                j = random_interval(g, i)
                if i != j:
                    row = view[j].copy()
                    view[j] = view[i]
                    view[i] = row
            return
        for i in reversed(range(1, n)):
            j = random_interval(g, i)
            x[i], x[j] = x[j], x[i]

    def permutation(self, x, axis=0):
        from .._creation import arange, asarray, array

        if isinstance(x, (int, _d.integer)):
            arr = arange(x)
            self.shuffle(arr)
            return arr
        arr = asarray(x)
        if arr.ndim < 1:
            raise IndexError("x must be an integer or at least 1-dimensional")
        arr = array(arr)
        self.shuffle(arr, axis)
        return arr

    def permuted(self, x, axis=None, out=None):
        """x with each 1-d slice along axis shuffled on its own (axis None: all its elements as one), the slices
        taken in C order, as numpy's nditer visits a fresh copy."""
        from .._creation import array
        from .._index_tricks import ndindex
        from .._manip import moveaxis

        if out is None:
            out = array(x)
        else:
            out[...] = x
        if axis is None:
            flat = out.reshape(-1)
            self.shuffle(flat)
            # a non-contiguous out reshapes to a copy, whose shuffle goes back here
            out[...] = flat.reshape(out.shape)
            return out
        lines = moveaxis(out, axis, -1)
        for index in ndindex(lines.shape[:-1]):
            self.shuffle(lines[index])
        return out

    def choice(self, a, size=None, replace=True, p=None, axis=0, shuffle=True):
        from .._creation import asarray

        if isinstance(a, (int, _d.integer)):
            pop_size, arr = operator.index(a), None
            if pop_size <= 0 and (size is None or math.prod(shape_of(size))):
                raise ValueError("a must be a positive integer unless no samples are taken")
        else:
            arr = asarray(a)
            if arr.ndim == 0:
                raise ValueError("a must be a sequence or an integer, not <class 'numpy.ndarray'>")
            pop_size = arr.shape[axis]
            if pop_size == 0 and (size is None or math.prod(shape_of(size))):
                raise ValueError("a cannot be empty unless no samples are taken")
        probs = None
        if p is not None:
            pa = asarray(p, dtype=_d.FLOAT64)
            if pa.ndim != 1:
                raise ValueError("p must be 1-dimensional")
            probs = pa._values()
            if len(probs) != pop_size:
                raise ValueError("a and p must have same size")
            if any(v < 0 for v in probs):
                raise ValueError("probabilities are not non-negative")
            if abs(math.fsum(probs) - 1) > math.sqrt(2.220446049250313e-16):
                raise ValueError("probabilities do not sum to 1")
        shape = shape_of(size)
        count = 1 if shape is None else math.prod(shape)
        if replace:
            if probs is not None:
                from ._legacy import _cdf, _search

                idx = _search(_cdf(probs), self.random(shape), shape)
            else:
                idx = self.integers(0, pop_size, size=shape)
        else:
            if count > pop_size:
                raise ValueError("Cannot take a larger sample than population when replace is False")
            if probs is not None:
                from ._legacy import _cdf, _search

                found, probs = [], list(probs)
                while len(found) < count:
                    x = self.random(count - len(found))
                    for f in found:
                        probs[f] = 0.0
                    for v in _search(_cdf(probs), x, (count - len(found),))._values():
                        if v not in found:
                            found.append(v)
                idx = from_values(found, shape or (count,), _d.INT64)
            else:
                if pop_size > 10000 and count > pop_size // 50:
                    pool = list(range(pop_size))
                    for i in reversed(range(max(pop_size - count, 1), pop_size)):
                        j = self._bounded(i)
                        pool[i], pool[j] = pool[j], pool[i]
                    chosen = pool[pop_size - count:]
                else:
                    chosen, seen = [], set()
                    for j in range(pop_size - count, pop_size):
                        v = self._bounded(j)
                        v = j if v in seen else v
                        seen.add(v)
                        chosen.append(v)
                    if shuffle:
                        for i in reversed(range(1, count)):
                            j = self._bounded(i)
                            chosen[i], chosen[j] = chosen[j], chosen[i]
                idx = from_values(chosen, shape or (count,), _d.INT64)
        if shape is None and isinstance(idx, ndarray):
            idx = idx.item(0)
        if arr is None:
            return idx
        if axis == 0:
            return arr[idx]
        from .._manip import take

        return take(arr, idx, axis=axis)


def default_rng(seed=None):
    if isinstance(seed, Generator):
        return seed
    if isinstance(seed, BitGenerator):
        return Generator(seed)
    return Generator(PCG64(seed))

