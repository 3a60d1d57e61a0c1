# torch.linalg.eigh follows LAPACK's syevd step for step, so eigenvectors come out with its signs (and, for a repeated
# eigenvalue, its basis): random symmetric matrices in float32 and float64, both triangles, special matrices
# (identity, diagonal, all ones, zeros, tiny and huge entries) and a batch.
import torch

torch.manual_seed(0)
torch.set_printoptions(precision=6)
cases = []
for n in [1, 2, 3, 4, 5, 6, 8, 12]:
    for dt in [torch.float32, torch.float64]:
        a = torch.randn(n, n, dtype=dt)
        cases.append(a + a.T)
        cases.append(a)  # not symmetric: only the named triangle is read
cases.append(torch.eye(3))
cases.append(torch.diag(torch.tensor([3., 1., 2.])))
cases.append(torch.ones(4, 4))
cases.append(torch.zeros(3, 3, dtype=torch.float64))
cases.append(torch.tensor([[2., 1., 0.], [1., 2., 1.], [0., 1., 2.]]))
cases.append(torch.tensor([[4., -2.], [-2., 1.]]))
cases.append(torch.tensor([[1., 2.], [2., 1.]], dtype=torch.float64))
cases.append(torch.tensor([[1e-30, 2e-30], [2e-30, 3e-30]], dtype=torch.float64))
cases.append(torch.tensor([[1e20, 2e20], [2e20, -3e20]]))
x = torch.randn(20, 3)
cases.append(torch.cov(x.T))
for i, a in enumerate(cases):
    for uplo in ["L", "U"]:
        w, v = torch.linalg.eigh(a, UPLO=uplo)
        print(i, uplo, w)
        print(v)
print(torch.linalg.eigvalsh(cases[4]))
b = torch.randn(2, 3, 3)
print(torch.linalg.eigh(b + b.transpose(-1, -2)))
# a graph Laplacian's eigenvectors, as spectral clustering examples print them
adj = torch.tensor([[0, 1, 1, 0, 0], [1, 0, 1, 0, 0], [1, 1, 0, 1, 0], [0, 0, 1, 0, 1], [0, 0, 0, 1, 0]], dtype=torch.float32)
lap = torch.diag(adj.sum(1)) - adj
vals, vecs = torch.linalg.eigh(lap)
print(vals, vecs[:, 1])
