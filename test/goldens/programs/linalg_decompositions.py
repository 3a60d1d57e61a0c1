# torch.linalg's factorizations and solvers: values, batches, float64, and PyTorch's errors.
# Eigenvectors and singular vectors are defined up to sign, and LAPACK's signs follow from its iterations: they are
# printed with each vector's largest component made positive.
import torch

torch.set_printoptions(precision=4)


def fix_signs(vectors, *others):
    """vectors' columns signed so that their largest-magnitude entry is positive; others' matching rows follow."""
    idx = vectors.abs().argmax(-2, keepdim=True)
    s = vectors.gather(-2, idx).sign()
    return (vectors * s, *[o * s.mT for o in others])


A = torch.tensor([[4., 1, 2], [1, 3, 0], [2, 0, 5]])
B = torch.tensor([[2., -1, 0.5], [1, 3, 2], [0, 1, 4]])
batch = torch.stack([A, B, A @ B])
W = torch.tensor([[1., 2, 3, 4], [2, 0, 1, 1], [0, 1, 1, 2]])

print(torch.linalg.det(A), torch.linalg.det(batch), torch.det(B.double()))
print(torch.linalg.slogdet(-B))
print(torch.slogdet(batch))
print(torch.logdet(A), torch.logdet(-torch.eye(3)), torch.logdet(torch.diag(torch.tensor([-1., 1, 1]))))
print(torch.linalg.det(torch.tensor([[1., 2], [2, 4]])), torch.linalg.slogdet(torch.zeros(2, 2)))
print(torch.linalg.inv(batch))
print(torch.inverse(B.double()), A.inverse())
print(torch.linalg.inv_ex(torch.tensor([[1., 2], [3, 4]])))

print(torch.linalg.solve(A, torch.tensor([1., 2, 3])))
print(torch.linalg.solve(batch, torch.ones(3, 3)))
print(torch.linalg.solve(batch, torch.ones(3, 3, 2)))
print(torch.linalg.solve(B, torch.ones(2, 3), left=False), torch.linalg.solve(batch, torch.ones(2, 3), left=False))
print(torch.linalg.solve_ex(B, torch.ones(3, 1)))

for mode in ("reduced", "complete", "r"):
    print(mode, torch.linalg.qr(W.T, mode=mode))
print(torch.linalg.qr(W))
print(torch.linalg.qr(batch.double()).R)
print(torch.linalg.qr(W.T, mode='complete').Q)

L = torch.linalg.cholesky(A)
print(L, torch.linalg.cholesky(A, upper=True))
print(torch.linalg.cholesky_ex(batch.double() @ batch.double().mT))
print(torch.cholesky_solve(torch.ones(3, 2), L), torch.cholesky_inverse(L))
print(torch.linalg.solve_triangular(L, torch.ones(3, 2), upper=False))
print(torch.linalg.solve_triangular(L.mT, torch.ones(2, 3), upper=True, left=False))
print(torch.linalg.solve_triangular(L, torch.ones(3, 1), upper=False, unitriangular=True))

values, vectors = torch.linalg.eigh(A)
print(values, fix_signs(vectors)[0])
sym = batch.double() @ batch.double().mT
print(torch.linalg.eigvalsh(sym), torch.linalg.eigvalsh(A.double()))
print(torch.linalg.eigvalsh(torch.triu(B), UPLO="U"), torch.linalg.eigvalsh(torch.tril(B)))
print(torch.linalg.eigvalsh(torch.diag(torch.tensor([3., 1, 2]))))
values, vectors = torch.linalg.eigh(sym.double())
print(values, fix_signs(vectors)[0], sep="\n")

for M in (W, W.T, batch):
    for full in (True, False):
        U, S, Vh = torch.linalg.svd(M, full_matrices=full)
        k = S.shape[-1]
        Uk, Vhk = fix_signs(U[..., :k], Vh[..., :k, :])
        print(U.shape, Vh.shape, S, Uk, Vhk, sep="\n")
        print(((U[..., :k] * S.unsqueeze(-2)) @ Vh[..., :k, :] - M).abs().max().item() < 1e-4)
print(torch.linalg.svdvals(W), torch.linalg.svdvals(torch.tensor([[1., 2], [2, 5]]).double()))
U, S, V = torch.svd(W.T)
print(U.shape, S, V.shape, (U @ torch.diag(S) @ V.mT - W.T).abs().max().item() < 1e-4)
print(torch.svd(W, some=False).U.shape, torch.svd(W, compute_uv=False))

print(torch.linalg.lu_factor(W.T))
print(torch.linalg.lu_factor_ex(batch))

errors = [
    lambda: torch.linalg.inv(torch.tensor([[1., 2], [2, 4]])),
    lambda: torch.linalg.inv(torch.stack([torch.eye(2), torch.tensor([[1., 2], [2, 4]])])),
    lambda: torch.linalg.inv(torch.zeros(2, 3)),
    lambda: torch.linalg.inv(torch.zeros(3)),
    lambda: torch.linalg.inv(torch.ones(2, 2, dtype=torch.long)),
    lambda: torch.linalg.inv_ex(torch.zeros(2, 2), check_errors=True),
    lambda: torch.linalg.det(torch.zeros(2, 3)),
    lambda: torch.linalg.slogdet(torch.zeros(2, 3)),
    lambda: torch.linalg.solve(torch.tensor([[1., 2], [2, 4]]), torch.ones(2)),
    lambda: torch.linalg.solve(torch.eye(2), torch.ones(3)),
    lambda: torch.linalg.cholesky(torch.tensor([[1., 2], [2, 1]])),
    lambda: torch.linalg.cholesky(torch.stack([torch.eye(2), -torch.eye(2)])),
    lambda: torch.linalg.cholesky(torch.zeros(2, 3)),
    lambda: torch.linalg.eigh(torch.zeros(2, 3)),
    lambda: torch.linalg.qr(torch.zeros(3)),
    lambda: torch.linalg.qr(torch.zeros(2, 2), mode="x"),
    lambda: torch.linalg.svd(torch.zeros(3)),
    lambda: torch.linalg.svd(torch.ones(2, 2, dtype=torch.long)),
    lambda: torch.linalg.solve_triangular(torch.zeros(2, 3), torch.zeros(2, 3), upper=True),
    lambda: torch.inverse(torch.tensor([[1., 2], [2, 4]])),
]
for f in errors:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, isinstance(e, RuntimeError), isinstance(e, torch.linalg.LinAlgError), e)
print(torch.linalg.LinAlgError)
