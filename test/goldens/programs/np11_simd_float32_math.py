# numpy's float32 exp, log, sin, cos and tanh (and float64 tanh) as its x86 AVX2/FMA3 loops compute them, and
# float32 log1p as glibc's log1pf does: the exact bits of a dense sweep (as an md5) and of a few values (as float.hex)
import hashlib

import numpy as np

np.seterr(all="ignore")  # the warnings of inf, nan and zero inputs are not what this pins

rng = np.random.default_rng(0)
special = np.array([0.0, -0.0, np.inf, -np.inf, 1e-45, 1.1754944e-38, 88.72283935546875, 88.7228317, -103.97208404541015625,
                    -87.5, 1.0, -1.0, 0.5, 2.0, 18.3684, 71476.0625, 117435.9921875], dtype=np.float32)
sweep = np.concatenate([special, np.linspace(-40, 40, 8001, dtype=np.float32),
                        (rng.standard_normal(4000) * 3).astype(np.float32)])
few = np.array([0.1, 0.25, 1.5, 2.5, 3.0, -3.7, 7.25, 10.0, -0.001, 30.0], dtype=np.float32)


def digest(a):
    return hashlib.md5(a.tobytes()).hexdigest()


for name in ("exp", "log", "sin", "cos", "tanh"):
    f = getattr(np, name)
    x = np.abs(sweep) if name == "log" else sweep
    print(name, x.dtype, digest(f(x)))
    print(" ", [float(v).hex() for v in f(np.abs(few) if name == "log" else few)])
    print(" ", f(few[:4]))

x64 = np.concatenate([np.array([0.0, -0.0, np.inf, -np.inf, 5e-324, 1e300, -20.0, 20.0]), np.linspace(-25, 25, 5001),
                      rng.standard_normal(3000) * 4])
print("tanh float64", digest(np.tanh(x64)))
print(" ", [v.hex() for v in np.tanh(np.array([0.3, -1.7, 2.2, 5.0])).tolist()])
x = np.concatenate([np.linspace(-0.999, 4, 6001, dtype=np.float32), np.array([-1.0, -2.0, 1e-30, 3e-8, np.inf])
                    .astype(np.float32)])
print("log1p float32", digest(np.log1p(x)), "float16", digest(np.log1p(x.astype(np.float16))))
print(" ", [float(v).hex() for v in np.log1p(few[:6])])
print("log of negatives and zeros", np.log(np.array([-1.0, 0.0, -0.0], dtype=np.float32)))
print("exp of a float32 scalar", np.exp(np.float32(2.5)), type(np.exp(np.float32(2.5))).__name__)
print("sigmoid", 1 / (1 + np.exp(-np.linspace(-6, 6, 7, dtype=np.float32))))
t = np.tanh(np.linspace(-3, 3, 7, dtype=np.float32))
print("tanh", t, t.dtype)
