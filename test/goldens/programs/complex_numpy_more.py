# more of numpy's complex arrays: ordering (max, min, argmax, sort, unique), cumulative sums and products, rounding
# of each part, .npy files, scalar promotion and formatting, finfo of complex types, reductions and products
import numpy as np, torch, io
z = np.array([3+1j, 1-2j, 3+0j, -1j])
print(z.max(), z.min(), np.argmax(z), np.cumsum(z), np.cumprod(z[:3]), np.isclose(z, z + 1e-12), np.allclose(z, z))
buf = io.BytesIO(); np.save(buf, z.astype(np.complex64)); buf.seek(0); print(repr(np.load(buf)))
print(np.array(torch.tensor([1+1j, 2j])), np.asarray([np.complex64(1j), 2]), np.complex64(1) + 1, type(np.complex64(1) + 1).__name__)
print(np.float32(2) * 1j, type(np.float32(2) * 1j).__name__, f"{np.complex128(1+2j):.2f}", f"{z[0]}", np.complex128(3) == 3)
print(np.exp(1j * np.pi), np.abs(np.exp(1j * np.linspace(0, 1, 3))), np.sum(np.abs(z) ** 2), np.real(z).sum(), z.imag.max())
t = torch.from_numpy(z[::2]); print(t, t.is_contiguous())
print(np.array([1, 2, 3]) + 0j, (np.arange(3) * (1 + 1j)).dtype, np.zeros((2, 2), np.complex64).T.real.flags.c_contiguous)
print(np.power(z, 2), z ** 0.5, 1 / z, np.reciprocal(z), np.square(z), np.log10(z), np.tan(z[:1]))
print(z.astype(np.complex64).astype(np.complex128), z.round(2), np.around(z * 1.234, 1), z.dtype.kind, z.dtype.char, z.dtype.str, np.dtype('c16'), np.dtype(np.complex64))
print(np.finfo(np.complex64), np.finfo(np.complex128).eps)
print(np.mean(z.reshape(2, 2), axis=0), np.std(z), np.var(z.reshape(2, 2), axis=1), np.dot(z, z), np.outer(z[:2], z[:2]))
print(np.array_equal(z, z.copy()), np.unique(z), np.where(z.real > 0, z, 0), np.nonzero(z)[0], np.count_nonzero(z))
