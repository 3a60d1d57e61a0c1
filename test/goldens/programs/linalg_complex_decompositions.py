# torch.linalg on complex matrices: eig/eigvals as zgeev orders and normalises them (eigenvalue order, unit
# eigenvectors with their largest component real), Hermitian eigh, SVD with vectors, pinv, matrix_rank and lstsq.
# Singular and Hermitian eigenvectors are unique only up to a sign once LAPACK's reductions fix their phase (V's first
# row real for tall or square A, U's for wide, an eigenvector's first component real), so those are printed through
# what does not depend on the sign: their moduli, which row is real, and the reconstructions.
import torch

torch.manual_seed(0)
# (cgeev's float32 arithmetic can round a printed digit differently where float64's does not, so complex64 sizes are
# kept to those whose printed values are clear of it)
for dt, sizes in ((torch.complex64, (1, 2, 3, 6)), (torch.complex128, (1, 2, 3, 4, 6))):
    for n in sizes:
        A = torch.randn(n, n, dtype=dt)
        w, v = torch.linalg.eig(A)
        print(w)
        print(v)
        print(torch.linalg.eigvals(A))
B = torch.tensor([[1, 2j, 0], [0, 3, 1], [0, 0, 1 + 1j]], dtype=torch.complex128)
print(torch.linalg.eig(B))
print(torch.linalg.eig(torch.randn(2, 3, 3, dtype=torch.complex64)).eigenvalues)
W, V = torch.linalg.eig(torch.randn(4, 4, dtype=torch.complex128))
print(V.imag[V.abs().argmax(0), torch.arange(4)])


def show(name, t):
    print(name, t.shape, t.dtype)
    print(t.abs())


A = torch.randn(3, 3, dtype=torch.complex64)
H = A + A.mH
L, Q = torch.linalg.eigh(H)
print(L, torch.linalg.eigvalsh(H), torch.linalg.eigh(H, UPLO="U").eigenvalues)
show("eigh vectors", Q)
print(Q[0].imag, ((Q @ torch.diag(L).to(Q.dtype) @ Q.mH) - H).abs().max() < 1e-5)
for X in (A, torch.randn(5, 3, dtype=torch.complex128), torch.randn(2, 4, dtype=torch.complex128)):
    U, S, Vh = torch.linalg.svd(X, full_matrices=False)
    print(S, torch.linalg.svdvals(X))
    show("U", U)
    show("Vh", Vh)
    if X.shape[-2] >= X.shape[-1]:
        print(Vh[:, 0].imag)
    print(((U * S.to(U.dtype)) @ Vh - X).abs().max() < 1e-5)
    full = torch.linalg.svd(X)
    print(full.U.shape, full.Vh.shape, (full.U.mH @ full.U - torch.eye(full.U.shape[0])).abs().max() < 1e-5)
    old = torch.svd(X)
    print(old.U.shape, old.V.shape, (old.V - old.V.mH.mH).abs().max(), (old.V.mH - Vh).abs().max() < 1e-6)
print(torch.linalg.pinv(A))
print(torch.linalg.matrix_rank(A), torch.linalg.matrix_rank(torch.ones(3, 3, dtype=torch.complex64)))
T = torch.randn(4, 2, dtype=torch.complex128)
Y = torch.randn(4, 1, dtype=torch.complex128)
print(torch.linalg.lstsq(T, Y).solution, torch.linalg.pinv(T) @ Y)
x = torch.tensor([[1 + 2j, 3j]], dtype=torch.complex128)
print(x.mH[..., :1, :], x.conj()[0], -x.conj())
y = x.clone()
c = y.conj()
c[0, 0] = 5 + 1j
print(y, c)
