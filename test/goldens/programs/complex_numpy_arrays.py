# numpy complex64/complex128 arrays: creation, promotion, ufuncs, reductions, printing, and the bridge with torch
import warnings

import numpy as np
import torch

a = np.array([1 + 2j, 3.5 - 1e-3j, 0j])
print(repr(a)); print(a); print(a.dtype, a.itemsize, a.real, a.imag, abs(a), np.angle(a))
b = a.astype(np.complex64)
print(repr(b), repr(b[0]), str(b[0]), repr(a[2]), np.complex64(2j), np.complex128(-0.0 + 1j))
x = np.arange(4, dtype=np.float32)
print(repr(1j * x), repr(x + 1j), repr(np.exp(1j * x)), repr(np.sqrt(-x + 0j)))
for d in ["int8", "int16", "int32", "int64", "float16", "float32", "bool"]:
    v = np.ones(2, d)
    print(d, (v * 1j).dtype, (v * 1e300j).dtype, (v + np.complex64(1j)).dtype, (v + np.array(1j)).dtype)
c = np.ones(2, np.complex64)
print((c * 2.5).dtype, (c * 1e300).dtype, (c * np.ones(2)).dtype, np.result_type(np.complex64, np.int32))
print(repr(np.zeros(3, dtype=complex)), repr(np.ones((2, 2), np.complex64)), repr(np.full(2, 1 - 1j)))
print(a.sum(), a.mean(), repr(np.conj(a)), a.conj(), np.conjugate(np.array([1, 2])), np.array([1.5, 2]).conj())

np.set_printoptions(precision=4)
z = np.array([[1 + 1j, -2.5 + 0.5j, 3e-5j], [0.1, -1j, 2 + 2j]], dtype=np.complex64)
print(z); print(repr(z.T)); print(z.shape, z.real.strides, z.imag.dtype, z.real.base is z)
print(np.abs(z).dtype, np.abs(z)); print(np.angle(z, deg=True)); print(np.real(z), np.imag(z))
print(z.sum(axis=0), z.sum(axis=1), z.mean(), z.prod(), z.var(), z.std(axis=1))
np.set_printoptions(suppress=True)
print(z * z, z / (z + 1), z ** 2, np.sqrt(z), np.log(z + 1), np.sign(z))
np.set_printoptions(precision=8, suppress=False)
w = np.exp(2j * np.pi * np.arange(8) / 8)
print(w); print(repr(w.astype(np.complex64))); print(np.round(w, 3)); print(np.isclose(w.sum(), 0))
z.real = 5; print(z)
z.imag[0, 0] = -7; print(z)
print(np.iscomplexobj(z), np.isrealobj(z.real), np.iscomplex([1, 2j]), np.isreal([1, 2j]))
print(np.array(3 + 4j), np.array(3 + 4j).dtype, abs(np.array(3 + 4j)), np.array([[1 + 1j, 2], [3, 4j]]))
s = np.complex64(1.5 - 2j)
print(s, s.real, s.imag, type(s.real).__name__, s * 2, s.conjugate(), abs(s), type(abs(s)).__name__)
print(np.complex128(1e20 + 1e-20j), np.complex128(complex("nan+infj")), np.array([complex("nan+nanj"), np.inf]))
print(list(np.array([1 + 2j, 3])), np.array([1 + 2j, 3]).tolist())
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(np.array([1 + 2j]).astype(np.float32), np.array([1.5 - 1j]).astype(int))
print([(w.category.__name__, str(w.message)) for w in caught])
print(np.array([1 + 2j, 1 - 2j]) == np.array([1 + 2j, 1 + 2j]), np.array([1 + 1j]) < np.array([1 + 2j]))
print(np.vdot(np.array([1 + 2j, 3]), np.array([1j, 1])), np.dot(np.array([1 + 2j, 3]), np.array([1j, 1])))
print(np.array([[1 + 2j, 3]]) @ np.array([[1j], [1]]), np.linspace(0, 1 + 1j, 3))
print(np.sort(np.array([2 + 1j, 1 + 3j, 1 + 1j])), np.unique(np.array([1 + 1j, 1 + 1j, 2])))
print(np.concatenate([np.array([1j]), np.array([2])]), np.stack([np.array([1j]), np.array([2j])]))
print(np.fft.fftfreq(8, 0.1), np.fft.rfftfreq(7), np.fft.fftshift(np.arange(6)), np.fft.ifftshift(np.arange(5)))

# the bridge: Tensor.numpy() and torch.from_numpy share memory; torch.tensor and as_tensor copy or share
spectrum = torch.fft.fft(torch.arange(4.))
n = spectrum.numpy(); print(repr(n)); n[0] = 7; print(spectrum)
t = torch.randn(4, dtype=torch.complex64, generator=torch.Generator().manual_seed(1))
m = t.numpy(); print(m.dtype, m); m[1] = 1 + 1j; print(t)
back = torch.from_numpy(m); back[0] = 2j; print(m, back.dtype)
print(torch.from_numpy(a), torch.tensor(b), torch.as_tensor(a), torch.tensor(np.array([[1j, 2]], np.complex64)))
r = torch.fft.rfft(torch.tensor([1., 2., 0., -1.], dtype=torch.float64)).numpy()
print(repr(r), np.abs(r), np.angle(r))
try:
    torch.tensor([1 + 1j]).conj().numpy()
except RuntimeError as e:
    print("RuntimeError:", e)
