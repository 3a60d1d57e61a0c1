# torch.linalg.qr, torch.geqrf and torch.linalg.householder_product on complex matrices follow LAPACK's zgeqrf and
# zungqr (cgeqrf, cungqr for complex64) step for step: Q, R, the packed reflectors and tau to the last bit, shapes
# 1x1 to 12x8, all modes, special and tiny matrices, a batch, and householder_product's checks.
import torch

torch.manual_seed(0)
torch.set_printoptions(precision=5)


def crandn(*shape, dtype):
    return torch.complex(torch.randn(*shape).double(), torch.randn(*shape).double()).to(dtype)


def bits(t):
    r = torch.view_as_real(t.resolve_conj()) if t.is_complex() else t
    return " ".join(float(x).hex() for x in r.double().reshape(-1).tolist())


shapes = [(1, 1), (2, 2), (3, 3), (4, 4), (3, 2), (5, 3), (2, 3), (3, 8), (1, 4), (4, 1), (8, 12), (12, 8)]
for dt in (torch.complex64, torch.complex128):
    mats = [crandn(m, n, dtype=dt) for m, n in shapes] + [torch.eye(3, dtype=dt), torch.zeros(2, 3, dtype=dt),
            torch.tensor([[1, 2j], [2j, -4], [3, 6j]], dtype=dt), torch.tensor([[1e-30j, 2e-30], [3e-30, 4e-30]], dtype=dt)]
    for a in mats:
        for mode in ("reduced", "complete", "r"):
            q, r = torch.linalg.qr(a, mode=mode)
            print(tuple(a.shape), dt, mode, q.shape, q.dtype, r.shape, bits(q), "|", bits(r))
        g, tau = torch.geqrf(a)
        print(g.dtype, tau.dtype, bits(g), "|", bits(tau))
        if a.shape[0] >= a.shape[1]:
            print(bits(torch.linalg.householder_product(g, tau)), bits(torch.linalg.householder_product(g, tau[:1])))
    b = crandn(2, 3, 5, 3, dtype=dt)
    print(bits(torch.linalg.qr(b).Q), bits(torch.linalg.qr(b, mode="complete").R))
    print(torch.linalg.qr(crandn(3, 2, dtype=dt)))
    print(torch.geqrf(crandn(2, 3, dtype=dt)))
g, tau = torch.geqrf(crandn(4, 3, dtype=torch.complex64))
for args in ((g, tau.real), (g, tau[:2].unsqueeze(0)), (g.mT, tau), (g[0], tau)):
    try:
        torch.linalg.householder_product(*args)
    except RuntimeError as e:
        print(e)
try:
    torch.linalg.qr(g, mode="x")
except RuntimeError as e:
    print(e)
