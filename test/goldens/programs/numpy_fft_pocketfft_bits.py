# numpy.fft computes in numpy's own C pocketfft (its twiddles, radices and Bluestein), in double: every transform,
# size and norm gives numpy's bytes, shown by a digest of each result and by printing a few.
import hashlib

import numpy as np


def digest(r):
    return f"{r.dtype.name}{r.shape}:{hashlib.md5(np.ascontiguousarray(r).tobytes()).hexdigest()[:12]}"


rng = np.random.RandomState(7)
normal = lambda *shape: rng.random_sample(shape) * 2 - 1  # uniform draws are exact bits, unlike the normal's log
for n in list(range(1, 65)) + [67, 97, 101, 127, 128, 210, 251, 331, 509, 1009, 1031]:
    x = normal(n)
    z = x + 1j * normal(n)
    row = [digest(np.fft.fft(z)), digest(np.fft.ifft(z)), digest(np.fft.fft(x)), digest(np.fft.rfft(x))]
    if n > 1:
        row += [digest(np.fft.irfft(z)), digest(np.fft.irfft(z[: n // 2 + 1], n)), digest(np.fft.hfft(z[: n // 2 + 1], n))]
    print(n, *row)

a = normal(4, 6, 5)
c = a + 1j * normal(4, 6, 5)
for norm in [None, "backward", "ortho", "forward"]:
    print(norm)
    print(" 1-d", digest(np.fft.fft(c, norm=norm)), digest(np.fft.ifft(c, axis=0, norm=norm)),
          digest(np.fft.rfft(a, n=7, axis=1, norm=norm)), digest(np.fft.irfft(c, n=9, axis=1, norm=norm)))
    print(" 2-d", digest(np.fft.fft2(c, norm=norm)), digest(np.fft.ifft2(c, s=(3, 8), norm=norm)),
          digest(np.fft.rfft2(a, s=(5, 9), norm=norm)), digest(np.fft.irfft2(c, s=(4, 7), norm=norm)))
    print(" n-d", digest(np.fft.fftn(c, norm=norm)), digest(np.fft.ifftn(c, axes=(0, 2), norm=norm)),
          digest(np.fft.rfftn(a, norm=norm)), digest(np.fft.irfftn(c, norm=norm)))
    print(" hermitian", digest(np.fft.hfft(c, norm=norm)), digest(np.fft.ihfft(a, norm=norm)))

print(digest(np.fft.fft([1, 2, 3, 4])), digest(np.fft.fft(np.arange(10, dtype=np.float32))),
      digest(np.fft.fft(np.arange(6, dtype=np.complex64))), digest(np.fft.fft(np.array([1, 2, 3], dtype=np.int8), n=5)))
print(np.fft.fft([1.0, 2.0, 3.0]))
print(np.fft.rfft([1, 2, 3, 4]))
print(np.fft.irfft([1, 2, 3]))
print(np.fft.ifft([0, 1j, 2, -1j], norm="ortho"))
print(np.fft.fft(np.array([1.0, np.inf, np.nan, -0.0])))
print(np.fft.fftfreq(8), np.fft.fftfreq(9, d=0.1), np.fft.rfftfreq(8, 0.5), np.fft.rfftfreq(9), sep="\n")
print(np.fft.fftshift(np.arange(10).reshape(2, 5)), np.fft.ifftshift(np.arange(9)),
      np.fft.fftshift(np.arange(12).reshape(3, 4), axes=1), sep="\n")
print(np.fft.fftshift(np.fft.fftfreq(6)), np.fft.fft(np.zeros((0, 4)), axis=1).shape)
for bad in [lambda: np.fft.fft([1, 2], n=0), lambda: np.fft.fft([1, 2], norm="x"), lambda: np.fft.ifft([1, 2], norm="x"),
            lambda: np.fft.hfft([1, 2], norm="x"), lambda: np.fft.fft([1, 2], axis=2),
            lambda: np.fft.fftn(np.ones((2, 2)), s=(2,), axes=(0, 1)), lambda: np.fft.irfft([1])]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
