# Products: dot/matmul/@ on 1-D and 2-D, outer, inner, einsum, batched matmul, tensordot, norms
import numpy as np

a = np.array([1.0, 2.0, 3.0])
b = np.array([4.0, 5.0, 6.0])
print(np.dot(a, b), a @ b, a.dot(b), type(a @ b).__name__)
M = np.arange(6.0).reshape(2, 3)
print(M @ a, np.dot(M, a), M.dot(M.T), M.T @ M)
print(np.matmul(M, M.T), np.outer(a, b), np.inner(a, b), np.cross(a, b))
print(np.dot(2, 3), np.dot(np.array([[1, 2], [3, 4]]), np.array([[5], [6]])))
B = np.arange(24).reshape(2, 3, 4)
C = np.arange(8).reshape(2, 4, 1)
print(np.matmul(B, C), (B @ C).shape)
print(np.einsum("ij,j->i", M, a), np.einsum("ij->ji", M), np.einsum("i,i->", a, b), np.einsum("bij,bjk->bik", B, C).shape)
print(np.tensordot(M, M, axes=([1], [1])), np.kron(np.eye(2), [[1, 2]]))
print(np.linalg.norm(a), np.linalg.norm(M, axis=1), np.linalg.norm(M), np.linalg.norm(a, ord=1))
print(np.linalg.norm(M, axis=0, keepdims=True), np.linalg.norm(a, np.inf))
S = np.array([[2.0, 1.0], [1.0, 3.0]])
print(np.linalg.inv(S), np.linalg.det(S), np.linalg.solve(S, [1.0, 2.0]))
print(np.trace(S), np.linalg.matrix_rank(S), S.T, S.transpose())
w = np.array([0.5, -0.25], dtype=np.float32)
X = np.array([[1, 2], [3, 4], [5, 6]], dtype=np.float32)
print(X @ w, (X @ w).dtype, (X @ w.astype(np.float64)).dtype, np.dot(X, [1, 1]).dtype)
print(np.vdot(a, b), np.linalg.multi_dot([M, M.T, M]))
try:
    M @ M
except ValueError as e:
    print("ValueError:", e)
try:
    np.dot(M, M)
except ValueError as e:
    print("ValueError:", e)
