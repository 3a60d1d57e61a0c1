# np.linalg.eig and eigvals of real matrices with real eigenvalues: LAPACK dgeev's order and eigenvector signs, stacks,
# float32, and numpy's errors
import numpy as np
A = np.array([[2.0, 1, 0.5], [0.3, 3, 1], [1, 0.2, 1]])
w, v = np.linalg.eig(A)
print(w, v, w.dtype)
print(np.linalg.eigvals(A), np.linalg.eigvals(np.float32([[1, 2], [0, 3]])))
print(np.linalg.eig(np.diag([3.0, 1.0, 2.0])))
print(np.allclose(A @ v, v * w))
S = np.stack([A, A.T])
print(np.linalg.eigvals(S))
for call in ["np.linalg.eig(np.array([[1.0, np.inf], [0, 1]]))", "np.linalg.eigvals(np.ones((2, 3)))"]:
    try: print(eval(call))
    except Exception as e: print(call, type(e).__name__, e)
