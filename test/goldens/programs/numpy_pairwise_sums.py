# numpy's float sums in its pairwise order (blocks of 8 partial sums, 128-element leaves, halves split at multiples of
# 8) for whole arrays, trailing axes of C-contiguous arrays and 1-d strided views, and their means; beside them the
# sums numpy's loop takes in other orders (leading axes, non-contiguous arrays), and the corner cases of the start.
import numpy as np

rs = np.random.RandomState(7)
SIZES = [1, 2, 7, 8, 9, 15, 16, 17, 31, 32, 33, 64, 127, 128, 129, 130, 136, 255, 256, 257, 263, 999, 1000, 1001,
         1024, 1999, 2000, 2001, 4096, 5000, 10007]
for dt in (np.float64, np.float32):
    name = np.dtype(dt).name
    for n in SIZES:
        # values of mixed magnitudes, so that the order of the additions shows in the last bits
        a = (rs.randn(n) * 10.0 ** rs.randint(-4, 5, n)).astype(dt)
        s, m = a.sum(), a.mean()
        print(name, n, repr(s), type(s).__name__, repr(m), repr(np.add.reduce(a)), repr(a[::3].sum()),
              repr(a[1:].sum()), repr(np.sum(a, keepdims=True)))
    b = (rs.randn(6, 5, 130) * 1000).astype(dt)
    print(name, "last axis", b.sum(axis=-1)[2].tolist())
    print(name, "last two axes", b.sum(axis=(1, 2)).tolist(), b.sum(axis=(2, 1)).tolist())
    print(name, "keepdims", b.sum(axis=-1, keepdims=True).shape, b.mean(axis=(1, 2), keepdims=True).ravel().tolist())
    print(name, "all", repr(b.sum()), repr(b.mean()), repr(b.sum(axis=(0, 1, 2))), repr(b.sum(axis=None)))
    print(name, "first axis", b.sum(axis=0)[1, :8].tolist(), b.sum(axis=1)[0, :8].tolist())
    print(name, "transposed", repr(b.T.sum()), b.T.sum(axis=-1)[:4, 0].tolist())
    print(name, "reversed", repr(b[..., ::-1].sum()), repr(b.ravel()[::-1].sum()))
    print(name, "initial", repr(b.sum(initial=1.5)), repr(np.add.reduce(b.ravel(), initial=-0.0)))
    print(name, "dtype", repr(b.sum(dtype=np.float64)), repr(b.astype(np.float16).sum()))
    print(name, "where", repr(b.sum(where=b > 0)))
    z = np.full(40, -0.0, dtype=dt)
    print(name, "zeros", repr(z.sum()), repr(z[:5].sum()), repr(np.add.reduce(z, initial=-0.0)))
    w = np.ones(300, dtype=dt)
    w[17], w[200] = np.inf, -np.inf
    print(name, "inf", repr(w.sum()), repr(w[:100].sum()), repr((w * np.nan).sum()))
    big = np.full(2000, 3.4e38 if dt is np.float32 else 1.7e308, dtype=dt)
    print(name, "overflow", repr(big.sum()), repr(big[:8].sum()))
    # leading axes: numpy adds one row after another; axes of one element do not count
    c = (rs.randn(300, 7, 2) * 10.0 ** rs.randint(-4, 5, (300, 7, 2))).astype(dt)
    print(name, "leading", c.sum(axis=0).ravel().tolist(), c.sum(axis=(0, 1)).tolist(), c.mean(axis=0)[3].tolist())
    print(name, "middle", c.sum(axis=1)[:2].tolist(), c.sum(axis=(0, 2))[:3].tolist())
    col = c[:, :1, :1].copy()
    print(name, "ones", repr(col.sum(axis=0)), repr(col.reshape(1, 300).sum(axis=1)), repr(col.sum(axis=(0, 1))),
          repr(col.reshape(5, 1, 60).sum(axis=(0, 1))[:3]), repr(col.sum(axis=(1, 2))[:3]))
    big = (rs.randn(9000, 2) * 100).astype(dt)
    print(name, "tall", big.sum(axis=0).tolist(), repr(big.T.copy().sum()), big.T.copy().sum(axis=1).tolist())
# integer sums are exact in any order; int64 wraps
ints = {"i64": rs.randint(-2 ** 62, 2 ** 62, (50, 40), dtype=np.int64), "i32": rs.randint(-2 ** 31, 2 ** 31, (50, 40)),
        "i16": rs.randint(-300, 300, (50, 40)).astype(np.int16), "i8": rs.randint(-128, 128, (50, 40)).astype(np.int8),
        "u8": rs.randint(0, 256, (50, 40)).astype(np.uint8), "bool": rs.rand(50, 40) > 0.3}
for name, a in ints.items():
    print(name, repr(a.sum()), a.sum(axis=0)[:4].tolist(), a.sum(axis=1)[:4].tolist(), repr(a.mean()),
          a.sum(axis=1).dtype, repr(a[::3, ::-2].sum()), repr(np.add.reduce(a, axis=None, keepdims=True)))
print(repr(np.arange(100).sum()), repr(np.arange(100, dtype=np.int32).sum()), repr(np.ones(50, bool).sum()))
