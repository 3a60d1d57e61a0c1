# torch.ormqr (and Tensor.ormqr) multiplies by the Q of geqrf's reflectors as LAPACK's ormqr / unmqr does (the
# unblocked orm2r / unm2r, each reflector applied in LAPACK's order), for both sides, transposed or not, real and
# complex, batched; and PyTorch's checks on the operands, in its order.
import torch

torch.manual_seed(0)


def bits(t):
    r = torch.view_as_real(t.resolve_conj()) if t.is_complex() else t
    return " ".join(float(x).hex() for x in r.double().reshape(-1).tolist())


def crandn(*shape, dtype):
    return torch.complex(torch.randn(*shape).double(), torch.randn(*shape).double()).to(dtype)


for dt in (torch.float32, torch.float64, torch.complex64, torch.complex128):
    mk = (lambda *s: torch.randn(*s).to(dt)) if not dt.is_complex else (lambda *s: crandn(*s, dtype=dt))
    for (m, n) in ((4, 3), (5, 5), (6, 2), (3, 3)):
        a = mk(m, n)
        g, tau = torch.geqrf(a)
        for left in (True, False):
            for transpose in (False, True):
                c = mk(m, 3) if left else mk(3, m)
                r = torch.ormqr(g, tau, c, left=left, transpose=transpose)
                print(dt, m, n, left, transpose, r.shape, bits(r))
        print(bits(g.ormqr(tau[:1], mk(m, 2))))
    b = mk(2, 4, 3)
    g, tau = torch.geqrf(b)
    print(bits(torch.ormqr(g, tau, mk(2, 4, 2))))
g, tau = torch.geqrf(torch.randn(4, 3))
for args in ((g[0], tau, torch.randn(4, 2)), (g, tau, torch.randn(4)), (g, tau, torch.randn(3, 2)), (g, tau, torch.randn(2, 2)),
             (g, torch.randn(4), torch.randn(4, 4)), (g, tau[None], torch.randn(4, 2)), (g, tau, torch.randn(1, 4, 2)),
             (g, tau.double(), torch.randn(4, 2)), (g, tau, torch.randn(4, 2).double())):
    try:
        torch.ormqr(*args)
    except RuntimeError as e:
        print(e)
try:
    torch.ormqr(g, tau, torch.randn(2, 3), left=False)
except RuntimeError as e:
    print(e)
gb, taub = torch.geqrf(torch.randn(2, 4, 3))
for args in ((gb, taub[:1], torch.randn(2, 4, 2)), (gb, taub, torch.randn(3, 4, 2))):
    try:
        torch.ormqr(*args)
    except RuntimeError as e:
        print(e)
