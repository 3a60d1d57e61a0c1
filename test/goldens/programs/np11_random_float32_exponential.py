# Generator.standard_exponential(dtype=float32) draws numpy's float32 ziggurat (its 32-bit words, float tables, and
# glibc's log1pf in the tail), its inverse method -log(1 - u); standard_gamma(dtype=float32) computes in float32
import hashlib

import numpy as np


def digest(a):
    return hashlib.md5(np.ascontiguousarray(a).tobytes()).hexdigest()


g = np.random.default_rng(7)
a = g.standard_exponential(120000, dtype=np.float32)
print("zig", a.dtype, digest(a), a[:5])
print("tail", [float(v).hex() for v in a[a > 7.69][-12:]])
print("inv", digest(g.standard_exponential(5000, dtype=np.float32, method="inv")))
print("scalar", g.standard_exponential(dtype=np.float32), type(g.standard_exponential(dtype=np.float32)).__name__)
for k in (0.0, 1.0, 2.5, 9.0):
    s = g.standard_gamma(k, 5000, dtype=np.float32)
    print("gamma", k, s.dtype, digest(s), s[:3])
print("gamma below 1", g.standard_gamma(0.3, 6, dtype=np.float32))
print("gamma array", g.standard_gamma(np.array([0.5, 2.0, 3.0]), dtype=np.float32))
print("gamma scalar", g.standard_gamma(2.0, dtype=np.float32))
for call in (lambda: g.standard_gamma(-1.0, 3, dtype=np.float32), lambda: g.standard_exponential(3, dtype=np.int32)):
    try:
        call()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print("stream after", g.random(3))
