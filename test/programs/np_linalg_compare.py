# numpy.linalg basics next to torch.linalg on the same matrices.
import numpy as np
import torch

np.random.seed(5)
A = np.random.rand(3, 3) + np.eye(3) * 2
b = np.random.rand(3)
print(A)
print("det:", np.linalg.det(A), torch.linalg.det(torch.from_numpy(A)).item())
inv = np.linalg.inv(A)
print(inv)
print(np.allclose(A @ inv, np.eye(3)), np.allclose(torch.linalg.inv(torch.from_numpy(A)).numpy(), inv))
x = np.linalg.solve(A, b)
print("solve:", x, torch.linalg.solve(torch.from_numpy(A), torch.from_numpy(b)))
print("norms:", np.linalg.norm(b), np.linalg.norm(A), np.linalg.norm(A, ord=1), np.linalg.norm(A, axis=0))
print(torch.linalg.norm(torch.from_numpy(b)), torch.norm(torch.from_numpy(A)))
print(np.trace(A), np.dot(b, b), np.outer(b, b).shape, np.linalg.matrix_power(np.eye(2) * 2, 3))
print(np.linalg.slogdet(A), np.linalg.norm(A - A.T, ord=np.inf))
try:
    np.linalg.inv(np.zeros((2, 2)))
except np.linalg.LinAlgError as e:
    print("LinAlgError:", e)
try:
    torch.linalg.inv(torch.zeros(2, 2))
except RuntimeError as e:
    print("RuntimeError:", e)
Af = A.astype(np.float32)
print(np.linalg.inv(Af).dtype, torch.linalg.inv(torch.from_numpy(Af)).dtype)
