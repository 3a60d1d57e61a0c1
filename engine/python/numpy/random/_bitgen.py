"""numpy's bit generators, word for word: MT19937 (RandomState's, seeded as numpy's legacy seeding does), PCG64
(default_rng's) and the SeedSequence that turns a seed into PCG64's state."""
import os

M32 = 0xFFFFFFFF
M64 = (1 << 64) - 1
M128 = (1 << 128) - 1


class BitGenerator:
    """The draws every distribution is built from: 32- and 64-bit words and doubles in [0, 1)."""

    def next_uint64(self):
        raise NotImplementedError

    def next_uint32(self):
        raise NotImplementedError

    def next_double(self):
        return (self.next_uint64() >> 11) * (1.0 / 9007199254740992.0)

    def next_float(self):
        return (self.next_uint32() >> 8) * (1.0 / 16777216.0)


class MT19937(BitGenerator):
    N = 624

    def __init__(self, seed=None):
        self._key = [0] * self.N
        self._pos = self.N
        self.legacy_seed(seed)

    def legacy_seed(self, seed):
        """RandomState.seed: an int in [0, 2**32) by Knuth's initialisation, a sequence by init_by_array."""
        if seed is None:
            self._init_by_array([int.from_bytes(os.urandom(4), "little") for _ in range(self.N)])
            return
        if hasattr(seed, "ndim") and seed.ndim == 0:
            seed = seed.item()
        if isinstance(seed, (list, tuple)) or hasattr(seed, "ndim"):
            words = [int(v) for v in (seed.tolist() if hasattr(seed, "tolist") else seed)]
            if not words:
                raise ValueError("Seed must be non-empty")
            if any(not 0 <= w <= M32 for w in words):
                raise ValueError("Seed must be between 0 and 2**32 - 1")
            self._init_by_array(words)
            return
        try:
            s = seed.__index__()
        except AttributeError:
            raise TypeError("Cannot cast scalar from dtype('float64') to dtype('int64') according to the rule "
                            "'safe'") from None
        if not 0 <= s <= M32:
            raise ValueError("Seed must be between 0 and 2**32 - 1")
        self._init_genrand(s)

    def _init_genrand(self, s):
        key = self._key
        key[0] = s
        for i in range(1, self.N):
            s = (1812433253 * (s ^ (s >> 30)) + i) & M32
            key[i] = s
        self._pos = self.N

    def _init_by_array(self, words):
        self._init_genrand(19650218)
        key, n = self._key, self.N
        i, j = 1, 0
        for _ in range(max(n, len(words))):
            key[i] = ((key[i] ^ ((key[i - 1] ^ (key[i - 1] >> 30)) * 1664525)) + words[j] + j) & M32
            i, j = i + 1, j + 1
            if i >= n:
                key[0], i = key[n - 1], 1
            if j >= len(words):
                j = 0
        for _ in range(n - 1):
            key[i] = ((key[i] ^ ((key[i - 1] ^ (key[i - 1] >> 30)) * 1566083941)) - i) & M32
            i += 1
            if i >= n:
                key[0], i = key[n - 1], 1
        key[0] = 0x80000000
        self._pos = n

    def _twist(self):
        key, n = self._key, self.N
        for i in range(n):
            y = (key[i] & 0x80000000) | (key[(i + 1) % n] & 0x7FFFFFFF)
            key[i] = key[(i + 397) % n] ^ (y >> 1) ^ (0x9908B0DF if y & 1 else 0)
        self._pos = 0

    def next_uint32(self):
        if self._pos >= self.N:
            self._twist()
        y = self._key[self._pos]
        self._pos += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9D2C5680
        y ^= (y << 15) & 0xEFC60000
        return y ^ (y >> 18)

    def next_uint64(self):
        return (self.next_uint32() << 32) | self.next_uint32()

    def next_double(self):
        a, b = self.next_uint32() >> 5, self.next_uint32() >> 6
        return (a * 67108864.0 + b) / 9007199254740992.0

    def state(self):
        return list(self._key), self._pos

    def set_state(self, key, pos):
        self._key, self._pos = [int(k) & M32 for k in key], int(pos)


