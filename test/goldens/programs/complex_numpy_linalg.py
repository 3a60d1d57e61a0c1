# numpy.linalg with complex results and complex input: eig of real matrices with complex eigenvalues (numpy's
# complex arrays then), eig/eigvals/svd/eigh/pinv/matrix_rank of complex matrices
import numpy as np
R = np.array([[0., -1.], [1., 0.]])
print(np.linalg.eig(R)); print(np.linalg.eigvals(R.astype(np.float32)))
rng = np.random.RandomState(0)
M = rng.randn(4, 4)
w, v = np.linalg.eig(M)
print(w, v.dtype)
print(v)
C = M + 1j * rng.randn(4, 4)
print(np.linalg.eig(C)); print(np.linalg.eigvals(C.astype(np.complex64)))
print(np.linalg.svd(C, compute_uv=False), np.linalg.eigvalsh(C + C.conj().T))
u, s, vh = np.linalg.svd(C)
print(s, u.dtype, s.dtype, np.abs(u), np.allclose((u * s) @ vh, C))
w, v = np.linalg.eigh(C + C.conj().T); print(w, v.dtype, np.abs(v))
print(np.linalg.matrix_rank(C), np.round(np.linalg.pinv(C), 6))
print(np.allclose(M @ v, v * w))
