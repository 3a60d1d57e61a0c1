# torch.linalg.eigh on complex Hermitian matrices follows LAPACK's zheevd (cheevd for complex64) step for step:
# Householder tridiagonalisation (zhetd2), the QL/QR iteration with complex vectors (zsteqr) and the reflectors applied
# back (zunmtr), so each eigenvector's phase (and a repeated eigenvalue's basis) is PyTorch's. eigvalsh without grad
# takes LAPACK's values-only path (dsterf), whose rounding differs from eigh's values; real matrices included.
# Every value is printed, and also as the exact bits of its parts.
import torch

torch.manual_seed(0)
torch.set_printoptions(precision=6)


def crandn(*shape, dtype):
    return torch.complex(torch.randn(*shape).double(), torch.randn(*shape).double()).to(dtype)


def bits(t):
    r = torch.view_as_real(t) if t.is_complex() else t
    return " ".join(float(x).hex() for x in r.double().reshape(-1).tolist())


cases = []
for dt in (torch.complex64, torch.complex128):
    for n in (1, 2, 3, 4, 5, 8, 12):
        a = crandn(n, n, dtype=dt)
        cases.append(a + a.mH)
        if n in (3, 5):
            cases.append(a)  # not Hermitian: only the named triangle is read (and the diagonal's real part)
    cases.append(torch.eye(4, dtype=dt))
    cases.append(torch.zeros(3, 3, dtype=dt))
    cases.append(torch.diag(torch.tensor([3., 1., 2., 1.])).to(dt))
    cases.append(torch.tensor([[2, 1j, 0, 0], [-1j, 2, 0, 0], [0, 0, 2, 1j], [0, 0, -1j, 2]], dtype=dt))
    cases.append(torch.ones(4, 4, dtype=dt) * (1 + 1j) + torch.ones(4, 4, dtype=dt) * (1 - 1j))
    b = torch.randint(-3, 4, (6, 2)).to(dt) + 1j * torch.randint(-3, 4, (6, 2)).to(dt)
    cases.append(b @ b.mH)  # rank 2: four eigenvalues at rounding level
    cases.append(torch.tensor([[1, 2 - 1j], [2 + 1j, -3]], dtype=dt) * 1e-30)
    cases.append(torch.tensor([[1, 2 - 1j], [2 + 1j, -3]], dtype=dt) * 1e30)
for i, a in enumerate(cases):
    for uplo in ("L", "U"):
        w, v = torch.linalg.eigh(a, UPLO=uplo)
        print(i, a.dtype, tuple(a.shape), uplo, w)
        print(v)
        print(bits(w))
        print(bits(v))
        vals = torch.linalg.eigvalsh(a, UPLO=uplo)
        print(vals, bits(vals))
for dt in (torch.complex64, torch.complex128):
    a = crandn(2, 3, 4, 4, dtype=dt)
    w, v = torch.linalg.eigh(a + a.mH)
    print(w, bits(w))
    print(v.shape, bits(v))
    print(bits(torch.linalg.eigvalsh(a + a.mH, UPLO="U")))
# real symmetric matrices: eigvalsh's values-only path, and eigh's values when A requires grad
for dt in (torch.float32, torch.float64):
    for n in (2, 3, 5, 8, 12):
        a = torch.randn(n, n).to(dt)
        a = a + a.mT
        print(n, dt, bits(torch.linalg.eigvalsh(a)), bits(torch.linalg.eigvalsh(a, UPLO="U")))
        print(bits(torch.linalg.eigh(a).eigenvalues))
        g = a.clone().requires_grad_()
        print(bits(torch.linalg.eigvalsh(g).detach()))
        with torch.no_grad():
            print(bits(torch.linalg.eigvalsh(g)))
print(torch.linalg.eigvalsh(torch.tensor([[1e-30, 2e-30], [2e-30, 3e-30]], dtype=torch.float64)))
# the eigenvalues of a Hermitian matrix, against those of its real embedding
h = cases[3]
print(torch.linalg.eigvalsh(h), torch.linalg.eigvalsh(torch.cat([torch.cat([h.real, -h.imag], 1),
                                                                 torch.cat([h.imag, h.real], 1)], 0))[::2])
