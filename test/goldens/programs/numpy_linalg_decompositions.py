# numpy.linalg's factorisations: eigh/eigvalsh, svd (full_matrices, compute_uv, hermitian), qr in every mode,
# cholesky, lstsq with its residuals and rank (and the rcond FutureWarning), pinv, matrix_rank and the 2- and nuclear
# norms; float32 inputs give float32 results computed in float64; numpy's errors
import numpy as np
A = np.array([[4., 1, 2], [1, 3, 0], [2, 0, 5]])
B = np.array([[1., 1], [1, 2], [1, 3], [1, 4]])
y = np.array([6., 5, 7, 10])
print(np.linalg.eigvalsh(A), np.linalg.eigvalsh(A, UPLO='U'), np.linalg.eigvalsh(A.astype(np.float32)))
w, v = np.linalg.eigh(A)
print(w, np.round(v @ np.diag(w) @ v.T, 10), v.dtype)
print(np.linalg.svd(A, compute_uv=False), np.linalg.svd(B, compute_uv=False), np.linalg.svd(np.float32([[1, 2], [3, 4]]), compute_uv=False))
u, s, vt = np.linalg.svd(B)
print(u.shape, s, vt.shape, np.round(u[:, :2] * s @ vt, 10))
u, s, vt = np.linalg.svd(B, full_matrices=False)
print(u.shape, vt.shape)
print(np.linalg.svd(A, hermitian=True, compute_uv=False))
print(np.linalg.qr(B[:3]), np.linalg.qr(B[:3], 'r'), np.linalg.qr(B[:3], 'complete'))
print(np.linalg.qr(B[:3], 'raw'))
print(np.linalg.qr(np.float32([[1, 2], [3, 4]])))
print(np.linalg.cholesky(A), np.linalg.cholesky(np.float32([[4, 2], [2, 3]])))
print(np.linalg.lstsq(B, y, rcond=None))
print(np.linalg.lstsq(B, np.c_[y, y * 2], rcond=None))
x, r, k, sv = np.linalg.lstsq(np.array([[1., 2], [2, 4], [3, 6]]), np.array([1., 2, 3]), rcond=None)
print(x, r, k, type(k).__name__, np.round(sv, 8))
print(np.linalg.lstsq(np.array([[1., 2, 3], [4, 5, 6]]), np.array([1., 2]), rcond=None))
print(np.linalg.lstsq(B.astype(np.float32), y.astype(np.float32), rcond=None))
print(np.round(np.linalg.pinv(B), 12), np.linalg.pinv(np.array([[1., 2], [2, 4]])))
print(np.linalg.matrix_rank(A), np.linalg.matrix_rank(np.array([[1., 2], [2, 4]])), np.linalg.matrix_rank(np.eye(4)), np.linalg.matrix_rank([1, 2]), np.linalg.matrix_rank(np.zeros(3)))
print(round(np.linalg.norm(A, 2), 12), round(np.linalg.norm(A, -2), 12), round(np.linalg.norm(A, 'nuc'), 12), np.linalg.norm(np.arange(8.).reshape(2, 2, 2), 2, axis=(1, 2)))
S = np.stack([A, A * 2])
print(np.linalg.eigvalsh(S), np.linalg.svd(S, compute_uv=False), np.linalg.matrix_rank(S))
for call in ["np.linalg.cholesky(-np.eye(2))", "np.linalg.eigh(B)", "np.linalg.svd(y)", "np.linalg.qr(B, 'x')", "np.linalg.lstsq(B, y[:3], rcond=None)", "np.linalg.svd(np.float16([[1, 2], [3, 4]]))"]:
    try: print(eval(call))
    except Exception as e: print(call, type(e).__name__, e)
import warnings
with warnings.catch_warnings(record=True) as rec:
    warnings.simplefilter("always")
    print(np.linalg.lstsq(B, y)[0])
print([(r.category.__name__, str(r.message)) for r in rec])
