# torch.linalg.svd follows LAPACK's gesdd path for each shape (QR or LQ first for a long side, bidiagonalisation, the
# bidiagonal QR iteration, the reflectors applied back), float32 in float32 arithmetic, so singular vectors print with
# PyTorch's signs: random matrices of many shapes in both precisions, reduced and full, special ones, torch.svd, svdvals.
import torch
torch.manual_seed(0)
torch.set_printoptions(precision=5)
shapes = [(1, 1), (2, 2), (3, 3), (4, 4), (3, 2), (4, 2), (5, 3), (8, 3), (2, 3), (2, 5), (3, 8), (6, 6), (1, 4), (4, 1), (10, 4)]
for dt in [torch.float64, torch.float32]:
    for (m, n) in shapes:
        a = torch.randn(m, n, dtype=dt)
        for full in [False, True]:
            u, s, vh = torch.linalg.svd(a, full_matrices=full)
            print(m, n, full, s)
            print(u)
            print(vh)
special = [torch.eye(3), torch.ones(3, 3), torch.zeros(2, 3), torch.tensor([[1., 2.], [3., 4.]]), torch.tensor([[3., 0.], [0., -2.]]),
           torch.tensor([[1., 2., 3.], [4., 5., 6.], [7., 8., 9.]]), torch.arange(12.).reshape(4, 3), torch.tensor([[2., 0.], [0., 2.]], dtype=torch.float64)]
for a in special:
    u, s, vh = torch.linalg.svd(a)
    print(s); print(u); print(vh)
    print(torch.svd(a))
print(torch.linalg.svdvals(torch.randn(3, 4)))
b = torch.randn(2, 3, 2)
print(torch.linalg.svd(b, full_matrices=False))
