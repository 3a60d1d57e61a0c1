# numpy's elementwise arithmetic and comparisons on arrays large enough to leave the scalar loops: numpy 1.24's loop
# selection (value-based casting of Python scalars, numpy scalars and 0-d arrays), integer wrapping, IEEE corner
# cases, views (slices, steps, transposes, broadcasts, negative strides), in-place operators over overlapping views,
# out=, and arrays sharing a tensor's storage. Each result prints its dtype, shape, strides and a digest of its bytes.
import hashlib

import numpy as np
import torch


def show(label, r):
    if isinstance(r, np.ndarray):
        digest = hashlib.sha1(np.ascontiguousarray(r).tobytes()).hexdigest()[:16]
        print(label, r.dtype, r.shape, r.strides if r.size else "", digest, repr(r.ravel()[:3]))
    else:
        print(label, type(r).__name__, repr(r))


rs = np.random.RandomState(3)
f64 = rs.randn(40, 50) * 100
f32 = f64.astype(np.float32)
i64 = rs.randint(-2 ** 62, 2 ** 62, (40, 50), dtype=np.int64)
i32 = rs.randint(-2 ** 31, 2 ** 31 - 1, (40, 50), dtype=np.int64).astype(np.int32)
i16 = rs.randint(-300, 300, (40, 50)).astype(np.int16)
i8 = rs.randint(-128, 128, (40, 50)).astype(np.int8)
u8 = rs.randint(0, 256, (40, 50)).astype(np.uint8)
b = rs.rand(40, 50) > 0.5
arrays = {"f64": f64, "f32": f32, "i64": i64, "i32": i32, "i16": i16, "i8": i8, "u8": u8, "bool": b}
scalars = [2, -3, 300, 70000, 2 ** 40, 1.5, 1e300, np.float32(0.1), np.float64(0.1), np.int8(5), np.uint8(200),
           np.int64(-7), True, np.array(2.5), np.array(3, dtype=np.int16)]
for an, a in arrays.items():
    for bn, other in arrays.items():
        for op in ("+", "-", "*", "/", "<", "==", ">="):
            if op == "-" and an == bn == "bool":
                continue
            show(f"{an} {op} {bn}", eval(f"a {op} other"))
    for s in scalars:
        for op in ("+", "*", "/", ">"):
            try:
                show(f"{an} {op} {s!r}", eval(f"a {op} s"))
                show(f"{s!r} {op} {an}", eval(f"s {op} a"))
            except Exception as e:
                print(an, op, repr(s), type(e).__name__, e)
    if an != "bool":
        show(f"-{an}", -a)
        show(f"abs {an}", np.abs(a))
    show(f"square {an}", np.square(a))
    if a.dtype.itemsize > 1:  # float16 square roots aside
        show(f"sqrt {an}", np.sqrt(np.abs(a)))
    show(f"{an} ** 2", a ** 2)
    show(f"{an} ** 2.0", a ** 2.0)

# IEEE corner cases
special = np.array([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 5e-324, 1.7976931348623157e308, 2.0] * 4)
for dt in (np.float64, np.float32):
    x = special.astype(dt)
    y = np.roll(x, 3)
    for op in ("+", "-", "*", "/", "<", "<=", "==", "!="):
        show(f"{np.dtype(dt).name} special {op}", eval(f"x {op} y"))
    show(f"{np.dtype(dt).name} special sqrt", np.sqrt(x))
    show(f"{np.dtype(dt).name} special neg abs", np.abs(-x))
    print(np.dtype(dt).name, (x / y).tolist()[:10], (x * y).tolist()[:10])
print((np.arange(40) // 1 / np.zeros(40, np.int64)).tolist()[:3], (np.arange(-20, 20) / 0).tolist()[18:22])

# power: the fast scalar exponents (numpy's power loop itself runs SVML's pow on an AVX-512 machine, which C's pow
# matches only where both round correctly)
p = np.linspace(-4, 4, 64)
show("p ** 0.5", np.abs(p) ** 0.5)
show("p ** -1", p ** -1)
show("p ** 1", p ** 1)
show("p ** 0", p ** 0)
show("int power", np.arange(-20, 20) ** 3)
show("p ** 3.0 at 1, -1, 0", np.array([1.0, -1.0, 0.0, -0.0] * 10) ** np.array([np.nan, np.inf, -1.0, -3.0] * 10))

# views
m = np.arange(120.0).reshape(10, 12) * 1.1
show("slice", m[2:8, 1:11] + m[:6, :10])
show("steps", m[::2, ::3] * 3)
show("transpose", m.T - 1)
show("transpose both", m.T * m.T)
show("column + row", m[:, :1] + m[:1, :])
show("broadcast 1-d", m + np.arange(12.0))
show("broadcast_to", np.broadcast_to(np.arange(12.0), (10, 12)) * 2)
show("negative steps", m[::-1, ::-2] - m[:, ::2])
show("0-d with array", np.array(2.0) * m)
show("newaxis", m[:, None, :3] * m[None, :4, :3])
show("empty", m[:0] + 1)

# in place and out=
c = np.arange(100.0)
c[1:] += c[:-1]
show("overlap +=", c)
c[:-1] -= c[1:]
show("overlap -=", c)
d = np.arange(64, dtype=np.int32)
d *= 3
d += np.int64(2)
show("int32 in place", d)
try:
    d += 1.5
except Exception as e:
    print(type(e).__name__, e)
e = np.zeros(64)
np.add(np.arange(64), 0.25, out=e)
show("out=", e)
np.multiply(e, 2, out=e[::-1].copy())
g = np.zeros(64, np.float32)
np.multiply(np.arange(64.0), 3, out=g, casting="unsafe")
show("out= other dtype", g)
h = np.zeros((8, 8))
np.subtract(np.arange(8.0), np.arange(8.0)[:, None], out=h.T)
show("out= transposed", h)
ro = np.arange(40.0)
ro.flags.writeable = False
try:
    ro += 1
except Exception as e:
    print(type(e).__name__, e)

# arrays over a tensor's storage
t = torch.arange(48.0).reshape(6, 8)
v = t.numpy()
v += 0.5
v[:, ::2] *= -1
print(t[:2])
w = v * 2 + 1
u = torch.from_numpy(w)
w -= 1
print(u[0], w.sum(), u.sum())
print(np.shares_memory(w, u.numpy()), w.flags.owndata, w.base is None, type(w[0, 0]).__name__)
q = torch.arange(40, dtype=torch.float32)[::2].numpy()
show("strided tensor", q * 2)
x32 = np.linspace(0, 1, 50, dtype=np.float32)
print(repr((x32 * 3.0)[-3:]), repr((x32 + np.float64(1e-8))[:3]), (x32 * 2.0).dtype, (np.arange(50) + 1.5).dtype)
print(repr((x32 * np.float64(3))[-1]), (x32 + 1e300).dtype, (np.arange(50, dtype=np.int8) + 200).dtype)
# C's pow, which numpy's and PyTorch's loops share: 1 to any power and -1 to an infinite one are 1
print(torch.pow(torch.tensor([1.0, -1.0, -1.0, 1.0]), torch.tensor([float("nan"), float("inf"), -float("inf"), -5.0])))
print(torch.tensor([1.0, -1.0], dtype=torch.float64) ** float("inf"), 1.0 ** torch.tensor([float("nan")]))
