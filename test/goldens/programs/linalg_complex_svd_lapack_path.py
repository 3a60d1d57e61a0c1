# torch.linalg.svd on complex matrices follows LAPACK's zgesdd (cgesdd for complex64) by its path for the shape: QR
# or LQ first when one side is at least 17/9 of the other, the reflectors formed and multiplied by the real bidiagonal
# SVD's vectors from 5/3, the reduction's reflectors applied to them below that; so U and Vh come out with PyTorch's
# phases. Shapes 1x1 to 12x8 across the paths, reduced and full, complex64 and complex128, special and rank-deficient
# matrices, a batch and torch.svd. Every value is printed, and also as the exact bits of its parts. (svdvals takes
# LAPACK's values-only path, dqds, whose last bits differ from these.)
import torch

torch.manual_seed(0)
torch.set_printoptions(precision=5)


def crandn(*shape, dtype):
    return torch.complex(torch.randn(*shape).double(), torch.randn(*shape).double()).to(dtype)


def bits(t):
    r = torch.view_as_real(t.resolve_conj()) if t.is_complex() else t
    return " ".join(float(x).hex() for x in r.double().reshape(-1).tolist())


shapes = [(1, 1), (2, 2), (3, 3), (4, 4), (3, 2), (4, 2), (5, 3), (8, 3), (2, 3), (2, 5), (3, 8), (6, 6), (1, 4),
          (4, 1), (10, 4), (8, 12), (12, 8), (7, 4), (4, 7), (9, 5), (5, 9), (6, 5), (5, 6)]
for dt in (torch.complex128, torch.complex64):
    for m, n in shapes:
        a = crandn(m, n, dtype=dt)
        for full in (False, True):
            u, s, vh = torch.linalg.svd(a, full_matrices=full)
            print(m, n, dt, full, s)
            print(u)
            print(vh)
            print(bits(s))
            print(bits(u))
            print(bits(vh))
    special = [torch.eye(3, dtype=dt), torch.ones(3, 3, dtype=dt) * (1 - 2j), torch.zeros(2, 3, dtype=dt),
               torch.tensor([[1, 2j], [3, 4]], dtype=dt), torch.tensor([[3j, 0], [0, -2]], dtype=dt),
               torch.arange(12.).reshape(4, 3).to(dt) * (1 + 1j), torch.tensor([[1e-30j, 2e-30], [3e-30, 4e-30j]], dtype=dt),
               torch.tensor([[2, 0], [0, 2]], dtype=dt), torch.tensor([[1, 1j, 0], [0, 0, 0], [1j, -1, 0]], dtype=dt)]
    for a in special:
        for full in (False, True):
            u, s, vh = torch.linalg.svd(a, full_matrices=full)
            print(tuple(a.shape), full, s)
            print(u)
            print(vh)
            print(bits(s), "|", bits(u), "|", bits(vh))
        U, S, V = torch.svd(a)
        print(bits(U), "|", bits(S), "|", bits(V))
    b = crandn(2, 3, 5, 3, dtype=dt)
    u, s, vh = torch.linalg.svd(b, full_matrices=False)
    print(u.shape, s.shape, vh.shape, bits(s), bits(u), bits(vh))
    u, s, vh = torch.linalg.svd(b.mT)
    print(u.shape, s.shape, vh.shape, bits(s), bits(u), bits(vh))
    U, S, V = torch.svd(b, some=False)
    print(U.shape, V.shape, bits(U), bits(V))
