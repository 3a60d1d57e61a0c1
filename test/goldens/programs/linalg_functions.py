# torch.linalg's norms and the functions built on its factorizations: values, dims, batches and errors.
import math

import torch

torch.set_printoptions(precision=4)
A = torch.tensor([[4., 1, 2], [1, 3, 0], [2, 0, 5]])
B = torch.tensor([[2., -1, 0.5], [1, 3, 2], [0, 1, 4]])
W = torch.tensor([[1., 2, 3, 4], [2, 0, 1, 1], [0, 1, 1, 2]])
batch = torch.stack([A, B])
x = torch.tensor([3., -4, 1])

for ord in ("fro", "nuc", 2, -2, 1, -1, math.inf, -math.inf):
    print(ord, torch.linalg.matrix_norm(W, ord), torch.linalg.matrix_norm(batch, ord),
          torch.linalg.matrix_norm(batch, ord, dim=(0, 2)), torch.linalg.matrix_norm(W, ord, keepdim=True).shape,
          torch.linalg.matrix_norm(batch, ord, dim=(2, 0), keepdim=True).shape)
for ord in (None, 2, 1, math.inf, -math.inf, 0, 3, 0.5):
    print(ord, torch.linalg.norm(x, ord), torch.linalg.vector_norm(W, 2 if ord is None else ord, dim=1))
print(torch.linalg.norm(W), torch.linalg.norm(W, "nuc"), torch.linalg.norm(batch, dim=(1, 2)),
      torch.linalg.norm(batch, 1, dim=(1, 2)), torch.linalg.norm(batch, 2, dim=0), torch.linalg.norm(W.double(), 2))
print(torch.linalg.vector_norm(batch), torch.linalg.vector_norm(batch, keepdim=True).shape,
      torch.linalg.vector_norm(batch, 3, dim=(0, 1)))

for p in (None, 2, -2, "fro", "nuc", 1, -1, math.inf, -math.inf):
    print(p, torch.linalg.cond(A, p), torch.linalg.cond(batch, p))
print(torch.linalg.cond(W), torch.linalg.cond(torch.tensor([[1., 2], [2, 4]]), "fro"))

R = torch.tensor([[1., 2, 3], [2, 4, 6], [1, 0, 1]])
print(torch.linalg.matrix_rank(A), torch.linalg.matrix_rank(R), torch.linalg.matrix_rank(torch.stack([R, A])),
      torch.linalg.matrix_rank(W.T), torch.linalg.matrix_rank(torch.zeros(3, 2)))
print(torch.linalg.matrix_rank(A, atol=2.0), torch.linalg.matrix_rank(A, rtol=0.3), torch.linalg.matrix_rank(A, hermitian=True),
      torch.linalg.matrix_rank(A, atol=1.0, rtol=0.5), torch.linalg.matrix_rank(torch.stack([A, B]), atol=torch.tensor([2.0, 3.0])))

print(torch.linalg.pinv(W), torch.linalg.pinv(R), torch.linalg.pinv(A, hermitian=True))
print(torch.linalg.pinv(batch.double()), torch.pinverse(W.T), torch.linalg.pinv(R, rtol=0.5), torch.linalg.pinv(R, atol=1.0))

print(torch.linalg.lstsq(W.T, torch.tensor([[1.], [2], [4], [3]])))
print(torch.linalg.lstsq(W.T, torch.tensor([1., 2, 4, 3])).solution)
print(torch.linalg.lstsq(torch.stack([W.T, W.T + 1]), torch.ones(2, 4, 2)).solution)
print(torch.linalg.lstsq(W.T.double(), torch.ones(4, 1, dtype=torch.float64), driver="gelsd"))

for n in (0, 1, 2, 3, 5, -1, -3):
    print(n, torch.linalg.matrix_power(B, n))
print(torch.linalg.matrix_power(batch, 4), torch.matrix_power(A, 2), B.matrix_power(3))

print(torch.linalg.cross(torch.tensor([1., 2, 3]), torch.tensor([4., 5, 6])))
print(torch.linalg.cross(torch.ones(2, 3), torch.tensor([[1., 0, 0]])), torch.linalg.cross(A, B, dim=0))
print(torch.linalg.multi_dot([W, W.T, A]), torch.linalg.multi_dot([torch.ones(3), W, W.T, x]))
print(torch.linalg.multi_dot([W.T, A, B, torch.ones(3, 2)]))
print(torch.linalg.vecdot(A, B), torch.linalg.vecdot(A, B, dim=0), torch.linalg.vecdot(x, A))
print(torch.linalg.diagonal(batch), torch.linalg.diagonal(W, offset=1), torch.linalg.diagonal(batch, dim1=0, dim2=2))

T = torch.eye(6).reshape(2, 3, 6) + 0.1 * torch.arange(36.).reshape(2, 3, 6).sin()
print(torch.linalg.tensorinv(T, ind=2).shape, torch.linalg.tensorinv(T, ind=2))
print(torch.linalg.tensorsolve(T.reshape(6, 2, 3), torch.ones(6)))
print(torch.linalg.tensorsolve(T.reshape(2, 3, 2, 3).permute(2, 3, 0, 1), torch.ones(2, 3), dims=(0, 1)))

L = torch.linalg.cholesky(A)
print(A.det(), A.logdet(), A.slogdet(), B.pinverse(), L.cholesky_inverse(), torch.ones(3, 1).cholesky_solve(L))
print(torch.cholesky_solve(torch.ones(3, 2), L.mT, upper=True), torch.cholesky_inverse(L.mT, upper=True))

errors = [
    lambda: torch.linalg.matrix_norm(x),
    lambda: torch.linalg.matrix_norm(W, 3),
    lambda: torch.linalg.norm(W, 3),
    lambda: torch.linalg.norm(batch, 2),
    lambda: torch.linalg.vector_norm(torch.ones(2, dtype=torch.long)),
    lambda: torch.linalg.matrix_power(W, 2),
    lambda: torch.linalg.matrix_power(torch.tensor([[1., 2], [2, 4]]), -1),
    lambda: torch.linalg.cross(torch.zeros(2), torch.zeros(2)),
    lambda: torch.linalg.multi_dot([W]),
    lambda: torch.linalg.lstsq(W, torch.zeros(4)),
    lambda: torch.linalg.pinv(x),
    lambda: torch.linalg.matrix_rank(x),
    lambda: torch.cholesky_solve(W, W),
    lambda: torch.linalg.tensorinv(torch.ones(2, 3), ind=1),
]
for f in errors:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