# -- SeedSequence (numpy/random/bit_generator.pyx) -------------------------------------------------------------------
_INIT_A, _MULT_A, _INIT_B, _MULT_B = 0x43B0D7E5, 0x931E8875, 0x8B51F9DD, 0x58F38DED
_MIX_L, _MIX_R = 0xCA01F9DD, 0x4973F715


def _uint32_words(x):
    if x is None:
        return []
    if hasattr(x, "tolist"):
        x = x.tolist()
    if isinstance(x, (list, tuple)):
        return [w for v in x for w in _uint32_words(v)]
    n = x.__index__()
    if n < 0:
        raise ValueError("expected non-negative integer")
    words = [n & M32] if n == 0 else []
    while n > 0:
        words.append(n & M32)
        n >>= 32
    return words


class SeedSequence:
    def __init__(self, entropy=None, *, spawn_key=(), pool_size=4):
        if entropy is None:
            entropy = int.from_bytes(os.urandom(pool_size * 4), "little")
        self.entropy, self.spawn_key, self.pool_size = entropy, tuple(spawn_key), pool_size
        run = _uint32_words(entropy)
        spawn = _uint32_words(list(self.spawn_key))
        if spawn and len(run) < pool_size:
            run += [0] * (pool_size - len(run))
        self.pool = self._mix(run + spawn)

    def _mix(self, entropy):
        h = [_INIT_A]

        def hashmix(value):
            value ^= h[0]
            h[0] = (h[0] * _MULT_A) & M32
            value = (value * h[0]) & M32
            return value ^ (value >> 16)

        def mix(x, y):
            r = (_MIX_L * x - _MIX_R * y) & M32
            return r ^ (r >> 16)

        n = self.pool_size
        pool = [hashmix(entropy[i] if i < len(entropy) else 0) for i in range(n)]
        for src in range(n):
            for dst in range(n):
                if src != dst:
                    pool[dst] = mix(pool[dst], hashmix(pool[src]))
        for src in range(n, len(entropy)):
            for dst in range(n):
                pool[dst] = mix(pool[dst], hashmix(entropy[src]))
        return pool

    def generate_state(self, n_words, dtype="uint32"):
        wide = str(dtype) in ("uint64", "<class 'numpy.uint64'>") or getattr(dtype, "__name__", "") == "uint64"
        count = n_words * 2 if wide else n_words
        h, out = _INIT_B, []
        for i in range(count):
            v = self.pool[i % self.pool_size] ^ h
            h = (h * _MULT_B) & M32
            v = (v * h) & M32
            out.append(v ^ (v >> 16))
        if wide:
            return [out[i] | (out[i + 1] << 32) for i in range(0, count, 2)]
        return out

    def __repr__(self):
        return f"SeedSequence(\n    entropy={self.entropy!r},\n)"


class PCG64(BitGenerator):
    _MULT = 0x2360ED051FC65DA44385DF649FCCF645

    def __init__(self, seed=None):
        seq = seed if isinstance(seed, SeedSequence) else SeedSequence(seed)
        self._seed_seq = seq
        w = seq.generate_state(4, "uint64")
        initstate, initseq = (w[0] << 64) | w[1], (w[2] << 64) | w[3]
        self._inc = ((initseq << 1) | 1) & M128
        self._state = 0
        self._step()
        self._state = (self._state + initstate) & M128
        self._step()
        self._half = None

    def _step(self):
        self._state = (self._state * self._MULT + self._inc) & M128

    def next_uint64(self):
        self._step()
        s = self._state
        x = ((s >> 64) ^ s) & M64
        rot = s >> 122
        return ((x >> rot) | (x << (64 - rot))) & M64

    def next_uint32(self):
        if self._half is not None:
            v, self._half = self._half, None
            return v
        v = self.next_uint64()
        self._half = v >> 32
        return v & M32
